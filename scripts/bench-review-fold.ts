/**
 * `[DATABASE_URL=postgres://…/postgres] node --import tsx scripts/bench-review-fold.ts [VOTERS]`:
 * loads a generated snapshot (20,000 voters by default) into its own database (bench_h39c, or a
 * PGlite folder) and times what folding accents in the review search's words costs: the fold over
 * every review row, the search's row check with it, and rebuilding the words and prefix counts of a
 * month loaded before (all its rows, or those with an accented letter only). Figures:
 * docs/performance.md ("Accents folded in the review search").
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '@voterroll/db/connection';
import { migrate } from '@voterroll/db/migrate';
import { ingestSnapshot } from '@voterroll/pipeline/ingest-snapshot';
import { foldAccentsSql, WORDS_OF_ROW } from '@voterroll/records/review/review-words';
import { generate } from '@voterroll/voterfile/generator/generate';
import pg from 'pg';
import { snapshotFiles } from '../apps/server/src/demo/load-demo';

const voters = Number(process.argv[2] ?? 20000);
const url = process.env.DATABASE_URL;
let target: string;
if (url) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query('drop database if exists bench_h39c with (force)');
  await admin.query('create database bench_h39c');
  await admin.end();
  const u = new URL(url);
  u.pathname = '/bench_h39c';
  target = u.toString();
} else target = mkdtempSync(join(tmpdir(), 'bench-h39c-db-'));
const db = await openDatabase(target);
await migrate(db);
const dir = mkdtempSync(join(tmpdir(), 'bench-h39c-'));
await generate({ outDir: dir, voters, snapshots: 1, seed: 8 });
const loaded = await ingestSnapshot(db, {
  snapshotDate: '2025-10-01',
  files: snapshotFiles(join(dir, '2025-10-01')),
});
if (!loaded.ok) throw new Error(loaded.error);
const g = {
  drop: async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
    if (url) {
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query('drop database if exists bench_h39c with (force)');
      await a.end();
    } else rmSync(target, { recursive: true, force: true });
  },
};
const time = async (label: string, sql: string) => {
  const s = performance.now();
  const r = await db.query<{ n: number }>(sql);
  console.log(label, Math.round(performance.now() - s), 'ms', JSON.stringify(r[0] ?? null));
};
try {
  const raw = `coalesce(rr.name_search, '') || ' ' || coalesce(rr.full_street_address, '')`;
  await time(
    'review_rows (ALL) and words',
    `select (select count(*)::int from review_rows where filter_code = 'ALL') as n, (select count(*)::int from review_words) as words`,
  );
  await time(
    'rows with an accented letter',
    `select count(*)::int as n, count(*) filter (where filter_code = 'ALL')::int as all_rows from review_rows rr where (${raw}) ~ '[À-ÿŒœŠšŽžŸ]'`,
  );
  // Targeted: only the accented rows' words replaced.
  await time(
    'targeted words: delete',
    `with d as (delete from review_words w using review_rows rr
      where rr.filter_code = 'ALL' and rr.snapshot_date = w.snapshot_date and rr.voter_id = w.voter_id
        and (${raw}) ~ '[À-ÿŒœŠšŽžŸ]' returning 1) select count(*)::int as n from d`,
  );
  await time(
    'targeted words: insert',
    `with i as (insert into review_words (snapshot_date, county_code, word, voter_id)
      select rr.snapshot_date, rr.county_code, w.word, rr.voter_id from review_rows rr
       cross join lateral regexp_split_to_table(${WORDS_OF_ROW}, '[^A-Z0-9]+') as w(word)
      where rr.filter_code = 'ALL' and w.word <> '' and (${raw}) ~ '[À-ÿŒœŠšŽžŸ]' returning 1) select count(*)::int as n from i`,
  );
  // Full: every word rebuilt (as migration 0096 did, folded).
  await time(
    'full words: delete',
    `with d as (delete from review_words returning 1) select count(*)::int as n from d`,
  );
  await time(
    'full words: insert',
    `with i as (insert into review_words (snapshot_date, county_code, word, voter_id)
      select rr.snapshot_date, rr.county_code, w.word, rr.voter_id from review_rows rr
       cross join lateral regexp_split_to_table(${WORDS_OF_ROW}, '[^A-Z0-9]+') as w(word)
      where rr.filter_code = 'ALL' and w.word <> '' returning 1) select count(*)::int as n from i`,
  );
  // Full prefixes (as migration 0100 counted them, folded; without pairs of initials).
  await time(
    'full prefixes (0100 SQL, folded, no pairs)',
    `select count(*)::int as n from (
      select rr.county_code, rr.jurisdiction_code, rr.filter_code, p.prefix, count(*)::int as total
        from review_rows rr
       cross join lateral (select distinct left(w.word, l.n) as prefix
                             from regexp_split_to_table(${WORDS_OF_ROW}, '[^A-Z0-9]+') as w(word)
                            cross join generate_series(1, 2) as l(n) where length(w.word) >= l.n) p
       group by grouping sets ((rr.county_code, rr.filter_code, p.prefix),
                               (rr.county_code, rr.jurisdiction_code, rr.filter_code, p.prefix))) g`,
  );
  const single = `translate(${raw}, 'ÀÁÂÃÄÅàáâãäåÇçÐðÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖØòóôõöøŠšÙÚÛÜùúûüÝýÿŸŽž', 'AAAAAAAAAAAACCDDEEEEEEEEIIIIIIIINNOOOOOOOOOOOOSSUUUUUUUUYYYYZZ')`;
  for (let k = 0; k < 2; k++) {
    await time('no fold', `select count(*)::int as n from review_rows rr where length(${raw}) > 0`);
    await time(
      'rowCheck regex, no fold',
      `select count(*)::int as n from review_rows rr where upper(${raw}) ~ '(^|[^A-Z0-9])MUN'`,
    );
    await time(
      'fold',
      `select count(*)::int as n from review_rows rr where length(${foldAccentsSql(raw)}) > 0`,
    );
    await time('translate only', `select count(*)::int as n from review_rows rr where length(${single}) > 0`);
    await time(
      'ascii test',
      `select count(*)::int as n from review_rows rr where octet_length(${raw}) = length(${raw})`,
    );
    await time(
      'fold if not ascii',
      `select count(*)::int as n from review_rows rr where length(case when octet_length(${raw}) = length(${raw}) then ${raw} else ${foldAccentsSql(raw)} end) > 0`,
    );
    await time(
      'rowCheck WORDS_OF_ROW',
      `select count(*)::int as n from review_rows rr where ${WORDS_OF_ROW} ~ '(^|[^A-Z0-9])MUN'`,
    );
  }
} finally {
  await g.drop();
}
