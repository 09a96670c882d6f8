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
  // First per precinct, by the codes each registration and finding carries (findings are only of
  // registered voters), then up the small zone tree. Joining each registration to its zone
  // instead costs a lookup per row, and that four-column join is estimated at one row, which
  // misleads the planner.
  const precinct = 'county_code, jurisdiction_code, ward, precinct';
  const counts = 'count(*) as value, count(*) filter (where active) as active_value';
  await db.exec(`
    create temp table rollup_precincts on commit drop as
    with per_registration as (
      select voter_id, ${precinct}, bool_or(is_active) as active, bool_or(rule = any (${hardList})) as hard
      from ${t.findings}
      group by voter_id, ${precinct}
    ),
    registered as (
      select ${precinct}, voter_status_type_code = 'A' as active, uocava_status_code
      from ${t.registrations}
      where voter_status_type_code in ${REGISTERED}
    )
    select ${precinct}, 'TOTAL' as metric_key, ${counts}
    from registered
    group by ${precinct}
    union all
    select ${precinct}, rule, count(*), count(*) filter (where is_active)
    from ${t.findings}
    group by ${precinct}, rule
    union all
    select ${precinct}, rule || ':' || detail, count(*), count(*) filter (where is_active)
    from ${t.findings}
    where detail is not null
    group by ${precinct}, rule || ':' || detail
    union all
    select ${precinct}, 'ANY_FINDING', ${counts}
    from per_registration
    group by ${precinct}
    union all
    select ${precinct}, 'HARD_FINDING', ${counts}
    from per_registration
    where hard
    group by ${precinct}
    union all
    select ${precinct}, k.key, ${counts}
    from registered
    cross join lateral (values ('UOCAVA'), ('UOCAVA:' || uocava_status_code)) as k(key)
    where uocava_status_code in ('M', 'C', 'O')
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
