import { UOCAVA_CODES, type UocavaCode, VOTER_STATUS_CODES, type VoterStatusCode } from '../qvf-format';
import type { QvfRegistration, RowProblem } from '../registration';
import {
  normalizeName,
  parseCode,
  parseDate,
  parseVoterId,
  parseYearOfBirth,
  parseYesNo,
} from './field-values';

/** The raw text of one registration's columns, by QVF column name; absent optional columns are ''. */
export type RawRegistration = (column: string) => string;

const STATUSES = new Set<string>(VOTER_STATUS_CODES);

/**
 * Turns raw column text into a registration, or says why the row cannot be read.
 * `dateParser` differs by layout (ISO in the CSV, MMDDYYYY in the fixed-width file).
 */
export function toRegistration(
  get: RawRegistration,
  line: number,
  dateParser: (v: string) => string | null = parseDate,
): QvfRegistration | string {
  const voterId = parseVoterId(get('VOTER_IDENTIFICATION_NUMBER'));
  if (voterId === null)
    return `VOTER_IDENTIFICATION_NUMBER '${get('VOTER_IDENTIFICATION_NUMBER')}' is not a voter id`;
  const yob = parseYearOfBirth(get('YEAR_OF_BIRTH'));
  if (yob === 'invalid') return `YEAR_OF_BIRTH '${get('YEAR_OF_BIRTH')}' is not a four-digit year`;
  const rawDate = get('REGISTRATION_DATE').trim();
  const registrationDate = rawDate === '' ? null : dateParser(rawDate);
  if (rawDate !== '' && registrationDate === null) return `REGISTRATION_DATE '${rawDate}' is not a date`;
  const countyCode = parseCode(get('COUNTY_CODE'), 83);
  if (countyCode === null) return `COUNTY_CODE '${get('COUNTY_CODE')}' is not a county code (1 to 83)`;
  const jurisdictionCode = parseCode(get('JURISDICTION_CODE'), 99_999);
  if (jurisdictionCode === null)
    return `JURISDICTION_CODE '${get('JURISDICTION_CODE')}' is not a jurisdiction code`;
  const status = get('VOTER_STATUS_TYPE_CODE').trim().toUpperCase();
  if (!STATUSES.has(status)) return `VOTER_STATUS_TYPE_CODE '${status}' is not one of A, V, CH, I, C, R`;
  const uocavaRaw = get('UOCAVA_STATUS_CODE').trim().toUpperCase();
  const uocava = uocavaRaw === '' ? 'N' : uocavaRaw;
  if (!(uocava in UOCAVA_CODES)) return `UOCAVA_STATUS_CODE '${uocavaRaw}' is not one of N, M, C, O`;
  const ballot = get('IS_PERM_AV_BALLOT_VOTER');
  return {
    line,
    voterId,
    lastName: normalizeName(get('LAST_NAME')),
    firstName: normalizeName(get('FIRST_NAME')),
    middleName: normalizeName(get('MIDDLE_NAME')),
    nameSuffix: normalizeName(get('NAME_SUFFIX')),
    yearOfBirth: yob,
    gender: get('GENDER').trim().toUpperCase(),
    registrationDate,
    streetNumberPrefix: get('STREET_NUMBER_PREFIX').trim(),
    streetNumber: get('STREET_NUMBER').trim(),
    streetNumberSuffix: get('STREET_NUMBER_SUFFIX').trim(),
    directionPrefix: get('DIRECTION_PREFIX').trim(),
    streetName: get('STREET_NAME').trim(),
    streetType: get('STREET_TYPE').trim(),
    directionSuffix: get('DIRECTION_SUFFIX').trim(),
    extension: get('EXTENSION').trim(),
    city: get('CITY').trim(),
    state: get('STATE').trim(),
    zipCode: get('ZIP_CODE').trim(),
    mailingAddressLines: [
      get('MAILING_ADDRESS_LINE_ONE').trim(),
      get('MAILING_ADDRESS_LINE_TWO').trim(),
      get('MAILING_ADDRESS_LINE_THREE').trim(),
      get('MAILING_ADDRESS_LINE_FOUR').trim(),
      get('MAILING_ADDRESS_LINE_FIVE').trim(),
    ],
    countyCode,
    countyName: get('COUNTY_NAME').trim(),
    jurisdictionCode,
    jurisdictionName: get('JURISDICTION_NAME').trim(),
    ward: get('WARD').trim(),
    precinct: get('PRECINCT').trim(),
    schoolDistrictCode: get('SCHOOL_DISTRICT_CODE').trim(),
    schoolDistrictName: get('SCHOOL_DISTRICT_NAME').trim(),
    stateHouseDistrictCode: get('STATE_HOUSE_DISTRICT_CODE').trim(),
    stateHouseDistrictName: get('STATE_HOUSE_DISTRICT_NAME').trim(),
    stateSenateDistrictCode: get('STATE_SENATE_DISTRICT_CODE').trim(),
    stateSenateDistrictName: get('STATE_SENATE_DISTRICT_NAME').trim(),
    usCongressDistrictCode: get('US_CONGRESS_DISTRICT_CODE').trim(),
    usCongressDistrictName: get('US_CONGRESS_DISTRICT_NAME').trim(),
    countyCommissionerDistrictCode: get('COUNTY_COMMISSIONER_DISTRICT_CODE').trim(),
    countyCommissionerDistrictName: get('COUNTY_COMMISSIONER_DISTRICT_NAME').trim(),
    villageDistrictCode: get('VILLAGE_DISTRICT_CODE').trim(),
    villageDistrictName: get('VILLAGE_DISTRICT_NAME').trim(),
    villagePrecinct: get('VILLAGE_PRECINCT').trim(),
    schoolPrecinct: get('SCHOOL_PRECINCT').trim(),
    isPermAvBallotVoter: yesNoOrNull(ballot !== '' ? ballot : get('IS_PERMANENT_ABSENTEE_VOTER')),
    isPermAvAppVoter: yesNoOrNull(get('IS_PERM_AV_APP_VOTER')),
    statusCode: status as VoterStatusCode,
    uocavaCode: uocava as UocavaCode,
    uocavaName: get('UOCAVA_STATUS_NAME').trim(),
    statusReason: (get('STATUS_REASON') || get('CANCELLATION_REASON')).trim(),
    statusDate: get('STATUS_DATE').trim(),
    statusUserCode: get('STATUS_USER_CODE').trim(),
  };
}

function yesNoOrNull(value: string): boolean | null {
  const v = value.trim();
  return v === '' ? null : parseYesNo(v);
}

export type ProblemSink = (problem: RowProblem) => void;
