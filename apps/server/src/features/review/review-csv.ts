import { neutralizeFormula } from '@voterroll/contract/csv-cell';
import { REVIEW_CSV_HEADER, type reviewCsvQuery } from '@voterroll/contract/review-api';
import type { Db } from '@voterroll/db/database';
import type { z } from 'zod';
import type { ZoneCodes } from '../../auth/zone-in-area';
import { listedWhere } from './queries';
import { planSearch } from './review-search';

/** Rows read per statement: each batch its own query, so no transaction holds PGlite's one connection. */
export const REVIEW_CSV_BATCH = 2000;

const cell = (v: unknown) => {
  const text =
    v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : neutralizeFormula(String(v));
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};
const line = (values: readonly unknown[]) => `${values.map(cell).join(',')}\r\n`;

/**
 * Every row of a review list (the list's zone, filter, status and search) as CSV text, a batch of
 * rows at a time by voter id (keyset: each batch reads an index range after the last id), so a
 * county's hundreds of thousands of rows never sit in memory. Cells are formula-safe (csv-cell.ts).
 */
export async function* reviewCsv(
  db: Db,
  snapshot: string,
  zone: ZoneCodes,
  filterCode: string,
  q: z.infer<typeof reviewCsvQuery>,
  batch = REVIEW_CSV_BATCH,
): AsyncGenerator<string> {
  yield line(REVIEW_CSV_HEADER);
  const search = q.q ? await planSearch(db, snapshot, zone, filterCode, q.q, undefined) : undefined;
  let after = -1;
  for (;;) {
    const { params, where } = listedWhere(snapshot, zone, filterCode, q, search);
    params.push(after);
    const rows = await db.queryArrays(
      `select rr.voter_id, rr.full_name, rr.full_street_address, r.jurisdiction_name, r.precinct,
              rr.year_of_birth, rr.registration_date::text, r.voter_status_type_code,
              coalesce(fl.current_triage_status, 'NEW'), rr.challenge_codes
         from review_rows rr
         left join flags fl on fl.voter_id = rr.voter_id
         left join registrations r on r.snapshot_date = $1::date and r.voter_id = rr.voter_id
        where ${where} and rr.voter_id > $${params.length}
        order by rr.voter_id
        limit ${batch}`,
      params,
    );
    if (rows.length === 0) return;
    yield rows.map(line).join('');
    after = Number(rows[rows.length - 1]?.[0]);
    if (rows.length < batch) return;
  }
}
