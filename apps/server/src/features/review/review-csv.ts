import { neutralizeFormula } from '@voterroll/contract/csv-cell';
import { precinctName } from '@voterroll/contract/labels';
import { REVIEW_CSV_HEADER, type reviewCsvQuery } from '@voterroll/contract/review-api';
import type { Db } from '@voterroll/db/database';
import type { z } from 'zod';
import type { ZoneCodes } from '../../auth/zone-in-area';
import { listedWhere, partRows, partsOf } from './list-sql';
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
/** A row read as [id, name, address, jurisdiction, ward, precinct, ...rest, key]: the precinct in words. */
const csvLine = (r: unknown[]) => {
  const [ward, precinct] = [r[4], r[5]] as [string | null, string | null];
  return line([...r.slice(0, 4), precinct ? precinctName(ward ?? '', precinct) : '', ...r.slice(6, -1)]);
};

/**
 * Every row of a review list (the list's zone, filter, status and search) as CSV text in the
 * list's sort and direction, a batch of rows at a time (keyset: each batch reads an index range
 * after the last row's sort key and voter id), so a county's hundreds of thousands of rows never
 * sit in memory. Cells are formula-safe (csv-cell.ts); the precinct reads as the pages show it
 * ("WARD 03 PRECINCT 024").
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
  // The list page's stretches (list-sql.ts), descending their exact reverse.
  const parts = partsOf(q);
  for (const part of q.dir === 'desc' ? parts.reverse() : parts) {
    const key = part.key?.column;
    let last: [unknown, unknown] | undefined;
    for (;;) {
      const { params, where } = listedWhere(snapshot, zone, filterCode, q, search);
      let from = '';
      if (last && part.key) {
        params.push(...last);
        from = `and (${key}, rr.voter_id) ${after} ($${params.length - 1}::${part.key.type}, $${params.length})`;
      } else if (last) {
        params.push(last[1]);
        from = `and rr.voter_id ${after} $${params.length}`;
      }
      const rows = await db.queryArrays(
        `select rr.voter_id, rr.full_name, rr.full_street_address, r.jurisdiction_name, r.ward, r.precinct,
                rr.year_of_birth, rr.registration_date::text, r.voter_status_type_code,
                coalesce(fl.current_triage_status, 'NEW'), rr.challenge_codes, ${key ?? 'null'}::text
           from ${partRows(part)}
           left join registrations r on r.snapshot_date = $1::date and r.voter_id = rr.voter_id
          where ${where} and ${part.where} ${from}
          order by ${key ? `${key}${desc}, ` : ''}rr.voter_id${desc}
          limit ${batch}`,
        params,
      );
      if (rows.length === 0) break;
      yield rows.map(csvLine).join('');
      const end = rows[rows.length - 1] as unknown[];
      last = [end[end.length - 1], end[0]];
      if (rows.length < batch) break;
    }
  }
}
