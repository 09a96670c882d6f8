import { z } from 'zod';
import { FINDING_RULES, type FindingRule } from './metrics';
import { zoneHashSchema } from './metrics-api';
import {
  listDigest,
  PAGE_CURSOR_DAMAGED,
  PAGE_NEEDS_LINK,
  PAGE_WITHOUT_LINK_MAX,
  pageCursorParam,
  pageLinksSchema,
} from './page-links';
import { isAnsweredSearch, REVIEW_SEARCH_MORE_LETTERS } from './review-search-words';
import { TRIAGE_STATUSES } from './triage';

/** Registrations For Review (spec 2 sections 2.6-2.8): filters, list, summaries, evidence. */

export const REVIEW_PAGE_SIZE = 30;
/** The review page's triage-status filter in its URL (a role home's card opens the list so filtered). */
export const REVIEW_STATUS_PARAM = 'rv_status';
/** 'Show all' is offered (and answered) only below this many registrations for review. */
export const REVIEW_SHOW_ALL_BELOW = 20_000;

/** The review filter of each finding rule: its metric key and its description. */
export const REVIEW_FILTERS: Record<FindingRule, { metricKey: string; desc: string }> = {
  NVRA_8D_2025: { metricKey: 'NVRA_8D_2025_COUNT', desc: 'NVRA 2025: slated for cancellation in 2025' },
  NVRA_8D_DEC_2022: {
    metricKey: 'NVRA_8D_DEC_2022_COUNT',
    desc: 'NVRA Dec 2022: verify status past two federal elections',
  },
  DUPLICATE: { metricKey: 'DUPLICATE_COUNT', desc: 'Duplicates' },
  DECEASED: { metricKey: 'DECEASED_COUNT', desc: 'Deceased' },
  AGE_100_PLUS: { metricKey: 'AGE_100_PLUS_COUNT', desc: 'Age 100+' },
  AGE_90_PLUS: { metricKey: 'AGE_90_PLUS_COUNT', desc: 'Age 90+' },
  AGE_PLACEHOLDER: { metricKey: 'AGE_PLACEHOLDER_COUNT', desc: 'Placeholder birth year' },
  REG_DATE_PRE_1942: { metricKey: 'REG_DATE_PRE_1942_COUNT', desc: 'Registered before 1942' },
  UPS_USPS: { metricKey: 'UPS_USPS_COUNT', desc: 'UPS / USPS address' },
  NCOA_STATE: { metricKey: 'NCOA_STATE_COUNT', desc: 'Moved out of state (NCOA)' },
  LOW_PROPENSITY: { metricKey: 'LOW_PROPENSITY_COUNT', desc: 'Low propensity' },
  NON_RESIDENTIAL: { metricKey: 'NON_RESIDENTIAL_COUNT', desc: 'Non-residential address' },
  BLANK_UNIT: { metricKey: 'BLANK_UNIT_COUNT', desc: 'Blank unit number' },
  UNDELIVERABLE: { metricKey: 'UNDELIVERABLE_COUNT', desc: 'Undeliverable address' },
};

/**
 * These categories also list registrations in Challenged (CH) and Verify (V) status (spec 2
 * section 2.6); the others list only Active ones.
 */
export const REVIEW_WIDE_RULES = [
  'NVRA_8D_2025',
  'NVRA_8D_DEC_2022',
  'DECEASED',
  'DUPLICATE',
] as const satisfies readonly FindingRule[];

export const reviewFilterCodeSchema = z.enum(['ALL', ...FINDING_RULES], 'Unknown review filter.');

/** A county, jurisdiction or precinct in a path; '-1' or empty means none (spec 2 section 7). */
const pathName = z
  .string()
  .trim()
  .max(64, 'A name in the path has at most 64 characters.')
  .optional()
  .transform((v) => (v === undefined || v === '' || v === '-1' ? undefined : v));

export const zonePathParams = z.object({
  county: z
    .string()
    .trim()
    .min(1, 'A county is required.')
    .max(64, 'A county name has at most 64 characters.'),
  jurisdiction: pathName,
  precinct: pathName,
});

// GET /api/review-list/{filterCode}/{county}/[{jurisdiction}/[{precinct}/]]
export const reviewListParams = zonePathParams.extend({ filterCode: reviewFilterCodeSchema });
export const REVIEW_SORTS = [
  'full_name',
  'full_street_address',
  'voter_identification_number',
  'year_of_birth',
  'current_triage_status',
  'registration_date',
  'challenge_codes',
] as const;
type ReviewSort = (typeof REVIEW_SORTS)[number];
const reviewListFields = z.object({
  page: z.coerce.number().int().min(1, 'Pages start at 1.').default(1),
  /** Every row at once ('Show all'), only below REVIEW_SHOW_ALL_BELOW. */
  all: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
  sort: z.enum(REVIEW_SORTS, 'Unknown sort column.').default('full_name'),
  dir: z.enum(['asc', 'desc']).default('asc'),
  status: z.enum(['ALL', ...TRIAGE_STATUSES], 'Unknown status filter.').default('ALL'),
  q: z
    .string()
    .trim()
    .max(64, 'Search at most 64 characters.')
    .refine(isAnsweredSearch, REVIEW_SEARCH_MORE_LETTERS)
    .optional(),
});

const voterIdKey = z.number().int().positive();
/**
 * A review page link's key (page-links.ts), per sort: the sort value of the row before the page (as
 * text; null for a blank, and for the voter-id sort, which has no other) and its voter id.
 */
export const REVIEW_CURSOR_KEYS: Record<ReviewSort, z.ZodType> = {
  full_name: z.tuple([z.string(), voterIdKey]),
  full_street_address: z.tuple([z.string().nullable(), voterIdKey]),
  voter_identification_number: z.tuple([z.null(), voterIdKey]),
  year_of_birth: z.tuple([
    z
      .string()
      .regex(/^\d{1,4}$/)
      .nullable(),
    voterIdKey,
  ]),
  current_triage_status: z.tuple([z.enum(TRIAGE_STATUSES), voterIdKey]),
  registration_date: z.tuple([z.iso.date().nullable(), voterIdKey]),
  challenge_codes: z.tuple([z.string(), voterIdKey]),
};

/**
 * A page of the list: from a page link (`after`, the cursor the last response linked), or by number
 * for the first PAGE_WITHOUT_LINK_MAX pages (`page`).
 */
export const reviewListQuery = reviewListFields.extend({ after: pageCursorParam }).superRefine((q, ctx) => {
  if (q.after?.k && !REVIEW_CURSOR_KEYS[q.sort].safeParse(q.after.k).success)
    ctx.addIssue({ code: 'custom', path: ['after'], message: PAGE_CURSOR_DAMAGED });
  if (!q.after && !q.all && q.page > PAGE_WITHOUT_LINK_MAX)
    ctx.addIssue({ code: 'custom', path: ['page'], message: PAGE_NEEDS_LINK });
});

/** What a review page link belongs to: the list's snapshot, zone, filter, order, status and search. */
export const reviewListDigest = (
  snapshot: string,
  zoneHash: string,
  filterCode: string,
  q: { sort: ReviewSort; dir: 'asc' | 'desc'; status: string; q?: string | undefined },
) => listDigest([snapshot, zoneHash, filterCode, q.sort, q.dir, q.status, q.q ?? '']);

// GET /api/review-list-csv/{filterCode}/{county}/[{jurisdiction}/[{precinct}/]]: every row of the
// list's filter (status and search as the list's), in the list's sort and direction, streamed as CSV.
export const reviewCsvQuery = reviewListFields.pick({ status: true, q: true, sort: true, dir: true });
/** The CSV's columns, in order. */
export const REVIEW_CSV_HEADER = [
  'Voter Id',
  'Full Name (Last, First, Middle)',
  'Full Street Address',
  'Jurisdiction',
  'Precinct',
  'Year of Birth',
  'Registration Date',
  'Voter Status',
  'Triage Status',
  'System Review Codes',
] as const;

/** Why a registration is listed: one finding, with its evidence (rule, source row, snapshot). */
export const findingEvidenceSchema = z.object({
  rule: z.string(),
  detail: z.string().nullable(),
  snapshot_date: z.string(),
  evidence: z.record(z.string(), z.unknown()),
  /** A reviewer's verdict on this finding, if any. */
  verdict: z.enum(['FALSE_POSITIVE', 'CONFIRMED']).nullable(),
});

export const reviewRowSchema = z.object({
  row_number: z.number(),
  filter_code: z.string(),
  current_triage_status: z.enum(TRIAGE_STATUSES),
  flagged_reg_id: z.number().nullable(),
  challenge_codes: z.string(),
  full_street_address: z.string().nullable(),
  full_name: z.string(),
  voter_identification_number: z.number(),
  year_of_birth: z.number().nullable(),
  first_name: z.string(),
  middle_name: z.string(),
  last_name: z.string(),
  extension: z.string(),
  street_number: z.string(),
  street_name: z.string(),
  street_type: z.string(),
  city: z.string(),
  zip_code: z.string(),
  jurisdiction_name: z.string(),
  precinct: z.string(),
  /** The precinct's ward ('' or zeros: none): lists name the precinct precinctName(ward, precinct). */
  ward: z.string(),
  uocava_status_code: z.string(),
  voter_status_type_code: z.string(),
  registration_date: z.string().nullable(),
  nov_2020_election_date: z.string(),
  voted_nov_2020: z.boolean(),
  absentee_or_in_person_nov_2020: z.string().nullable(),
  aug_2022_election_date: z.string(),
  voted_aug_2022: z.boolean(),
  absentee_or_in_person_aug_2022: z.string().nullable(),
  last_voted_election: z.string().nullable(),
  ncoa_delivery_point: z.string().nullable(),
  ncoa_match_type: z.string().nullable(),
  ncoa_move_date: z.string().nullable(),
  ncoa_moved_to_address: z.string().nullable(),
  /** The registration's county when a change of address is on file (the new county is not known). */
  moved_from_county: z.string().nullable(),
  reg_count: z.number(),
  /** Business name or address description (spec 3 section 3): the postal location at the address. */
  name: z.string().nullable(),
  /** Address type: the address research's category, else the canvass category of the address. */
  category: z.string().nullable(),
  /** Digital research comments of the address (address research). */
  comments: z.string().nullable(),
  full_address_hash: z.string(),
  address_hash: z.string(),
  snapshot_ref: z.string(),
  findings: z.array(findingEvidenceSchema),
});
export type ReviewRow = z.infer<typeof reviewRowSchema>;

export const reviewListResponse = z.object({
  rows: z.array(reviewRowSchema),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
  /** The pages the pager may open from here (page-links.ts); none with Show all. */
  links: pageLinksSchema,
  snapshot_date: z.string(),
});

/**
 * One filter of the review list: metric_value is the registrations it lists (the list's total),
 * metric_active_value the Active ones among them. A registration with several findings is under
 * several filters, so the values do not add up to the list's All.
 */
export const reviewMetricSchema = z.object({
  id: z.number(),
  metric_key: z.string(),
  metric_filter_code: z.string(),
  metric_desc_x: z.string(),
  metric_value: z.number(),
  metric_active_value: z.number(),
});

// POST /api/review-summary
export const reviewSummaryBody = z.object({
  county_name: z.string().trim().min(1, 'A county is required.').max(64),
  jurisdiction_name: z.string().trim().max(64).nullable().optional(),
  precinct: z.string().trim().max(64).nullable().optional(),
});
export const reviewSummaryResponse = z.array(reviewMetricSchema);

// GET /api/review-nvra-summary/{zoneHash}/
export const reviewNvraSummaryParams = z.object({ zoneHash: zoneHashSchema });

// GET /api/summary/{county}/[{jurisdiction}/[{precinct}/]]
export const locationSummaryResponse = z.object({
  total_registered_voter_count: z.number(),
  /** Registrations the review list shows under All (each once, whatever its number of findings). */
  registrations_for_review: z.number(),
  /** Of those, the Active ones. */
  active_registrations_for_review: z.number(),
});

// POST /api/finding-review: a reviewer's verdict on one finding (false positive, with a reason).
export const findingReviewBody = z.object({
  voter_id: z.coerce.number().int().positive(),
  rule: z.enum(FINDING_RULES, 'Unknown rule.'),
  snapshot_date: z.iso.date('A snapshot date is YYYY-MM-DD.'),
  verdict: z.enum(['FALSE_POSITIVE', 'CONFIRMED'], 'Choose False positive or Confirmed.'),
  reason: z
    .string('Reason description required')
    .trim()
    .min(8, 'Please describe reason using minimum 8 characters')
    .max(1024, 'Reason Description: Maximum 1024 characters, please'),
});
export const findingReviewResponse = z.object({ message: z.string() });

/**
 * Each detector measured on the generator's ground truth (pipeline `detector-accuracy.test.ts`,
 * which fails when these differ from what it measures): of the registrations a rule found in the
 * generated file, how many carry the planted anomaly. UNDELIVERABLE has no source, so no figure.
 */
export const GENERATED_TRUTH = {
  voters: 6000,
  seed: 11,
  snapshot: '2025-10-01',
  rules: {
    DUPLICATE: { found: 37, right: 30 },
    DECEASED: { found: 16, right: 16 },
    AGE_100_PLUS: { found: 16, right: 16 },
    AGE_90_PLUS: { found: 97, right: 97 },
    AGE_PLACEHOLDER: { found: 3, right: 3 },
    REG_DATE_PRE_1942: { found: 3, right: 3 },
    UPS_USPS: { found: 9, right: 9 },
    NCOA_STATE: { found: 180, right: 180 },
    LOW_PROPENSITY: { found: 1178, right: 1178 },
    NVRA_8D_DEC_2022: { found: 175, right: 175 },
    NVRA_8D_2025: { found: 245, right: 245 },
    NON_RESIDENTIAL: { found: 12, right: 12 },
    BLANK_UNIT: { found: 13, right: 13 },
  } satisfies Partial<Record<FindingRule, { found: number; right: number }>>,
};

// GET /api/finding-precision: per rule, the reviewers' verdicts and the measured precision.
export const rulePrecisionSchema = z.object({
  rule: z.string(),
  reviewed: z.number(),
  false_positives: z.number(),
  confirmed: z.number(),
  /** confirmed / reviewed, or null before any review. */
  precision: z.number().nullable(),
  /** On the generated ground truth (GENERATED_TRUTH): found, right, right / found; null: none. */
  truth_found: z.number().nullable(),
  truth_right: z.number().nullable(),
  truth_precision: z.number().nullable(),
});
export const findingPrecisionResponse = z.array(rulePrecisionSchema);
