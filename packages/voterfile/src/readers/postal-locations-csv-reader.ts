import { normalizeCity, normalizeStreet, zip5 } from '../address/normalize-address';
import { parseAddressLine } from '../address/parse-address-line';
import { POSTAL_LOCATION_COLUMNS, POSTAL_LOCATION_KINDS } from '../qvf-format';
import { canonical } from './aux-values';
import { type ColumnGetter, utf8RowFileOpener } from './csv-table';

export type PostalLocationKind = (typeof POSTAL_LOCATION_KINDS)[number];

/** One known post office, shipping store or virtual mailbox. */
export interface PostalLocationRecord {
  /** Line of the file the row starts on (kept as evidence). */
  line: number;
  name: string;
  kind: PostalLocationKind;
  addressLine1: string;
  /** CITY as written (trimmed). */
  city: string;
  /** normalizeCity of CITY. */
  normCity: string;
  state: string;
  zipCode: string;
  /** normalizeStreet of the parsed ADDRESS_LINE_1 (its unit, such as a suite, left out): the match key. */
  street: string;
  zip5: string;
}

const REQUIRED = ['KIND', 'ADDRESS_LINE_1', 'CITY', 'ZIP_CODE'] as const;

/** Opens postal-locations.csv (UTF-8). NAME and STATE may be absent. */
export const openPostalLocationsCsv = utf8RowFileOpener({
  kind: 'a postal locations file (postal-locations.csv)',
  required: REQUIRED,
  columns: POSTAL_LOCATION_COLUMNS,
  convert: toPostalLocation,
});

function toPostalLocation(get: ColumnGetter, line: number): PostalLocationRecord | string {
  const rawKind = get('KIND').trim();
  const kind = canonical(rawKind, POSTAL_LOCATION_KINDS);
  if (kind === undefined) return `KIND '${rawKind}' is not one of ${POSTAL_LOCATION_KINDS.join(', ')}`;
  const addressLine1 = get('ADDRESS_LINE_1').trim();
  const parsed = parseAddressLine(addressLine1);
  if (parsed === null) return `ADDRESS_LINE_1 '${addressLine1}' has no street number and street name`;
  const zipCode = get('ZIP_CODE').trim();
  const zip = zip5(zipCode);
  if (zip === '') return `ZIP_CODE '${zipCode}' is not a ZIP code`;
  return {
    line,
    name: get('NAME').trim(),
    kind,
    addressLine1,
    city: get('CITY').trim(),
    normCity: normalizeCity(get('CITY')),
    state: get('STATE').trim().toUpperCase(),
    zipCode,
    street: normalizeStreet(parsed),
    zip5: zip,
  };
}
