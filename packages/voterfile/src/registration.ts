import type { UocavaCode, VoterStatusCode } from './qvf-format';

/**
 * One registration as read from either QVF layout, with text trimmed and decoded from Latin-1.
 * Names are upper-cased with inner spaces collapsed (the form every name comparison uses).
 * Optional columns absent from a file are empty strings.
 */
export interface QvfRegistration {
  /** The physical line of the file the registration starts on, for reports. */
  line: number;
  voterId: string;
  lastName: string;
  firstName: string;
  middleName: string;
  nameSuffix: string;
  yearOfBirth: number | null;
  gender: string;
  /** ISO date YYYY-MM-DD, or null when blank. */
  registrationDate: string | null;
  streetNumberPrefix: string;
  streetNumber: string;
  streetNumberSuffix: string;
  directionPrefix: string;
  streetName: string;
  streetType: string;
  directionSuffix: string;
  extension: string;
  city: string;
  state: string;
  zipCode: string;
  mailingAddressLines: [string, string, string, string, string];
  countyCode: number;
  countyName: string;
  jurisdictionCode: number;
  jurisdictionName: string;
  ward: string;
  precinct: string;
  schoolDistrictCode: string;
  schoolDistrictName: string;
  stateHouseDistrictCode: string;
  stateHouseDistrictName: string;
  stateSenateDistrictCode: string;
  stateSenateDistrictName: string;
  usCongressDistrictCode: string;
  usCongressDistrictName: string;
  countyCommissionerDistrictCode: string;
  countyCommissionerDistrictName: string;
  villageDistrictCode: string;
  villageDistrictName: string;
  villagePrecinct: string;
  schoolPrecinct: string;
  /** Y/N flags; null when the file leaves them blank or lacks the column. */
  isPermAvBallotVoter: boolean | null;
  isPermAvAppVoter: boolean | null;
  statusCode: VoterStatusCode;
  uocavaCode: UocavaCode;
  uocavaName: string;
  /** Optional columns of some extracts (CANCELLATION_REASON was renamed STATUS_REASON in 2022). */
  statusReason: string;
  statusDate: string;
  statusUserCode: string;
  /**
   * The row's CSV text when every value stands in it exactly as read (no padding, names already in
   * normal form, ISO dates): a loader may then pass the text through to COPY unchanged.
   */
  sourceText?: string;
  /** The text of the address columns (STREET_NUMBER_PREFIX to ZIP_CODE) as one string, when the
   * reader has it at no cost: a key for caching normalized addresses (households repeat them). */
  addressText?: string;
  /**
   * Calls `fold` with the text of each of `columns` (QVF column names) as it stands in the row,
   * an absent column as an empty range, when the reader has it at no cost (no slices): for hashes
   * of many values per row (the load's change digest).
   */
  foldColumns?(columns: readonly string[], fold: (text: string, from: number, to: number) => void): void;
}

/** A row that could not be read: reported with where it was and why, and counted; the load goes on. */
export interface RowProblem {
  file: string;
  line: number;
  reason: string;
}
