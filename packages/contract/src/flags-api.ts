import { z } from 'zod';
import { mfaSendTextBody } from './accounts-api';
import { NEXT_STEPS_STATUSES, REVIEW_OUTCOME_KEYS, REVIEW_REASONS, TRIAGE_STATUSES } from './triage';

/** Flagging, triage updates and research notes: request and response shapes, limits and messages. */

export const COMMENT_MAX = 1024;
/** Research notes and the clerk's Next Steps (spec 2 section 5, spec 3 section 5). */
export const NOTE_COMMENT_MIN = 8;
/** The bulk dialog and the flag dialog (spec 2 section 5: the spec's message says 24, its rule 12). */
export const FLAG_COMMENT_MIN = 12;
/**
 * Bulk actions above this many registrations need a confirmation naming the count (MCL 168.512
 * safeguard against indiscriminate challenges). The server's FLAG_BULK_CONFIRM_ABOVE overrides it.
 */
export const BULK_CONFIRM_ABOVE = 25;
/** The answer to a bulk request above the limit without (or with a wrong) confirm_count. */
export const bulkConfirmMessage = (n: number) =>
  `You selected ${n} registrations: confirm that all ${n} should change (confirm_count: ${n}).`;
/**
 * The most registrations one bulk request may change. Each is checked and recorded on its own in
 * one transaction (its cost: docs/performance.md; PGlite serves no one else meanwhile), and
 * hundreds at once are the indiscriminate pattern MCL 168.512 warns about.
 */
export const BULK_MAX = 500;

export const triageStatusSchema = z.enum(TRIAGE_STATUSES, 'Triage status required');

export const reasonSchema = z.enum(REVIEW_REASONS, 'Reason required');

/** A reason description of `min` to 1024 characters, with the spec's messages. */
export function reasonDescription(
  min: number,
  maxMessage = 'Reason Description: Maximum 1024 characters, please',
) {
  return z
    .string('Reason description required')
    .trim()
    .min(1, 'Reason description required')
    .min(min, `Please describe reason using minimum ${min} characters`)
    .max(COMMENT_MAX, maxMessage);
}

export const voterIdSchema = z.coerce
  .number('A voter ID is a number.')
  .int('A voter ID is a whole number.')
  .positive('A voter ID is a positive number.')
  .max(Number.MAX_SAFE_INTEGER, 'A voter ID is at most 16 digits.');

/**
 * What the client saw before changing a status: the server refuses the change with "changed
 * meanwhile" when the registration is no longer so. (Additions to the spec's payloads.)
 */
const expected = {
  expected_version: z.number().int().positive().optional(),
  expected_status: triageStatusSchema.optional(),
};

// POST /api/update-triage-status: the research notes form and the clerk's forms.
export const updateTriageStatusBody = z.object({
  voter_id: voterIdSchema,
  flagged_reg_id: z.number().int().positive().nullable().optional(),
  flagged_reason: z.string().max(64).nullable().optional(),
  comments_x: reasonDescription(NOTE_COMMENT_MIN),
  triage_status: triageStatusSchema,
  ...expected,
});
export type UpdateTriageStatusBody = z.infer<typeof updateTriageStatusBody>;

/** The researcher and patriot form (spec 2 section 5): reason required. */
export const researchNotesForm = updateTriageStatusBody
  .pick({ comments_x: true, triage_status: true })
  .extend({ flagged_reason: reasonSchema });
/**
 * The clerk's Next Steps form (spec 3 section 5): one of NS, CAT, CI and the description, with the
 * body's own rules and messages; the form's values are sent to update-triage-status as they are.
 */
export const clerkNextStepsForm = updateTriageStatusBody.pick({ comments_x: true }).extend({
  triage_status: z.enum(NEXT_STEPS_STATUSES, 'Triage status required'),
});

export const reviewOutcomeSchema = z.enum(
  REVIEW_OUTCOME_KEYS,
  'Choose an outcome: Lives here, or Does not live here but is valid.',
);

// POST /api/review-outcome: "Lives here" / "Does not live here but is valid" (spec 1 section 4), an
// addition to the spec's calls. The registration becomes VALID (or is noted, when it is already).
export const reviewOutcomeBody = z.object({
  voter_id: voterIdSchema,
  outcome: reviewOutcomeSchema,
  /** What the volunteer saw or checked; optional, the outcome's words stand for it when empty. */
  comments_x: z
    .string('A note is text.')
    .trim()
    .max(COMMENT_MAX, 'Note: Maximum 1024 characters, please')
    .optional(),
  ...expected,
});
export type ReviewOutcomeBody = z.infer<typeof reviewOutcomeBody>;

/** Where a flag or status change stands after it: the answer to every change. */
export const flagStateSchema = z.object({
  voter_id: z.number(),
  flagged_reg_id: z.number().nullable(),
  current_triage_status: triageStatusSchema,
  version: z.number(),
});
export type FlagState = z.infer<typeof flagStateSchema>;

export const triageChangeResponse = z.object({ message: z.string(), flag: flagStateSchema });
/** A refused change; `flag` is the registration's state now when the refusal is about it. */
export const triageErrorResponse = z.object({ message: z.string(), flag: flagStateSchema.optional() });

// The reporter of an anonymous flag (spec 1 section 5): the form's my_* fields.
export const anonymousReporterForm = z.object({
  my_first_name: z
    .string('First name required')
    .trim()
    .min(1, 'First name required')
    .max(32, 'First name: Max 32 chars'),
  my_last_name: z
    .string('Last name required')
    .trim()
    .min(1, 'Last name required')
    .max(64, 'Last name: Max 64 chars'),
  my_email_address: z
    .string('Email required')
    .trim()
    .min(1, 'Email required')
    .pipe(z.email('Email: Invalid format')),
  my_party: z.string().max(32).optional(),
  my_address_ln1: z.string().trim().max(64, 'Address Line 1: Max 64 chars').optional(),
  my_apt_lot: z.string().trim().max(16, 'Apt/Lot: Maximum 16 chars').optional(),
  my_city: z.string().trim().max(24, 'City: Maximum 24 chars').optional(),
  my_state: z.string('State required').trim().min(1, 'State required').max(32),
  my_zip_code: z.string().trim().max(10, 'Zip Code: Maximum 10 chars').optional(),
  flagged_reason: reasonSchema,
  flagged_reason_x: reasonDescription(FLAG_COMMENT_MIN, 'Reason Description: Maximum 1024 characters'),
});

const selectedVoterIds = z
  .array(z.object({ voterIdentificationNo: voterIdSchema }), 'Select at least one registration.')
  .min(1, 'Select at least one registration.')
  .max(BULK_MAX, `At most ${BULK_MAX} registrations at a time.`);

const flagReport = z.object({
  flag_status: z.enum(['TRG', 'VALID'], 'Choose Flag for review or Mark as okay.'),
  flagged_reason: reasonSchema,
  flagged_reason_x: reasonDescription(FLAG_COMMENT_MIN),
});

// POST /api/flag-registration-int: a logged-in user's flag dialog and the audit page's bulk actions.
export const flagRegistrationIntBody = z.object({
  selectedVoterIds,
  flagReport,
  /** Above BULK_CONFIRM_ABOVE registrations: the number of registrations, as confirmation. */
  confirm_count: z.number().int().optional(),
});
export type FlagRegistrationIntBody = z.infer<typeof flagRegistrationIntBody>;

export const flagRegistrationResponse = z.object({
  message: z.string(),
  flagged_reg_id: z.number().nullable(),
  flags: z.array(flagStateSchema),
});

// POST /api/flag-registrations-bulk: the review page's 'Send For Review' dialog.
export const flagRegistrationsBulkBody = z.object({
  selectedVoterIdsWithReviewCodes: z
    .array(
      z.object({
        voterIdentificationNo: voterIdSchema,
        systemReviewCodes: z.array(z.string().max(64)).max(32).default([]),
      }),
      'Select at least one registration.',
    )
    .min(1, 'Select at least one registration.')
    .max(BULK_MAX, `At most ${BULK_MAX} registrations at a time.`),
  flag_status: z.enum(['TRG', 'VALID'], 'Choose Send To Triage or Mark as okay.'),
  flagged_reason: reasonSchema,
  flagged_reason_x: reasonDescription(FLAG_COMMENT_MIN),
  confirm_count: z.number().int().optional(),
});
export type FlagRegistrationsBulkBody = z.infer<typeof flagRegistrationsBulkBody>;

// GET /api/flagged-registration-comments/{voterId}
export const flaggedCommentsParams = z.object({ voterId: voterIdSchema });
export const flagCommentSchema = z.object({
  flagged_reg_comment_id: z.number(),
  flagged_reason: z.string().nullable(),
  comments_x: z.string(),
  current_triage_status: triageStatusSchema,
  from_triage_status: triageStatusSchema,
  createdAt: z.string(),
  actor_name: z.string(),
  actor_role: z.string(),
  is_bulk: z.boolean(),
  system_review_codes: z.array(z.string()),
  /** The review outcome this event recorded (spec 1 section 4), else null. */
  review_outcome: reviewOutcomeSchema.nullable().default(null),
});
export const flaggedCommentsResponse = z.object({
  'response-msg': z.string(),
  'flagged-registration': z
    .object({
      flagged_reg_id: z.number(),
      voter_id: z.number(),
      current_triage_status: triageStatusSchema,
      flagged_reason: z.string(),
      flagged_reason_x: z.string(),
      flag_type: z.string(),
      reporter_first_name: z.string().nullable(),
      reporter_last_name: z.string().nullable(),
      reporter_email: z.string().nullable(),
      created_at: z.string(),
      version: z.number(),
      /**
       * The review outcome in force: the latest event that records an outcome or changes the
       * status decides (a registration reopened after an outcome has none).
       */
      review_outcome: z
        .object({ outcome: reviewOutcomeSchema, actor_name: z.string(), at: z.string() })
        .nullable()
        .default(null),
    })
    .nullable(),
  comments: z.array(flagCommentSchema),
});

/** Anonymous flags: how long a verified phone may flag, and how many flags per day. */
export const ANONYMOUS_FLAG_LIMITS = {
  /** Minutes a phone verification stays good for flagging (as for sign-up). */
  verifiedMinutes: 30,
  /** Registrations one verified phone may flag in 24 hours. */
  perPhonePerDay: 10,
  /** Anonymous flags of registrations at one address in 24 hours. */
  perAddressPerDay: 5,
} as const;
export const ANONYMOUS_PHONE_NOT_VERIFIED = 'Please verify your phone number first.';
export const anonymousLimitMessage = (what: 'phone' | 'address') =>
  what === 'phone'
    ? `This phone number has flagged ${ANONYMOUS_FLAG_LIMITS.perPhonePerDay} registrations in the last 24 hours: please try again tomorrow or sign up.`
    : 'Registrations at this address have been flagged several times today: a volunteer will review them.';

// POST /api/flag-registration-ext: the anonymous flag dialog. The reporter fields follow the form's
// rules (anonymousReporterForm); the phone is the one verified by /api/auth/mfa-verify-text.
const f = anonymousReporterForm.shape;
export const reporterSchema = z.object({
  reporter_first_name: f.my_first_name,
  reporter_last_name: f.my_last_name,
  reporter_email: f.my_email_address,
  reporter_party_affiliation: f.my_party,
  reporter_address_ln1: f.my_address_ln1,
  reporter_address_ln2: f.my_apt_lot,
  reporter_city: f.my_city,
  reporter_state: f.my_state,
  reporter_zip_code: f.my_zip_code,
  reporter_phone_no: mfaSendTextBody.shape.my_phone_number,
});
export const flagRegistrationExtBody = z.object({
  selectedVoterIds: selectedVoterIds.max(
    ANONYMOUS_FLAG_LIMITS.perPhonePerDay,
    `At most ${ANONYMOUS_FLAG_LIMITS.perPhonePerDay} registrations at a time.`,
  ),
  flagReport: z.object({
    // Anonymous visitors only ever report to triage.
    flag_status: z.literal('TRG', 'Anonymous reports go to triage (TRG) only.'),
    flagged_reason: reasonSchema,
    flagged_reason_x: f.flagged_reason_x,
    reporter: reporterSchema,
  }),
  /** The verification_token of /api/auth/mfa-verify-text for reporter_phone_no. */
  phone_verification_token: z
    .string(ANONYMOUS_PHONE_NOT_VERIFIED)
    .min(1, ANONYMOUS_PHONE_NOT_VERIFIED)
    .max(128),
});
export type FlagRegistrationExtBody = z.infer<typeof flagRegistrationExtBody>;
