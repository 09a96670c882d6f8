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
  stateSenateDistrictCode: string;
  usCongressDistrictCode: string;
  countyCommissionerDistrictCode: string;
  villageDistrictCode: string;
  villagePrecinct: string;
  schoolPrecinct: string;
  isPermAvBallotVoter: boolean;
  isPermAvAppVoter: boolean;
  statusCode: VoterStatusCode;
  uocavaCode: UocavaCode;
}

/** A row that could not be read: reported with where it was and why, and counted; the load goes on. */
export interface RowProblem {
  file: string;
  line: number;
  reason: string;
}
