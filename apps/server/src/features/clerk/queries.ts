import {
  CLERK_PAGE_SIZE,
  type ClerkListOptions,
  type ClerkMetrics,
  type ClerkReviewFilter,
  type ClerkRow,
  type ClerkSort,
  RESIDENT_OPEN_STATUSES,
} from '@voterroll/contract/clerk-api';
import type { Actor } from '@voterroll/contract/roles';
import { CLERK_STATUSES } from '@voterroll/contract/triage';
import type { Db } from '@voterroll/db/database';
import {
  addressCategorySql,
  addressNameSql,
  findingCodesSql,
  fullNameSql,
  lastVotedSql,
  ncoaLateralSql,
} from '@voterroll/records/review/registration-research';
import { scopeCondition } from '../../auth/scope';

/**
 * The clerk dashboard's sets of registrations. Each card of Home counts one set and each table
 * lists one, from the same SQL (`setSql`), so counts and lists agree by construction (and a test
 * checks it). Flags are scoped by the area stored on the flag (where the registration was at its
 * last change); due-for-confirmation findings by the county and jurisdiction codes of the current
 * voter file. Plans: flags by `flags_area` (county clerk) or `flags_status` (state-level),
 * residents' flags by `flags_residents` (migration 0055), out-of-state moves by the review rows'
 * sort indexes of a county (migration 0078) or, state-wide, their NCOA_STATE ones (`review_rows_due_*`,
 * migration 0155); each page's rows then by primary keys.
 */

export type ClerkSet = { kind: 'workspace'; status?: string } | { kind: ClerkReviewFilter } | { kind: 'due' };

const list = (values: readonly string[]) => `(${values.map((v) => `'${v}'`).join(', ')})`;
export const CLERK = list(CLERK_STATUSES);

/** The county and jurisdiction codes of the actor's area in the voter file (null: state-wide). */
interface AreaCodes {
  county: number | null;
  jurisdiction: number | null;
}

export async function areaCodes(db: Db, actor: Actor): Promise<AreaCodes | 'unknown'> {
  if (!actor.county) return { county: null, jurisdiction: null };
  const [row] = await db.query<{ county_code: number; jurisdiction_code: number | null }>(
    `select c.county_code, j.jurisdiction_code
       from zones c
       left join zones j on j.parent_hash = c.zone_hash and j.level = 'jurisdiction' and upper(j.jurisdiction_name) = $2
      where c.level = 'county' and upper(c.county_name) = $1`,
    [actor.county.toUpperCase(), (actor.jurisdiction ?? '').toUpperCase()],
  );
  if (!row || (actor.jurisdiction && row.jurisdiction_code === null)) return 'unknown';
  return { county: row.county_code, jurisdiction: actor.jurisdiction ? row.jurisdiction_code : null };
}

/**
 * The SQL of one set's voter ids in the actor's area (`params` gets its values; $1 is the
 * snapshot), or null when the area is not in the voter file (an empty set).
 */
export async function setSql(db: Db, actor: Actor, set: ClerkSet, params: unknown[]): Promise<string | null> {
  if (set.kind === 'due') {
    const codes = await areaCodes(db, actor);
    if (codes === 'unknown') return null;
    let where = '';
    // A county's rows are a range of its sort index; state-wide, of the NCOA_STATE rows' own
    // (migration 0155), which hold every county's in one order.
    if (codes.county !== null) {
      params.push(codes.county);
      where += ` and f.county_code = $${params.length}`;
    }
    if (codes.jurisdiction !== null) {
      params.push(codes.jurisdiction);
      where += ` and f.jurisdiction_code = $${params.length}`;
    }
    // The registrations listed for review under NCOA_STATE are its active findings (the stored
    // review rows): an index range of the area, where the findings' own index also holds the
    // inactive ones (Wayne at 8.4 million: 1,763 active of 46,751).
    // The page's sort keys come along (the rows hold the list's name, address and year): a page
    // is chosen from these rows before any registration is read.
    return `select f.voter_id, f.full_name, f.full_street_address, f.year_of_birth from review_rows f
             where f.snapshot_date = $1::date and f.filter_code = 'NCOA_STATE'${where}
               and not exists (select 1 from flags q where q.voter_id = f.voter_id
                                 and q.current_triage_status in ${CLERK})`;
  }
  const scope = scopeCondition(
    actor,
    { county: 'fl.county_name', jurisdiction: 'fl.jurisdiction_name' },
    params,
  );
  let status: string;
  if (set.kind === 'workspace') {
    if (set.status && set.status !== 'ALL') {
      params.push(set.status);
      status = `fl.current_triage_status = $${params.length}`;
    } else status = `fl.current_triage_status in ${CLERK}`;
  } else if (set.kind === 'CS') status = `fl.current_triage_status = 'CS'`;
  else
    status = `fl.current_triage_status in ${list(RESIDENT_OPEN_STATUSES)}
              and fl.reporter_user_id is null and fl.reporter_phone_no is not null`;
  return `select fl.voter_id from flags fl where ${status} and ${scope}`;
}

/** The seven counts of Home, each the size of its list's set. */
export async function clerkMetrics(db: Db, actor: Actor, snapshot: string | null): Promise<ClerkMetrics> {
  const count = async (set: ClerkSet) => {
    const params: unknown[] = [snapshot];
    const sql = await setSql(db, actor, set, params);
    if (sql === null) return 0;
    // $1 (the snapshot) is typed here too: the flag sets do not read it.
    const [row] = await db.query<{ n: number }>(
      `select count(*)::int as n, $1::date as at from (${sql}) s`,
      params,
    );
    return row?.n ?? 0;
  };
  // Packets submitted in the area, whatever became of them (the events keep them): all time and this month.
  const params: unknown[] = [];
  const scope = scopeCondition(
    actor,
    { county: 'fl.county_name', jurisdiction: 'fl.jurisdiction_name' },
    params,
  );
  const [packets] = await db.query<{ total: number; month: number }>(
    `select count(*)::int as total,
            count(*) filter (where e.at >= date_trunc('month', now() at time zone 'UTC') at time zone 'UTC')::int as month
       from flag_events e join flags fl on fl.flagged_reg_id = e.flagged_reg_id
      where e.challenge_packet is not null and ${scope}`,
    params,
  );
  return {
    challenges_submitted_total: packets?.total ?? 0,
    challenges_submitted_this_month: packets?.month ?? 0,
    challenge_submitted_count: await count({ kind: 'CS' }),
    flagged_by_residents_count: await count({ kind: 'RESIDENT' }),
    due_for_confirmation_count: snapshot ? await count({ kind: 'due' }) : 0,
    in_queue_count: await count({ kind: 'workspace', status: 'INQ' }),
    clerk_action_taken_count: await count({ kind: 'workspace', status: 'CAT' }),
    cleanup_initiated_count: await count({ kind: 'workspace', status: 'CI' }),
    conf_notice_sent_count: await count({ kind: 'workspace', status: 'NS' }),
    snapshot_date: snapshot,
  };
}

const SORT_SQL: Record<ClerkSort, string> = {
  full_name: 'full_name',
  full_street_address: 'full_street_address',
  voter_identification_number: 'voter_id',
  year_of_birth: 'year_of_birth',
  current_triage_status: 'current_triage_status',
};

/**
 * One page of a set: 30 rows in the chosen order, with the registration as the current voter file
 * has it (a flagged registration no longer on the rolls keeps its flag's area and no details).
 */
export async function clerkList(
  db: Db,
  actor: Actor,
  snapshot: string | null,
  set: ClerkSet,
  o: ClerkListOptions,
): Promise<{ rows: ClerkRow[]; total: number }> {
  const params: unknown[] = [snapshot];
  const sql = await setSql(db, actor, set, params);
  if (sql === null) return { rows: [], total: 0 };
  const candidates = set.kind === 'due' ? dueCandidates(sql, o, params) : flagCandidates(sql, o, params);
  // Blanks last, then the voter id; descending, the exact reverse (as Registrations For Review).
  const order =
    o.dir === 'desc'
      ? `${SORT_SQL[o.sort]} desc nulls first, voter_id desc`
      : `${SORT_SQL[o.sort]}, voter_id`;
  const offset = (o.page - 1) * CLERK_PAGE_SIZE;
  const rows = await db.query<ClerkRow & { total: number; voter_id: number; n: number }>(
    detailsSql(`select c.voter_id, count(*) over ()::int as total, row_number() over (order by ${order}) as n
                  from (${candidates}) c order by ${order} limit ${CLERK_PAGE_SIZE} offset ${offset}`),
    params,
  );
  // Past the last page: no row carries the total.
  if (rows.length === 0 && o.page > 1)
    return { rows: [], total: (await clerkList(db, actor, snapshot, set, { ...o, page: 1 })).total };
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.map(({ total: _t, voter_id: _v, n: _n, ...row }, i) => ({
      ...row,
      row_number: offset + i + 1,
    })),
  };
}

/** The rows of `ids` (in that order) at snapshot `snapshot`, with what a clerk table shows, numbered from `first` + 1. */
export async function clerkRowsOf(
  db: Db,
  snapshot: string | null,
  ids: readonly number[],
  first: number,
): Promise<ClerkRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<ClerkRow & { total: number; voter_id: number; n: number }>(
    detailsSql(
      'select p.voter_id, 0 as total, p.n from unnest($2::bigint[]) with ordinality as p(voter_id, n)',
    ),
    [snapshot, ids],
  );
  return rows.map(({ total: _t, voter_id: _v, n: _n, ...row }, i) => ({ ...row, row_number: first + i + 1 }));
}

/**
 * The details of a page's rows: `page` selects their voter_id, the list's total and their place
 * `n` in the page; $1 is the snapshot.
 */
const detailsSql = (page: string) => `with page as (${page}),
     listed as (
       select p.voter_id, p.total, p.n, fl.flagged_reg_id, coalesce(fl.current_triage_status, 'NEW') as current_triage_status,
              fl.flagged_reason, ${fullNameSql('r')} as full_name, a.full_street_address, r.full_address_hash,
              r.address_hash, r.norm_street, r.zip5, r.voter_status_type_code, r.year_of_birth,
              coalesce(r.county_name, fl.county_name, '') as county_name,
              coalesce(r.jurisdiction_name, fl.jurisdiction_name, '') as jurisdiction_name,
              coalesce(r.precinct, '') as precinct, coalesce(r.ward, '') as ward,
              r.registration_date::text as registration_date
         from page p
         left join flags fl on fl.voter_id = p.voter_id
         left join registrations r on r.snapshot_date = $1::date and r.voter_id = p.voter_id
         left join addresses a on a.full_address_hash = r.full_address_hash
     )
     select p.voter_id, p.voter_id as voter_identification_number, p.flagged_reg_id, p.current_triage_status,
            p.flagged_reason, p.full_name, p.full_street_address, p.full_address_hash, p.address_hash,
            p.voter_status_type_code, p.year_of_birth, p.county_name, p.jurisdiction_name, p.precinct,
            p.ward,
            p.registration_date, p.total, p.n,
            ${findingCodesSql('p.voter_id', '$1')} as system_review_codes,
            ${lastVotedSql('p.voter_id', '$1')} as last_voted_election,
            ncoa.delivery_point as ncoa_delivery_point, ncoa.move_effective_date::text as ncoa_move_date,
            ncoa.moved_to as ncoa_moved_to_address,
            ${addressNameSql('p', '$1')} as name,
            ${addressCategorySql('p', '$1')} as category
       from listed p
       ${ncoaLateralSql('p.voter_id', '$1')}
      order by p.n`;

/**
 * The lists' "Name or address" filter: the text in the name ("LAST, FIRST MIDDLE") or the street
 * address, or every word of it in the name, so that a name typed as the tables show it ("JOHN
 * DOE") finds "DOE, JOHN".
 */
function nameOrAddress(name: string, address: string, q: string, params: unknown[]): string {
  const at = (value: string) => {
    params.push(value);
    return `$${params.length}`;
  };
  const whole = at(`%${q.toUpperCase()}%`);
  const words = q
    .toUpperCase()
    .split(/[\s,]+/)
    .filter((w) => w !== '');
  const everyWord =
    words.length > 1 ? ` or (${words.map((w) => `upper(${name}) like ${at(`%${w}%`)}`).join(' and ')})` : '';
  return `(upper(${name}) like ${whole} or upper(coalesce(${address}, '')) like ${whole}${everyWord})`;
}

/**
 * A flag set's rows with the sort keys and the filters' fields, from the registration as the
 * current voter file has it (a flag set is small: its rows are joined whole). The place filters
 * read the flag's area for a registration no longer on the rolls; the voter status filter leaves
 * such a row out (spec 3 section 5: rows lacking the filtered field are excluded).
 */
function flagCandidates(sql: string, o: ClerkListOptions, params: unknown[]): string {
  const filters: string[] = [];
  const add = (value: string, condition: (p: string) => string) => {
    params.push(value);
    filters.push(condition(`$${params.length}`));
  };
  if (o.q) filters.push(nameOrAddress(fullNameSql('r'), 'a.full_street_address', o.q, params));
  if (o.county) add(o.county.toUpperCase(), (p) => `upper(coalesce(r.county_name, fl.county_name)) = ${p}`);
  if (o.jurisdiction)
    add(
      o.jurisdiction.toUpperCase(),
      (p) => `upper(coalesce(r.jurisdiction_name, fl.jurisdiction_name)) = ${p}`,
    );
  if (o.triage_status) add(o.triage_status, (p) => `fl.current_triage_status = ${p}`);
  if (o.voter_status) add(o.voter_status, (p) => `r.voter_status_type_code = ${p}`);
  return `select s.voter_id, ${fullNameSql('r')} as full_name, a.full_street_address, r.year_of_birth,
                 coalesce(fl.current_triage_status, 'NEW') as current_triage_status
            from (${sql}) s
            left join flags fl on fl.voter_id = s.voter_id
            left join registrations r on r.snapshot_date = $1::date and r.voter_id = s.voter_id
            left join addresses a on a.full_address_hash = r.full_address_hash
           ${filters.length ? `where ${filters.join(' and ')}` : ''}`;
}

/**
 * Due for Confirmation's rows with their sort keys as the review rows store them (the same name,
 * address and year the registration gives), so that the page is chosen before any registration,
 * address or history is read: state-wide, joining all the rows first and sorting them was slow
 * (docs/performance.md). Only the place and voter status filters probe the
 * registration; the triage status filter leaves out the unflagged (they have none).
 */
export function dueCandidates(sql: string, o: ClerkListOptions, params: unknown[]): string {
  const filters: string[] = [];
  const registration: string[] = [];
  const add = (to: string[], value: string, condition: (p: string) => string) => {
    params.push(value);
    to.push(condition(`$${params.length}`));
  };
  if (o.q) filters.push(nameOrAddress('s.full_name', 's.full_street_address', o.q, params));
  if (o.triage_status) add(filters, o.triage_status, (p) => `fl.current_triage_status = ${p}`);
  if (o.county) add(registration, o.county.toUpperCase(), (p) => `upper(r.county_name) = ${p}`);
  if (o.jurisdiction)
    add(registration, o.jurisdiction.toUpperCase(), (p) => `upper(r.jurisdiction_name) = ${p}`);
  if (o.voter_status) add(registration, o.voter_status, (p) => `r.voter_status_type_code = ${p}`);
  if (registration.length)
    filters.push(`exists (select 1 from registrations r where r.snapshot_date = $1::date
                            and r.voter_id = s.voter_id and ${registration.join(' and ')})`);
  return `select s.voter_id, s.full_name, s.full_street_address, s.year_of_birth,
                 coalesce(fl.current_triage_status, 'NEW') as current_triage_status
            from (${sql}) s
            left join flags fl on fl.voter_id = s.voter_id
           ${filters.length ? `where ${filters.join(' and ')}` : ''}`;
}
