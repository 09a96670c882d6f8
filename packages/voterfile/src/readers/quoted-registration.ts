import { QVF_COLUMNS_49, type UocavaCode, type VoterStatusCode } from '../qvf-format';
import type { QvfRegistration } from '../registration';
import { digitsValue, isDigits, isIsoDate, isNormalName, noPaddedField } from './quoted-line-scan';

/** Where each column the reader uses stands in the file (-1: the file lacks it). */
export type QuotedLayout = Readonly<Record<LayoutColumn, number>> & {
  /** Fields per line. */
  readonly count: number;
  /** STREET_NUMBER_PREFIX to ZIP_CODE stand side by side in QVF order: one slice holds the address. */
  readonly addressInOrder: boolean;
  /** The name and gender columns the file has (compared in normal form). */
  readonly names: readonly number[];
};

const LAYOUT_COLUMNS = [
  ...QVF_COLUMNS_49,
  'IS_PERMANENT_ABSENTEE_VOTER',
  'STATUS_REASON',
  'CANCELLATION_REASON',
  'STATUS_DATE',
  'STATUS_USER_CODE',
] as const;
type LayoutColumn = (typeof LAYOUT_COLUMNS)[number];

const ADDRESS_COLUMNS = QVF_COLUMNS_49.slice(
  QVF_COLUMNS_49.indexOf('STREET_NUMBER_PREFIX'),
  QVF_COLUMNS_49.indexOf('ZIP_CODE') + 1,
);
const STATUSES = new Set(['A', 'V', 'CH', 'I', 'C', 'R']);
const UOCAVA = new Set(['N', 'M', 'C', 'O']);
const YES_NO = new Set(['Y', 'N', '']);
const NAMES = ['LAST_NAME', 'FIRST_NAME', 'MIDDLE_NAME', 'NAME_SUFFIX', 'GENDER'] as const;

export function quotedLayout(columns: readonly string[]): QuotedLayout {
  const index = new Map(columns.map((c, i) => [c, i]));
  const layout: Record<string, unknown> = {
    count: columns.length,
    names: NAMES.map((c) => index.get(c) ?? -1).filter((k) => k >= 0),
    addressInOrder: ADDRESS_COLUMNS.every(
      (c, i) => index.get(c) === (index.get(ADDRESS_COLUMNS[0]!) ?? -1) + i,
    ),
  };
  for (const c of LAYOUT_COLUMNS) layout[c] = index.get(c) ?? -1;
  return layout as QuotedLayout;
}

/**
 * True when toRegistration would accept the scanned line and change none of its values (no
 * padding, names in normal form, ISO dates, codes as written), so that the line's own text is
 * what gets stored. The same conditions as the general path's check, tested on characters.
 */
export function storedAsRead(text: string, p: Int32Array, at: number, l: QuotedLayout): boolean {
  // No local helper functions here: tsx names each closure on creation, a cost per row.
  if (!noPaddedField(text, p, at, l.count)) return false;
  for (const k of l.names) if (!isNormalName(text, p[at + 2 * k]!, p[at + 2 * k + 1]!)) return false;
  const id = l.VOTER_IDENTIFICATION_NUMBER;
  if (id < 0) return false;
  const idStart = p[at + 2 * id]!;
  if (!isDigits(text, idStart, p[at + 2 * id + 1]!, 13) || text.charCodeAt(idStart) === 48) return false;
  const yob = l.YEAR_OF_BIRTH;
  if (yob >= 0) {
    const from = p[at + 2 * yob]!;
    const to = p[at + 2 * yob + 1]!;
    if (to > from && (to - from !== 4 || !isDigits(text, from, to, 4))) return false;
  }
  const date = l.REGISTRATION_DATE;
  if (date >= 0) {
    const from = p[at + 2 * date]!;
    const to = p[at + 2 * date + 1]!;
    if (to > from && !isIsoDate(text, from, to)) return false;
  }
  if (!isCode(text, p, at, l.COUNTY_CODE, 83) || !isCode(text, p, at, l.JURISDICTION_CODE, 99_999))
    return false;
  if (!STATUSES.has(valueAt(text, p, at, l.VOTER_STATUS_TYPE_CODE))) return false;
  if (!UOCAVA.has(valueAt(text, p, at, l.UOCAVA_STATUS_CODE))) return false;
  return (
    YES_NO.has(
      valueAt(text, p, at, l.IS_PERM_AV_BALLOT_VOTER) || valueAt(text, p, at, l.IS_PERMANENT_ABSENTEE_VOTER),
    ) && YES_NO.has(valueAt(text, p, at, l.IS_PERM_AV_APP_VOTER))
  );
}

function valueAt(text: string, p: Int32Array, at: number, k: number): string {
  return k < 0 ? '' : text.slice(p[at + 2 * k], p[at + 2 * k + 1]);
}

function isCode(text: string, p: Int32Array, at: number, k: number, max: number): boolean {
  if (k < 0) return false;
  const from = p[at + 2 * k]!;
  const to = p[at + 2 * k + 1]!;
  if (!isDigits(text, from, to, 9)) return false;
  const n = digitsValue(text, from, to);
  return n >= 1 && n <= max;
}

/** The layout's field index of each of a list of columns (-1: absent), found once per layout and list. */
const columnIndexes = new WeakMap<QuotedLayout, { columns: readonly string[]; at: Int32Array }>();
function columnsAt(l: QuotedLayout, columns: readonly string[]): Int32Array {
  const known = columnIndexes.get(l);
  if (known?.columns === columns) return known.at;
  const layout = l as unknown as Record<string, number | undefined>;
  const at = Int32Array.from(columns, (c) => layout[c] ?? -1);
  columnIndexes.set(l, { columns, at });
  return at;
}

const yesNo = (v: string): boolean | null => (v === '' ? null : v === 'Y');
/**
 * A registration read from a line that storedAsRead accepted: each value is the line's own text,
 * sliced when asked. The loader reads a handful of them; the rest of the line goes to COPY as is.
 */
export class QuotedRegistration implements QvfRegistration {
  constructor(
    private readonly text: string,
    private readonly p: Int32Array,
    private readonly at: number,
    private readonly l: QuotedLayout,
    readonly line: number,
    private readonly from: number,
    private readonly to: number,
  ) {}

  private v(k: number): string {
    return k < 0 ? '' : this.text.slice(this.p[this.at + 2 * k], this.p[this.at + 2 * k + 1]);
  }

  get sourceText(): string {
    return this.text.slice(this.from, this.to);
  }
  /** The address columns' text as one string (a cache key for normalized addresses). */
  get addressText(): string | undefined {
    if (!this.l.addressInOrder) return undefined;
    const first = this.l.STREET_NUMBER_PREFIX;
    return this.text.slice(
      this.p[this.at + 2 * first],
      this.p[this.at + 2 * (first + ADDRESS_COLUMNS.length - 1) + 1],
    );
  }
  foldColumns(columns: readonly string[], fold: (text: string, from: number, to: number) => void): void {
    const at = columnsAt(this.l, columns);
    const p = this.p;
    for (let i = 0; i < at.length; i++) {
      const k = at[i]!;
      if (k < 0) fold(this.text, 0, 0);
      else fold(this.text, p[this.at + 2 * k]!, p[this.at + 2 * k + 1]!);
    }
  }
  get voterId() {
    return this.v(this.l.VOTER_IDENTIFICATION_NUMBER);
  }
  get lastName() {
    return this.v(this.l.LAST_NAME);
  }
  get firstName() {
    return this.v(this.l.FIRST_NAME);
  }
  get middleName() {
    return this.v(this.l.MIDDLE_NAME);
  }
  get nameSuffix() {
    return this.v(this.l.NAME_SUFFIX);
  }
  get yearOfBirth() {
    const v = this.v(this.l.YEAR_OF_BIRTH);
    return v === '' ? null : Number(v);
  }
  get gender() {
    return this.v(this.l.GENDER);
  }
  get registrationDate() {
    return this.v(this.l.REGISTRATION_DATE) || null;
  }
  get streetNumberPrefix() {
    return this.v(this.l.STREET_NUMBER_PREFIX);
  }
  get streetNumber() {
    return this.v(this.l.STREET_NUMBER);
  }
  get streetNumberSuffix() {
    return this.v(this.l.STREET_NUMBER_SUFFIX);
  }
  get directionPrefix() {
    return this.v(this.l.DIRECTION_PREFIX);
  }
  get streetName() {
    return this.v(this.l.STREET_NAME);
  }
  get streetType() {
    return this.v(this.l.STREET_TYPE);
  }
  get directionSuffix() {
    return this.v(this.l.DIRECTION_SUFFIX);
  }
  get extension() {
    return this.v(this.l.EXTENSION);
  }
  get city() {
    return this.v(this.l.CITY);
  }
  get state() {
    return this.v(this.l.STATE);
  }
  get zipCode() {
    return this.v(this.l.ZIP_CODE);
  }
  get mailingAddressLines(): [string, string, string, string, string] {
    const l = this.l;
    return [
      this.v(l.MAILING_ADDRESS_LINE_ONE),
      this.v(l.MAILING_ADDRESS_LINE_TWO),
      this.v(l.MAILING_ADDRESS_LINE_THREE),
      this.v(l.MAILING_ADDRESS_LINE_FOUR),
      this.v(l.MAILING_ADDRESS_LINE_FIVE),
    ];
  }
  get countyCode() {
    return Number(this.v(this.l.COUNTY_CODE));
  }
  get countyName() {
    return this.v(this.l.COUNTY_NAME);
  }
  get jurisdictionCode() {
    return Number(this.v(this.l.JURISDICTION_CODE));
  }
  get jurisdictionName() {
    return this.v(this.l.JURISDICTION_NAME);
  }
  get ward() {
    return this.v(this.l.WARD);
  }
  get precinct() {
    return this.v(this.l.PRECINCT);
  }
  get schoolDistrictCode() {
    return this.v(this.l.SCHOOL_DISTRICT_CODE);
  }
  get schoolDistrictName() {
    return this.v(this.l.SCHOOL_DISTRICT_NAME);
  }
  get stateHouseDistrictCode() {
    return this.v(this.l.STATE_HOUSE_DISTRICT_CODE);
  }
  get stateHouseDistrictName() {
    return this.v(this.l.STATE_HOUSE_DISTRICT_NAME);
  }
  get stateSenateDistrictCode() {
    return this.v(this.l.STATE_SENATE_DISTRICT_CODE);
  }
  get stateSenateDistrictName() {
    return this.v(this.l.STATE_SENATE_DISTRICT_NAME);
  }
  get usCongressDistrictCode() {
    return this.v(this.l.US_CONGRESS_DISTRICT_CODE);
  }
  get usCongressDistrictName() {
    return this.v(this.l.US_CONGRESS_DISTRICT_NAME);
  }
  get countyCommissionerDistrictCode() {
    return this.v(this.l.COUNTY_COMMISSIONER_DISTRICT_CODE);
  }
  get countyCommissionerDistrictName() {
    return this.v(this.l.COUNTY_COMMISSIONER_DISTRICT_NAME);
  }
  get villageDistrictCode() {
    return this.v(this.l.VILLAGE_DISTRICT_CODE);
  }
  get villageDistrictName() {
    return this.v(this.l.VILLAGE_DISTRICT_NAME);
  }
  get villagePrecinct() {
    return this.v(this.l.VILLAGE_PRECINCT);
  }
  get schoolPrecinct() {
    return this.v(this.l.SCHOOL_PRECINCT);
  }
  get isPermAvBallotVoter() {
    return yesNo(this.v(this.l.IS_PERM_AV_BALLOT_VOTER) || this.v(this.l.IS_PERMANENT_ABSENTEE_VOTER));
  }
  get isPermAvAppVoter() {
    return yesNo(this.v(this.l.IS_PERM_AV_APP_VOTER));
  }
  get statusCode() {
    return this.v(this.l.VOTER_STATUS_TYPE_CODE) as VoterStatusCode;
  }
  get uocavaCode() {
    return this.v(this.l.UOCAVA_STATUS_CODE) as UocavaCode;
  }
  get uocavaName() {
    return this.v(this.l.UOCAVA_STATUS_NAME);
  }
  get statusReason() {
    return this.v(this.l.STATUS_REASON) || this.v(this.l.CANCELLATION_REASON);
  }
  get statusDate() {
    return this.v(this.l.STATUS_DATE);
  }
  get statusUserCode() {
    return this.v(this.l.STATUS_USER_CODE);
  }
}
