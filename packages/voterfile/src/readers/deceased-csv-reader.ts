import { DECEASED_COLUMNS } from '../qvf-format';
import { optional } from './aux-values';
import { type ColumnGetter, type RowFile, utf8RowFileOpener } from './csv-table';
import { normalizeName, parseDate, parseVoterId, parseYearOfBirth } from './field-values';

/** One row of deceased.csv: a voter id, or names and a birth year to match by. */
export interface DeceasedRecord {
  /** Line of the file the row starts on (kept as evidence). */
  line: number;
  voterId: string | null;
  firstName: string;
  middleName: string;
  lastName: string;
  yearOfBirth: number | null;
  /** ISO date, or null when not given. */
  dateOfDeath: string | null;
  source: string;
}

/** An opened auxiliary file. */
export type AuxFile<T> = RowFile<T>;

const REQUIRED = ['VOTER_IDENTIFICATION_NUMBER', 'FIRST_NAME', 'LAST_NAME', 'YEAR_OF_BIRTH'] as const;

/**
 * Opens deceased.csv (UTF-8). MIDDLE_NAME, DATE_OF_DEATH and SOURCE may be absent. A row needs a voter
 * id, or else first name, last name and year of birth (the match the spec allows).
 */
export const openDeceasedCsv = utf8RowFileOpener({
  kind: 'a deceased file (deceased.csv)',
  required: REQUIRED,
  columns: DECEASED_COLUMNS,
  convert: toDeceased,
});

function toDeceased(get: ColumnGetter, line: number): DeceasedRecord | string {
  const id = optional(
    'VOTER_IDENTIFICATION_NUMBER',
    get('VOTER_IDENTIFICATION_NUMBER'),
    parseVoterId,
    'a voter id',
  );
  if (typeof id === 'string') return id;
  const yob = parseYearOfBirth(get('YEAR_OF_BIRTH'));
  if (yob === 'invalid') return `YEAR_OF_BIRTH '${get('YEAR_OF_BIRTH').trim()}' is not a four-digit year`;
  const death = optional('DATE_OF_DEATH', get('DATE_OF_DEATH'), parseDate, 'a date');
  if (typeof death === 'string') return death;
  const firstName = normalizeName(get('FIRST_NAME'));
  const lastName = normalizeName(get('LAST_NAME'));
  if (id.value === null && (firstName === '' || lastName === '' || yob === null)) {
    return 'no voter id, and no first name, last name and year of birth to match by';
  }
  return {
    line,
    voterId: id.value,
    firstName,
    middleName: normalizeName(get('MIDDLE_NAME')),
    lastName,
    yearOfBirth: yob,
    dateOfDeath: death.value,
    source: get('SOURCE').trim(),
  };
}
