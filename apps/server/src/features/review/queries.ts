import { FINDING_RULES } from '@voterroll/contract/metrics';
import { err, ok, type Result } from '@voterroll/contract/result';
import {
  REVIEW_FILTERS,
  REVIEW_PAGE_SIZE,
  REVIEW_WIDE_RULES,
  type ReviewRow,
  type reviewListQuery,
} from '@voterroll/contract/review-api';
import type { Db } from '@voterroll/db/database';
import { findingEvidenceSql } from '@voterroll/pipeline/findings/attribute-rules';
import {
  canvassCategorySql,
  fullNameSql,
  lastVotedSql,
  ncoaLateralSql,
  postalNameSql,
} from '@voterroll/pipeline/registration-research';
import { findZone, type ZoneRef } from '@voterroll/pipeline/zone-metrics-report';
import type { z } from 'zod';

export interface ZoneCodes {
  zone: ZoneRef;
  countyCode: number;
  jurisdictionCode: number | null;
  ward: string | null;
  precinct: string | null;
}

/** A county, jurisdiction or precinct by name, with the codes findings are grouped by. */
export async function zoneCodes(
  db: Db,
  names: { county: string; jurisdiction?: string | undefined; precinct?: string | undefined },
): Promise<Result<ZoneCodes, string>> {
  const found = await findZone(db, names);
  if (!found.ok) return found;
  const [codes] = await db.query<{
    county_code: number;
    jurisdiction_code: number | null;
    ward: string | null;
    precinct: string | null;
  }>('select county_code, jurisdiction_code, ward, precinct from zones where zone_hash = $1', [
    found.value.zoneHash,
  ]);
  if (!codes || codes.county_code === null) return err(`No county named "${names.county}" has been loaded.`);
  return ok({
    zone: found.value,
    countyCode: codes.county_code,
    jurisdictionCode: codes.jurisdiction_code,
    ward: codes.ward,
    precinct: codes.precinct,
  });
}

/** The condition on a findings alias `f` for the zone, appending its parameters. */
function zoneCondition(z: ZoneCodes, params: unknown[]): string {
  params.push(z.countyCode);
  let c = `f.county_code = $${params.length}`;
  if (z.jurisdictionCode !== null) {
    params.push(z.jurisdictionCode);
    c += ` and f.jurisdiction_code = $${params.length}`;
  }
  if (z.precinct !== null) {
    params.push(z.ward, z.precinct);
    c += ` and f.ward = $${params.length - 1} and f.precinct = $${params.length}`;
  }
  return c;
}

const SORT_SQL: Record<z.infer<typeof reviewListQuery>['sort'], string> = {
  full_name: 'full_name',
  full_street_address: 'full_street_address',
  voter_identification_number: 'voter_id',
  year_of_birth: 'year_of_birth',
  current_triage_status: 'current_triage_status',
  registration_date: 'registration_date',
  challenge_codes: 'challenge_codes',
};

const WIDE = `(${REVIEW_WIDE_RULES.map((r) => `'${r}'`).join(', ')})`;
const RULES = `(${FINDING_RULES.map((r) => `'${r}'`).join(', ')})`;

/**
 * The registrations for review in a zone at a snapshot: those with a finding of the filter's rule
 * (any rule for ALL), Active, or also Verify and Challenged for the NVRA, deceased and duplicate
 * rules. Each row carries every finding of the registration with its evidence. One page of 30, or
 * every row when `all` (the caller checks the total first).
 */
export async function reviewList(
  db: Db,
  snapshot: string,
  zone: ZoneCodes,
  filterCode: string,
  q: z.infer<typeof reviewListQuery>,
): Promise<{ rows: ReviewRow[]; total: number }> {
  const params: unknown[] = [snapshot, filterCode];
  const where = zoneCondition(zone, params);
  const conditions: string[] = [];
  if (q.status !== 'ALL') {
    params.push(q.status);
    conditions.push(`coalesce(fl.current_triage_status, 'NEW') = $${params.length}`);
  }
  if (q.q) {
    params.push(`%${q.q.toUpperCase()}%`);
    conditions.push(
      `(upper(r.last_name || ' ' || r.first_name || ' ' || r.middle_name) like $${params.length}
        or upper(coalesce(a.full_street_address, '')) like $${params.length})`,
    );
  }
  const limit = q.all ? '' : `limit ${REVIEW_PAGE_SIZE} offset ${(q.page - 1) * REVIEW_PAGE_SIZE}`;
  const rows = await db.query<
    ReviewRow & { total: number; voter_id: number; county_name: string; norm_street: string; zip5: string }
  >(
    `with listed as (
       select f.voter_id, string_agg(f.rule, ',' order by f.rule) as challenge_codes
         from findings f
        where f.snapshot_date = $1::date and ${where} and f.rule in ${RULES}
        group by f.voter_id
        -- Listed for the filter's rule; the codes shown are all of the registration's.
       having bool_or(($2 = 'ALL' or f.rule = $2) and (f.is_active or f.rule in ${WIDE}))
     ),
     page as (
       select r.voter_id, r.last_name, r.first_name, r.middle_name, r.year_of_birth, r.extension,
              r.street_number, r.street_name, r.street_type, r.city, r.zip_code, r.jurisdiction_name,
              r.precinct, r.county_name, r.uocava_status_code, r.voter_status_type_code, r.registration_date::text,
              r.full_address_hash, r.address_hash, a.full_street_address, r.norm_street, r.zip5,
              ${fullNameSql('r')} as full_name,
              coalesce(fl.current_triage_status, 'NEW') as current_triage_status, fl.flagged_reg_id,
              l.challenge_codes, count(*) over ()::int as total
         from listed l
         join registrations r on r.snapshot_date = $1::date and r.voter_id = l.voter_id
         left join addresses a on a.full_address_hash = r.full_address_hash
         left join flags fl on fl.voter_id = r.voter_id
        where r.voter_status_type_code in ('A', 'V', 'CH')
          ${conditions.map((c) => `and ${c}`).join(' ')}
        order by ${SORT_SQL[q.sort]} ${q.dir === 'desc' ? 'desc' : 'asc'} nulls last, r.voter_id
        ${limit}
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
            -- Address research from the sources in force at the snapshot: the postal location at the
            -- street address (its kind and name) and the canvassers' category of the address.
            ${postalNameSql('p', '$1')} as name,
            ${canvassCategorySql('p', '$1')} as category,
            (select jsonb_agg(jsonb_build_object('rule', f.rule, 'detail', f.detail,
                                                 'evidence', ${findingEvidenceSql('f', 'fr')},
                                                 'snapshot_date', f.snapshot_date::text, 'verdict', v.verdict)
                              order by f.rule)
               from findings f
               join registrations fr on fr.snapshot_date = f.snapshot_date and fr.voter_id = f.voter_id
               left join finding_reviews v
                 on v.snapshot_date = f.snapshot_date and v.voter_id = f.voter_id and v.rule = f.rule
              where f.snapshot_date = $1::date and f.voter_id = p.voter_id) as findings
       from page p
       ${ncoaLateralSql('p.voter_id', '$1')}
       left join lateral (select min(h.voting_method) as voting_method from voting_history h
                           where h.voter_id = p.voter_id and h.election_date = '2020-11-03'
                             and h.first_seen <= $1::date) n20 on true
       left join lateral (select min(h.voting_method) as voting_method from voting_history h
                           where h.voter_id = p.voter_id and h.election_date = '2022-08-02'
                             and h.first_seen <= $1::date) a22 on true
      order by ${SORT_SQL[q.sort] === 'voter_id' ? 'p.voter_id' : `p.${SORT_SQL[q.sort]}`} ${q.dir === 'desc' ? 'desc' : 'asc'} nulls last, p.voter_id`,
    params,
  );
  const offset = q.all ? 0 : (q.page - 1) * REVIEW_PAGE_SIZE;
  return {
    total: rows[0]?.total ?? (await countListed(db, snapshot, zone, filterCode, q)),
    rows: rows.map(({ total: _t, voter_id: _v, county_name: _c, norm_street: _s, zip5: _z, ...row }, i) => ({
      ...row,
      row_number: offset + i + 1,
    })),
  };
}

/** The total when the page asked for is past the end (no row to carry it). */
async function countListed(
  db: Db,
  snapshot: string,
  zone: ZoneCodes,
  filterCode: string,
  q: z.infer<typeof reviewListQuery>,
): Promise<number> {
  if (q.page === 1 || q.all) return 0;
  const r = await reviewList(db, snapshot, zone, filterCode, { ...q, page: 1 });
  return r.total;
}

/** The review summary of a zone: each rule's count (all listed statuses) and Active count. */
export async function reviewSummary(
  db: Db,
  snapshot: string,
  zoneHash: string,
  rules: readonly string[] = FINDING_RULES,
) {
  const rows = await db.query<{ metric_key: string; value: number; active_value: number }>(
    `select metric_key, value, active_value from zone_metrics
      where snapshot_date = $1::date and zone_hash = $2 and metric_key = any($3::text[])`,
    [snapshot, zoneHash, rules],
  );
  const byKey = new Map(rows.map((r) => [r.metric_key, r]));
  return rules.map((rule, i) => {
    const f = REVIEW_FILTERS[rule as keyof typeof REVIEW_FILTERS];
    const m = byKey.get(rule);
    return {
      id: i + 1,
      metric_key: f.metricKey,
      metric_filter_code: rule,
      metric_desc_x: f.desc,
      metric_value: m?.value ?? 0,
      metric_active_value: m?.active_value ?? 0,
    };
  });
}

export async function totalRegistered(db: Db, snapshot: string, zoneHash: string): Promise<number> {
  const [row] = await db.query<{ value: number }>(
    `select value from zone_metrics where snapshot_date = $1::date and zone_hash = $2 and metric_key = 'TOTAL'`,
    [snapshot, zoneHash],
  );
  return row?.value ?? 0;
}
