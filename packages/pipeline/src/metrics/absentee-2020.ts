import { ENVELOPE_ELECTION } from '@voterroll/contract/envelopes-api';
import type { Queryable } from '@voterroll/db/database';
import { ABSENTEE_2020_KEY } from '@voterroll/records/metrics/metric-keys';
import type { LoadContext } from '../snapshots/load-context';
import { sumUpZoneTreeSql } from './zone-tree-sum';

/** Whether a snapshot is one the AVCB page reads: after the 2020 general election, in its year. */
export function isAvcbSnapshot(snapshotDate: string): boolean {
  return (
    snapshotDate > ENVELOPE_ELECTION && snapshotDate < `${Number(ENVELOPE_ELECTION.slice(0, 4)) + 1}-01-01`
  );
}

/**
 * Adds to a snapshot of late 2020 its zone_metrics key ABSENTEE_NOV_2020: per zone, the
 * registrations of the file (any status) with an absentee record of the 2020 general election
 * known at the snapshot, counted by their precinct's codes first (joined to the zones row by row,
 * the planner misjudged the join and probed the history once per registration), then summed up
 * the zone tree. The AVCB page sums its boards' precincts of it; counted per request, it joined
 * every registration of the snapshot to the boards (a seq scan; figures: docs/performance.md).
 * Runs after both lanes (the history loads beside the registrations' indexes); other snapshots
 * get nothing. Returns the rows added.
 */
export async function addAbsentee2020(db: Queryable, { tables: t }: LoadContext): Promise<number> {
  if (!isAvcbSnapshot(t.snapshotDate)) return 0;
  const [inserted] = await db.query<{ n: number }>(
    sumUpZoneTreeSql(
      t.metrics,
      ABSENTEE_2020_KEY,
      `select r.county_code, r.jurisdiction_code, r.ward, r.precinct, count(*) as value,
              count(*) filter (where r.voter_status_type_code = 'A') as active_value
         from voting_history h
         join ${t.registrations} r on r.voter_id = h.voter_id
        where h.election_date = $1::date and h.voting_method = 'ABSENTEE' and h.first_seen <= $2::date
        group by r.county_code, r.jurisdiction_code, r.ward, r.precinct`,
    ),
    [ENVELOPE_ELECTION, t.snapshotDate],
  );
  return inserted?.n ?? 0;
}
