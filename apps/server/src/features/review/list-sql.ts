import { REVIEW_PAGE_SIZE, type reviewListQuery } from '@voterroll/contract/review-api';
import type { z } from 'zod';
import { type ZoneCodes, zoneCodesCondition } from '../../auth/zone-in-area';
import type { SearchPlan } from './review-search';

/** The review list's SQL: its conditions, sort orders and page keys (read by the list and the CSV). */

export type ReviewQuery = z.infer<typeof reviewListQuery>;

/** The columns a page is sorted by, in the stored rows or in the page already chosen. */
interface SortColumns {
  id: string;
  name: string;
  address: string;
  birth: string;
  registered: string;
  codes: string;
  status: string;
}

/** The column a sort reads. */
export function sortColumn(sort: ReviewQuery['sort'], c: SortColumns): string {
  return {
    voter_identification_number: c.id,
    full_name: c.name,
    challenge_codes: c.codes,
    full_street_address: c.address,
    year_of_birth: c.birth,
    registration_date: c.registered,
    current_triage_status: c.status,
  }[sort];
}

/** The sort columns in the stored review rows (`rr`, with the flag as `fl`). */
export const STORED_SORT_COLUMNS: SortColumns = {
  id: 'rr.voter_id',
  name: 'rr.full_name',
  address: 'rr.full_street_address',
  birth: 'rr.year_of_birth',
  registered: 'rr.registration_date',
  codes: 'rr.challenge_codes',
  status: `coalesce(fl.current_triage_status, 'NEW')`,
};

/**
 * The list's order: the sort column (blanks last), then the voter id; descending, the exact reverse
 * (blanks first, voter ids descending), so that each direction is one of review_rows' indexes read
 * forwards or backwards (migrations 0078, 0101).
 */
export function orderBy(q: ReviewQuery, c: SortColumns): string {
  const key = sortColumn(q.sort, c);
  if (q.sort === 'voter_identification_number') return q.dir === 'desc' ? `${key} desc` : key;
  return q.dir === 'desc' ? `${key} desc nulls first, ${c.id} desc` : `${key}, ${c.id}`;
}

/** A row no one has flagged, or flagged and left NEW. */
const UNFLAGGED = `coalesce(fl.current_triage_status, 'NEW') = 'NEW'`;

/**
 * The condition of the triage-status sort's NEW part (the page's and the CSV's), beside
 * listedWhere's: with the NEW filter, that already says it. Said twice, the planner squared its
 * selectivity, guessed far too few rows, and hashed and sorted them all (docs/performance.md).
 */
export const newPartCondition = (q: Pick<ReviewQuery, 'status'>) => (q.status === 'NEW' ? 'true' : UNFLAGGED);

/** The stored rows of the zone and filter that the query's status and search keep. */
export function listedWhere(
  snapshot: string,
  zone: ZoneCodes,
  filterCode: string,
  q: Pick<ReviewQuery, 'status'>,
  search: SearchPlan | undefined,
) {
  const params: unknown[] = [snapshot, filterCode];
  const conditions = [
    'rr.snapshot_date = $1::date',
    'rr.filter_code = $2',
    zoneCodesCondition('rr', zone, params),
  ];
  if (q.status === 'NEW') conditions.push(UNFLAGGED);
  else if (q.status !== 'ALL') {
    params.push(q.status);
    conditions.push(`fl.current_triage_status = $${params.length}`);
  }
  // The search's condition refers to the zone's county as $3 (zoneCodesCondition's first parameter).
  if (search) conditions.push(search.condition(params));
  return { params, where: conditions.join(' and ') };
}

/**
 * The page's voter ids. Only the stored row's key: a page is then a range of one of review_rows'
 * indexes alone.
 */
export function pageKeysSql(where: string, q: ReviewQuery, limit: string): string {
  if (q.sort === 'current_triage_status') return statusPageKeysSql(where, q, limit);
  return `select rr.voter_id
         from review_rows rr
         left join flags fl on fl.voter_id = rr.voter_id
        where ${where}
        order by ${orderBy(q, STORED_SORT_COLUMNS)}
        ${limit}`;
}

/**
 * Sorted by triage status, a zone's rows are the flagged ones of a status before NEW, then every
 * NEW row (unflagged, the great majority) by voter id, then the flagged ones after NEW. Each part is
 * read apart, the first and last from the flags (few) and the middle as a range of the voter-id
 * index, so a page reads at most its offset plus a page of each instead of sorting the whole zone.
 */
function statusPageKeysSql(where: string, q: ReviewQuery, limit: string): string {
  const upTo = q.all ? '' : `limit ${q.page * REVIEW_PAGE_SIZE}`;
  const desc = q.dir === 'desc' ? ' desc' : '';
  const flagged = (comparison: '<' | '>') =>
    `(select rr.voter_id, fl.current_triage_status as status
        from flags fl
        join review_rows rr on rr.voter_id = fl.voter_id
       where ${where} and fl.current_triage_status ${comparison} 'NEW'
       order by 2${desc}, 1${desc} ${upTo})`;
  return `select s.voter_id from (
           ${flagged('<')}
           union all
           (select rr.voter_id, 'NEW' as status
              from review_rows rr
              left join flags fl on fl.voter_id = rr.voter_id
             where ${where} and ${newPartCondition(q)}
             order by 1${desc} ${upTo})
           union all
           ${flagged('>')}
         ) s
        order by s.status${desc}, s.voter_id${desc}
        ${limit}`;
}
