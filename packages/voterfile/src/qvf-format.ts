import { ADDRESS_CATEGORIES, type AddressCategory } from '@voterroll/contract/density-api';

/**
 * The Qualified Voter File's published layouts (spec 4). Column names are the state's own;
 * readers map columns by these names, never by position.
 */

/** The columns whose values follow from the registration's precinct: its county, jurisdiction, districts. */
export const QVF_PRECINCT_COLUMNS = [
  'COUNTY_CODE',
  'COUNTY_NAME',
  'JURISDICTION_CODE',
  'JURISDICTION_NAME',
  'PRECINCT',
  'WARD',
  'SCHOOL_DISTRICT_CODE',
  'SCHOOL_DISTRICT_NAME',
  'STATE_HOUSE_DISTRICT_CODE',
  'STATE_HOUSE_DISTRICT_NAME',
  'STATE_SENATE_DISTRICT_CODE',
  'STATE_SENATE_DISTRICT_NAME',
  'US_CONGRESS_DISTRICT_CODE',
  'US_CONGRESS_DISTRICT_NAME',
  'COUNTY_COMMISSIONER_DISTRICT_CODE',
  'COUNTY_COMMISSIONER_DISTRICT_NAME',
  'VILLAGE_DISTRICT_CODE',
  'VILLAGE_DISTRICT_NAME',
  'VILLAGE_PRECINCT',
  'SCHOOL_PRECINCT',
] as const;

/** CSV era, 48 columns, up to mid-2024. */
export const QVF_COLUMNS_48 = [
  'LAST_NAME',
  'FIRST_NAME',
  'MIDDLE_NAME',
  'NAME_SUFFIX',
  'YEAR_OF_BIRTH',
  'GENDER',
  'REGISTRATION_DATE',
  'STREET_NUMBER_PREFIX',
  'STREET_NUMBER',
  'STREET_NUMBER_SUFFIX',
  'DIRECTION_PREFIX',
  'STREET_NAME',
  'STREET_TYPE',
  'DIRECTION_SUFFIX',
  'EXTENSION',
  'CITY',
  'STATE',
  'ZIP_CODE',
  'MAILING_ADDRESS_LINE_ONE',
  'MAILING_ADDRESS_LINE_TWO',
  'MAILING_ADDRESS_LINE_THREE',
  'MAILING_ADDRESS_LINE_FOUR',
  'MAILING_ADDRESS_LINE_FIVE',
  'VOTER_IDENTIFICATION_NUMBER',
  ...QVF_PRECINCT_COLUMNS,
  'IS_PERMANENT_ABSENTEE_VOTER',
  'VOTER_STATUS_TYPE_CODE',
  'UOCAVA_STATUS_CODE',
  'UOCAVA_STATUS_NAME',
] as const;

/** From about August 2024: the absentee column renamed in place and one column appended. */
export const QVF_COLUMNS_49 = [
  ...QVF_COLUMNS_48.map((c) => (c === 'IS_PERMANENT_ABSENTEE_VOTER' ? 'IS_PERM_AV_BALLOT_VOTER' : c)),
  'IS_PERM_AV_APP_VOTER',
] as const;

/** Columns a registration file must carry to be read at all. */
export const QVF_REQUIRED_COLUMNS = [
  'LAST_NAME',
  'FIRST_NAME',
  'YEAR_OF_BIRTH',
  'REGISTRATION_DATE',
  'STREET_NUMBER',
  'STREET_NAME',
  'CITY',
  'ZIP_CODE',
  'VOTER_IDENTIFICATION_NUMBER',
  'COUNTY_CODE',
  'JURISDICTION_CODE',
  'PRECINCT',
  'VOTER_STATUS_TYPE_CODE',
] as const;

export const HISTORY_COLUMNS = [
  'VOTER_IDENTIFICATION_NUMBER',
  'COUNTY_CODE',
  'COUNTY_NAME',
  'JURISDICTION_CODE',
  'JURISDICTION_NAME',
  'SCHOOL_DISTRICT_CODE',
  'SCHOOL_DISTRICT_NAME',
  'ELECTION_DATE',
  'IS_ABSENTEE_VOTER',
] as const;

/** Auxiliary sources: formats are this project's own (spec 4, section 4). */
export const DECEASED_COLUMNS = [
  'VOTER_IDENTIFICATION_NUMBER',
  'FIRST_NAME',
  'MIDDLE_NAME',
  'LAST_NAME',
  'YEAR_OF_BIRTH',
  'DATE_OF_DEATH',
  'SOURCE',
] as const;
export const NCOA_COLUMNS = [
  'VOTER_IDENTIFICATION_NUMBER',
  'MOVE_EFFECTIVE_DATE',
  'MOVE_TYPE',
  'NEW_ADDRESS',
  'NEW_CITY',
  'NEW_STATE',
  'NEW_ZIP',
  'DELIVERY_POINT',
] as const;
export const POSTAL_LOCATION_COLUMNS = [
  'NAME',
  'KIND',
  'ADDRESS_LINE_1',
  'CITY',
  'STATE',
  'ZIP_CODE',
] as const;
export const CANVASS_COLUMNS = [
  'ADDRESS_LINE_1',
  'EXTENSION',
  'CITY',
  'ZIP_CODE',
  'CATEGORY',
  'FINDING',
  'LIVING_UNIT_COUNT',
] as const;

export const VOTER_STATUS_CODES = ['A', 'V', 'CH', 'I', 'C', 'R'] as const;
export type VoterStatusCode = (typeof VOTER_STATUS_CODES)[number];
/** Registered voters: every count leaves out C (cancelled) and R (rejected). */
export const REGISTERED_STATUS_CODES = ['A', 'V', 'CH', 'I'] as const;

export const UOCAVA_CODES = {
  N: 'NON-UOCAVA',
  M: 'MILITARY',
  C: 'OVERSEAS CIVILIAN',
  O: 'OTHER OVERSEAS',
} as const;
export type UocavaCode = keyof typeof UOCAVA_CODES;
/** The UOCAVA voters the metrics count: military, overseas civilian and other overseas (not N). */
export const UOCAVA_COUNTED_CODES = ['M', 'C', 'O'] as const;

export const POSTAL_LOCATION_KINDS = ['USPS', 'UPS', 'FEDEX', 'CMRA'] as const;
export const NCOA_MOVE_TYPES = ['I', 'F', 'B'] as const;
export const CANVASS_FINDINGS = [
  'apt_num_blank',
  'srlv_unit_blank',
  'street_num_blank',
  'hotel_rm_blank',
  'trlr_lot_blank',
  'empty_lot',
] as const;
export type CanvassFinding = (typeof CANVASS_FINDINGS)[number];

/** The 20 address categories of spec 2, section 3: the contract's list, which the canvass file uses. */
export { ADDRESS_CATEGORIES, type AddressCategory };
/** Categories that make an address non-residential for the NON_RESIDENTIAL metric. */
export const NON_RESIDENTIAL_CATEGORIES = [
  'Virtual Mailbox',
  'Prison',
  'Camps-Seasonal',
  'RV Park-Seasonal',
  'Business',
  'Homeless Shelter',
  'Memory/Dementia Care',
] as const satisfies readonly AddressCategory[];

/** Fixed-width registration record (`entire_state_v.lst`): 1-based start and width. */
export const LST_REGISTRATION_LAYOUT = {
  LAST_NAME: [1, 35],
  FIRST_NAME: [36, 20],
  MIDDLE_NAME: [56, 20],
  NAME_SUFFIX: [76, 3],
  YEAR_OF_BIRTH: [79, 4],
  GENDER: [83, 1],
  REGISTRATION_DATE: [84, 8],
  STREET_NUMBER_PREFIX: [92, 1],
  STREET_NUMBER: [93, 7],
  STREET_NUMBER_SUFFIX: [100, 4],
  DIRECTION_PREFIX: [104, 2],
  STREET_NAME: [106, 30],
  STREET_TYPE: [136, 6],
  DIRECTION_SUFFIX: [142, 2],
  EXTENSION: [144, 13],
  CITY: [157, 35],
  STATE: [192, 2],
  ZIP_CODE: [194, 5],
  MAILING_ADDRESS_LINE_ONE: [199, 50],
  MAILING_ADDRESS_LINE_TWO: [249, 50],
  MAILING_ADDRESS_LINE_THREE: [299, 50],
  MAILING_ADDRESS_LINE_FOUR: [349, 50],
  MAILING_ADDRESS_LINE_FIVE: [399, 50],
  VOTER_IDENTIFICATION_NUMBER: [449, 13],
  COUNTY_CODE: [462, 2],
  JURISDICTION_CODE: [464, 5],
  WARD_PRECINCT: [469, 6],
  SCHOOL_DISTRICT_CODE: [475, 5],
  STATE_HOUSE_DISTRICT_CODE: [480, 5],
  STATE_SENATE_DISTRICT_CODE: [485, 5],
  US_CONGRESS_DISTRICT_CODE: [490, 5],
  COUNTY_COMMISSIONER_DISTRICT_CODE: [495, 5],
  VILLAGE_DISTRICT_CODE: [500, 5],
  VILLAGE_PRECINCT: [505, 6],
  SCHOOL_PRECINCT: [511, 6],
  IS_PERMANENT_ABSENTEE_VOTER: [517, 1],
  VOTER_STATUS_TYPE_CODE: [518, 2],
  UOCAVA_STATUS_CODE: [520, 1],
} as const satisfies Record<string, readonly [number, number]>;
export const LST_REGISTRATION_WIDTH = 520;
