/**
 * A registration row of EntireStateVoters.csv: the value of each of the state's columns, and the
 * row text (every field in double quotes, a quote inside doubled, CRLF). Two writers make the
 * same text: a generic one that follows any column list, and a template for the state's two
 * layouts, four times faster (a test checks that they agree).
 */
import { QVF_COLUMNS_48, QVF_COLUMNS_49, QVF_PRECINCT_COLUMNS, UOCAVA_CODES } from '../qvf-format';
import type { Person, Precinct } from './model';

export const FORTY_NINE_COLUMNS_FROM = '2024-08-01';

export function qvfColumns(snapshotDate: string): readonly string[] {
  return snapshotDate >= FORTY_NINE_COLUMNS_FROM ? QVF_COLUMNS_49 : QVF_COLUMNS_48;
}

type Getter = (p: Person) => string;

const yn = (b: boolean) => (b ? 'Y' : 'N');
const mail =
  (i: number): Getter =>
  (p) =>
    p.mailing?.[i] ?? '';

/** Value of each column, by the state's column name. */
const GETTERS: Record<string, Getter> = {
  LAST_NAME: (p) => p.last,
  FIRST_NAME: (p) => p.first,
  MIDDLE_NAME: (p) => p.middle,
  NAME_SUFFIX: (p) => p.suffix,
  YEAR_OF_BIRTH: (p) => String(p.yob),
  GENDER: (p) => p.gender,
  REGISTRATION_DATE: (p) => p.regDate,
  STREET_NUMBER_PREFIX: (p) => p.address.numberPrefix,
  STREET_NUMBER: (p) => p.address.number,
  STREET_NUMBER_SUFFIX: (p) => p.address.numberSuffix,
  DIRECTION_PREFIX: (p) => p.address.dirPrefix,
  STREET_NAME: (p) => p.address.streetName,
  STREET_TYPE: (p) => p.address.streetType,
  DIRECTION_SUFFIX: (p) => p.address.dirSuffix,
  EXTENSION: (p) => p.unit,
  CITY: (p) => p.address.city,
  STATE: () => 'MI',
  ZIP_CODE: (p) => p.address.zip,
  MAILING_ADDRESS_LINE_ONE: mail(0),
  MAILING_ADDRESS_LINE_TWO: mail(1),
  MAILING_ADDRESS_LINE_THREE: mail(2),
  MAILING_ADDRESS_LINE_FOUR: mail(3),
  MAILING_ADDRESS_LINE_FIVE: mail(4),
  VOTER_IDENTIFICATION_NUMBER: (p) => p.id,
  COUNTY_CODE: (p) => String(p.address.jur.county.code),
  COUNTY_NAME: (p) => p.address.jur.county.name,
  JURISDICTION_CODE: (p) => p.address.jur.codeText,
  JURISDICTION_NAME: (p) => p.address.jur.name,
  PRECINCT: (p) => p.address.precinct.number,
  WARD: (p) => p.address.precinct.ward,
  SCHOOL_DISTRICT_CODE: (p) => p.address.jur.schoolCode,
  SCHOOL_DISTRICT_NAME: (p) => p.address.jur.schoolName,
  STATE_HOUSE_DISTRICT_CODE: (p) => p.address.precinct.houseCode,
  STATE_HOUSE_DISTRICT_NAME: (p) => p.address.precinct.houseName,
  STATE_SENATE_DISTRICT_CODE: (p) => p.address.precinct.senateCode,
  STATE_SENATE_DISTRICT_NAME: (p) => p.address.precinct.senateName,
  US_CONGRESS_DISTRICT_CODE: (p) => p.address.precinct.congressCode,
  US_CONGRESS_DISTRICT_NAME: (p) => p.address.precinct.congressName,
  COUNTY_COMMISSIONER_DISTRICT_CODE: (p) => p.address.precinct.commissionerCode,
  COUNTY_COMMISSIONER_DISTRICT_NAME: (p) => p.address.precinct.commissionerName,
  VILLAGE_DISTRICT_CODE: (p) => p.address.precinct.villageCode,
  VILLAGE_DISTRICT_NAME: (p) => p.address.precinct.villageName,
  VILLAGE_PRECINCT: (p) => p.address.precinct.villagePrecinct,
  SCHOOL_PRECINCT: () => '',
  IS_PERMANENT_ABSENTEE_VOTER: (p) => yn(p.permApp),
  IS_PERM_AV_BALLOT_VOTER: (p) => yn(p.permBallot),
  IS_PERM_AV_APP_VOTER: (p) => yn(p.permApp),
  VOTER_STATUS_TYPE_CODE: (p) => p.status,
  UOCAVA_STATUS_CODE: (p) => p.uocava,
  UOCAVA_STATUS_NAME: (p) => UOCAVA_CODES[p.uocava],
};

/** A registration's value for one of the state's columns, exactly as the file carries it. */
export function registrationValue(p: Person, column: string): string {
  const g = GETTERS[column];
  if (!g) throw new Error(`no value for column ${column}`);
  return g(p);
}

export function quoted(value: string): string {
  return `"${value.includes('"') ? value.replace(/"/g, '""') : value}"`;
}

/** Columns whose values depend on the precinct alone: written once per precinct and reused. */
const PRECINCT_COLUMNS = new Set<string>(QVF_PRECINCT_COLUMNS);

/** Columns whose values depend on the address alone (the unit is the person's). */
const ADDRESS_COLUMNS = new Set([
  'STREET_NUMBER_PREFIX',
  'STREET_NUMBER',
  'STREET_NUMBER_SUFFIX',
  'DIRECTION_PREFIX',
  'STREET_NAME',
  'STREET_TYPE',
  'DIRECTION_SUFFIX',
  'CITY',
  'STATE',
  'ZIP_CODE',
]);

type Scope = 'person' | 'address' | 'precinct';

function scope(column: string): Scope {
  return PRECINCT_COLUMNS.has(column) ? 'precinct' : ADDRESS_COLUMNS.has(column) ? 'address' : 'person';
}

/** A value inside a quoted field: a double quote doubled. */
function escaped(value: string): string {
  return value.includes('"') ? value.replace(/"/g, '""') : value;
}

/**
 * A row writer for a column layout. Runs of columns that depend on the precinct or the address
 * alone become one piece of text, made once per precinct or address while the writer lives. The
 * row is one join of its pieces: one string allocated per row, not a few per field.
 */
export function genericRowWriter(columns: readonly string[]): (p: Person) => string {
  const parts: ((p: Person) => string)[] = [];
  for (let i = 0; i < columns.length; ) {
    const kind = scope(columns[i]!);
    const run: Getter[] = [];
    for (
      ;
      i < columns.length && scope(columns[i]!) === kind && (kind !== 'person' || run.length === 0);
      i++
    ) {
      const g = GETTERS[columns[i]!];
      if (!g) throw new Error(`no value for column ${columns[i]}`);
      run.push(g);
    }
    // A piece holds its fields' values joined by '","': the row adds the outer quotes.
    const text = (p: Person) => run.map((g) => escaped(g(p))).join('","');
    if (kind === 'person') {
      const g = run[0]!;
      parts.push((p) => escaped(g(p)));
    } else if (kind === 'precinct') {
      const cache = new Map<Precinct, string>();
      parts.push((p) => {
        let t = cache.get(p.address.precinct);
        if (t === undefined) {
          t = text(p);
          cache.set(p.address.precinct, t);
        }
        return t;
      });
    } else {
      const cache: string[] = [];
      parts.push((p) => {
        let t = cache[p.address.serial];
        if (t === undefined) {
          t = text(p);
          cache[p.address.serial] = t;
        }
        return t;
      });
    }
  }
  const values: string[] = new Array(parts.length).fill('');
  return (p) => {
    for (let i = 0; i < parts.length; i++) values[i] = parts[i]!(p);
    return `"${values.join('","')}"\r\n`;
  };
}

/**
 * Cached text of the columns that depend on one precinct or one address. Addresses keep only the
 * last one's: a household's rows are written one after another, and a text per address of a
 * statewide file would hold hundreds of megabytes.
 */
class Pieces {
  private readonly precincts = new Map<number, string>();
  private streetOf = -1;
  private streetText = '';
  private placeOf = -1;
  private placeText = '';

  precinct(p: Person): string {
    const a = p.store.addresses;
    const serial = p.store.address[p.row]!;
    const key = a.jur[serial]! * 1024 + a.precinct[serial]!;
    let t = this.precincts.get(key);
    if (t === undefined) {
      t = [...PRECINCT_COLUMNS].map((c) => escaped(GETTERS[c]!(p))).join('","');
      this.precincts.set(key, t);
    }
    return t;
  }

  /** STREET_NUMBER_PREFIX .. DIRECTION_SUFFIX. */
  street(p: Person): string {
    const serial = p.store.address[p.row]!;
    if (serial !== this.streetOf) {
      const a = p.address;
      this.streetText = [
        a.numberPrefix,
        a.number,
        a.numberSuffix,
        a.dirPrefix,
        a.streetName,
        a.streetType,
        a.dirSuffix,
      ]
        .map(escaped)
        .join('","');
      this.streetOf = serial;
    }
    return this.streetText;
  }

  /** CITY, STATE, ZIP_CODE. */
  place(p: Person): string {
    const serial = p.store.address[p.row]!;
    if (serial !== this.placeOf) {
      this.placeText = `${escaped(p.address.city)}","MI","${escaped(p.address.zip)}`;
      this.placeOf = serial;
    }
    return this.placeText;
  }
}

/** Five empty mailing lines, inside the row's outer quotes. */
const EMPTY_MAILING = ['', '', '', '', ''].join('","');

function sameColumns(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((c, i) => c === b[i]);
}

/** The row writer for a layout: the template for the state's two layouts, else the generic one. */
export function rowWriter(columns: readonly string[]): (p: Person) => string {
  const is49 = sameColumns(columns, QVF_COLUMNS_49);
  if (!is49 && !sameColumns(columns, QVF_COLUMNS_48)) return genericRowWriter(columns);
  const pieces = new Pieces();
  const e = escaped;
  return (p) => {
    const m = p.mailing;
    const mailing = m ? m.map(e).concat(['', '', '', '', '']).slice(0, 5).join('","') : EMPTY_MAILING;
    const absentee = is49 ? (p.permBallot ? 'Y' : 'N') : p.permApp ? 'Y' : 'N';
    const tail = is49 ? `","${p.permApp ? 'Y' : 'N'}"\r\n` : '"\r\n';
    return `"${e(p.last)}","${e(p.first)}","${e(p.middle)}","${e(p.suffix)}","${p.yob}","${p.gender}","${p.regDate}","${pieces.street(p)}","${e(p.unit)}","${pieces.place(p)}","${mailing}","${p.id}","${pieces.precinct(p)}","${absentee}","${p.status}","${p.uocava}","${UOCAVA_CODES[p.uocava]}${tail}`;
  };
}
