import { z } from 'zod';
import { snapshotDateSchema } from './addresses-api';
import { zonePathParams } from './review-api';

/** Registrations Added and Removed (spec 2 section 2.9): the changes between two loaded snapshots. */

export const CHANGES_PAGE_SIZE = 20;
export const CHANGE_KINDS = ['added', 'removed'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** Spec 2 section 2.9's statewide messages: the lists exist per county, jurisdiction and precinct. */
export const CHANGES_STATEWIDE_MESSAGE: Record<ChangeKind, string> = {
  added:
    'Registrations added are available at the county, municipality and precinct levels only. Please select a county.',
  removed: 'Please select a county.',
};

/** A snapshot in a path: its date or the lists' table name (`qvf_YYYY-MM-DD`). */
const snapshotInPath = z
  .string()
  .trim()
  .transform((s) => s.replace(/^qvf_/, ''))
  .pipe(snapshotDateSchema);

// GET /api/registrations-{added,removed}/{snapshotDate}/{county}/[{jurisdiction}/][{precinct}/]
export const changesParams = zonePathParams.extend({ snapshotDate: snapshotInPath });
export const changesQuery = z.object({
  page: z.coerce
    .number('A page is a number.')
    .int('A page is a whole number.')
    .min(1, 'Pages start at 1.')
    .max(100_000, 'There are not that many pages.')
    .default(1),
});

export const changeRowSchema = z.object({
  row_number: z.number(),
  /** The registration's status: now for an added one; for a removed one, now if still on file (cancelled), else its last. */
  status: z.string(),
  /** Voter Roll Snapshot: the snapshot whose file showed the change. */
  snapshot: z.string(),
  voter_identification_number: z.number(),
  full_street_address: z.string(),
  /** Last, Middle, First as the review table writes names. */
  name: z.string(),
  last_name: z.string(),
  first_name: z.string(),
  middle_name: z.string(),
  year_of_birth: z.number().nullable(),
  registration_date: z.string().nullable(),
  jurisdiction_name: z.string().nullable(),
  precinct: z.string(),
});
export type ChangeRow = z.infer<typeof changeRowSchema>;

export const changesResponse = z.object({
  rows: z.array(changeRowSchema),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
  snapshot_date: z.string(),
  /** The snapshot compared with: the latest loaded before this one, or null for the first. */
  previous_snapshot: z.string().nullable(),
});
export type ChangesResponse = z.infer<typeof changesResponse>;
