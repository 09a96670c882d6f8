import type { CopyOptions } from '@voterroll/db/database';
import {
  normalizeCity,
  normalizeStreet,
  normalizeUnit,
  zip5,
} from '@voterroll/voterfile/address/normalize-address';
import { QVF_COLUMNS_49 } from '@voterroll/voterfile/qvf-format';
import type { RegistrationFile } from '@voterroll/voterfile/readers/registration-csv-reader';
import type { QvfRegistration } from '@voterroll/voterfile/registration';
import {
  ADDRESS_COLUMNS,
  ADDRESS_HASH_FROM_END,
  type AddressForms,
  addressCopyText,
} from '../addresses/address-forms';
import { changeDigest } from '../changes/change-digest';

type Value = string | number | boolean | null;

/** Each QVF column: the registrations column that stores it and how to get it from a registration. */
const QVF_COLUMN_MAP: Record<string, { column: string; value: (r: QvfRegistration) => Value }> = {
  LAST_NAME: { column: 'last_name', value: (r) => r.lastName },
  FIRST_NAME: { column: 'first_name', value: (r) => r.firstName },
  MIDDLE_NAME: { column: 'middle_name', value: (r) => r.middleName },
  NAME_SUFFIX: { column: 'name_suffix', value: (r) => r.nameSuffix },
  YEAR_OF_BIRTH: { column: 'year_of_birth', value: (r) => r.yearOfBirth },
  GENDER: { column: 'gender', value: (r) => r.gender },
  REGISTRATION_DATE: { column: 'registration_date', value: (r) => r.registrationDate },
  STREET_NUMBER_PREFIX: { column: 'street_number_prefix', value: (r) => r.streetNumberPrefix },
  STREET_NUMBER: { column: 'street_number', value: (r) => r.streetNumber },
  STREET_NUMBER_SUFFIX: { column: 'street_number_suffix', value: (r) => r.streetNumberSuffix },
  DIRECTION_PREFIX: { column: 'direction_prefix', value: (r) => r.directionPrefix },
  STREET_NAME: { column: 'street_name', value: (r) => r.streetName },
  STREET_TYPE: { column: 'street_type', value: (r) => r.streetType },
  DIRECTION_SUFFIX: { column: 'direction_suffix', value: (r) => r.directionSuffix },
  EXTENSION: { column: 'extension', value: (r) => r.extension },
  CITY: { column: 'city', value: (r) => r.city },
  STATE: { column: 'state', value: (r) => r.state },
  ZIP_CODE: { column: 'zip_code', value: (r) => r.zipCode },
  MAILING_ADDRESS_LINE_ONE: { column: 'mailing_address_line_one', value: (r) => r.mailingAddressLines[0] },
  MAILING_ADDRESS_LINE_TWO: { column: 'mailing_address_line_two', value: (r) => r.mailingAddressLines[1] },
  MAILING_ADDRESS_LINE_THREE: {
    column: 'mailing_address_line_three',
    value: (r) => r.mailingAddressLines[2],
  },
  MAILING_ADDRESS_LINE_FOUR: { column: 'mailing_address_line_four', value: (r) => r.mailingAddressLines[3] },
  MAILING_ADDRESS_LINE_FIVE: { column: 'mailing_address_line_five', value: (r) => r.mailingAddressLines[4] },
  VOTER_IDENTIFICATION_NUMBER: { column: 'voter_id', value: (r) => r.voterId },
  COUNTY_CODE: { column: 'county_code', value: (r) => r.countyCode },
  COUNTY_NAME: { column: 'county_name', value: (r) => r.countyName },
  JURISDICTION_CODE: { column: 'jurisdiction_code', value: (r) => r.jurisdictionCode },
  JURISDICTION_NAME: { column: 'jurisdiction_name', value: (r) => r.jurisdictionName },
  PRECINCT: { column: 'precinct', value: (r) => r.precinct },
  WARD: { column: 'ward', value: (r) => r.ward },
  SCHOOL_DISTRICT_CODE: { column: 'school_district_code', value: (r) => r.schoolDistrictCode },
  SCHOOL_DISTRICT_NAME: { column: 'school_district_name', value: (r) => r.schoolDistrictName },
  STATE_HOUSE_DISTRICT_CODE: { column: 'state_house_district_code', value: (r) => r.stateHouseDistrictCode },
  STATE_HOUSE_DISTRICT_NAME: { column: 'state_house_district_name', value: (r) => r.stateHouseDistrictName },
  STATE_SENATE_DISTRICT_CODE: {
    column: 'state_senate_district_code',
    value: (r) => r.stateSenateDistrictCode,
  },
  STATE_SENATE_DISTRICT_NAME: {
    column: 'state_senate_district_name',
    value: (r) => r.stateSenateDistrictName,
  },
  US_CONGRESS_DISTRICT_CODE: { column: 'us_congress_district_code', value: (r) => r.usCongressDistrictCode },
  US_CONGRESS_DISTRICT_NAME: { column: 'us_congress_district_name', value: (r) => r.usCongressDistrictName },
  COUNTY_COMMISSIONER_DISTRICT_CODE: {
    column: 'county_commissioner_district_code',
    value: (r) => r.countyCommissionerDistrictCode,
  },
  COUNTY_COMMISSIONER_DISTRICT_NAME: {
    column: 'county_commissioner_district_name',
    value: (r) => r.countyCommissionerDistrictName,
  },
  VILLAGE_DISTRICT_CODE: { column: 'village_district_code', value: (r) => r.villageDistrictCode },
  VILLAGE_DISTRICT_NAME: { column: 'village_district_name', value: (r) => r.villageDistrictName },
  VILLAGE_PRECINCT: { column: 'village_precinct', value: (r) => r.villagePrecinct },
  SCHOOL_PRECINCT: { column: 'school_precinct', value: (r) => r.schoolPrecinct },
  IS_PERMANENT_ABSENTEE_VOTER: { column: 'is_perm_av_ballot_voter', value: (r) => r.isPermAvBallotVoter },
  IS_PERM_AV_BALLOT_VOTER: { column: 'is_perm_av_ballot_voter', value: (r) => r.isPermAvBallotVoter },
  VOTER_STATUS_TYPE_CODE: { column: 'voter_status_type_code', value: (r) => r.statusCode },
  UOCAVA_STATUS_CODE: { column: 'uocava_status_code', value: (r) => r.uocavaCode },
  UOCAVA_STATUS_NAME: { column: 'uocava_status_name', value: (r) => r.uocavaName },
  IS_PERM_AV_APP_VOTER: { column: 'is_perm_av_app_voter', value: (r) => r.isPermAvAppVoter },
  STATUS_REASON: { column: 'status_reason', value: (r) => r.statusReason },
  CANCELLATION_REASON: { column: 'status_reason', value: (r) => r.statusReason },
  STATUS_DATE: { column: 'status_date', value: (r) => r.statusDate },
  STATUS_USER_CODE: { column: 'status_user_code', value: (r) => r.statusUserCode },
};

const TYPED_NULLABLE = new Set([
  'year_of_birth',
  'registration_date',
  'is_perm_av_ballot_voter',
  'is_perm_av_app_voter',
]);
const TYPED = new Set([...TYPED_NULLABLE, 'voter_id', 'county_code', 'jurisdiction_code', 'change_digest']);
const SERIALIZED_ORDER = [...QVF_COLUMNS_49, 'STATUS_REASON', 'STATUS_DATE', 'STATUS_USER_CODE'];

export interface RegistrationCopyPlan {
  columns: string[];
  options: CopyOptions;
  /** True when clean rows go to COPY as the file has them. */
  passThrough: boolean;
  line: (r: QvfRegistration) => string;
}

const csvValue = (v: Value): string => {
  if (v === null) return '';
  if (typeof v !== 'string') return typeof v === 'boolean' ? (v ? 't' : 'f') : String(v);
  return `"${v.includes('"') ? v.replaceAll('"', '""') : v}"`;
};

function normalizedAddress(r: QvfRegistration): string {
  return addressCopyText(
    normalizeStreet(r),
    normalizeUnit(r.extension),
    normalizeCity(r.city),
    zip5(r.zipCode),
  );
}

/**
 * Normalized addresses by their raw text: members of a household stand together in the file and
 * share one. Small, so that it holds no more than the last few chunks of the file alive.
 */
const ADDRESS_CACHE_SIZE = 4_096;

function addressCache(): (r: QvfRegistration) => string {
  let cache = new Map<string, string>();
  return (r) => {
    const key = r.addressText;
    if (key === undefined) return normalizedAddress(r);
    let values = cache.get(key);
    if (values === undefined) {
      values = normalizedAddress(r);
      // Start afresh when full: rows of one household or street stand together in the file.
      if (cache.size >= ADDRESS_CACHE_SIZE) cache = new Map();
      cache.set(key, values);
    }
    return values;
  };
}

/**
 * How a registration file goes into COPY (CSV format). A CSV file whose every column is a QVF
 * column keeps its own column order, and each row the reader did not have to change is passed
 * through as its text plus its change digest (change-digest.ts) and the normalized address: no
 * re-serialization on the hot path. Other
 * rows, the fixed-width file and files with unknown columns are serialized from the registration.
 * Each row's address form is counted in `forms`: every line goes to COPY, so they count the same rows.
 */
export function registrationCopyPlan(file: RegistrationFile, forms?: AddressForms): RegistrationCopyPlan {
  const mapped = file.columns.map((c) => QVF_COLUMN_MAP[c]?.column);
  const passThrough =
    file.columns.length > 0 &&
    mapped.every((c) => c !== undefined) &&
    new Set(mapped).size === mapped.length &&
    ['VOTER_IDENTIFICATION_NUMBER', 'COUNTY_CODE', 'JURISDICTION_CODE', 'VOTER_STATUS_TYPE_CODE'].every((c) =>
      file.columns.includes(c),
    );
  const order = passThrough ? file.columns : SERIALIZED_ORDER;
  const getters = order.map((c) => QVF_COLUMN_MAP[c]!.value);
  const qvfColumns = order.map((c) => QVF_COLUMN_MAP[c]!.column);
  const columns = [...qvfColumns, 'change_digest', ...ADDRESS_COLUMNS];
  const addressValues = addressCache();
  const serialize = (r: QvfRegistration): string => {
    let text = csvValue(getters[0]!(r));
    for (let i = 1; i < getters.length; i++) text += `,${csvValue(getters[i]!(r))}`;
    return text;
  };
  return {
    columns,
    passThrough,
    options: {
      format: 'csv',
      forceNull: qvfColumns.filter((c) => TYPED_NULLABLE.has(c)),
      forceNotNull: columns.filter((c) => !TYPED.has(c)),
    },
    line: (r) => {
      const address = addressValues(r);
      forms?.add(r.countyCode, address);
      // The full address hash stands after the address hash and its comma.
      const digest = changeDigest(r, address, address.length - ADDRESS_HASH_FROM_END + 33);
      const own = passThrough && r.sourceText !== undefined ? r.sourceText : serialize(r);
      return `${own},${digest}${address}`;
    },
  };
}
