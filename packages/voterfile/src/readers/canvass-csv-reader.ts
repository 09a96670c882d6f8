import { normalizeCity, normalizeStreet, normalizeUnit, zip5 } from '../address/normalize-address';
import { parseAddressLine } from '../address/parse-address-line';
import {
  ADDRESS_CATEGORIES,
  type AddressCategory,
  CANVASS_COLUMNS,
  CANVASS_FINDINGS,
  type CanvassFinding,
} from '../qvf-format';
import { canonical, optional } from './aux-values';
import { type ColumnGetter, utf8RowFileOpener } from './csv-table';

/** One volunteer canvassing finding for an address. */
export interface CanvassRecord {
  /** Line of the file the row starts on (kept as evidence). */
  line: number;
  addressLine1: string;
  extension: string;
  /** CITY as written (trimmed). */
  city: string;
  /** normalizeCity of CITY: the form address keys use. */
  normCity: string;
  zipCode: string;
  category: AddressCategory | null;
  finding: CanvassFinding | null;
  livingUnitCount: number | null;
  /** normalizeStreet of the parsed ADDRESS_LINE_1. */
  street: string;
  /** normalizeUnit(...).key of EXTENSION, or of the unit written in ADDRESS_LINE_1 when EXTENSION is blank. */
  unitKey: string;
  zip5: string;
}

const REQUIRED = ['ADDRESS_LINE_1', 'CITY', 'ZIP_CODE'] as const;

/** Opens canvass.csv (UTF-8). EXTENSION, CATEGORY, FINDING and LIVING_UNIT_COUNT may be absent. */
export const openCanvassCsv = utf8RowFileOpener({
  kind: 'a canvass file (canvass.csv)',
  required: REQUIRED,
  columns: CANVASS_COLUMNS,
  convert: toCanvass,
});

const count = (v: string): number | null => (/^\d{1,6}$/.test(v) ? Number(v) : null);

function toCanvass(get: ColumnGetter, line: number): CanvassRecord | string {
  const addressLine1 = get('ADDRESS_LINE_1').trim();
  const parsed = parseAddressLine(addressLine1);
  if (parsed === null) return `ADDRESS_LINE_1 '${addressLine1}' has no street number and street name`;
  const zipCode = get('ZIP_CODE').trim();
  const zip = zip5(zipCode);
  if (zip === '') return `ZIP_CODE '${zipCode}' is not a ZIP code`;
  const category = optional(
    'CATEGORY',
    get('CATEGORY'),
    (v) => canonical(v, ADDRESS_CATEGORIES) ?? null,
    'one of the 20 address categories',
  );
  if (typeof category === 'string') return category;
  const finding = optional(
    'FINDING',
    get('FINDING'),
    (v) => canonical(v, CANVASS_FINDINGS) ?? null,
    `one of ${CANVASS_FINDINGS.join(', ')}`,
  );
  if (typeof finding === 'string') return finding;
  const units = optional(
    'LIVING_UNIT_COUNT',
    get('LIVING_UNIT_COUNT'),
    count,
    'a whole number of living units',
  );
  if (typeof units === 'string') return units;
  const extension = get('EXTENSION').trim();
  return {
    line,
    addressLine1,
    extension,
    city: get('CITY').trim(),
    normCity: normalizeCity(get('CITY')),
    zipCode,
    category: category.value,
    finding: finding.value,
    livingUnitCount: units.value,
    street: normalizeStreet(parsed),
    unitKey: normalizeUnit(extension !== '' ? extension : parsed.unit).key,
    zip5: zip,
  };
}
