import type { AvcbRow } from '@voterroll/contract/avcb-api';
import { ENVELOPE_ELECTION } from '@voterroll/contract/envelopes-api';
import type { Actor } from '@voterroll/contract/roles';
import type { Queryable } from '@voterroll/db/database';
import { ABSENTEE_2020_KEY } from '@voterroll/records/metrics/metric-keys';
import { scopeCondition } from '../../auth/scope';

/**
 * Per counting board of the caller's area: expected figures from the newest voter file of 2020
 * after the election (its absentee history of the general election, by the registrations'
 * precincts: the load stores it per precinct zone, `ABSENTEE_2020_KEY`, so a board sums the
 * zone_metrics rows of its precincts) and actual ones from the envelopes (definitions: contract
 * avcb-api.ts). Without such a snapshot the expected figures are 0.
 */
export async function avcbRows(q: Queryable, actor: Actor): Promise<AvcbRow[]> {
  const params: unknown[] = [ENVELOPE_ELECTION];
  const boardScope = scopeCondition(
    actor,
    { county: 'p.county_name', jurisdiction: 'p.jurisdiction_name' },
    params,
  );
  const envelopeScope = scopeCondition(
    actor,
    { county: 'e.county_name', jurisdiction: 'e.jurisdiction_name' },
    params,
  );
  return q.query<AvcbRow>(
    `with snap as (
       select max(snapshot_date) as d from snapshots
        where status = 'ready' and snapshot_date > $1::date and snapshot_date < date_trunc('year', $1::date) + interval '1 year'
     ),
     boards as (
       select p.avcb_number, min(p.county_name) as county_name, min(p.jurisdiction_name) as jurisdiction_name,
              string_agg(p.precinct, ', ' order by p.precinct) as precincts
         from avcb_precincts p
        where ${boardScope}
        group by p.avcb_number
     ),
     expected as (
       select p.avcb_number, sum(m.value)::int as n
         from snap
         join avcb_precincts p on ${boardScope}
         join zones z on z.level = 'precinct' and z.county_code = p.county_code
                     and z.jurisdiction_code = p.jurisdiction_code and lpad(z.precinct, 3, '0') = p.precinct
         join zone_metrics m on m.snapshot_date = snap.d and m.zone_hash = z.zone_hash and m.metric_key = '${ABSENTEE_2020_KEY}'
        group by p.avcb_number
     ),
     entered as (
       select e.avcb_number, count(*)::int as scanned,
              (count(*) filter (where e.current_data_entry_status = 'ENTERED'))::int as entered,
              (count(distinct e.ballot_number) filter (where e.current_data_entry_status = 'ENTERED'))::int as apps,
              (count(*) filter (where e.current_data_entry_status = 'ENTERED' and e.ballot_received_date <= $1::date))::int as counted
         from ballot_envelopes e
        where ${envelopeScope}
        group by e.avcb_number
     )
     select b.avcb_number as avcb_no, b.county_name, b.jurisdiction_name, b.precincts,
            coalesce(x.n, 0) as ballot_app_count_expected, coalesce(e.apps, 0) as ballot_app_count_actual,
            coalesce(e.scanned, 0) as ballot_envelope_count_expected, coalesce(e.entered, 0) as ballot_envelope_count_actual,
            coalesce(x.n, 0) as ballots_expected, coalesce(e.counted, 0) as ballots_actual
       from boards b
       left join expected x on x.avcb_number = b.avcb_number
       left join entered e on e.avcb_number = b.avcb_number
      order by b.avcb_number`,
    params,
  );
}

export function avcbTotalsOf(rows: readonly AvcbRow[]) {
  const sum = (k: keyof AvcbRow) => rows.reduce((n, r) => n + (r[k] as number), 0);
  return {
    total_ballot_apps_actual: sum('ballot_app_count_actual'),
    total_ballot_apps_expected: sum('ballot_app_count_expected'),
    total_ballot_envelopes_actual: sum('ballot_envelope_count_actual'),
    total_ballot_envelopes_expected: sum('ballot_envelope_count_expected'),
  };
}
