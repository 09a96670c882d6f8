/**
 * The statement that adds one key's rows for every zone to a snapshot's zone_metrics partition:
 * `perPrecinct` selects (county_code, jurisdiction_code, ward, precinct, value, active_value), a
 * row or more a precinct, counted by the codes the rows carry (joining every row to its zone
 * misleads the planner: its four-column join is estimated at one row); those are joined to the
 * precincts' zones and summed up the tree, to the jurisdiction, the county and the state. It
 * selects n, the rows added. `key` is one of the product's constant keys, never user input.
 */
export function sumUpZoneTreeSql(metrics: string, key: string, perPrecinct: string): string {
  if (!/^[A-Z0-9_:]+$/.test(key)) throw new Error(`not a metric key: ${key}`);
  return `
    with per_precinct as (${perPrecinct}),
    by_precinct as (
      select pz.zone_hash as precinct_hash, pz.parent_hash as jurisdiction_hash, jz.parent_hash as county_hash,
             c.value, c.active_value
        from per_precinct c
        join zones pz on pz.level = 'precinct' and pz.county_code = c.county_code
         and pz.jurisdiction_code = c.jurisdiction_code and pz.ward = c.ward and pz.precinct = c.precinct
        join zones jz on jz.zone_hash = pz.parent_hash
    ),
    inserted as (
      insert into ${metrics} (zone_hash, metric_key, value, active_value)
      select coalesce(precinct_hash, jurisdiction_hash, county_hash, 'MICHIGAN'), '${key}',
             sum(value), sum(active_value)
        from by_precinct
       group by grouping sets ((precinct_hash), (jurisdiction_hash), (county_hash), ())
      having count(*) > 0
      returning 1
    )
    select count(*)::int as n from inserted`;
}
