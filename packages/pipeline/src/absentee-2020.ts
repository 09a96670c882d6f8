import { ENVELOPE_ELECTION } from '@voterroll/contract/envelopes-api';
import type { Queryable } from '@voterroll/db/database';
import type { SnapshotTables } from './snapshot-tables';

/** The zone_metrics key of the AVCB page's expected figures (absentee votes of the 2020 general). */
export const ABSENTEE_2020_KEY = 'ABSENTEE_NOV_2020';

/** Whether a snapshot is one the AVCB page reads: after the 2020 general election, in its year. */
export function isAvcbSnapshot(snapshotDate: string): boolean {
  return (
    snapshotDate > ENVELOPE_ELECTION && snapshotDate < `${Number(ENVELOPE_ELECTION.slice(0, 4)) + 1}-01-01`
  );
}

/**
 * Adds to a snapshot of late 2020 its zone_metrics key ABSENTEE_NOV_2020: per zone, the
 * registrations of the file (any status) with an absentee record of the 2020 general election
 * known at the snapshot, counted by their precinct's codes first (joined to the zones row by row, the planner misjudged
 * the join and probed the history once per registration: 9 s at a million), then summed up the
 * zone tree. The AVCB page sums
 * its boards' precincts of it; counted per request, it joined every registration of the snapshot
 * to the boards (1 s at a million registrations, a seq scan). Runs after both lanes (the history
 * loads beside the registrations' indexes); other snapshots get nothing. Returns the rows added.
 */
export async function addAbsentee2020(db: Queryable, t: SnapshotTables): Promise<number> {
  if (!isAvcbSnapshot(t.snapshotDate)) return 0;
  const [inserted] = await db.query<{ n: number }>(
    `with by_codes as (
       select r.county_code, r.jurisdiction_code, r.ward, r.precinct, count(*) as value,
              count(*) filter (where r.voter_status_type_code = 'A') as active_value
         from voting_history h
         join ${t.registrations} r on r.voter_id = h.voter_id
        where h.election_date = $1::date and h.voting_method = 'ABSENTEE' and h.first_seen <= $2::date
        group by r.county_code, r.jurisdiction_code, r.ward, r.precinct
     ),
     by_precinct as (
       select pz.zone_hash as precinct_hash, pz.parent_hash as jurisdiction_hash, jz.parent_hash as county_hash,
              c.value, c.active_value
         from by_codes c
         join zones pz on pz.level = 'precinct' and pz.county_code = c.county_code
          and pz.jurisdiction_code = c.jurisdiction_code and pz.ward = c.ward and pz.precinct = c.precinct
         join zones jz on jz.zone_hash = pz.parent_hash
     ),
     inserted as (
       insert into ${t.metrics} (zone_hash, metric_key, value, active_value)
       select coalesce(precinct_hash, jurisdiction_hash, county_hash, 'MICHIGAN'), '${ABSENTEE_2020_KEY}',
              sum(value), sum(active_value)
         from by_precinct
        group by grouping sets ((precinct_hash), (jurisdiction_hash), (county_hash), ())
       having count(*) > 0
       returning 1
     )
     select count(*)::int as n from inserted`,
    [ENVELOPE_ELECTION, t.snapshotDate],
  );
  return inserted?.n ?? 0;
}
