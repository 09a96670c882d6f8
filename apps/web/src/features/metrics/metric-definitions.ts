import { canvassFindingLabel } from '@voterroll/contract/evidence-labels';
import {
  AGE_LIMITS,
  CURRENT_METRIC_FIELDS,
  DUPLICATE_PARTS,
  type DuplicatePart,
  type FindingRule,
  HARD_RULES,
  RULE_DATES,
  SCORED_RULES,
} from '@voterroll/contract/metrics';
import type { MetricTrendPath } from '@voterroll/contract/metrics-api';

/** A statute or law a metric relates to, cited for context (spec 2 section 9). */
export interface Statute {
  cite: string;
  about: string;
}

/** A part of a metric: zone_metrics keys 'RULE:part', counted apart and shown beside the metric. */
export interface MetricPart {
  /** Its name on the page (a card's `data-part`), e.g. duplicate_address. */
  id: string;
  label: string;
  /** What the part counts, in plain words. */
  text: string;
  /** Its field in the metric's trend rows (the contract's METRIC_TRENDS). */
  trendField: string;
  /**
   * Its fields in the current-metrics object, where that object carries them (DUPLICATE's with
   * active counts, UOCAVA's without); NON_RESIDENTIAL's and BLANK_UNIT's parts are served by the
   * trend only, so their cards list none.
   */
  current?: { count: string; active?: string };
}

/**
 * One metric as the pages explain it: the current-metrics card, its "More Details ..." modal and
 * the methodology page all read these words, so they cannot disagree.
 */
export interface MetricDefinition {
  rule: FindingRule | 'UOCAVA';
  /** The spec's key of the detail modal, e.g. DUPLICATE_COUNT. */
  key: string;
  cardTitle: string;
  modalTitle: string;
  /** What is counted, in plain words. */
  ruleText: string;
  /** Why it matters and what it does not prove. */
  caution: string;
  source: string;
  statutes: Statute[];
  /** Its trend endpoint and the fields drawn (the metric itself first, where the trend serves it). */
  trend: { path: MetricTrendPath; fields: string[] };
  /** Cards with an 'Active Status' sub-count (status A only). */
  showActive: boolean;
  /** Low propensity is shown only when its count is not zero (spec 2 section 2.2). */
  hideWhenZero?: boolean;
  /** Parts the cards, the modal, the methodology page and the trend show beside the metric. */
  parts?: MetricPart[];
  /**
   * A metric no loaded file can fill yet: its card and trend are not shown (they would read 0 as if
   * measured); the pages say instead what file would fill it.
   */
  noSource?: string;
}

const QVF = 'The monthly Qualified Voter File of the Michigan Bureau of Elections.';
const NVRA: Statute = {
  cite: 'NVRA section 8(d), 52 U.S.C. 20507(d)',
  about:
    'a registration may be cancelled after a notice goes unanswered and the voter does not vote or appear through the second federal general election after it',
};
const FILE_UPKEEP: Statute = {
  cite: 'MCL 168.509q and MCL 168.510',
  about: 'the qualified voter file and the upkeep of the registration records by clerks',
};
const RESIDENCE: Statute = { cite: 'MCL 168.11', about: 'what "residence" means for voting in Michigan' };
const CHALLENGE: Statute = {
  cite: 'MCL 168.512',
  about: 'how an elector may challenge a registration, and the safeguards that apply',
};
const year = (iso: string) => iso.slice(0, 4);

/** The words of DUPLICATE's parts, one per rule of its definition. */
const DUPLICATE_PART_WORDS: Record<DuplicatePart, Pick<MetricPart, 'label' | 'text'>> = {
  address: {
    label: 'Same address (rule 1)',
    text: 'Registrations in a group of two or more with the same first name, birth year and address (street without the unit, city and ZIP), whatever their other names.',
  },
  name: {
    label: 'Same name (rule 2)',
    text: 'Registrations in a group of two or more with the same first, middle and last name and birth year, wherever they live in the state.',
  },
};
const DUPLICATE_METRIC_PARTS: MetricPart[] = DUPLICATE_PARTS.map((part) => ({
  id: `duplicate_${part}`,
  ...DUPLICATE_PART_WORDS[part],
  trendField: `duplicate_${part}_count`,
  current: { count: `duplicate_${part}_count`, active: `duplicate_${part}_active_count` },
}));

/** Trend-only parts: the trend field is the part's name. */
const trendPart = (prefix: string, trendField: string, label: string, text: string): MetricPart => ({
  id: `${prefix}_${trendField}`,
  label,
  text,
  trendField,
});

/**
 * NON_RESIDENTIAL's parts: the volunteers' category of the address (the finding's detail; seasonal
 * camps and RV parks are one part, as in spec 2). A registration has one category, so they add up.
 */
const NON_RESIDENTIAL_PARTS: MetricPart[] = (
  [
    ['virtual_mailbox', 'Virtual mailbox', 'a virtual mailbox (a mail-forwarding address)'],
    ['prison', 'Prison', 'a prison'],
    ['campground_rvpark', 'Seasonal camp or RV park', 'a seasonal camp or a seasonal RV park'],
    ['business', 'Business', 'a business'],
    ['homeless_shelter', 'Homeless shelter', 'a homeless shelter'],
    ['memory_care', 'Memory care', 'a memory or dementia care facility'],
  ] satisfies [string, string, string][]
).map(([field, label, what]) =>
  trendPart('non_residential', field, label, `Addresses volunteers categorised as ${what}.`),
);

/**
 * BLANK_UNIT's parts: what the canvassers found (the finding's detail). A registration counts in
 * one part (an empty lot before the rest), so they add up.
 */
const BLANK_UNIT_PARTS: MetricPart[] = (
  [
    ['apt_num_blank', 'Canvassers found apartments at the address and the registration names none.'],
    [
      'srlv_unit_blank',
      'Canvassers found senior living units at the address and the registration names none.',
    ],
    ['street_num_blank', 'Canvassers found the address needs a street number and the registration has none.'],
    ['hotel_rm_blank', 'Canvassers found hotel rooms at the address and the registration names none.'],
    ['trlr_lot_blank', 'Canvassers found trailer lots at the address and the registration names none.'],
    ['empty_lot', 'Canvassers found an empty lot: every registration there counts.'],
  ] satisfies [string, string][]
).map(([field, text]) => trendPart('blank_unit', field, canvassFindingLabel(field), text));

/**
 * UOCAVA's parts, by UOCAVA_STATUS_CODE (spec 4; N, not UOCAVA, is not counted). The current
 * metrics write O as uocava_o_count, the trend as uocava_0_count (spec 2's spelling).
 */
const UOCAVA_PARTS: MetricPart[] = (
  [
    ['m', 'm', 'Military (M)', 'Registrations coded M: voters in the uniformed services.'],
    ['c', 'c', 'Overseas civilian (C)', 'Registrations coded C: civilians living overseas.'],
    ['o', '0', 'Other overseas (O)', 'Registrations coded O: other overseas voters.'],
  ] satisfies [string, string, string, string][]
).map(([code, trendCode, label, text]) => ({
  id: `uocava_${code}`,
  label,
  text,
  trendField: `uocava_${trendCode}_count`,
  current: { count: `uocava_${code}_count` },
}));

export const METRICS: MetricDefinition[] = [
  {
    rule: 'NVRA_8D_DEC_2022',
    key: 'NVRA_8D_DEC_2022_COUNT',
    cardTitle: 'NVRA Dec 2022',
    modalTitle: 'NVRA Expired as of December 2022',
    ruleText: `Registrations in Verify (V) status, registered before ${RULE_DATES.nvraDec2022Since}, with no voting activity on or after ${RULE_DATES.nvraDec2022Since}: their second federal general election since the notice (November 2022) has passed.`,
    caution:
      'These registrations have reached the point where the law allows cancellation; a clerk confirms each one before removing it.',
    source: QVF,
    statutes: [NVRA, FILE_UPKEEP],
    trend: { path: 'nvra-8d-2022', fields: ['nvra_8d_2022_count'] },
    showActive: true,
  },
  {
    rule: 'NVRA_8D_2025',
    key: 'NVRA_8D_2025_COUNT',
    cardTitle: 'NVRA 2025',
    modalTitle: 'NVRA cancellation 2025',
    ruleText: `Registrations in Verify (V) status, registered before ${RULE_DATES.nvra2025Since}, with no voting activity on or after ${RULE_DATES.nvra2025Since}: the cohort whose second federal general election since the notice (November 2024) has passed, to be cancelled in 2025.`,
    caution:
      'These registrations have reached the point where the law allows cancellation; a clerk confirms each one before removing it.',
    source: QVF,
    statutes: [NVRA, FILE_UPKEEP],
    trend: { path: 'nvra-2025', fields: ['nvra_8d_2025_count'] },
    showActive: true,
  },
  {
    rule: 'LOW_PROPENSITY',
    key: 'LOW_PROPENSITY_COUNT',
    cardTitle: 'Low Propensity Voters',
    modalTitle: 'Low Propensity Voters',
    ruleText: `Registered on or before ${RULE_DATES.lowPropensityRegisteredBy} and no vote recorded after ${RULE_DATES.lowPropensityVotedAfter} (the August 2022 primary or earlier was the last).`,
    caution: 'Not voting is not an error: this count is context for the others, and lowers no hard score.',
    source: QVF,
    statutes: [FILE_UPKEEP],
    trend: { path: 'low-propensity-voter', fields: ['low_propensity_voter_count'] },
    showActive: true,
    hideWhenZero: true,
  },
  {
    rule: 'DUPLICATE',
    key: 'DUPLICATE_COUNT',
    cardTitle: 'Duplicates',
    modalTitle: 'Duplicates',
    ruleText:
      'Two or more registrations that share (1) first name, year of birth and street address, or (2) first, middle and last name and year of birth. Every member of such a group is counted once, even when it matches by both rules. Each rule is also counted on its own, as a part: a registration matching by both is in both parts, so the parts may add up to more than the total.',
    caution:
      'Twins and unrelated people with the same name and birth year do exist: rule (2) counts them too. Each pair needs a person to look at it.',
    source: QVF,
    statutes: [FILE_UPKEEP, CHALLENGE],
    trend: {
      path: 'duplicate',
      fields: ['duplicate_count', ...DUPLICATE_METRIC_PARTS.map((p) => p.trendField)],
    },
    showActive: true,
    parts: DUPLICATE_METRIC_PARTS,
  },
  {
    rule: 'DECEASED',
    key: 'DECEASED_COUNT',
    cardTitle: 'Deceased',
    modalTitle: 'Deceased',
    ruleText:
      'Registrations named in the deceased-persons source: by voter id, or by a first name, last name and year of birth that match exactly one registration.',
    caution:
      'A death record can be matched to the wrong person; the clerk checks the record before cancelling.',
    source: 'Death records matched against the voter file.',
    statutes: [FILE_UPKEEP],
    trend: { path: 'deceased', fields: ['deceased_count'] },
    showActive: true,
  },
  {
    rule: 'AGE_100_PLUS',
    key: 'AGE_100_PLUS_COUNT',
    cardTitle: 'Age 100+',
    modalTitle: 'Age 100 or older',
    ruleText: `Age on January 1 of the snapshot's year is 100 to 115. Placeholder birth years (ages above 115) are counted apart and never here.`,
    caution: 'Many people live past 100. This count asks for a check, not a conclusion.',
    source: QVF,
    statutes: [FILE_UPKEEP],
    trend: { path: 'age-100-plus', fields: ['age_100_plus_count'] },
    showActive: true,
  },
  {
    rule: 'AGE_90_PLUS',
    key: 'AGE_90_PLUS_COUNT',
    cardTitle: 'Age 90+',
    modalTitle: 'Age 90 or older',
    ruleText: 'Age on January 1 of the snapshot year is 90 to 115 (placeholder birth years left out).',
    caution: 'Context only: it does not lower the hard score.',
    source: QVF,
    statutes: [FILE_UPKEEP],
    trend: { path: 'age-90-plus', fields: ['age_90_plus_count'] },
    showActive: true,
  },
  {
    rule: 'AGE_PLACEHOLDER',
    key: 'AGE_PLACEHOLDER_COUNT',
    cardTitle: 'Placeholder birth year',
    modalTitle: 'Placeholder birth year',
    ruleText: `Age on January 1 of the snapshot's year is above ${AGE_LIMITS.placeholderAbove}: a birth year no one living has, often 1900 or another stand-in entered when the real one was unknown. Counted apart from Age 90+ and Age 100+.`,
    caution:
      'The voter may well be alive and eligible: the record needs its real birth year, which the clerk can take from the original application.',
    source: QVF,
    statutes: [FILE_UPKEEP],
    trend: { path: 'age-placeholder', fields: ['age_placeholder_count'] },
    showActive: true,
  },
  {
    rule: 'REG_DATE_PRE_1942',
    key: 'REG_DATE_PRE_1942_COUNT',
    cardTitle: 'Registration date pre-1942',
    modalTitle: 'Registered to vote prior to 1942',
    ruleText: `The registration date is before ${RULE_DATES.regDatePre}.`,
    caution:
      'Old records were often given a placeholder date when they were converted; the date may simply be wrong.',
    source: QVF,
    statutes: [FILE_UPKEEP],
    trend: { path: 'reg-dt-old', fields: ['reg_date_pre_1942_count'] },
    showActive: true,
  },
  {
    rule: 'UPS_USPS',
    key: 'UPS_USPS_COUNT',
    cardTitle: 'USPS (registered from post offices)',
    modalTitle: 'Registered at a post office or shipping store',
    ruleText:
      'The residence address (street address without the unit, and 5-digit ZIP) is a known post office or shipping-store location.',
    caution: 'A mailbox is not a residence, but the address may also be a data-entry slip for a nearby home.',
    source: 'A public database of postal and shipping office addresses.',
    statutes: [RESIDENCE],
    trend: { path: 'usps', fields: ['ups_usps_count'] },
    showActive: true,
  },
  {
    rule: 'BLANK_UNIT',
    key: 'BLANK_UNIT_COUNT',
    cardTitle: 'Blank Apartment / Lot / Unit',
    modalTitle: 'Registrations with incomplete address',
    ruleText:
      'Volunteers found that the address needs a unit (apartment, senior living unit, hotel room, trailer lot) or a street number, and the registration has none; at an empty lot every registration counts.',
    caution: 'Mail may still reach the voter; the record is incomplete, not necessarily wrong.',
    source: 'Volunteer canvassing data.',
    statutes: [RESIDENCE],
    trend: { path: 'blank-unit', fields: ['blank_unit_count', ...BLANK_UNIT_PARTS.map((p) => p.trendField)] },
    showActive: true,
    parts: BLANK_UNIT_PARTS,
  },
  {
    rule: 'NON_RESIDENTIAL',
    key: 'NON_RESIDENTIAL_COUNT',
    cardTitle: 'Non-residential Address',
    modalTitle: 'Registered at a non-residential address',
    ruleText:
      'The address was categorised by volunteers as a virtual mailbox, prison, seasonal camp or RV park, business, homeless shelter or memory care facility.',
    caution:
      'Some of these are lawful homes (shelters, care facilities, people living at their business): they need a look, not a challenge.',
    source: 'Volunteer categorisation of addresses.',
    statutes: [RESIDENCE],
    trend: {
      path: 'non-residential',
      fields: ['non_res_count', ...NON_RESIDENTIAL_PARTS.map((p) => p.trendField)],
    },
    showActive: true,
    parts: NON_RESIDENTIAL_PARTS,
  },
  {
    rule: 'NCOA_STATE',
    key: 'NCOA_STATE_COUNT',
    cardTitle: 'Out of State Moves',
    modalTitle: `Moved out of state between June ${year(RULE_DATES.ncoaFrom)} and June ${year(RULE_DATES.ncoaTo)}`,
    ruleText: `A national change-of-address record moves the voter to another state, effective ${RULE_DATES.ncoaFrom} to ${RULE_DATES.ncoaTo}.`,
    caution:
      'Military families and students may keep their Michigan residence and vote from outside the state. A forwarding order is not proof of a change of residence.',
    source: 'National change-of-address data as of June 2025.',
    statutes: [RESIDENCE, NVRA],
    trend: { path: 'ncoa', fields: ['moved_out_of_state'] },
    showActive: true,
  },
  {
    rule: 'UOCAVA',
    key: 'UOCAVA_COUNT',
    cardTitle: 'UOCAVA (military and overseas)',
    modalTitle: 'UOCAVA Registrations',
    ruleText:
      'Registrations whose UOCAVA status is military (M), overseas civilian (C) or other overseas (O); N (not UOCAVA) is not counted.',
    caution:
      'Overseas and military voters are lawful voters: this is a count, never a finding, and lowers no score.',
    source: QVF,
    statutes: [
      {
        cite: 'UOCAVA, 52 U.S.C. 20301 and following',
        about: 'voting by uniformed services and overseas citizens',
      },
      { cite: 'MCL 168.758b', about: 'absent voting by Michigan voters in the armed services and overseas' },
    ],
    // The trend serves the parts only (spec 2), no total.
    trend: { path: 'uocava', fields: UOCAVA_PARTS.map((p) => p.trendField) },
    showActive: false,
    parts: UOCAVA_PARTS,
  },
  {
    rule: 'UNDELIVERABLE',
    key: 'UNDELIVERABLE_COUNT',
    cardTitle: 'Undeliverable',
    modalTitle: 'Undeliverable addresses',
    ruleText:
      'The address-verification service reports that mail cannot be delivered to the residence address.',
    caution: 'Not counted yet: no file the product loads carries returned mail or verification codes.',
    source: 'Address verification codes.',
    noSource:
      'Undeliverable addresses are not counted: none of the files loaded (the voter file, its history, deceased, change-of-address, postal locations, canvass) carries returned mail or address-verification codes. A returned-mail or address-verification file delivered with the monthly load would fill this card and its trend.',
    statutes: [RESIDENCE],
    trend: { path: 'undeliverable', fields: ['undeliverable_count'] },
    showActive: true,
  },
];

/** The parts a card lists: those the current-metrics object carries. */
export const cardParts = (metric: MetricDefinition) =>
  (metric.parts ?? []).flatMap(({ current, ...part }) => (current ? [{ ...part, current }] : []));

export const isHard = (rule: MetricDefinition['rule']) => (HARD_RULES as readonly string[]).includes(rule);
/** Counted by the overall score (UOCAVA is no finding; the unscored rules describe lawful voters). */
export const isScored = (rule: MetricDefinition['rule']) =>
  (SCORED_RULES as readonly string[]).includes(rule);

/** The current-metrics object's field names of a metric: `<base>_count` and `<base>_active_count`. */
export const countFields = (rule: MetricDefinition['rule']) => {
  const base = CURRENT_METRIC_FIELDS[rule];
  return { count: `${base}_count`, active: `${base}_active_count` };
};
