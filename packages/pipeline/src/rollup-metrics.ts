import { HARD_RULES } from '@voterroll/contract/metrics';
import type { Queryable } from '@voterroll/db/database';
import { REGISTERED } from './findings/finding-context';
import type { SnapshotTables } from './snapshot-tables';

const hardList = `array[${HARD_RULES.map((r) => `'${r}'`).join(', ')}]`;

/**
 * Rolls the snapshot's findings up to every zone: the state, each county, jurisdiction and
 * precinct, with the count among all registered voters and among active (A) ones. Besides one key
 * per rule: TOTAL, ANY_FINDING and HARD_FINDING (the score inputs), UOCAVA and the parts of
 * UOCAVA, NON_RESIDENTIAL and BLANK_UNIT as 'RULE:part'.
 */
export async function rollUpMetrics(db: Queryable, t: SnapshotTables): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `
    with reg as (
      select r.voter_id, r.voter_status_type_code = 'A' as active, r.uocava_status_code as uocava,
             pz.zone_hash as precinct_hash, pz.parent_hash as jurisdiction_hash, jz.parent_hash as county_hash
      from ${t.registrations} r
      join zones pz on pz.level = 'precinct' and pz.county_code = r.county_code
        and pz.jurisdiction_code = r.jurisdiction_code and pz.ward = r.ward and pz.precinct = r.precinct
      join zones jz on jz.zone_hash = pz.parent_hash
      where r.voter_status_type_code in ${REGISTERED}
    ),
    per_registration as (
      select voter_id,
             array_agg(rule) as rules,
             array_agg(rule || ':' || detail) filter (where detail is not null) as parts,
             bool_or(rule = any (${hardList})) as hard
      from ${t.findings}
      group by voter_id
    ),
    keyed as (
      select reg.precinct_hash, reg.jurisdiction_hash, reg.county_hash, reg.active, k.metric_key
      from reg
      left join per_registration f on f.voter_id = reg.voter_id
      cross join lateral unnest(
        array['TOTAL']
        || coalesce(f.rules, '{}')
        || coalesce(f.parts, '{}')
        || case when f.voter_id is not null then array['ANY_FINDING'] else '{}'::text[] end
        || case when f.hard then array['HARD_FINDING'] else '{}'::text[] end
        || case when reg.uocava in ('M', 'C', 'O') then array['UOCAVA', 'UOCAVA:' || reg.uocava]
                else '{}'::text[] end
      ) as k(metric_key)
    ),
    inserted as (
      insert into zone_metrics (snapshot_date, zone_hash, metric_key, value, active_value)
      select $1::date, coalesce(precinct_hash, jurisdiction_hash, county_hash, 'MICHIGAN'), metric_key,
             count(*), count(*) filter (where active)
      from keyed
      group by grouping sets ((metric_key, precinct_hash), (metric_key, jurisdiction_hash),
                              (metric_key, county_hash), (metric_key))
      returning 1
    )
    select count(*) as n from inserted`,
    [t.snapshotDate],
  );
  return rows[0]?.n ?? 0;
}
