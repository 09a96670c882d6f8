import { z } from 'zod';

/**
 * 2020 absent-voter counting-board counts (spec 3 section 2.9). What each figure counts, for a
 * board (the precincts whose absentee ballots it counted) and in total:
 * - applications expected: registrations of the board's precincts in the newest 2020 voter file
 *   whose history records an absentee vote in the 2020 general election (a ballot is issued on
 *   an application);
 * - applications actual: distinct ballot numbers on the board's entered envelopes (the ballot
 *   number ties an envelope to the application it was issued on);
 * - envelopes expected: envelopes scanned for the board (the loaded set);
 * - envelopes actual: envelopes a person has entered (status ENTERED);
 * - ballots expected: the same absentee votes as applications expected;
 * - ballots actual: entered envelopes received by election day.
 */
export const AVCB_PAGE_SIZE = 20;

export const avcbTotals = z.object({
  total_ballot_apps_actual: z.number(),
  total_ballot_apps_expected: z.number(),
  total_ballot_envelopes_actual: z.number(),
  total_ballot_envelopes_expected: z.number(),
});
/** The spec's call answers an array whose first item holds the totals. */
export const avcbTotalsResponse = z.array(avcbTotals);

export const avcbRow = z.object({
  avcb_no: z.number(),
  county_name: z.string(),
  jurisdiction_name: z.string(),
  /** The board's precinct numbers, comma-separated. */
  precincts: z.string(),
  ballot_app_count_expected: z.number(),
  ballot_app_count_actual: z.number(),
  ballot_envelope_count_expected: z.number(),
  ballot_envelope_count_actual: z.number(),
  ballots_expected: z.number(),
  ballots_actual: z.number(),
});
export type AvcbRow = z.infer<typeof avcbRow>;
export const avcbRowsResponse = z.array(avcbRow);

/** Spec 3 section 8: a 401 on the AVCB counts sends the user to /login with this message. */
export const AVCB_SESSION_EXPIRED = 'Session expired, please login again.';
