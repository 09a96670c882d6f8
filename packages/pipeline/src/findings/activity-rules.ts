import { RULE_DATES } from '@voterroll/contract/metrics';
import {
  FINDING_ZONE_COLUMNS,
  type FindingContext,
  REGISTERED,
  type RuleSql,
  zoneOf,
} from './finding-context';

/** Builds the per-voter last election known at the snapshot, used by the attribute rules. */
export function lastVoteSql(c: FindingContext): { sql: string; params: unknown[] } {
  return {
    params: [c.snapshotDate],
    sql: `
      create table ${c.lastVote} as
      select voter_id, max(election_date) as last_voted
      from voting_history
      where first_seen <= $1::date
      group by voter_id`,
  };
}

/** NCOA_STATE: a change-of-address record to another state, effective within the window. */
export function ncoaStateRule(c: FindingContext): RuleSql | null {
  if (!c.sources.ncoa) return null;
  return {
    rule: 'NCOA_STATE',
    params: [c.sources.ncoa, RULE_DATES.ncoaFrom, RULE_DATES.ncoaTo],
    sql: `
      insert into ${c.findings} (voter_id, rule, detail, evidence, ${FINDING_ZONE_COLUMNS})
      select distinct on (r.voter_id) r.voter_id, 'NCOA_STATE', n.new_state,
             jsonb_build_object('summary', 'Change of address to ' || n.new_state || ' effective ' || n.move_effective_date,
                                'source', 'ncoa.csv', 'source_snapshot', $1::date, 'source_id', n.id,
                                'line', n.line, 'move_effective_date', n.move_effective_date,
                                'move_type', n.move_type, 'new_state', n.new_state, 'new_city', n.new_city),
             ${zoneOf('r')}
      from ${c.registrations} r
      join ncoa_records n on n.snapshot_date = $1::date and n.voter_id = r.voter_id
      where r.voter_status_type_code in ${REGISTERED}
        and n.new_state <> 'MI' and n.new_state <> ''
        and n.move_effective_date between $2::date and $3::date
      order by r.voter_id, n.move_effective_date desc`,
  };
}
