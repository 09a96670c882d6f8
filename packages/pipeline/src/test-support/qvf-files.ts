import { writeFileSync } from 'node:fs';
import { QVF_COLUMNS_48, QVF_COLUMNS_49 } from '@voterroll/voterfile/qvf-format';

/** Builders of small voter files for tests: the same formats as the state's and the generator's. */

export type QvfRow = Partial<Record<(typeof QVF_COLUMNS_49)[number] | 'IS_PERMANENT_ABSENTEE_VOTER', string>>;

const BASE: QvfRow = {
  LAST_NAME: 'DOE',
  FIRST_NAME: 'JANE',
  MIDDLE_NAME: '',
  NAME_SUFFIX: '',
  YEAR_OF_BIRTH: '1980',
  GENDER: 'F',
  REGISTRATION_DATE: '2023-01-15',
  STREET_NUMBER: '1',
  STREET_NAME: 'MAIN',
  STREET_TYPE: 'ST',
  CITY: 'LANSING',
  STATE: 'MI',
  ZIP_CODE: '48910',
  COUNTY_CODE: '33',
  COUNTY_NAME: 'INGHAM',
  JURISDICTION_CODE: '46000',
  JURISDICTION_NAME: 'LANSING CITY',
  WARD: '01',
  PRECINCT: '001',
  VOTER_STATUS_TYPE_CODE: 'A',
  UOCAVA_STATUS_CODE: 'N',
  UOCAVA_STATUS_NAME: 'NON-UOCAVA',
};

/** A Grand Rapids (Kent county) registration's place, for fixtures with a second county. */
export const GRAND_RAPIDS: QvfRow = {
  CITY: 'GRAND RAPIDS',
  ZIP_CODE: '49503',
  COUNTY_CODE: '41',
  COUNTY_NAME: 'KENT',
  JURISDICTION_CODE: '34000',
  JURISDICTION_NAME: 'GRAND RAPIDS CITY',
};

const quote = (v: string) => `"${v.replaceAll('"', '""')}"`;

/** A registration CSV as the state writes it: every field quoted, Latin-1, CRLF. */
export function writeQvfCsv(path: string, rows: QvfRow[], variant: 48 | 49 = 49): void {
  const columns: readonly string[] = variant === 49 ? QVF_COLUMNS_49 : QVF_COLUMNS_48;
  const lines = [columns.map(quote).join(',')];
  for (const row of rows) {
    const full: Record<string, string | undefined> = { ...BASE, ...row };
    lines.push(columns.map((c) => quote(full[c] ?? '')).join(','));
  }
  writeFileSync(path, Buffer.from(`${lines.join('\r\n')}\r\n`, 'latin1'));
}

/** One of this project's own CSV files: UTF-8, header row, quoted as needed. */
export function writeCsv(
  path: string,
  columns: readonly string[],
  rows: Record<string, string | undefined>[],
): void {
  const field = (v: string) => (/[",\n]/.test(v) ? quote(v) : v);
  const lines = [columns.join(','), ...rows.map((r) => columns.map((c) => field(r[c] ?? '')).join(','))];
  writeFileSync(path, `${lines.join('\n')}\n`);
}

/** An NCOA row: the voter moved to Toledo, Ohio in May 2023 (an NCOA_STATE finding in the window). */
export function ohioMove(voterId: number): Record<string, string> {
  return {
    VOTER_IDENTIFICATION_NUMBER: String(voterId),
    MOVE_EFFECTIVE_DATE: '2023-05-01',
    MOVE_TYPE: 'I',
    NEW_ADDRESS: '12 OAK ST',
    NEW_CITY: 'TOLEDO',
    NEW_STATE: 'OH',
    NEW_ZIP: '43604',
    DELIVERY_POINT: '12',
  };
}
