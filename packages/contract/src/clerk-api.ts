import { z } from 'zod';
import { VOTER_STATUS_LABELS } from './labels';
import { PAGE_NEEDS_LINK, PAGE_WITHOUT_LINK_MAX, pageCursorParam, pageLinksSchema } from './page-links';
import { CLERK_STATUSES, TRIAGE_STATUSES, VOTER_STATUS_FILTERS } from './triage';

/**
 * The clerk dashboard (spec 3 sections 2.2, 3, 6 and 7): the seven counts of Home, the work queue
 * (My Workspace), the challenged registrations (Challenged) and those due for confirmation
 * (Confirmation). Everything is scoped to the clerk's area: a county clerk's county (and
 * jurisdiction when the account names one), a state-level clerk's whole state.
 */

/** Spec 3 section 9: every clerk and patriot table shows 30 rows a page. */
export const CLERK_PAGE_SIZE = 30;

/** Filters of the Challenged tab (POST /api/clerk-review-list's filter_code). */
export const CLERK_REVIEW_FILTERS = ['CS', 'RESIDENT'] as const;
export type ClerkReviewFilter = (typeof CLERK_REVIEW_FILTERS)[number];

/** The statuses a resident's (anonymous) flag counts in while it waits for the clerk. */
export const RESIDENT_OPEN_STATUSES = ['TRG', 'SFCR', 'CS'] as const;

export const CLERK_METRIC_KEYS = [
  'challenge_submitted_count',
  'flagged_by_residents_count',
  'due_for_confirmation_count',
  'in_queue_count',
  'clerk_action_taken_count',
  'cleanup_initiated_count',
  'conf_notice_sent_count',
] as const;
export type ClerkMetricKey = (typeof CLERK_METRIC_KEYS)[number];

/**
 * The voter statuses Due for Confirmation holds: its rows are the review rows listed under
 * NCOA_STATE, and a registration is listed under that rule only when Active (the load's
 * review-rows.ts: only REVIEW_WIDE_RULES also list Verify and Challenged).
 */
export const DUE_VOTER_STATUSES = ['A'] as const satisfies readonly (typeof VOTER_STATUS_FILTERS)[number][];
const dueStatusWords = DUE_VOTER_STATUSES.map((s) => VOTER_STATUS_LABELS[s]).join(' or ');

export interface ClerkMetricInfo {
  title: string;
  caption: string;
  /** Exactly what is counted; shown on the methodology page. */
  definition: string;
  /** The list that holds exactly the registrations counted (the card opens it). */
  list:
    | { tab: 'challenged'; filter: ClerkReviewFilter }
    | { tab: 'confirmation' }
    | { tab: 'workspace'; status: string };
}

/** The seven cards of Home, in the spec's order, each with its exact definition. */
export const CLERK_METRICS: Record<ClerkMetricKey, ClerkMetricInfo> = {
  challenge_submitted_count: {
    title: 'Waiting in Challenged',
    caption: 'Challenges submitted under MCL 168.512, not yet taken up',
    definition:
      'Flagged registrations in your area whose status is INVALID - Challenge Submitted: a reviewer submitted a challenge packet under MCL 168.512 and it awaits you in the Challenged list. Once you add it to your queue or decide it, it leaves this count (it stays in Challenges submitted).',
    list: { tab: 'challenged', filter: 'CS' },
  },
  flagged_by_residents_count: {
    title: 'Flagged by Residents',
    caption: 'Registrations residents flagged without an account',
    definition:
      'Flags in your area raised by a resident without an account (a verified phone number), still open (in triage, to be challenged or challenge submitted), not yet in your queue or decided.',
    list: { tab: 'challenged', filter: 'RESIDENT' },
  },
  due_for_confirmation_count: {
    title: 'Due for Confirmation',
    caption: `${dueStatusWords} registrations that moved out of Michigan, not yet in your work`,
    definition: `Registrations in your area of the current voter file whose voter status is ${dueStatusWords}, with a change of address out of Michigan (a National Change of Address record to another state, effective in the metric window), not yet in your queue and not yet given a next step.`,
    list: { tab: 'confirmation' },
  },
  in_queue_count: {
    title: 'In Queue',
    caption: 'Challenges in my queue for review',
    definition: 'Registrations in your area in the clerk work queue, not yet given a next step.',
    list: { tab: 'workspace', status: 'INQ' },
  },
  clerk_action_taken_count: {
    title: 'Records Updated',
    caption: 'Records updated for accuracy',
    definition:
      'Registrations in your area whose next step was Clerk Action Taken (shown as Record Updated).',
    list: { tab: 'workspace', status: 'CAT' },
  },
  cleanup_initiated_count: {
    title: 'Cleanup Initiated',
    caption: 'Registrations whose cleanup has begun',
    definition: 'Registrations in your area whose next step was Cleanup Initiated.',
    list: { tab: 'workspace', status: 'CI' },
  },
  conf_notice_sent_count: {
    title: 'Confirmation Notice Sent',
    caption: 'NVRA confirmation notices sent',
    definition: 'Registrations in your area whose next step was Confirmation Notice Sent.',
    list: { tab: 'workspace', status: 'NS' },
  },
};

/**
 * The card beside them that keeps history (issue 35): packets submitted in the area, all time and
 * this month, whatever the clerk did with them since. It opens no list: the packets the clerk
 * took up are in My Workspace, the others in Challenged.
 */
export const CLERK_PACKETS_CARD = {
  title: 'Challenges submitted',
  caption: (month: string) => `Challenge packets submitted in your area, all time; ${month} this month.`,
  definition:
    'Challenge packets submitted under MCL 168.512 for registrations of your area, all time and this calendar month (UTC), counted once submitted: adding one to your queue or deciding it does not lower the count.',
} as const;

// GET /api/clerk-review-metrics/
export const clerkMetricsResponse = z.object({
  /** Packets submitted in the area (CLERK_PACKETS_CARD), all time and this month. */
  challenges_submitted_total: z.number(),
  challenges_submitted_this_month: z.number(),
  challenge_submitted_count: z.number(),
  flagged_by_residents_count: z.number(),
  due_for_confirmation_count: z.number(),
  in_queue_count: z.number(),
  clerk_action_taken_count: z.number(),
  cleanup_initiated_count: z.number(),
  conf_notice_sent_count: z.number(),
  /** The voter file the due-for-confirmation count reads (null: none loaded yet). */
  snapshot_date: z.string().nullable(),
});
export type ClerkMetrics = z.infer<typeof clerkMetricsResponse>;

// GET /api/clerk-review-summary/: the Challenged tab's metric choices.
export const clerkSummaryMetricSchema = z.object({
  metric_filter_code: z.enum(CLERK_REVIEW_FILTERS),
  metric_desc_x: z.string(),
  metric_value: z.number(),
});
export const clerkReviewSummaryResponse = z.array(clerkSummaryMetricSchema);
export const CLERK_FILTER_DESCRIPTIONS: Record<ClerkReviewFilter, string> = {
  CS: 'Challenges submitted',
  RESIDENT: 'Flagged by residents',
};

/** One registration of a clerk table (spec 3 section 3's registration row, the fields shown). */
export const clerkRowSchema = z.object({
  row_number: z.number(),
  voter_identification_number: z.number(),
  current_triage_status: z.enum(TRIAGE_STATUSES),
  flagged_reg_id: z.number().nullable(),
  /** The registration's finding rules in the current voter file, comma-separated. */
  system_review_codes: z.string(),
  full_name: z.string(),
  full_street_address: z.string().nullable(),
  full_address_hash: z.string().nullable(),
  address_hash: z.string().nullable(),
  voter_status_type_code: z.string().nullable(),
  year_of_birth: z.number().nullable(),
  county_name: z.string(),
  jurisdiction_name: z.string(),
  precinct: z.string(),
  /** The precinct's ward ('' or zeros: none): lists name the precinct precinctName(ward, precinct). */
  ward: z.string(),
  registration_date: z.string().nullable(),
  last_voted_election: z.string().nullable(),
  ncoa_delivery_point: z.string().nullable(),
  ncoa_move_date: z.string().nullable(),
  ncoa_moved_to_address: z.string().nullable(),
  /** Business name or address description: the postal location at the street address. */
  name: z.string().nullable(),
  /** Address type: the canvass category of the address. */
  category: z.string().nullable(),
  flagged_reason: z.string().nullable(),
});
export type ClerkRow = z.infer<typeof clerkRowSchema>;

export const clerkListResponse = z.object({
  rows: z.array(clerkRowSchema),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
  snapshot_date: z.string().nullable(),
});
export type ClerkList = z.infer<typeof clerkListResponse>;

/**
 * Due for Confirmation pages by key (issue 39, `page-links.ts`): its answer carries the page links
 * the pager offers (the first page, those within PAGE_LINK_WINDOW of this one, the last).
 */
export const dueForConfirmationResponse = clerkListResponse.extend({ links: pageLinksSchema });
export type DueForConfirmationList = z.infer<typeof dueForConfirmationResponse>;

/** Sorts every clerk table offers (the server orders, so pages are slices of one order). */
export const CLERK_SORTS = [
  'full_name',
  'full_street_address',
  'voter_identification_number',
  'year_of_birth',
  'current_triage_status',
] as const;
export type ClerkSort = (typeof CLERK_SORTS)[number];

const listOptions = {
  page: z.coerce.number().int('Pages are whole numbers.').min(1, 'Pages start at 1.').max(100_000).default(1),
  sort: z.enum(CLERK_SORTS, 'Unknown sort column.').default('full_name'),
  dir: z.enum(['asc', 'desc'], 'Sort direction is asc or desc.').default('asc'),
  /** Name or address contains, case-insensitive (spec 3 section 5). */
  q: z.string().trim().max(64, 'Search at most 64 characters.').optional(),
  jurisdiction: z.string().trim().max(64, 'Jurisdiction at most 64 characters.').optional(),
};

/**
 * The triage status filter of Challenged and Confirmation (spec 3 sections 5, 9): the statuses each
 * list can hold. Spec 3 section 9 also names CI, CAT and NS for Confirmation, but a registration in
 * the clerk's work leaves that list (it is "not yet in your queue"): those would always be empty.
 */
export const CLERK_TRIAGE_FILTERS = {
  challenged: ['TRG', 'SFCR', 'CS'],
  confirmation: ['TRG', 'SFCR', 'CS', 'VALID'],
} as const;

/**
 * The voter status filter of Challenged and Confirmation (spec 3 sections 5, 9): the statuses each
 * list can hold. Spec 3 section 9 names A, CH, V and R; Confirmation holds Active registrations
 * only (DUE_VOTER_STATUSES), so its other choices would always be empty.
 */
export const CLERK_VOTER_STATUS_FILTERS = {
  challenged: VOTER_STATUS_FILTERS,
  confirmation: DUE_VOTER_STATUSES,
} as const;

const TRIAGE_FILTER_MESSAGE = 'Unknown triage status filter.';
const VOTER_STATUS_MESSAGE = 'Unknown voter status filter.';
/** The place filters of Challenged and Confirmation (spec 3 sections 5, 9). */
const registrationFilters = {
  /** Narrows a state-level clerk's lists to a county (a county clerk's are theirs already). */
  county: z.string().trim().max(64, 'County at most 64 characters.').optional(),
};

// GET /api/clerk-workspace-list/ (?status= one of the clerk statuses)
export const clerkWorkspaceQuery = z.object({
  ...listOptions,
  status: z.enum(['ALL', ...CLERK_STATUSES], 'Unknown status filter.').default('ALL'),
});
// GET /api/due-for-confirmation: a page opens from a page link's cursor (`after`), or by number
// for the first PAGE_WITHOUT_LINK_MAX pages (`page`).
export const dueForConfirmationQuery = z
  .object({
    ...listOptions,
    ...registrationFilters,
    voter_status: z.enum(CLERK_VOTER_STATUS_FILTERS.confirmation, VOTER_STATUS_MESSAGE).optional(),
    triage_status: z.enum(CLERK_TRIAGE_FILTERS.confirmation, TRIAGE_FILTER_MESSAGE).optional(),
    after: pageCursorParam,
  })
  .superRefine((q, ctx) => {
    if (!q.after && q.page > PAGE_WITHOUT_LINK_MAX)
      ctx.addIssue({ code: 'custom', path: ['page'], message: PAGE_NEEDS_LINK });
  });
// POST /api/clerk-review-list
export const clerkReviewListBody = z.object({
  filter_code: z.enum(CLERK_REVIEW_FILTERS, 'Please select a metric.'),
  ...listOptions,
  ...registrationFilters,
  voter_status: z.enum(CLERK_VOTER_STATUS_FILTERS.challenged, VOTER_STATUS_MESSAGE).optional(),
  triage_status: z.enum(CLERK_TRIAGE_FILTERS.challenged, TRIAGE_FILTER_MESSAGE).optional(),
});
/** A list's options as the queries read them (the workspace has no registration filters). */
export type ClerkListOptions = Omit<z.infer<typeof dueForConfirmationQuery>, 'voter_status' | 'after'> & {
  voter_status?: (typeof VOTER_STATUS_FILTERS)[number] | undefined;
  status?: string;
};

/** The spec's words named tabs that do not exist ("Challenges for Review", "Due for Confirmation"). */
export const CLERK_EMPTY_WORKSPACE =
  'No registrations in your work queue. Use "Add to my queue" on the Challenged and Confirmation tabs to add registrations to your work queue.';
export const CLERK_EMPTY_CONFIRMATION = 'There are no registrations currently due for confirmation.';
export const CLERK_EMPTY_CHALLENGED = 'No registrations for this metric in your area.';
