import { AGE_LIMITS, RULE_DATES } from '@voterroll/contract/metrics';

/** SQL of one registration as the attribute rules see it. */
export interface RegistrationSql {
  /** Alias of the registrations row. */
  r: string;
  /** Its last vote known at the snapshot (a date, or null). */
  lastVoted: string;
  /** The snapshot's year. */
  year: string;
}

export interface AttributeRule {
  rule: string;
  /** True when the registration (already known to be registered) has the finding. */
  holds: (s: RegistrationSql) => string;
  /** The finding's evidence: the registration's own fields the rule read. */
  evidence: (s: RegistrationSql) => string;
}

const d = RULE_DATES;
const { ninety, hundred, placeholderAbove } = AGE_LIMITS;
const age = (s: RegistrationSql) => `(${s.year} - ${s.r}.year_of_birth)`;

const ageEvidence = (s: RegistrationSql) =>
  `jsonb_build_object('summary', 'Age ' || ${age(s)} || ' on Jan 1', 'year_of_birth', ${s.r}.year_of_birth,
                      'age', ${age(s)}, 'as_of', make_date(${s.year}, 1, 1))`;

const inactivityEvidence = (s: RegistrationSql) =>
  `jsonb_build_object('summary', 'Registered ' || ${s.r}.registration_date || '; last voted ' ||
                                 coalesce(${s.lastVoted}::text, 'never (no history on file)'),
                      'registration_date', ${s.r}.registration_date, 'last_voted', ${s.lastVoted},
                      'status', ${s.r}.voter_status_type_code)`;

/** NVRA 8(d): status V (a confirmation notice was sent), registered before the cohort's first federal general election, and no vote on or after it. */
const nvra = (rule: string, since: string): AttributeRule => ({
  rule,
  holds: (s) =>
    `${s.r}.voter_status_type_code = 'V' and ${s.r}.registration_date < '${since}'::date
     and (${s.lastVoted} is null or ${s.lastVoted} < '${since}'::date)`,
  evidence: inactivityEvidence,
});

/**
 * The rules that read nothing but the registration and its last vote. Age is the snapshot year
 * minus the year of birth (Michigan publishes no full birth date).
 */
export const ATTRIBUTE_RULES: readonly AttributeRule[] = [
  {
    rule: 'AGE_100_PLUS',
    holds: (s) => `${age(s)} between ${hundred} and ${placeholderAbove}`,
    evidence: ageEvidence,
  },
  {
    rule: 'AGE_90_PLUS',
    holds: (s) => `${age(s)} between ${ninety} and ${placeholderAbove}`,
    evidence: ageEvidence,
  },
  {
    rule: 'AGE_PLACEHOLDER',
    holds: (s) => `${age(s)} > ${placeholderAbove}`,
    evidence: (s) =>
      `jsonb_build_object('summary', 'Birth year ' || ${s.r}.year_of_birth || ' is a placeholder (age ' || ${age(s)} ||
                                     '), not a real age',
                          'year_of_birth', ${s.r}.year_of_birth, 'age', ${age(s)}, 'as_of', make_date(${s.year}, 1, 1))`,
  },
  {
    rule: 'REG_DATE_PRE_1942',
    holds: (s) => `${s.r}.registration_date < '${d.regDatePre}'::date`,
    evidence: (s) =>
      `jsonb_build_object('summary', 'Registered ' || ${s.r}.registration_date || ', before 1942',
                          'registration_date', ${s.r}.registration_date)`,
  },
  {
    // Registered on or before 2022-10-11, no vote after 2022-08-31.
    rule: 'LOW_PROPENSITY',
    holds: (s) =>
      `${s.r}.registration_date <= '${d.lowPropensityRegisteredBy}'::date
       and (${s.lastVoted} is null or ${s.lastVoted} <= '${d.lowPropensityVotedAfter}'::date)`,
    evidence: inactivityEvidence,
  },
  nvra('NVRA_8D_DEC_2022', d.nvraDec2022Since),
  nvra('NVRA_8D_2025', d.nvra2025Since),
];

/**
 * The evidence of a finding row: its own when stored, else (an attribute rule) built from its
 * registration `r` (same snapshot) and the last vote known at that snapshot.
 */
export function findingEvidenceSql(f: string, r: string): string {
  const s: RegistrationSql = {
    r,
    year: `extract(year from ${r}.snapshot_date)::int`,
    lastVoted: `(select max(h.election_date) from voting_history h
                  where h.voter_id = ${r}.voter_id and h.first_seen <= ${r}.snapshot_date)`,
  };
  const cases = ATTRIBUTE_RULES.map((a) => `when '${a.rule}' then ${a.evidence(s)}`).join('\n');
  return `coalesce(${f}.evidence, case ${f}.rule ${cases} end)`;
}
