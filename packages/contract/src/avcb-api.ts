import { z } from 'zod';

/**
 * 2020 absent-voter counting-board counts (spec 3 section 2.9), per board and in total.
 * Applications and ballots expected: registrations of the board's precincts in the newest 2020
 * file whose history has an absentee vote in the 2020 general (a ballot is issued on an
 * application). Applications actual: distinct ballot numbers on the board's entered envelopes.
 * Envelopes expected: scanned for the board; actual: entered (ENTERED). Ballots actual: entered
 * envelopes received by election day.
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
