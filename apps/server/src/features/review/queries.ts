import { FINDING_RULES } from '@voterroll/contract/metrics';
import {
  PAGE_CURSOR_STALE,
  PAGE_LINK_WINDOW,
  type PageLink,
  pageLinksOf,
} from '@voterroll/contract/page-links';
import {
  REVIEW_FILTERS,
  REVIEW_PAGE_SIZE,
  REVIEW_SHOW_ALL_BELOW,
  type ReviewRow,
  reviewListDigest,
} from '@voterroll/contract/review-api';
import type { Db } from '@voterroll/db/database';
import {
  addressCategorySql,
  addressNameSql,
  findingsJsonSql,
  lastVotedSql,
  ncoaLateralSql,
  researchCommentsSql,
} from '@voterroll/records/review/registration-research';
import type { ZoneCodes } from '../../auth/zone-in-area';
import { type KeyRead, keysSql, listedWhere, type ReviewQuery, type RowKey } from './list-sql';
import { lastRowOf, planSearch, type SearchPlan } from './review-search';

/** A page of the list: its rows, the list's total, its number and the pages it links. */
export interface ReviewPage {
  rows: ReviewRow[];
  total: number;
  page: number;
  links: PageLink[];
}

/** What a page link's cursor belongs to: the list's order, filters, zone and snapshot. */
const listOf = (snapshot: string, zone: ZoneCodes, filterCode: string, q: ReviewQuery) =>
  reviewListDigest(snapshot, zone.zone.zoneHash, filterCode, q);

/** Why a page link's cursor cannot open a page of this list: it is another list's (order, filters, month). */
export const staleCursor = (snapshot: string, zone: ZoneCodes, filterCode: string, q: ReviewQuery) =>
  q.after && q.after.l !== listOf(snapshot, zone, filterCode, q) ? PAGE_CURSOR_STALE : undefined;

/**
 * The registrations for review in a zone at a snapshot: those with a finding of the filter's rule
 * (any rule for ALL), Active, or also Verify and Challenged for the NVRA, deceased and duplicate
 * rules. Each row carries every finding of the registration with its evidence. One page of 30, or
 * every row when `all` (the caller checks the total first). The rows and totals are the load's
 * (review_rows, review_totals: `buildReviewRows`); a page reads its 30 rows' details.
 *
 * Keyset (issue 39): a page opens from a link's cursor (the key of the row before it) and reads
 * its 30 keys and those of the pages it links (PAGE_LINK_WINDOW either side) as index ranges from
 * there; the last page reads back from the list's end; the first pages open by number from the
 * start. The route refuses first a cursor of another list (`staleCursor`).
 */
export async function reviewList(
  db: Db,
  snapshot: string,
  zone: ZoneCodes,
  filterCode: string,
  q: ReviewQuery,
): Promise<ReviewPage> {
  const list = listOf(snapshot, zone, filterCode, q);
  const size = REVIEW_PAGE_SIZE;
  const around = PAGE_LINK_WINDOW * size;
  // Rows a search's walk reads: a page and those of its links either side, or up to the page.
  const upTo = q.all ? undefined : q.after ? size + 2 * around : (q.page + PAGE_LINK_WINDOW) * size;
  const search = q.q ? await planSearch(db, snapshot, zone, filterCode, q.q, upTo) : undefined;
  const total = await listTotal(db, snapshot, zone, filterCode, q, search);
  const keys = (read: KeyRead) => {
    const { params, where } = listedWhere(snapshot, zone, filterCode, q, search);
    return db
      .query<{ voter_id: number; k: string | null }>(keysSql(q, where, params, read), params)
      .then((rows) => rows.map((r) => [r.k, r.voter_id] as RowKey));
  };
  if (q.all) {
    const every = await keys({ backward: false, limit: REVIEW_SHOW_ALL_BELOW });
    return { rows: await rowsOf(db, snapshot, zone, filterCode, every, 0), total, page: 1, links: [] };
  }
  // The keys known by their place in the list (1 is the first row).
  const at = new Map<number, RowKey>();
  const place = (from: number, step: 1 | -1, rows: RowKey[]) => {
    for (const [i, key] of rows.entries()) at.set(from + step * i, key);
  };
  const count = Math.max(1, Math.ceil(total / size));
  let page: number;
  if (q.after?.k) {
    // The row before the page is the last of the page before it.
    page = q.after.p;
    const before = (page - 1) * size;
    const after = q.after.k as unknown as RowKey;
    at.set(before, after);
    const [ahead, behind] = await Promise.all([
      keys({ after, backward: false, limit: around }),
      page > 1 ? keys({ after, backward: true, limit: around }) : [],
    ]);
    place(before + 1, 1, ahead);
    place(before - 1, -1, behind);
  } else if (q.after) {
    // The last page, read from the list's end.
    page = count;
    const last = total - (page - 1) * size;
    place(total, -1, await keys({ backward: true, limit: last + around + 1 }));
  } else {
    page = q.page;
    place(1, 1, await keys({ backward: false, limit: (page + PAGE_LINK_WINDOW - 1) * size }));
  }
  const first = (page - 1) * size;
  const shown: RowKey[] = [];
  for (let n = first + 1; n <= first + size && at.has(n); n++) shown.push(at.get(n) as RowKey);
  const links = pageLinksOf({ page, count, size, window: PAGE_LINK_WINDOW, list, keyAt: (n) => at.get(n) });
  return { rows: await rowsOf(db, snapshot, zone, filterCode, shown, first), total, page, links };
}

/** The rows of `keys`, in that order, with every detail the list shows; numbered from `first` + 1. */
async function rowsOf(
  db: Db,
  snapshot: string,
  zone: ZoneCodes,
  filterCode: string,
  keys: readonly RowKey[],
  first: number,
): Promise<ReviewRow[]> {
  if (keys.length === 0) return [];
  const params = [snapshot, filterCode, keys.map(([, id]) => id), zone.countyCode];
  // Its generic plan is right (30 key lookups, each month's partitions pruned when it runs), but
  // PostgreSQL keeps planning it anew once 3 months are loaded: it prices the generic plan with
  // every partition's lookup, twice the custom plan's at 3 (docs/database.md, "Prepared statements").
  const rows = await db.query<PageRow>(PAGE_ROWS_SQL, params, {
    prepare: 'review-page-rows',
    genericPlan: true,
  });
  return rows.map(
    ({ n: _n, voter_id: _v, county_name: _c, norm_street: _s, zip5: _z, ...row }, i) =>
      ({ ...row, row_number: first + i + 1 }) as ReviewRow,
  );
}

type PageRow = ReviewRow & {
  n: number;
  voter_id: number;
  county_name: string;
  norm_street: string;
  zip5: string;
};

/** The rows of `$3` (voter ids, in order) at snapshot $1 under filter $2 in county $4, with every detail. */
const PAGE_ROWS_SQL = `with page as (select * from unnest($3::bigint[]) with ordinality as p(voter_id, n)),
     -- Each page row's details by key, one row each (LIMIT 1 keeps the planner's estimate at the
     -- page's 30 rows: joined plainly, it guessed millions and compiled the query with JIT).
     shown as (
       select p.n, p.voter_id, rr.*, coalesce(fl.current_triage_status, 'NEW') as current_triage_status,
              fl.flagged_reg_id, r.*
         from page p
         cross join lateral (
           select rr.challenge_codes, rr.full_name
             from review_rows rr
            where rr.snapshot_date = $1::date and rr.filter_code = $2 and rr.county_code = $4
              and rr.voter_id = p.voter_id
            limit 1) rr
         cross join lateral (
           select r.last_name, r.first_name, r.middle_name, r.year_of_birth, r.extension,
                  r.street_number, r.street_name, r.street_type, r.city, r.zip_code, r.jurisdiction_name,
                  r.precinct, r.ward, r.county_name, r.uocava_status_code, r.voter_status_type_code,
                  r.registration_date::text as registration_date, r.full_address_hash, r.address_hash,
                  (select a.full_street_address from addresses a where a.full_address_hash = r.full_address_hash)
                    as full_street_address,
                  r.norm_street, r.zip5
             from registrations r
            where r.snapshot_date = $1::date and r.voter_id = p.voter_id
            limit 1) r
         left join flags fl on fl.voter_id = p.voter_id
     )
     select p.*, p.voter_id as voter_identification_number,
            ncoa.delivery_point as ncoa_delivery_point, ncoa.move_type as ncoa_match_type,
            ncoa.move_effective_date::text as ncoa_move_date, ncoa.moved_to as ncoa_moved_to_address,
            case when ncoa.move_type is not null then p.county_name end as moved_from_county, $2 as filter_code, $1::text as snapshot_ref,
            '2020-11-03' as nov_2020_election_date, n20.voting_method is not null as voted_nov_2020,
            n20.voting_method as absentee_or_in_person_nov_2020,
            '2022-08-02' as aug_2022_election_date, a22.voting_method is not null as voted_aug_2022,
            a22.voting_method as absentee_or_in_person_aug_2022,
            ${lastVotedSql('p.voter_id', '$1')} as last_voted_election,
            (select count(*)::int from registrations o
              where o.snapshot_date = $1::date and o.full_address_hash = p.full_address_hash) as reg_count,
            -- Address research: what researchers recorded, else the sources in force at the snapshot.
            ${addressNameSql('p', '$1')} as name,
            ${addressCategorySql('p', '$1')} as category,
            ${researchCommentsSql('p')} as comments,
            ${findingsJsonSql('p.voter_id', '$1')} as findings
       from shown p
       ${ncoaLateralSql('p.voter_id', '$1')}
       left join lateral (select min(h.voting_method) as voting_method from voting_history h
                           where h.voter_id = p.voter_id and h.election_date = '2020-11-03'
                             and h.first_seen <= $1::date) n20 on true
       left join lateral (select min(h.voting_method) as voting_method from voting_history h
                           where h.voter_id = p.voter_id and h.election_date = '2022-08-02'
                             and h.first_seen <= $1::date) a22 on true
      order by p.n`;

/** The list's total alone, as its page would count it (the show-all check reads it first). */
export async function reviewListTotal(
  db: Db,
  snapshot: string,
  zone: ZoneCodes,
  filterCode: string,
  query: ReviewQuery,
): Promise<number> {
  const q = { ...query, all: false, page: 1 };
  const search = q.q ? await planSearch(db, snapshot, zone, filterCode, q.q, lastRowOf(1, false)) : undefined;
  return listTotal(db, snapshot, zone, filterCode, q, search);
}

/**
 * The list's total: stored per zone and filter for every status (review_totals; with a search of
 * one short word, review_prefixes: `SearchPlan.stored`); for NEW, that less the zone's flagged rows
 * of another status (few); otherwise counted.
 */
async function listTotal(
  db: Db,
  snapshot: string,
  zone: ZoneCodes,
  filterCode: string,
  q: ReviewQuery,
  search: SearchPlan | undefined,
): Promise<number> {
  const stored = async () => {
    if (search) return search.stored ?? 0;
    const [row] = await db.query<{ total: number }>(
      `select total from review_totals where snapshot_date = $1::date and zone_hash = $2 and filter_code = $3`,
      [snapshot, zone.zone.zoneHash, filterCode],
    );
    return row?.total ?? 0;
  };
  const isStored = !search || search.stored !== undefined;
  if (isStored && q.status === 'ALL') return stored();
  const counted = async (status: ReviewQuery['status'], filter: string) => {
    const { params, where } = listedWhere(snapshot, zone, filterCode, { ...q, status }, search);
    const [row] = await db.query<{ n: number }>(
      `select count(*)::int as n from review_rows rr left join flags fl on fl.voter_id = rr.voter_id
        where ${where} ${filter}`,
      params,
    );
    return row?.n ?? 0;
  };
  if (isStored && q.status === 'NEW')
    return (await stored()) - (await counted('ALL', `and fl.current_triage_status <> 'NEW'`));
  return counted(q.status, '');
}

/**
 * The review summary of a zone, per rule: the registrations its filter lists (review_totals, the
 * list's own total) and the Active ones among them (every Active registration with the finding is
 * listed: zone_metrics' active count).
 */
export async function reviewSummary(
  db: Db,
  snapshot: string,
  zoneHash: string,
  rules: readonly string[] = FINDING_RULES,
) {
  const rows = await db.query<{ rule: string; listed: number | null; active_value: number | null }>(
    `select k.rule, t.total as listed, m.active_value
       from unnest($3::text[]) as k(rule)
       left join review_totals t on t.snapshot_date = $1::date and t.zone_hash = $2 and t.filter_code = k.rule
       left join zone_metrics m on m.snapshot_date = $1::date and m.zone_hash = $2 and m.metric_key = k.rule`,
    [snapshot, zoneHash, rules],
  );
  const byKey = new Map(rows.map((r) => [r.rule, r]));
  return rules.map((rule, i) => {
    const f = REVIEW_FILTERS[rule as keyof typeof REVIEW_FILTERS];
    const m = byKey.get(rule);
    return {
      id: i + 1,
      metric_key: f.metricKey,
      metric_filter_code: rule,
      metric_desc_x: f.desc,
      metric_value: m?.listed ?? 0,
      metric_active_value: m?.active_value ?? 0,
    };
  });
}

/**
 * A zone's registrations, and those the review list shows under All (review_totals) and the Active
 * ones among them: every Active registration with a finding is listed, which zone_metrics counts as
 * ANY_FINDING's active value.
 */
export async function locationSummary(db: Db, snapshot: string, zoneHash: string) {
  const [row] = await db.query<{ total: number | null; listed: number | null; active: number | null }>(
    `select (select value from zone_metrics
              where snapshot_date = $1::date and zone_hash = $2 and metric_key = 'TOTAL') as total,
            (select total from review_totals
              where snapshot_date = $1::date and zone_hash = $2 and filter_code = 'ALL') as listed,
            (select active_value from zone_metrics
              where snapshot_date = $1::date and zone_hash = $2 and metric_key = 'ANY_FINDING') as active`,
    [snapshot, zoneHash],
  );
  return {
    total_registered_voter_count: row?.total ?? 0,
    registrations_for_review: row?.listed ?? 0,
    active_registrations_for_review: row?.active ?? 0,
  };
}
