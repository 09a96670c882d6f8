import { z } from 'zod';
import { TRIAGE_STATUSES } from './triage';

/** The Digital Researcher tab of /dashboard (spec 3 section 2.1): the user's own flags and their statuses. */

export const MY_FLAGS_MAX = 500;

export const myFlagRow = z.object({
  flagged_reg_id: z.number(),
  voter_identification_number: z.number(),
  /** 'LAST, FIRST MIDDLE' from the current snapshot; null when the registration left the file. */
  full_name: z.string().nullable(),
  full_street_address: z.string().nullable(),
  county_name: z.string(),
  jurisdiction_name: z.string(),
  current_triage_status: z.enum(TRIAGE_STATUSES),
  flag_type: z.string(),
  flagged_reason: z.string(),
  raised_at: z.string(),
  updated_at: z.string(),
});
export type MyFlagRow = z.infer<typeof myFlagRow>;

export const myFlagsResponse = z.object({
  /** Flags the user raised, per current status (all of them, not only the rows listed). */
  counts: z.array(z.object({ current_triage_status: z.enum(TRIAGE_STATUSES), flag_count: z.number() })),
  /** Status changes and notes the user recorded on any flag. */
  events_recorded: z.number(),
  /** The most recent flags raised, newest first (at most MY_FLAGS_MAX). */
  rows: z.array(myFlagRow),
});
