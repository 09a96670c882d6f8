/**
 * The metric rules of the voter file (issue 2's definitions; DESIGN.md section 5). One finding rule
 * per anomaly; UOCAVA is a count, not a finding: overseas and military voters are not anomalies.
 */

export const FINDING_RULES = [
  'DUPLICATE',
  'DECEASED',
  'AGE_100_PLUS',
  'AGE_90_PLUS',
  'AGE_PLACEHOLDER',
  'REG_DATE_PRE_1942',
  'UPS_USPS',
  'NCOA_STATE',
  'LOW_PROPENSITY',
  'NVRA_8D_DEC_2022',
  'NVRA_8D_2025',
  'NON_RESIDENTIAL',
  'BLANK_UNIT',
  'UNDELIVERABLE',
] as const;
export type FindingRule = (typeof FINDING_RULES)[number];

/** The hard score counts only these: errors a clerk can confirm from records. */
export const HARD_RULES = [
  'DECEASED',
  'DUPLICATE',
  'AGE_100_PLUS',
  'NVRA_8D_DEC_2022',
  'UPS_USPS',
] as const satisfies readonly FindingRule[];

/**
 * Findings that describe lawful voters, shown but not scored: age 90 to 99 (100+ is scored through
 * AGE_100_PLUS) and not voting, which is no ground for removal in Michigan (MCL 168.509bb).
 */
export const UNSCORED_RULES = ['AGE_90_PLUS', 'LOW_PROPENSITY'] as const satisfies readonly FindingRule[];

/**
 * The overall score counts these: each is a ground for list maintenance (a record to correct,
 * confirm or cancel: deceased, moved, duplicated, expired under NVRA 8(d), no residence at the
 * address, an impossible birth year or registration date).
 */
export const SCORED_RULES: readonly FindingRule[] = FINDING_RULES.filter(
  (r) => !(UNSCORED_RULES as readonly string[]).includes(r),
);

/**
 * Keys of zone_metrics besides the rules: totals, the score inputs (registrations with a scored
 * finding, with a hard one; ANY_FINDING, with any finding, is kept for reference) and UOCAVA.
 */
export const COUNT_KEYS = ['TOTAL', 'ANY_FINDING', 'SCORED_FINDING', 'HARD_FINDING', 'UOCAVA'] as const;
export type MetricKey =
  | FindingRule
  | (typeof COUNT_KEYS)[number]
  | `${'UOCAVA' | 'NON_RESIDENTIAL' | 'BLANK_UNIT' | 'DUPLICATE'}:${string}`;

/**
 * The parts of DUPLICATE, one per rule of its definition (pipeline `findings/identity-rules.ts`):
 * 'DUPLICATE:address' (rule 1: same first name, birth year and address) and 'DUPLICATE:name'
 * (rule 2: same first, middle and last name and birth year). A registration in a group of each
 * counts in both parts, and once in DUPLICATE, so the parts may add up to more than the metric.
 */
export const DUPLICATE_PARTS = ['address', 'name'] as const;
export type DuplicatePart = (typeof DUPLICATE_PARTS)[number];

/** Statuses counted as registered; C (cancelled) and R (rejected) are left out of every count. */
export const REGISTERED_STATUSES = ['A', 'V', 'CH', 'I'] as const;

/** Dates of the rules, in one place (spec 2, section 9; issue 2). */
export const RULE_DATES = {
  regDatePre: '1942-01-01',
  ncoaFrom: '2021-06-01',
  ncoaTo: '2025-06-30',
  lowPropensityRegisteredBy: '2022-10-11',
  lowPropensityVotedAfter: '2022-08-31',
  nvraDec2022Since: '2020-11-03',
  nvra2025Since: '2022-11-08',
} as const;

export const AGE_LIMITS = { ninety: 90, hundred: 100, placeholderAbove: 115 } as const;

/** The current-metrics object: spec 2 section 3 fields plus the foundation's additions. */
export const CURRENT_METRIC_FIELDS: Record<FindingRule | 'UOCAVA', string> = {
  DUPLICATE: 'duplicate',
  DECEASED: 'deceased',
  AGE_100_PLUS: 'age_100_plus',
  AGE_90_PLUS: 'age_90_plus',
  AGE_PLACEHOLDER: 'age_placeholder',
  REG_DATE_PRE_1942: 'reg_date_pre_1942',
  UPS_USPS: 'ups_usps',
  NCOA_STATE: 'ncoa_state',
  LOW_PROPENSITY: 'low_propensity',
  NVRA_8D_DEC_2022: 'nvra_8d_dec_2022',
  NVRA_8D_2025: 'nvra_8d_2025',
  NON_RESIDENTIAL: 'non_residential',
  BLANK_UNIT: 'blank_unit',
  UNDELIVERABLE: 'undeliverable',
  UOCAVA: 'uocava',
};
