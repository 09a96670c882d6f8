import { ATTRIBUTE_RULES, type RegistrationSql } from '@voterroll/records/findings/attribute-rules';
import {
  FINDING_ZONE_COLUMNS,
  type FindingContext,
  REGISTERED,
  type RuleSql,
  zoneOf,
} from './finding-context';

export const ATTRIBUTE_RULE_NAMES = ATTRIBUTE_RULES.map((a) => a.rule);

/**
 * Each attribute rule's condition on registrations row `r` (registered) whose last vote is the
 * SQL `lastVoted`, at a snapshot of `year`: the metric roll-up counts them from the registrations
 * with the same definitions the findings use.
 */
export function attributeConditions(
  r: string,
  lastVoted: string,
  year: number,
): { rule: string; holds: string }[] {
  const s: RegistrationSql = { r, lastVoted, year: String(year) };
  return ATTRIBUTE_RULES.map((a) => ({ rule: a.rule, holds: a.holds(s) }));
}

/**
 * All attribute rules in one pass over the registrations, one row per rule that holds. These are
 * most of a snapshot's findings (LOW_PROPENSITY alone is most registrations of an old file), so
 * their rows carry no evidence: it is the registration's own fields, built when read by
 * `findingEvidenceSql` from the same definitions. Each row's rules are gathered in one array and
 * unnested in the select list: a lateral list of the rules costs a rescan per registration
 * (docs/performance.md).
 */
export function attributeRules(c: FindingContext): RuleSql {
  const s: RegistrationSql = { r: 'r', lastVoted: 'v.last_voted', year: String(c.year) };
  const held = ATTRIBUTE_RULES.map((a) => `case when ${a.holds(s)} then '${a.rule}' end`).join(',\n');
  return {
    rule: 'ATTRIBUTES',
    params: [],
    sql: `
      insert into ${c.findings} (voter_id, rule, detail, evidence, ${FINDING_ZONE_COLUMNS})
      select voter_id, rule, null, null, ${FINDING_ZONE_COLUMNS}
      from (
        select r.voter_id, unnest(array_remove(array[${held}], null)) as rule, ${zoneOf('r')}
        from ${c.registrations} r
        left join ${c.lastVote} v on v.voter_id = r.voter_id
        where r.voter_status_type_code in ${REGISTERED}
      ) as held`,
  };
}
