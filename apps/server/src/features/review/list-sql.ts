import type { reviewListQuery } from '@voterroll/contract/review-api';
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
function sortColumn(sort: ReviewQuery['sort'], c: SortColumns): string {
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
const STORED_SORT_COLUMNS: SortColumns = {
  id: 'rr.voter_id',
  name: 'rr.full_name',
  address: 'rr.full_street_address',
  birth: 'rr.year_of_birth',
  registered: 'rr.registration_date',
  codes: 'rr.challenge_codes',
  status: `coalesce(fl.current_triage_status, 'NEW')`,
};

/** A row no one has flagged, or flagged and left NEW. */
const UNFLAGGED = `coalesce(fl.current_triage_status, 'NEW') = 'NEW'`;

/**
 * The condition of the triage-status sort's NEW part (read by the pages and the CSV), beside
 * listedWhere's: with the NEW filter, that already says it. Said twice, the planner squared its
 * selectivity, guessed far too few rows, and hashed and sorted them all (docs/performance.md).
 */
const newPartCondition = (q: Pick<ReviewQuery, 'status'>) => (q.status === 'NEW' ? 'true' : UNFLAGGED);

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

/** A row's place in the list's order: its sort value (as text; null for a blank) and voter id. */
export type RowKey = readonly [string | null, number];

/**
 * One stretch of the list's ascending order: the rows `where` keeps, by `key` (if any) then voter
 * id, each stretch a range of one of review_rows' indexes. `value` is the sort value its rows show.
 * The list's pages and its CSV read the same stretches.
 */
export interface Part {
  where: string;
  key?: { column: string; type: string };
  value: string;
  /** Read from the flags (few) joined to their rows, instead of the rows' index. */
  flagged?: boolean;
}

const KEY_TYPES: Record<ReviewQuery['sort'], string> = {
  voter_identification_number: 'bigint',
  full_name: 'text',
  full_street_address: 'text',
  year_of_birth: 'smallint',
  registration_date: 'date',
  challenge_codes: 'text',
  current_triage_status: 'text',
};

/**
 * The list's ascending order as stretches: the sort column's values then its blanks; by triage
 * status, the flagged rows of a status before NEW, then every NEW row (unflagged, the great
 * majority) by voter id, then the flagged ones after NEW. Descending is the exact reverse.
 */
export function partsOf(q: Pick<ReviewQuery, 'sort' | 'status'>): Part[] {
  if (q.sort === 'voter_identification_number') return [{ where: 'true', value: 'null::text' }];
  if (q.sort === 'current_triage_status') {
    const status = { column: 'fl.current_triage_status', type: 'text' };
    return [
      { where: `${status.column} < 'NEW'`, key: status, value: status.column, flagged: true },
      { where: newPartCondition(q), value: `'NEW'::text` },
      { where: `${status.column} > 'NEW'`, key: status, value: status.column, flagged: true },
    ];
  }
  const key = { column: sortColumn(q.sort, STORED_SORT_COLUMNS), type: KEY_TYPES[q.sort] };
  const values: Part = { where: 'true', key, value: key.column };
  if (q.sort === 'full_name' || q.sort === 'challenge_codes') return [values];
  return [
    { ...values, where: `${key.column} is not null` },
    { where: `${key.column} is null`, value: `null::${key.type}` },
  ];
}

/** The stored rows (`rr`) and their flags (`fl`) a stretch reads. */
export const partRows = (part: Part) =>
  part.flagged
    ? 'flags fl join review_rows rr on rr.voter_id = fl.voter_id'
    : 'review_rows rr left join flags fl on fl.voter_id = rr.voter_id';

/** The stretch (index in partsOf) a row's key is in. */
function partOf(q: Pick<ReviewQuery, 'sort'>, [value]: RowKey): number {
  if (q.sort === 'current_triage_status') return value === 'NEW' ? 1 : (value ?? '') < 'NEW' ? 0 : 2;
  if (q.sort === 'full_street_address' || q.sort === 'year_of_birth' || q.sort === 'registration_date')
    return value === null ? 1 : 0;
  return 0;
}

/** A read of the list's keys: from its start (or a row's key, exclusive), forwards or backwards. */
export interface KeyRead {
  after?: RowKey;
  backward: boolean;
  limit: number;
}

/**
 * The voter ids and sort values (`k`, as text) of a read of the list's order. Each stretch from the
 * start row on is a row-comparison range of its index (`(key, voter_id) > ($k, $v)`), read forwards
 * or backwards as far as the limit: a page reads its rows' index keys alone, never those before it.
 */
export function keysSql(
  q: Pick<ReviewQuery, 'sort' | 'dir' | 'status'>,
  where: string,
  params: unknown[],
  read: KeyRead,
): string {
  const parts = partsOf(q);
  const ascending = (q.dir === 'desc') === read.backward;
  const [cmp, desc] = ascending ? ['>', ''] : ['<', ' desc'];
  const start = read.after ? partOf(q, read.after) : ascending ? 0 : parts.length - 1;
  const order = parts.map((_, i) => i).filter((i) => (ascending ? i >= start : i <= start));
  if (!ascending) order.reverse();
  const selects = order.map((i, n) => {
    const part = parts[i] as Part;
    let from = '';
    if (read.after && i === start) {
      params.push(read.after[1]);
      const id = `$${params.length}::bigint`;
      if (part.key) {
        params.push(read.after[0]);
        from = `and (${part.key.column}, rr.voter_id) ${cmp} ($${params.length}::${part.key.type}, ${id})`;
      } else from = `and rr.voter_id ${cmp} ${id}`;
    }
    return `(select ${n} as part, rr.voter_id, ${part.value} as k
               from ${partRows(part)}
              where ${where} and ${part.where} ${from}
              order by ${part.key ? `${part.key.column}${desc}, ` : ''}rr.voter_id${desc}
              limit ${read.limit})`;
  });
  return `select s.voter_id, s.k::text as k from (${selects.join(' union all ')}) s
           order by s.part, s.k${desc}, s.voter_id${desc} limit ${read.limit}`;
}
