import { z } from 'zod';
import { clerkRowSchema } from './clerk-api';
import { TRIAGE_STATUSES, type TriageStatus } from './triage';

/**
 * The Election Patriot dashboard (spec 3 sections 2.3, 6, 7): the registrations flagged in the
 * patriot's area (Flagged: filtered, sorted and exported in the browser, as the spec has it) and
 * those of them later voter files removed from the rolls (Removed). The area is the caller's own:
 * county, county and jurisdiction, or the state for an account with neither.
 */

/** Spec 3 section 9: 30 rows a page. */
export const PATRIOT_PAGE_SIZE = 30;
/** The export's file name ends so (spec 3 section 7). */
export const FLAGGED_CSV_SUFFIX = '-flagged-list-for-review.csv';

/** The explanation card's icon legend (spec 3 section 2.3), by the status each icon shows. */
export const PATRIOT_LEGEND: { status: TriageStatus; text: string }[] = [
  { status: 'TRG', text: 'Initial report, needs further research' },
  { status: 'SFCR', text: 'Confirmed invalid and ready to be challenged' },
  { status: 'VALID', text: 'Confirmed valid' },
  { status: 'CS', text: 'Challenge submitted to clerk' },
];

/** The process-flow banner: the cleanup pipeline of spec 3 section 1, in order. */
export const PATRIOT_PROCESS = [
  'Algorithms identify a potential irregularity',
  'A volunteer verifies it: valid, or needs research',
  'An Election Patriot reviews and verifies it',
  'The Election Patriot submits a challenge to the local clerk',
] as const;

export const REMOVED_INTRO =
  'These are registrations previously identified in your area that have since been purged from the voter rolls.';

/** One flagged registration as the current voter file has it (spec 3 section 3's row, the fields shown). */
export const flaggedRowSchema = clerkRowSchema
  .pick({
    voter_identification_number: true,
    current_triage_status: true,
    system_review_codes: true,
    full_name: true,
    full_street_address: true,
    full_address_hash: true,
    address_hash: true,
    voter_status_type_code: true,
    year_of_birth: true,
    county_name: true,
    jurisdiction_name: true,
    precinct: true,
    ward: true,
    registration_date: true,
  })
  .extend({
    flagged_reg_id: z.number(),
    flagged_reason: z.string(),
    /** When the registration was flagged and last changed (ISO timestamps). */
    flagged_at: z.string(),
    updated_at: z.string(),
  });
export type FlaggedRow = z.infer<typeof flaggedRowSchema>;

// GET /api/flagged-registration-review: every flagged registration of the caller's area.
export const flaggedReviewResponse = z.array(flaggedRowSchema);

/** The caller's area as the dashboard's header names it; the zone links to its scorecard. */
export const patriotAreaSchema = z.object({
  county_name: z.string().nullable(),
  jurisdiction_name: z.string().nullable(),
  zone_hash: z.string().nullable(),
});

/** A flagged registration a later voter file removed, as it was last registered. */
export const removedRowSchema = z.object({
  voter_identification_number: z.number(),
  current_triage_status: z.enum(TRIAGE_STATUSES),
  flagged_reason: z.string(),
  flagged_at: z.string(),
  /** The voter file (snapshot date) the registration was first missing from, or cancelled in. */
  removed_in_snapshot: z.string(),
  /** Its status then: the cancelled status when still on file, else its last registered status. */
  voter_status_type_code: z.string(),
  full_name: z.string(),
  full_street_address: z.string(),
  year_of_birth: z.number().nullable(),
  county_name: z.string(),
  jurisdiction_name: z.string(),
});
export type RemovedRow = z.infer<typeof removedRowSchema>;

// GET /api/flagged-registrations-removed
export const removedResponse = z.object({
  area: patriotAreaSchema,
  rows: z.array(removedRowSchema),
});
