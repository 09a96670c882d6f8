/**
 * `node --import tsx scripts/trace-review-page.ts <database> [query string] [--county NAME] [--explain]`:
 * the statements one review list page sends (the list of ALL findings of a county, Wayne unless
 * --county names another, with the page's query string such as "q=SMI&sort=year_of_birth"), each
 * with its wall time on the last of eight warm runs; --explain adds each one's EXPLAIN (ANALYZE,
 * BUFFERS, SUMMARY). <database> is a PostgreSQL URL or a PGlite folder (a bench:api database:
 * .tmp/bench-api/pglite-1000000, or postgres://postgres@127.0.0.1:5432/bench_state). What it
 * showed at 8.4 million: docs/performance.md, "Statewide reads at 8.4 million".
 */
import { parseArgs } from 'node:util';
import { reviewListQuery } from '@voterroll/contract/review-api';
import { openDatabase } from '@voterroll/db/connection';
import type { Db, Queryable } from '@voterroll/db/database';
import { zoneCodes } from '../apps/server/src/auth/zone-in-area';
import { reviewList } from '../apps/server/src/features/review/queries';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { explain: { type: 'boolean' }, county: { type: 'string' } },
});
const [target, query = ''] = positionals;
if (!target) {
  console.error('Name the database: a PostgreSQL URL or a PGlite folder.');
  process.exit(2);
}
const db = await openDatabase(target, { serving: true });
const sent: { text: string; params: readonly unknown[]; ms: number }[] = [];
const traced = (q: Queryable): Queryable => ({
  ...q,
  query: async (text, params = [], options = {}) => {
    const start = performance.now();
    const rows = await q.query(text, params, options);
    sent.push({ text, params, ms: performance.now() - start });
    return rows as never;
  },
  queryArrays: async (text, params = []) => {
    const start = performance.now();
    const rows = await q.queryArrays(text, params);
    sent.push({ text, params, ms: performance.now() - start });
    return rows;
  },
});
const tracedDb = {
  ...db,
  ...traced(db),
  transaction: (work) => db.transaction((tx) => work(traced(tx))),
} as Db;
try {
  const [current] = await db.query<{ d: string }>(
    `select max(snapshot_date)::text as d from snapshots where status = 'ready'`,
  );
  const zone = await zoneCodes(db, { county: values.county ?? 'WAYNE' });
  if (!current?.d || !zone.ok) throw new Error(zone.ok ? 'No snapshot is loaded.' : zone.error);
  const q = reviewListQuery.parse(Object.fromEntries(new URLSearchParams(query)));
  for (let run = 0; run < 8; run++) {
    sent.length = 0;
    await reviewList(tracedDb, current.d, zone.value, 'ALL', q);
  }
  for (const s of sent) {
    console.log(`--- ${s.ms.toFixed(2)} ms; parameters ${JSON.stringify(s.params).slice(0, 160)}`);
    console.log(s.text.replace(/\s+/g, ' ').slice(0, 300));
    if (!values.explain) continue;
    const buffers = db.engine === 'postgres' ? 'buffers, ' : '';
    const plan = await db.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, ${buffers}summary) ${s.text}`,
      s.params,
    );
    console.log(plan.map((r) => r['QUERY PLAN']).join('\n'));
  }
} finally {
  await db.close();
}
