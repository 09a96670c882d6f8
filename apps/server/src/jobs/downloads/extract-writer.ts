import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { neutralizeFormula } from '@voterroll/contract/csv-cell';
import type { Queryable } from '@voterroll/db/database';
import { QVF_COLUMNS_49 } from '@voterroll/voterfile/qvf-format';
import { zoneCodesCondition } from '../../auth/zone-in-area';
import type { ClaimedExtract } from './extract-queue';

/**
 * A zone's registrations of one snapshot as the state writes its file (spec 4): the 49-column
 * layout, every field quoted, CRLF lines, Latin-1, here gzip-compressed. Rows are read in pages
 * by voter id (keyset), each page its own statement: on PGlite no transaction holds the one
 * connection while the file is written, so the site keeps answering.
 */

const BOOLEAN_COLUMNS = new Set(['IS_PERM_AV_BALLOT_VOTER', 'IS_PERM_AV_APP_VOTER']);
const columnSql = (c: string) => {
  if (c === 'VOTER_IDENTIFICATION_NUMBER') return 'r.voter_id::text';
  const col = `r.${c.toLowerCase()}`;
  if (BOOLEAN_COLUMNS.has(c)) return `case ${col} when true then 'Y' when false then 'N' else '' end`;
  if (c === 'REGISTRATION_DATE') return `coalesce(to_char(${col}, 'YYYY-MM-DD'), '')`;
  return `coalesce(${col}::text, '')`;
};
const SELECT_LIST = QVF_COLUMNS_49.map(columnSql).join(', ');
/** Every field quoted; text a spreadsheet would run as a formula neutralized (OWASP CSV injection). */
const quote = (v: unknown) => `"${neutralizeFormula(String(v)).replaceAll('"', '""')}"`;

export async function countExtractRows(db: Queryable, job: ClaimedExtract): Promise<number> {
  const params: unknown[] = [job.snapshotDate];
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from registrations r where r.snapshot_date = $1::date and ${zoneCodesCondition('r', job, params)}`,
    params,
  );
  return row?.n ?? 0;
}

/**
 * Writes the file; after each page `onPage(rowsSoFar)` reports progress and returns false to stop
 * (the worker is stopping or lost the job): then the partial file is left for the caller to remove.
 */
export async function writeExtract(
  db: Queryable,
  job: ClaimedExtract,
  path: string,
  o: { pageRows: number; onPage: (rows: number) => Promise<boolean> },
): Promise<{ rows: number; stopped: boolean }> {
  const file = createWriteStream(path);
  await once(file, 'open'); // rejects when the file cannot be made
  const gzip = createGzip();
  // Rejects on a write error of either stream; awaited at the end, raced while waiting to drain.
  const written = pipeline(gzip, file);
  written.catch(() => undefined);
  const write = async (text: string) => {
    if (!gzip.write(Buffer.from(text, 'latin1'))) await Promise.race([once(gzip, 'drain'), written]);
  };
  let rows = 0;
  let stopped = false;
  try {
    await write(`${QVF_COLUMNS_49.map(quote).join(',')}\r\n`);
    let after = -1;
    for (;;) {
      const params: unknown[] = [job.snapshotDate, after];
      const page = await db.queryArrays(
        `select r.voter_id, ${SELECT_LIST} from registrations r
          where r.snapshot_date = $1::date and r.voter_id > $2 and ${zoneCodesCondition('r', job, params)}
          order by r.voter_id limit ${o.pageRows}`,
        params,
      );
      if (page.length === 0) break;
      await write(page.map((r) => `${r.slice(1).map(quote).join(',')}\r\n`).join(''));
      rows += page.length;
      after = Number(page[page.length - 1]?.[0]);
      if (!(await o.onPage(rows))) {
        stopped = true;
        break;
      }
      if (page.length < o.pageRows) break;
    }
  } finally {
    gzip.end();
    await written;
  }
  return { rows, stopped };
}
