import { z } from 'zod';
import { snapshotDateSchema } from './addresses-api';

/**
 * Voter searches, voting history and the Nov 2024 ballot tracker (spec 1, sections 2, 3, 5, 7).
 * Dates are YYYY-MM-DD; the page formats them.
 */

/** Search results answer at most this many rows (a name, birth year and county rarely match more). */
export const VOTER_SEARCH_MAX = 50;

const voterId = z
  .string()
  .trim()
  .min(1, 'Required')
  .regex(/^\d{1,13}$/, 'A voter identification number is 1 to 13 digits.');

/** Names as the forms send them: trimmed, upper-cased; 32 and 64 characters as the sign-up allows. */
const upperName = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'Required')
    .max(max, `Max ${max} chars`)
    .transform((s) => s.toUpperCase());

// An empty field is missing, not the year 0: the form says "Required" rather than "four digits".
const yearOfBirth = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.coerce
    .number({ error: 'Required' })
    .int('A year is four digits.')
    .min(1800, 'A year is four digits.')
    .refine((y) => y <= new Date().getFullYear(), 'Cannot be in the future'),
);

/** Search By Name reads the first name as its start: "DAN" finds DAN, DANIEL and DANNY. */
export const FIRST_NAME_PREFIX_MIN = 2;

/**
 * POST /api/search-by-name: county is a county name or ALL (spec 1, section 9). The spec's form
 * asks for every field; the first name is read as the start of the name (issue 27), at least
 * FIRST_NAME_PREFIX_MIN letters; the last name and birth year match in full.
 */
export const searchByNameBody = z.object({
  county: upperName(64),
  first_name: upperName(32).refine((s) => s.length >= FIRST_NAME_PREFIX_MIN, {
    message: `Type at least ${FIRST_NAME_PREFIX_MIN} letters of the first name.`,
  }),
  last_name: upperName(64),
  year_of_birth: yearOfBirth,
});
export type SearchByNameBody = z.input<typeof searchByNameBody>;

/**
 * What a name search that found no one says: the fields it used, as read, and what to try.
 * The page shows it in place of the empty table.
 */
export function nameSearchMissMessage(b: z.output<typeof searchByNameBody>): string {
  const where = b.county === 'ALL' ? 'in any county' : `in ${b.county} County`;
  const tries = [
    'check the spelling of the last name (it must match in full)',
    'type fewer letters of the first name',
    `try ${b.year_of_birth - 1} or ${b.year_of_birth + 1} as the year of birth`,
    ...(b.county === 'ALL' ? [] : ['choose All counties']),
  ];
  return (
    `No registered voter found with last name ${b.last_name}, a first name starting with ` +
    `${b.first_name}, born in ${b.year_of_birth}, ${where}. To widen the search: ${tries.join('; ')}.`
  );
}

/** POST /api/search-by-voter-id */
export const searchByVoterIdBody = z.object({ voter_identification_number: voterId });

/** A search result row: the columns of the Search Name / ID table, in the current snapshot. */
export const voterSearchRow = z.object({
  voter_identification_number: z.string(),
  full_name: z.string(),
  first_name: z.string(),
  middle_name: z.string(),
  last_name: z.string(),
  name_suffix: z.string(),
  year_of_birth: z.number().int().nullable(),
  full_street_address: z.string(),
  full_address_hash: z.string(),
  address_hash: z.string(),
  county_name: z.string(),
  jurisdiction_name: z.string(),
  precinct: z.string(),
  /** The precinct's ward ('' or zeros: none): lists name the precinct precinctName(ward, precinct). */
  ward: z.string(),
  voter_status_type_code: z.string(),
});
export const voterSearchResponse = z.array(voterSearchRow);

/** A voter file snapshot as the lists name it: table_name is `qvf_` and the date. */
export const qvfTableName = (snapshot: string) => `qvf_${snapshot}`;

/** A snapshot in a path: its date or its table_name (`qvf_YYYY-MM-DD`). */
const qvfSnapshot = z
  .string()
  .trim()
  .transform((s) => s.replace(/^qvf_/, ''))
  .pipe(snapshotDateSchema);

/** GET /api/qvfs and GET /api/voter-file-snapshots: the ready snapshots, newest first. */
export const qvfsResponse = z.array(z.object({ table_name: z.string(), snapshot: z.string() }));
export const voterFileSnapshotsResponse = qvfsResponse;

/** GET /api/voter-summary/{qvfSnapshot}/{county}/{zip}/{lastName}/{firstName}/{yearOfBirth} */
export const voterSummaryParams = z.object({
  qvfSnapshot,
  county: upperName(64),
  zip: z
    .string()
    .trim()
    .min(1, 'Required')
    .regex(/^\d{5}$/, 'A ZIP code is 5 digits.'),
  lastName: upperName(64),
  firstName: upperName(32),
  yearOfBirth: yearOfBirth,
});
export const voterSummaryResponse = z.array(
  z.object({
    voter_full_name: z.string(),
    registration_date: z.string().nullable(),
    voter_identification_number: z.string(),
    year_of_birth: z.number().int().nullable(),
    full_address: z.string(),
  }),
);

/** GET /api/voter-history/{qvfSnapshot}/{voterIdentificationNumber}: the history known at that snapshot. */
export const voterHistoryParams = z.object({ qvfSnapshot, voterIdentificationNumber: voterId });
export const votingMethod = z.enum(['ABSENTEE', 'IN PERSON', 'UNKNOWN']);
export const voterHistoryResponse = z.array(
  z.object({
    election_date: z.string(),
    voting_method: votingMethod,
    county_name: z.string().nullable(),
    jurisdiction_name: z.string().nullable(),
    row_number: z.number().int(),
  }),
);

export const voterIdParams = z.object({ voterId });

/**
 * GET /api/voter-history-by-snapshot/{voterId}: for each ready snapshot that holds the voter, the
 * history known at that snapshot, one entry per election with every method recorded.
 */
export const voterHistoryBySnapshotResponse = z.array(
  z.object({
    snapshot: z.string(),
    voting_history: z.array(z.object({ election_date: z.string(), voting_method: z.array(votingMethod) })),
  }),
);

/** GET /api/election-dates: the elections of the loaded history files, oldest first. */
export const electionDatesResponse = z.array(z.object({ election_date: z.string() }));

/** The Nov 2024 general election, of the ballot tracker (spec 1, section 2). */
export const NOV_2024_ELECTION = '2024-11-05';

/**
 * GET /api/nov-2024-vote/{voterId}: [] when the voter file records no vote in the Nov 2024 general
 * election. The QVF has no date on which a vote was recorded: vote_recorded_date is the date of the
 * first voter-file snapshot whose history carried the vote (it was recorded by then).
 */
export const nov2024VoteResponse = z.array(
  z.object({ vote_recorded_date: z.string(), election_date: z.string(), voting_method: z.string() }),
);

/**
 * GET /api/nov-2024-app/{voterId}: the absentee application facts the registration carries in the
 * last snapshot before the election. The QVF has no application dates or ballot address, so those
 * are null; [] when the voter was not registered then or the file had no absentee flags.
 */
export const nov2024AppResponse = z.array(
  z.object({
    app_ballotaddress: z.string().nullable(),
    app_appsent: z.string().nullable(),
    app_appreturned: z.string().nullable(),
    app_permavapp: z.enum(['Y', 'N']).nullable(),
    app_permavballot: z.enum(['Y', 'N']).nullable(),
  }),
);

/**
 * GET /api/nov-2024-ballot/{voterId}: for a permanent absentee-ballot voter (who is mailed a ballot
 * for every election) in the last snapshot before the election, the registration's addresses; the
 * QVF has no ballot-sent date (null). [] otherwise.
 */
export const nov2024BallotResponse = z.array(
  z.object({
    av_ballot_sent_date: z.string().nullable(),
    av_is_perm_av_ballot_voter: z.enum(['Y', 'N']),
    av_address: z.string(),
    av_mailing_address: z.string(),
  }),
);
