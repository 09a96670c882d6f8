import type { Queryable } from '@voterroll/db/database';
import { NVRA_REMOVED_KEY } from '@voterroll/records/metrics/metric-keys';
import type { LoadContext } from '../snapshots/load-context';
import { sumUpZoneTreeSql } from './zone-tree-sum';

/**
 * Adds to the snapshot's zone_metrics, per zone, the registrations removed since the previous
 * snapshot (the staged changes: gone from the file or cancelled) that had an NVRA_8D_2025 finding
 * there; active_value counts those that were active then. Each removal is counted in the zone it
 * was in (its previous row's codes), then summed up the zone tree, as the metrics are. Runs after
 * both lanes of the load (the changes are staged beside the metrics) and before publication.
 * Read per request, this was one findings probe per removal of every snapshot in the window.
 * Returns the rows added.
 */
export async function addNvraRemovals(db: Queryable, { tables: t, previous }: LoadContext): Promise<number> {
  if (previous === null) return 0;
  const [inserted] = await db.query<{ n: number }>(
    sumUpZoneTreeSql(
      t.metrics,
      NVRA_REMOVED_KEY,
      `select c.county_code, c.jurisdiction_code, c.ward, c.precinct,
              count(*) as value, count(*) filter (where f.is_active) as active_value
         from ${t.changeStage} c
         join findings f on f.snapshot_date = $1::date and f.voter_id = c.voter_id and f.rule = 'NVRA_8D_2025'
        where c.change = 'REMOVED'
        group by c.county_code, c.jurisdiction_code, c.ward, c.precinct`,
    ),
    [previous],
  );
  return inserted?.n ?? 0;
}
