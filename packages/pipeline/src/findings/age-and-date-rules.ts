import { AGE_LIMITS, RULE_DATES } from '@voterroll/contract/metrics';
import {
  FINDING_ZONE_COLUMNS,
  type FindingContext,
  REGISTERED,
  type RuleSql,
  zoneOf,
} from './finding-context';

function ageRule(c: FindingContext, rule: string, condition: string, summary: string): RuleSql {
  return {
    rule,
    params: [c.year],
    sql: `
      insert into ${c.findings} (voter_id, rule, detail, evidence, ${FINDING_ZONE_COLUMNS})
      select voter_id, '${rule}', null,
             jsonb_build_object('summary', ${summary}, 'year_of_birth', year_of_birth,
                                'age', $1::int - year_of_birth, 'as_of', make_date($1::int, 1, 1)),
             ${zoneOf()}
      from ${c.registrations}
      where voter_status_type_code in ${REGISTERED} and year_of_birth is not null and ${condition}`,
  };
}

/** Age is the snapshot year minus the year of birth (Michigan publishes no full birth date). */
export function ageRules(c: FindingContext): RuleSql[] {
  const { ninety, hundred, placeholderAbove } = AGE_LIMITS;
  const age = '($1::int - year_of_birth)';
  return [
    ageRule(
      c,
      'AGE_100_PLUS',
      `${age} between ${hundred} and ${placeholderAbove}`,
      `'Age ' || ${age} || ' on Jan 1'`,
    ),
    ageRule(
      c,
      'AGE_90_PLUS',
      `${age} between ${ninety} and ${placeholderAbove}`,
      `'Age ' || ${age} || ' on Jan 1'`,
    ),
    ageRule(
      c,
      'AGE_PLACEHOLDER',
      `${age} > ${placeholderAbove}`,
      `'Birth year ' || year_of_birth || ' is a placeholder (age ' || ${age} || '), not a real age'`,
    ),
  ];
}

export function regDatePre1942Rule(c: FindingContext): RuleSql {
  return {
    rule: 'REG_DATE_PRE_1942',
    params: [RULE_DATES.regDatePre],
    sql: `
      insert into ${c.findings} (voter_id, rule, detail, evidence, ${FINDING_ZONE_COLUMNS})
      select voter_id, 'REG_DATE_PRE_1942', null,
             jsonb_build_object('summary', 'Registered ' || registration_date || ', before 1942',
                                'registration_date', registration_date),
             ${zoneOf()}
      from ${c.registrations}
      where voter_status_type_code in ${REGISTERED} and registration_date < $1::date`,
  };
}
