import type { QvfRow } from '../test-support/qvf-files';

/**
 * Hand-built registrations for the 2025-10-01 snapshot, each with the findings the metric
 * definitions give it (issue 2). Age is 2025 minus the birth year. Registrations default to
 * 2023-01-15 so that they are not low-propensity unless a case says so.
 */
export interface Case {
  id: string;
  row: QvfRow;
  expect: string[];
  note: string;
}

const at = (n: string, street: string, type: string, extra: QvfRow = {}): QvfRow => ({
  STREET_NUMBER: n,
  STREET_NAME: street,
  STREET_TYPE: type,
  ...extra,
});
const person = (first: string, middle: string, last: string, yob: string, extra: QvfRow = {}): QvfRow => ({
  FIRST_NAME: first,
  MIDDLE_NAME: middle,
  LAST_NAME: last,
  YEAR_OF_BIRTH: yob,
  ...extra,
});
const KENT: QvfRow = {
  COUNTY_CODE: '41',
  COUNTY_NAME: 'KENT',
  JURISDICTION_CODE: '34000',
  JURISDICTION_NAME: 'GRAND RAPIDS CITY',
  CITY: 'GRAND RAPIDS',
  ZIP_CODE: '49503',
  WARD: '02',
  PRECINCT: '014',
};

// biome-ignore format: a table of cases reads best one case to a line
export const CASES: Case[] = [
  // DUPLICATE rule 1: first name, birth year and address; "Street" and "ST" are one address.
  { id: '1001', row: { ...person('JOHN', 'A', 'SMITH', '1960'), ...at('100', 'MAIN', 'ST') }, expect: ['DUPLICATE'], note: 'rule 1' },
  { id: '1002', row: { ...person('John ', 'B', 'SMYTH', '1960'), ...at('100', 'MAIN', 'STREET') }, expect: ['DUPLICATE'], note: 'rule 1, typed differently' },
  // DUPLICATE rule 2: full name and birth year, any address, any county.
  { id: '1003', row: { ...person('MARY', 'K', 'JONES', '1970'), ...at('5', 'OAK', 'AVE') }, expect: ['DUPLICATE'], note: 'rule 2' },
  { id: '1004', row: { ...person('MARY', 'K', 'JONES', '1970'), ...at('9', 'ELM', 'RD', KENT) }, expect: ['DUPLICATE'], note: 'rule 2 across counties' },
  { id: '1005', row: { ...person('MARY', '', 'JONES', '1970'), ...at('11', 'ELM', 'RD') }, expect: [], note: 'blank middle differs from K' },
  { id: '1006', row: { ...person('ANN', '', 'JONES', '1971'), ...at('12', 'ELM', 'RD') }, expect: ['DUPLICATE'], note: 'blank middle equals blank' },
  { id: '1007', row: { ...person('ANN', '', 'JONES', '1971'), ...at('14', 'ELM', 'RD') }, expect: ['DUPLICATE'], note: 'blank middle equals blank' },
  { id: '1008', row: { ...person('ROBERT', 'LEE', 'BROWN', '1950', { NAME_SUFFIX: 'SR' }), ...at('20', 'PINE', 'CT') }, expect: [], note: 'Sr' },
  { id: '1009', row: { ...person('ROBERT', 'LEE', 'BROWN', '1978', { NAME_SUFFIX: 'JR' }), ...at('20', 'PINE', 'CT') }, expect: [], note: 'Jr' },
  { id: '1010', row: { ...person('ALICE', '', 'WHITE', '2000'), ...at('30', 'PINE', 'CT') }, expect: [], note: 'twin' },
  { id: '1011', row: { ...person('ALISON', '', 'WHITE', '2000'), ...at('30', 'PINE', 'CT') }, expect: [], note: 'twin' },
  { id: '1012', row: { ...person('PETER', '', 'PAN', '1980'), ...at('40', 'PINE', 'CT') }, expect: [], note: 'partner is cancelled' },
  { id: '1013', row: { ...person('PETER', '', 'PAN', '1980', { VOTER_STATUS_TYPE_CODE: 'C' }), ...at('41', 'PINE', 'CT') }, expect: [], note: 'cancelled: not counted' },
  // DUPLICATE by both rules: 1052 and 1053 are in a group of each; 1054 shares only the full name.
  { id: '1052', row: { ...person('JANE', 'Q', 'DOE', '1965'), ...at('210', 'MAIN', 'ST') }, expect: ['DUPLICATE'], note: 'rules 1 and 2' },
  { id: '1053', row: { ...person('JANE', 'Q', 'DOE', '1965'), ...at('210', 'MAIN', 'STREET') }, expect: ['DUPLICATE'], note: 'rules 1 and 2' },
  { id: '1054', row: { ...person('JANE', 'Q', 'DOE', '1965'), ...at('300', 'MAIN', 'ST') }, expect: ['DUPLICATE'], note: 'rule 2 only' },
  // DECEASED: by voter id; by a unique name and birth year; never by an ambiguous one.
  { id: '1014', row: { ...person('CARL', '', 'GRAY', '1950'), ...at('50', 'OAK', 'AVE') }, expect: ['DECEASED'], note: 'by id' },
  { id: '1015', row: { ...person('GEORGE', 'W', 'HILL', '1940'), ...at('51', 'OAK', 'AVE') }, expect: ['DECEASED'], note: 'unique name match' },
  { id: '1016', row: { ...person('EDNA', '', 'MOORE', '1935', { VOTER_STATUS_TYPE_CODE: 'V' }), ...at('52', 'OAK', 'AVE') }, expect: ['DUPLICATE', 'AGE_90_PLUS'], note: 'ambiguous deceased match' },
  { id: '1017', row: { ...person('EDNA', '', 'MOORE', '1935'), ...at('53', 'OAK', 'AVE') }, expect: ['DUPLICATE', 'AGE_90_PLUS'], note: 'ambiguous deceased match' },
  { id: '1018', row: { ...person('FRANK', 'T', 'ADAMS', '1945'), ...at('54', 'OAK', 'AVE') }, expect: [], note: 'middle initial differs' },
  // Ages on Jan 1 2025; placeholders apart.
  { id: '1019', row: { ...person('IDA', '', 'OLD', '1925'), ...at('60', 'OAK', 'AVE') }, expect: ['AGE_100_PLUS', 'AGE_90_PLUS'], note: 'age 100' },
  { id: '1020', row: { ...person('IRA', '', 'OLD', '1935'), ...at('61', 'OAK', 'AVE') }, expect: ['AGE_90_PLUS'], note: 'age 90' },
  { id: '1021', row: { ...person('ILA', '', 'OLD', '1910'), ...at('62', 'OAK', 'AVE') }, expect: ['AGE_100_PLUS', 'AGE_90_PLUS'], note: 'age 115' },
  { id: '1022', row: { ...person('IKE', '', 'OLD', '1900'), ...at('63', 'OAK', 'AVE') }, expect: ['AGE_PLACEHOLDER'], note: 'placeholder 1900' },
  { id: '1023', row: { ...person('IVY', '', 'OLD', '1936'), ...at('64', 'OAK', 'AVE') }, expect: [], note: 'age 89' },
  { id: '1024', row: { ...person('TEEN', '', 'YOUNG', '2008', { REGISTRATION_DATE: '2025-09-01' }), ...at('65', 'OAK', 'AVE') }, expect: [], note: '17-year-old pre-registration' },
  // Registration date.
  { id: '1025', row: { ...person('OLIVE', '', 'EARLY', '1920', { REGISTRATION_DATE: '1941-12-31' }), ...at('70', 'OAK', 'AVE') }, expect: ['REG_DATE_PRE_1942', 'AGE_100_PLUS', 'AGE_90_PLUS', 'LOW_PROPENSITY'], note: 'registered 1941' },
  { id: '1026', row: { ...person('OSCAR', '', 'EARLY', '1921', { REGISTRATION_DATE: '1942-01-01' }), ...at('71', 'OAK', 'AVE') }, expect: ['AGE_100_PLUS', 'AGE_90_PLUS', 'LOW_PROPENSITY'], note: 'registered on 1942-01-01; age 104' },
  // Postal locations: street and ZIP, the unit is ignored.
  { id: '1027', row: { ...person('PAT', '', 'BOX', '1985'), ...at('1401', 'FORT', 'ST', { DIRECTION_PREFIX: 'W', EXTENSION: '#123', CITY: 'DETROIT', ZIP_CODE: '48233', }) }, expect: ['UPS_USPS'], note: 'post office' },
  { id: '1028', row: { ...person('PAM', '', 'BOX', '1986'), ...at('1401', 'FORT', 'ST', { DIRECTION_PREFIX: 'W', CITY: 'DETROIT', ZIP_CODE: '48226' }) }, expect: [], note: 'other ZIP' },
  // NCOA: out of state within 2021-06-01 .. 2025-06-30.
  { id: '1029', row: { ...person('MOVER', '', 'ONE', '1990'), ...at('80', 'OAK', 'AVE') }, expect: ['NCOA_STATE'], note: 'to Ohio 2023' },
  { id: '1030', row: { ...person('MOVER', '', 'TWO', '1990'), ...at('81', 'OAK', 'AVE') }, expect: [], note: 'within Michigan' },
  { id: '1031', row: { ...person('MOVER', '', 'THREE', '1990'), ...at('82', 'OAK', 'AVE') }, expect: [], note: 'before the window' },
  { id: '1032', row: { ...person('MOVER', '', 'FOUR', '1990'), ...at('83', 'OAK', 'AVE') }, expect: ['NCOA_STATE'], note: 'last day of the window' },
  // UOCAVA: counted, never a finding.
  { id: '1033', row: { ...person('SGT', '', 'ABROAD', '1995', { UOCAVA_STATUS_CODE: 'M', UOCAVA_STATUS_NAME: 'MILITARY' }), ...at('90', 'OAK', 'AVE') }, expect: [], note: 'military' },
  { id: '1034', row: { ...person('CIV', '', 'ABROAD', '1995', { UOCAVA_STATUS_CODE: 'C' }), ...at('91', 'OAK', 'AVE') }, expect: [], note: 'overseas civilian' },
  { id: '1035', row: { ...person('OTH', '', 'ABROAD', '1995', { UOCAVA_STATUS_CODE: 'O' }), ...at('92', 'OAK', 'AVE', KENT) }, expect: [], note: 'other overseas' },
  // Low propensity: registered on or before 2022-10-11, no vote after 2022-08-31.
  { id: '1036', row: { ...person('LOW', '', 'ONE', '1980', { REGISTRATION_DATE: '2022-10-11' }), ...at('100', 'OAK', 'AVE') }, expect: ['LOW_PROPENSITY'], note: 'last voted Aug 2022' },
  { id: '1037', row: { ...person('LOW', '', 'TWO', '1980', { REGISTRATION_DATE: '2022-10-11' }), ...at('101', 'OAK', 'AVE') }, expect: [], note: 'voted Nov 2022' },
  { id: '1038', row: { ...person('LOW', '', 'THREE', '1980', { REGISTRATION_DATE: '2022-10-12' }), ...at('102', 'OAK', 'AVE') }, expect: [], note: 'registered later' },
  // NVRA 8(d): status V.
  { id: '1039', row: { ...person('NV', '', 'ONE', '1980', { REGISTRATION_DATE: '2020-11-02', VOTER_STATUS_TYPE_CODE: 'V' }), ...at('110', 'OAK', 'AVE') }, expect: ['NVRA_8D_DEC_2022', 'NVRA_8D_2025', 'LOW_PROPENSITY'], note: 'last voted Aug 2020' },
  { id: '1040', row: { ...person('NV', '', 'TWO', '1980', { REGISTRATION_DATE: '2020-11-02', VOTER_STATUS_TYPE_CODE: 'V' }), ...at('111', 'OAK', 'AVE') }, expect: ['NVRA_8D_2025', 'LOW_PROPENSITY'], note: 'voted Nov 3 2020' },
  { id: '1041', row: { ...person('NV', '', 'THREE', '1980', { REGISTRATION_DATE: '2019-05-05' }), ...at('112', 'OAK', 'AVE') }, expect: ['LOW_PROPENSITY'], note: 'active, never voted' },
  { id: '1042', row: { ...person('NV', '', 'FOUR', '1980', { REGISTRATION_DATE: '2022-11-07', VOTER_STATUS_TYPE_CODE: 'V' }), ...at('113', 'OAK', 'AVE') }, expect: ['NVRA_8D_2025'], note: 'registered the day before' },
  { id: '1043', row: { ...person('NV', '', 'FIVE', '1980', { REGISTRATION_DATE: '2022-11-08', VOTER_STATUS_TYPE_CODE: 'V' }), ...at('114', 'OAK', 'AVE') }, expect: [], note: 'registered on the day' },
  // Canvass: non-residential categories by address without unit; blank units; empty lots.
  { id: '1044', row: { ...person('INMATE', '', 'ONE', '1980'), ...at('77', 'PINE', 'ST', { EXTENSION: 'APT 2' }) }, expect: ['NON_RESIDENTIAL'], note: 'prison' },
  { id: '1045', row: { ...person('TENANT', '', 'ONE', '1980'), ...at('88', 'BIRCH', 'LN') }, expect: [], note: 'apartment building' },
  { id: '1046', row: { ...person('TENANT', '', 'TWO', '1980'), ...at('200', 'LAKE', 'DR') }, expect: ['BLANK_UNIT'], note: 'unit missing' },
  { id: '1047', row: { ...person('TENANT', '', 'THREE', '1981'), ...at('200', 'LAKE', 'DR', { EXTENSION: 'APT 5' }) }, expect: [], note: 'unit given' },
  { id: '1048', row: { ...person('LOT', '', 'OWNER', '1980'), ...at('300', 'HILL', 'RD', { EXTENSION: 'LOT 3' }) }, expect: ['BLANK_UNIT'], note: 'empty lot' },
  // Statuses: R is not registered; CH and I are.
  { id: '1049', row: { ...person('REJ', '', 'ECTED', '1980', { VOTER_STATUS_TYPE_CODE: 'R' }), ...at('120', 'OAK', 'AVE') }, expect: [], note: 'rejected: not counted' },
  { id: '1050', row: { ...person('CHAL', '', 'LENGED', '1980', { VOTER_STATUS_TYPE_CODE: 'CH' }), ...at('121', 'OAK', 'AVE') }, expect: [], note: 'challenged' },
  { id: '1051', row: { ...person('IN', '', 'ACTIVE', '1980', { VOTER_STATUS_TYPE_CODE: 'I' }), ...at('122', 'OAK', 'AVE') }, expect: [], note: 'inactive' },
];

export const HISTORY: { id: string; date: string }[] = [
  { id: '1036', date: '2022-08-02' },
  { id: '1037', date: '2022-11-08' },
  { id: '1039', date: '2020-08-04' },
  { id: '1040', date: '11/03/2020' },
  { id: '1024', date: '2025-05-06 00:00:00' },
];

export const DECEASED = [
  {
    VOTER_IDENTIFICATION_NUMBER: '1014',
    FIRST_NAME: 'CARL',
    LAST_NAME: 'GRAY',
    YEAR_OF_BIRTH: '1950',
    DATE_OF_DEATH: '2024-03-01',
    SOURCE: 'obituary',
  },
  {
    FIRST_NAME: 'George',
    MIDDLE_NAME: 'Walter',
    LAST_NAME: 'Hill',
    YEAR_OF_BIRTH: '1940',
    DATE_OF_DEATH: '2024-05-01',
    SOURCE: 'obituary',
  },
  {
    FIRST_NAME: 'EDNA',
    LAST_NAME: 'MOORE',
    YEAR_OF_BIRTH: '1935',
    DATE_OF_DEATH: '2024-06-01',
    SOURCE: 'obituary',
  },
  {
    FIRST_NAME: 'FRANK',
    MIDDLE_NAME: 'R',
    LAST_NAME: 'ADAMS',
    YEAR_OF_BIRTH: '1945',
    DATE_OF_DEATH: '2024-07-01',
    SOURCE: 'obituary',
  },
  {
    VOTER_IDENTIFICATION_NUMBER: '999999',
    FIRST_NAME: 'NOT',
    LAST_NAME: 'HERE',
    YEAR_OF_BIRTH: '1930',
    DATE_OF_DEATH: '2024-07-01',
    SOURCE: 'obituary',
  },
];

export const NCOA = [
  {
    VOTER_IDENTIFICATION_NUMBER: '1029',
    MOVE_EFFECTIVE_DATE: '2023-05-01',
    MOVE_TYPE: 'I',
    NEW_ADDRESS: '1 HIGH ST',
    NEW_CITY: 'COLUMBUS',
    NEW_STATE: 'OH',
    NEW_ZIP: '43004',
    DELIVERY_POINT: 'Y',
  },
  {
    VOTER_IDENTIFICATION_NUMBER: '1030',
    MOVE_EFFECTIVE_DATE: '2023-05-01',
    MOVE_TYPE: 'I',
    NEW_ADDRESS: '2 HIGH ST',
    NEW_CITY: 'FLINT',
    NEW_STATE: 'MI',
    NEW_ZIP: '48502',
    DELIVERY_POINT: 'Y',
  },
  {
    VOTER_IDENTIFICATION_NUMBER: '1031',
    MOVE_EFFECTIVE_DATE: '2021-05-31',
    MOVE_TYPE: 'F',
    NEW_ADDRESS: '3 HIGH ST',
    NEW_CITY: 'TOLEDO',
    NEW_STATE: 'OH',
    NEW_ZIP: '43601',
    DELIVERY_POINT: 'Y',
  },
  {
    VOTER_IDENTIFICATION_NUMBER: '1032',
    MOVE_EFFECTIVE_DATE: '2025-06-30',
    MOVE_TYPE: 'I',
    NEW_ADDRESS: '4 SEA AVE',
    NEW_CITY: 'MIAMI',
    NEW_STATE: 'FL',
    NEW_ZIP: '33101',
    DELIVERY_POINT: 'Y',
  },
  {
    VOTER_IDENTIFICATION_NUMBER: '1033',
    MOVE_EFFECTIVE_DATE: '2025-07-01',
    MOVE_TYPE: 'I',
    NEW_ADDRESS: 'PSC 1',
    NEW_CITY: 'APO',
    NEW_STATE: 'AE',
    NEW_ZIP: '09001',
    DELIVERY_POINT: 'Y',
  },
];

export const POSTAL = [
  {
    NAME: 'DETROIT MAIN POST OFFICE',
    KIND: 'USPS',
    ADDRESS_LINE_1: '1401 West Fort Street',
    CITY: 'DETROIT',
    STATE: 'MI',
    ZIP_CODE: '48233',
  },
];

export const CANVASS = [
  {
    ADDRESS_LINE_1: '77 PINE ST',
    EXTENSION: '',
    CITY: 'LANSING',
    ZIP_CODE: '48910',
    CATEGORY: 'Prison',
    FINDING: '',
    LIVING_UNIT_COUNT: '',
  },
  {
    ADDRESS_LINE_1: '88 BIRCH LN',
    EXTENSION: '',
    CITY: 'LANSING',
    ZIP_CODE: '48910',
    CATEGORY: 'Apartment',
    FINDING: '',
    LIVING_UNIT_COUNT: '12',
  },
  {
    ADDRESS_LINE_1: '200 LAKE DR',
    EXTENSION: '',
    CITY: 'LANSING',
    ZIP_CODE: '48910',
    CATEGORY: 'Apartment',
    FINDING: 'apt_num_blank',
    LIVING_UNIT_COUNT: '8',
  },
  {
    ADDRESS_LINE_1: '300 HILL RD',
    EXTENSION: '',
    CITY: 'LANSING',
    ZIP_CODE: '48910',
    CATEGORY: 'Empty Lot',
    FINDING: 'empty_lot',
    LIVING_UNIT_COUNT: '0',
  },
];
