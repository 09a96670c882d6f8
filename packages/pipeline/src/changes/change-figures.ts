import type { Queryable } from '@voterroll/db/database';
import type { LoadContext } from '../snapshots/load-context';

/**
 * Adds to the snapshot's zone_metrics, per zone and kind of change, the key 'CHANGE:<KIND>'
 * (changeMetricKey): the registrations added, removed, or changed in that way since the previous
 * snapshot (the staged changes), value all of them and active_value those active now. Each is
 * counted in its zone now (a removal in the zone it was in), then summed up the zone tree as the
 * other metrics are, so that a zone's monthly trend of a kind is a key read. Runs after both lanes
 * of the load (the changes are staged beside the metrics) and before publication. Returns the rows
 * added.
 */
export async function addChangeFigures(db: Queryable, { tables: t }: LoadContext): Promise<number> {
  const [inserted] = await db.query<{ n: number }>(
    `with per_precinct as (
       select county_code, jurisdiction_code, ward, precinct, coalesce(kind, lower(change)) as kind,
              count(*) as value, count(*) filter (where voter_status_type_code = 'A') as active_value
         from ${t.changeStage}
        group by 1, 2, 3, 4, 5
     ),
     by_precinct as (
       select pz.zone_hash as precinct_hash, pz.parent_hash as jurisdiction_hash, jz.parent_hash as county_hash,
              c.kind, c.value, c.active_value
         from per_precinct c
         join zones pz on pz.level = 'precinct' and pz.county_code = c.county_code
          and pz.jurisdiction_code = c.jurisdiction_code and pz.ward = c.ward and pz.precinct = c.precinct
         join zones jz on jz.zone_hash = pz.parent_hash
     ),
     inserted as (
       insert into ${t.metrics} (zone_hash, metric_key, value, active_value)
       select coalesce(precinct_hash, jurisdiction_hash, county_hash, 'MICHIGAN'), 'CHANGE:' || upper(kind),
              sum(value), sum(active_value)
         from by_precinct
        group by grouping sets ((kind, precinct_hash), (kind, jurisdiction_hash), (kind, county_hash), (kind))
       returning 1
     )
     select count(*)::int as n from inserted`,
  );
  return inserted?.n ?? 0;
}
