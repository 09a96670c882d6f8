import type { Queryable } from '@voterroll/db/database';
import { previousSnapshot } from './detect-changes';
import type { SnapshotTables } from './snapshot-tables';

/** The zone_metrics key of the NVRA 2025 cohort's removals at a snapshot (the cleanup page). */
export const NVRA_REMOVED_KEY = 'NVRA_8D_2025_REMOVED';

/**
 * Adds to the snapshot's zone_metrics, per zone, the registrations removed since the previous
 * snapshot (the staged changes: gone from the file or cancelled) that had an NVRA_8D_2025 finding
 * there; active_value counts those that were active then. Each removal is counted in the zone it
 * was in (its previous row's codes), then summed up the zone tree, as the metrics are. Runs after
 * both lanes of the load (the changes are staged beside the metrics) and before publication.
 * Read per request, this was one findings probe per removal of every snapshot in the window.
 * Returns the rows added.
 */
export async function addNvraRemovals(db: Queryable, t: SnapshotTables): Promise<number> {
  const previous = await previousSnapshot(db, t.snapshotDate);
  if (previous === null) return 0;
  const [inserted] = await db.query<{ n: number }>(
    `with by_precinct as (
       select pz.zone_hash as precinct_hash, pz.parent_hash as jurisdiction_hash, jz.parent_hash as county_hash,
              count(*) as value, count(*) filter (where f.is_active) as active_value
         from ${t.changeStage} c
         join findings f on f.snapshot_date = $1::date and f.voter_id = c.voter_id and f.rule = 'NVRA_8D_2025'
         join zones pz on pz.level = 'precinct' and pz.county_code = c.county_code
          and pz.jurisdiction_code = c.jurisdiction_code and pz.ward = c.ward and pz.precinct = c.precinct
         join zones jz on jz.zone_hash = pz.parent_hash
        where c.change = 'REMOVED'
        group by pz.zone_hash, pz.parent_hash, jz.parent_hash
     ),
     inserted as (
       insert into ${t.metrics} (zone_hash, metric_key, value, active_value)
       select coalesce(precinct_hash, jurisdiction_hash, county_hash, 'MICHIGAN'), '${NVRA_REMOVED_KEY}',
              sum(value), sum(active_value)
         from by_precinct
        group by grouping sets ((precinct_hash), (jurisdiction_hash), (county_hash), ())
       having count(*) > 0
       returning 1
     )
     select count(*)::int as n from inserted`,
    [previous],
  );
  return inserted?.n ?? 0;
}
