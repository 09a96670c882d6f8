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

/**
 * The kinds of change of a registration present in two consecutive snapshots (issue 29), as the
 * load classifies them: `precinct` is a precinct or jurisdiction change without an address change
 * (a renumbering or a boundary), never a move.
 */
export const FIELD_CHANGE_KINDS = [
  'address',
  'name',
  'birth_year',
  'registration_date',
  'status',
  'gender',
  'permanent_absentee',
  'precinct',
  'uocava',
] as const;
export type FieldChangeKind = (typeof FIELD_CHANGE_KINDS)[number];

/** Every kind a zone's change figures count: added, removed, and the field changes. */
export const CHANGE_FIGURE_KINDS = ['added', 'removed', ...FIELD_CHANGE_KINDS] as const;
export type ChangeFigureKind = (typeof CHANGE_FIGURE_KINDS)[number];

/** The zone_metrics key of a kind's count at a snapshot (value: all; active_value: active now). */
export const changeMetricKey = (kind: ChangeFigureKind) => `CHANGE:${kind.toUpperCase()}`;

/** What each kind is called in a sentence ("Birth year changed for 25 registrations …"). */
export const CHANGE_KIND_LABELS: Record<ChangeFigureKind, string> = {
  added: 'Registrations added',
  removed: 'Registrations removed',
  address: 'Residence address',
  name: 'Name',
  birth_year: 'Birth year',
  registration_date: 'Registration date',
  status: 'Voter status',
  gender: 'Gender',
  permanent_absentee: 'Permanent absentee flags',
  precinct: 'Precinct or jurisdiction (address unchanged)',
  uocava: 'UOCAVA status',
};
