import { neutralizeFormula } from '@voterroll/contract/csv-cell';
import { REVIEW_CSV_HEADER, type reviewCsvQuery } from '@voterroll/contract/review-api';
import type { Db } from '@voterroll/db/database';
import type { z } from 'zod';
import type { ZoneCodes } from '../../auth/zone-in-area';
import { listedWhere, newPartCondition, STORED_SORT_COLUMNS, sortColumn } from './list-sql';
import { planSearch } from './review-search';

/** Rows read per statement: each batch its own query, so no transaction holds PGlite's one connection. */
export const REVIEW_CSV_BATCH = 2000;

type CsvQuery = z.infer<typeof reviewCsvQuery>;

const cell = (v: unknown) => {
  const text =
    v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : neutralizeFormula(String(v));
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};
const line = (values: readonly unknown[]) => `${values.map(cell).join(',')}\r\n`;

/** One stretch of the export's order: the rows `where` keeps, by `key` (if any) then voter id. */
interface Part {
  where: string;
  key?: string;
}

/**
 * The list page's order (queries.ts `orderBy`) as stretches each read by keyset: ascending, the
 * sort column's values then its blanks; descending, the exact reverse. Each stretch is a range of
 * the sort's review_rows index; by triage status, the flagged rows before NEW, the NEW rows by voter
 * id, then the flagged ones after NEW, as the page reads them (`statusPageKeysSql`).
 */
function partsOf(q: CsvQuery): Part[] {
  let parts: Part[];
  if (q.sort === 'voter_identification_number') parts = [{ where: 'true' }];
  else if (q.sort === 'current_triage_status') {
    const status = 'fl.current_triage_status';
    parts = [
      { where: `${status} < 'NEW'`, key: status },
      { where: newPartCondition(q) },
      { where: `${status} > 'NEW'`, key: status },
    ];
  } else {
    const column = sortColumn(q.sort, STORED_SORT_COLUMNS);
    parts = [{ where: `${column} is not null`, key: column }, { where: `${column} is null` }];
  }
  return q.dir === 'desc' ? parts.reverse() : parts;
}

/**
 * Every row of a review list (the list's zone, filter, status and search) as CSV text in the
 * list's sort and direction, a batch of rows at a time (keyset: each batch reads an index range
 * after the last row's sort key and voter id), so a county's hundreds of thousands of rows never
 * sit in memory. Cells are formula-safe (csv-cell.ts).
 */
export async function* reviewCsv(
  db: Db,
  snapshot: string,
  zone: ZoneCodes,
  filterCode: string,
  q: CsvQuery,
  batch = REVIEW_CSV_BATCH,
): AsyncGenerator<string> {
  yield line(REVIEW_CSV_HEADER);
  const search = q.q ? await planSearch(db, snapshot, zone, filterCode, q.q, undefined) : undefined;
  const [after, desc] = q.dir === 'desc' ? ['<', ' desc'] : ['>', ''];
  for (const part of partsOf(q)) {
    let last: [unknown, unknown] | undefined;
    for (;;) {
      const { params, where } = listedWhere(snapshot, zone, filterCode, q, search);
      let from = '';
      if (last && part.key) {
        params.push(...last);
        from = `and (${part.key}, rr.voter_id) ${after} ($${params.length - 1}, $${params.length})`;
      } else if (last) {
        params.push(last[1]);
        from = `and rr.voter_id ${after} $${params.length}`;
      }
      const rows = await db.queryArrays(
        `select rr.voter_id, rr.full_name, rr.full_street_address, r.jurisdiction_name, r.precinct,
                rr.year_of_birth, rr.registration_date::text, r.voter_status_type_code,
                coalesce(fl.current_triage_status, 'NEW'), rr.challenge_codes, ${part.key ?? 'null'}::text
           from review_rows rr
           left join flags fl on fl.voter_id = rr.voter_id
           left join registrations r on r.snapshot_date = $1::date and r.voter_id = rr.voter_id
          where ${where} and ${part.where} ${from}
          order by ${part.key ? `${part.key}${desc}, ` : ''}rr.voter_id${desc}
          limit ${batch}`,
        params,
      );
      if (rows.length === 0) break;
      yield rows.map((r) => line(r.slice(0, -1))).join('');
      const end = rows[rows.length - 1] as unknown[];
      last = [end[end.length - 1], end[0]];
      if (rows.length < batch) break;
    }
  }
}
