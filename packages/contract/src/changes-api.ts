import { z } from 'zod';
import { snapshotDateSchema } from './addresses-api';
import { UOCAVA_LABELS, VOTER_STATUS_LABELS } from './labels';
import { zoneHashSchema } from './metrics-api';
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
  /** 'LAST, FIRST MIDDLE' as the review table writes names. */
  name: z.string(),
  last_name: z.string(),
  first_name: z.string(),
  middle_name: z.string(),
  year_of_birth: z.number().nullable(),
  registration_date: z.string().nullable(),
  jurisdiction_name: z.string().nullable(),
  precinct: z.string(),
  /** The precinct's ward ('' or zeros: none): lists name the precinct precinctName(ward, precinct). */
  ward: z.string(),
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

/**
 * The unusual-changes method's parameters (docs/changes.md), which the load scores with and the
 * methodology page states: the months of a zone's own history its expected count reads, and the
 * fewest changes ever flagged, however rare the kind.
 */
export const CHANGE_HISTORY_MONTHS = 12;
export const MIN_FLAGGED_CHANGES = 5;

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

/** What changed, as a heading: "Birth year changed", "Registrations removed". */
export const whatChanged = (kind: ChangeFigureKind) =>
  kind === 'added' || kind === 'removed'
    ? CHANGE_KIND_LABELS[kind]
    : kind === 'precinct'
      ? 'Precinct or jurisdiction changed (same address)'
      : `${CHANGE_KIND_LABELS[kind]} changed`;

const CHANGE_VALUE_WORDS: Partial<Record<ChangeFigureKind, Record<string, string>>> = {
  status: VOTER_STATUS_LABELS,
  gender: { F: 'Female', M: 'Male', U: 'Not given', X: 'Not given' },
  uocava: UOCAVA_LABELS,
};

/** A before or after value as a person reads it: the file's codes of status, gender and UOCAVA in words. */
export function changeValueInWords(kind: ChangeFigureKind, value: string): string {
  if (value.trim() === '') return '(blank)';
  return CHANGE_VALUE_WORDS[kind]?.[value] ?? value;
}

/** Issue 29: what changed, where it is out of line (docs/changes.md), and the registrations behind. */

/** The causes a flagged count can carry: most of its registrations share it. */
export const KNOWN_CAUSES = ['NVRA_8D_2025', 'DECEASED', 'RENUMBERING', 'FIRST_MONTH'] as const;
export type KnownCause = (typeof KNOWN_CAUSES)[number];

/** What the pages call each known cause (never its code). */
export const KNOWN_CAUSE_LABELS: Record<KnownCause, string> = {
  NVRA_8D_2025: 'NVRA notice cohort',
  DECEASED: 'Deceased',
  RENUMBERING: 'Precinct renumbering',
  FIRST_MONTH: 'First month in file',
};

// GET /api/unusual-changes/{snapshotDate} (public: aggregates only)
export const unusualChangesParams = z.object({ snapshotDate: snapshotInPath });
export const unusualChangeRowSchema = z.object({
  zone_hash: z.string(),
  zone_name: z.string(),
  level: z.string(),
  kind: z.enum(CHANGE_FIGURE_KINDS),
  observed: z.number(),
  /** What the zone's last months and the rest of the state this month led one to expect. */
  expected: z.number(),
  /** Per 1,000 of the zone's registrations now. */
  rate_per_1000: z.number().nullable(),
  /** -log10 of the Poisson upper tail of observed given expected. */
  score: z.number(),
  explanation: z.string(),
  known_cause: z.enum(KNOWN_CAUSES).nullable(),
});
export type UnusualChangeRow = z.infer<typeof unusualChangeRowSchema>;
export const unusualChangesResponse = z.object({
  snapshot_date: z.string(),
  previous_snapshot: z.string().nullable(),
  /** The flagged counts, most unusual first. */
  rows: z.array(unusualChangeRowSchema),
});
export type UnusualChangesResponse = z.infer<typeof unusualChangesResponse>;

/**
 * GET /api/unusual-change-months (public): the loaded files with unusual changes, newest first,
 * each with its count of flagged changes (the unusual-changes page opens on the newest of them).
 */
export const unusualChangeMonthsResponse = z.object({
  months: z.array(z.object({ snapshot_date: z.string(), count: z.number().int() })),
});
export type UnusualChangeMonths = z.infer<typeof unusualChangeMonthsResponse>;

// GET /api/change-counts/{zoneHash} (public): the zone's counts by kind and month.
export const changeCountsParams = z.object({ zoneHash: zoneHashSchema });
export const changeCountRowSchema = z.object({
  snapshot_date: z.string(),
  kind: z.enum(CHANGE_FIGURE_KINDS),
  count: z.number(),
  rate_per_1000: z.number().nullable(),
});
export type ChangeCountRow = z.infer<typeof changeCountRowSchema>;
export const changeCountsResponse = z.object({
  zone_hash: z.string(),
  zone_name: z.string(),
  level: z.string(),
  rows: z.array(changeCountRowSchema),
});
export type ChangeCountsResponse = z.infer<typeof changeCountsResponse>;

// GET /api/registrations-changed/{snapshotDate}/{county}/[{jurisdiction}/[{precinct}/]]?kind=&page=
export const changedQuery = changesQuery.extend({
  kind: z.enum(FIELD_CHANGE_KINDS, `A kind of change is one of ${FIELD_CHANGE_KINDS.join(', ')}.`).optional(),
});
export const changedRowSchema = z.object({
  row_number: z.number(),
  voter_identification_number: z.number(),
  /** 'LAST, FIRST MIDDLE' as the review table writes names (now). */
  name: z.string(),
  kind: z.enum(FIELD_CHANGE_KINDS),
  before: z.string(),
  after: z.string(),
  status: z.string(),
  full_street_address: z.string(),
  jurisdiction_name: z.string().nullable(),
  precinct: z.string(),
  /** The precinct's ward ('' or zeros: none): lists name the precinct precinctName(ward, precinct). */
  ward: z.string(),
});
export type ChangedRow = z.infer<typeof changedRowSchema>;
export const changedResponse = z.object({
  rows: z.array(changedRowSchema),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
  snapshot_date: z.string(),
  previous_snapshot: z.string().nullable(),
});
export type ChangedResponse = z.infer<typeof changedResponse>;

// GET /api/registration-changes/{voterId}: one registration's changes between monthly files, newest
// first (the registrations-changed access, checked on the registration's own area).
export const registrationChangesParams = z.object({
  voterId: z.coerce.number('A voter ID is a number.').int('A voter ID is a whole number.').positive(),
});
export const registrationChangeSchema = z.object({
  /** The snapshot whose file showed the change. */
  snapshot_date: z.string(),
  kind: z.enum(CHANGE_FIGURE_KINDS),
  /** Empty for added and removed. */
  before: z.string(),
  after: z.string(),
});
export type RegistrationChange = z.infer<typeof registrationChangeSchema>;
export const registrationChangesResponse = z.object({
  voter_id: z.number(),
  changes: z.array(registrationChangeSchema),
});
export type RegistrationChangesResponse = z.infer<typeof registrationChangesResponse>;
export const registrationChangesNotFound = (voterId: number) =>
  `No registration with voter ID ${voterId} has been loaded.`;
