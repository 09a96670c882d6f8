/**
 * Helpers for the readers' tests: files written into a fresh temporary folder, in the encodings
 * and layouts the readers expect. Not used by the readers themselves.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LST_REGISTRATION_LAYOUT, LST_REGISTRATION_WIDTH } from '../qvf-format';
import type { RowProblem } from '../registration';

export interface TempFolder {
  path(name: string): string;
  /** Writes text as Latin-1 bytes (the QVF's encoding) and returns the file's path. */
  latin1(name: string, text: string): string;
  /** Writes text as UTF-8 and returns the file's path. */
  utf8(name: string, text: string): string;
  remove(): void;
}

export function tempFolder(prefix = 'voterfile-readers-'): TempFolder {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const path = (name: string) => join(dir, name);
  return {
    path,
    latin1(name, text) {
      writeFileSync(path(name), Buffer.from(text, 'latin1'));
      return path(name);
    },
    utf8(name, text) {
      writeFileSync(path(name), text, 'utf8');
      return path(name);
    },
    remove() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** One CSV line with every field quoted, as the QVF writes them. */
export function quotedLine(fields: readonly string[]): string {
  return fields.map((f) => `"${f.replaceAll('"', '""')}"`).join(',');
}

/** A CSV file's text: a header of `columns` and one line per row (missing values blank). */
export function csvText(
  columns: readonly string[],
  rows: readonly Record<string, string>[],
  eol = '\r\n',
): string {
  const lines = [quotedLine(columns), ...rows.map((row) => quotedLine(columns.map((c) => row[c] ?? '')))];
  return lines.join(eol) + eol;
}

/** A fixed-width record: each value placed at its 1-based [start, width], padded with spaces. */
export function fixedRecord(
  width: number,
  layout: Readonly<Record<string, readonly [number, number]>>,
  values: Readonly<Record<string, string>>,
): string {
  const chars = Array.from({ length: width }, () => ' ');
  for (const [column, value] of Object.entries(values)) {
    const span = layout[column];
    if (!span) throw new Error(`no column ${column} in the layout`);
    const [start, size] = span;
    [...value.slice(0, size).padEnd(size, ' ')].forEach((ch, i) => {
      chars[start - 1 + i] = ch;
    });
  }
  return chars.join('');
}

/** Reads every batch of a reader, with the problems it reported. */
export async function readAll<T>(batches: AsyncGenerator<T[]>): Promise<T[]> {
  const out: T[] = [];
  for await (const batch of batches) out.push(...batch);
  return out;
}

/** A problem sink that keeps what it is given. */
export function problemLog(): { problems: RowProblem[]; onProblem: (p: RowProblem) => void } {
  const problems: RowProblem[] = [];
  return { problems, onProblem: (p) => problems.push(p) };
}

/** A realistic registration row of the CSV era. */
export function qvfRow(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    LAST_NAME: 'GARCÍA',
    FIRST_NAME: 'JOSÉ',
    MIDDLE_NAME: 'LUIS',
    NAME_SUFFIX: '',
    YEAR_OF_BIRTH: '1961',
    GENDER: 'M',
    REGISTRATION_DATE: '1984-10-02',
    STREET_NUMBER_PREFIX: '',
    STREET_NUMBER: '123',
    STREET_NUMBER_SUFFIX: '',
    DIRECTION_PREFIX: 'N',
    STREET_NAME: 'MAIN',
    STREET_TYPE: 'ST',
    DIRECTION_SUFFIX: '',
    EXTENSION: 'APT 4',
    CITY: 'LANSING',
    STATE: 'MI',
    ZIP_CODE: '48910',
    MAILING_ADDRESS_LINE_ONE: '',
    VOTER_IDENTIFICATION_NUMBER: '000012345678',
    COUNTY_CODE: '33',
    COUNTY_NAME: 'INGHAM',
    JURISDICTION_CODE: '46000',
    JURISDICTION_NAME: 'CITY OF LANSING',
    PRECINCT: '12',
    WARD: '1',
    SCHOOL_DISTRICT_CODE: '33020',
    SCHOOL_DISTRICT_NAME: 'LANSING',
    STATE_HOUSE_DISTRICT_CODE: '77',
    IS_PERMANENT_ABSENTEE_VOTER: 'Y',
    IS_PERM_AV_BALLOT_VOTER: 'Y',
    IS_PERM_AV_APP_VOTER: 'N',
    VOTER_STATUS_TYPE_CODE: 'A',
    UOCAVA_STATUS_CODE: 'N',
    UOCAVA_STATUS_NAME: 'NON-UOCAVA',
    ...overrides,
  };
}

/** A realistic fixed-width registration record (an Upper Peninsula grid address). */
export function lstRecord(values: Record<string, string> = {}): string {
  return fixedRecord(LST_REGISTRATION_WIDTH, LST_REGISTRATION_LAYOUT, {
    LAST_NAME: 'MÜLLER',
    FIRST_NAME: 'JOSÉ',
    MIDDLE_NAME: 'A',
    YEAR_OF_BIRTH: '1950',
    GENDER: 'M',
    REGISTRATION_DATE: '10021984',
    STREET_NUMBER_PREFIX: 'N',
    STREET_NUMBER: '1234',
    STREET_NUMBER_SUFFIX: '1/2',
    DIRECTION_PREFIX: 'W',
    STREET_NAME: 'COUNTY ROAD 577',
    STREET_TYPE: '',
    EXTENSION: 'LOT 22',
    CITY: 'STEPHENSON',
    STATE: 'MI',
    ZIP_CODE: '49887',
    MAILING_ADDRESS_LINE_ONE: 'PO BOX 12',
    VOTER_IDENTIFICATION_NUMBER: '0000012345678',
    COUNTY_CODE: '55',
    JURISDICTION_CODE: '02040',
    WARD_PRECINCT: '01002A',
    SCHOOL_DISTRICT_CODE: '55100',
    STATE_HOUSE_DISTRICT_CODE: '00108',
    IS_PERMANENT_ABSENTEE_VOTER: 'Y',
    VOTER_STATUS_TYPE_CODE: 'A',
    UOCAVA_STATUS_CODE: 'M',
    ...values,
  });
}
