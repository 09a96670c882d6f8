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
  // First per precinct, by the registration's own codes (findings are only of registered
  // voters), then up the small zone tree. Joining each registration to its zone instead costs a
  // lookup per row, and that four-column join is estimated at one row, which misleads the planner.
  const precinct = 'r.county_code, r.jurisdiction_code, r.ward, r.precinct';
  const counts = `count(*) as value, count(*) filter (where r.voter_status_type_code = 'A') as active_value`;
  const registered = `r.voter_status_type_code in ${REGISTERED}`;
  await db.exec(`
    create temp table rollup_precincts on commit drop as
    with per_registration as (
      select voter_id, bool_or(rule = any (${hardList})) as hard
      from ${t.findings}
      group by voter_id
    )
    select ${precinct}, 'TOTAL' as metric_key, ${counts}
    from ${t.registrations} r where ${registered}
    group by ${precinct}
    union all
    select ${precinct}, f.rule, ${counts}
    from ${t.findings} f join ${t.registrations} r on r.voter_id = f.voter_id
    group by ${precinct}, f.rule
    union all
    select ${precinct}, f.rule || ':' || f.detail, ${counts}
    from ${t.findings} f join ${t.registrations} r on r.voter_id = f.voter_id
    where f.detail is not null
    group by ${precinct}, f.rule || ':' || f.detail
    union all
    select ${precinct}, 'ANY_FINDING', ${counts}
    from per_registration f join ${t.registrations} r on r.voter_id = f.voter_id
    group by ${precinct}
    union all
    select ${precinct}, 'HARD_FINDING', ${counts}
    from per_registration f join ${t.registrations} r on r.voter_id = f.voter_id
    where f.hard
    group by ${precinct}
    union all
    select ${precinct}, k.key, ${counts}
    from ${t.registrations} r
    cross join lateral (values ('UOCAVA'), ('UOCAVA:' || r.uocava_status_code)) as k(key)
    where ${registered} and r.uocava_status_code in ('M', 'C', 'O')
    group by ${precinct}, k.key;
    analyze rollup_precincts;`);
  const rows = await db.query<{ n: number }>(
    `
    with by_zone as (
      select pz.zone_hash as precinct_hash, pz.parent_hash as jurisdiction_hash, jz.parent_hash as county_hash,
             p.metric_key, p.value, p.active_value
      from rollup_precincts p
      join zones pz on pz.level = 'precinct' and pz.county_code = p.county_code
        and pz.jurisdiction_code = p.jurisdiction_code and pz.ward = p.ward and pz.precinct = p.precinct
      join zones jz on jz.zone_hash = pz.parent_hash
    ),
    inserted as (
      insert into zone_metrics (snapshot_date, zone_hash, metric_key, value, active_value)
      select $1::date, coalesce(precinct_hash, jurisdiction_hash, county_hash, 'MICHIGAN'), metric_key,
             sum(value), sum(active_value)
      from by_zone
      group by grouping sets ((metric_key, precinct_hash), (metric_key, jurisdiction_hash),
                              (metric_key, county_hash), (metric_key))
      returning 1
    )
    select count(*) as n from inserted`,
    [t.snapshotDate],
  );
  return rows[0]?.n ?? 0;
}
