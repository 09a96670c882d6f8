import { afterAll, describe, expect, it } from 'vitest';
import { CsvParser, type CsvRecord } from '../csv/csv-parser';
import { QVF_COLUMNS_48, QVF_COLUMNS_49 } from '../qvf-format';
import type { QvfRegistration } from '../registration';
import { csvText, problemLog, qvfRow, readAll, tempFolder } from '../test-support/reader-files';
import { QuotedRegistration } from './quoted-registration';
import { openRegistrationCsv } from './registration-csv-reader';
import { toRegistration } from './registration-values';

const dir = tempFolder();
afterAll(() => dir.remove());

/** What the general path (parser, then toRegistration) makes of every data row of the text. */
function generalPath(text: string): { line: number; row: QvfRegistration | string }[] {
  const parser = new CsvParser(true);
  const records: CsvRecord[] = [];
  parser.push(text, records);
  parser.end(records);
  const columns = records[0]!.fields;
  return records.slice(1).map((record) => {
    const index = new Map(columns.map((c, i) => [c, i]));
    return {
      line: record.line,
      row: toRegistration((c) => record.fields[index.get(c) ?? -1] ?? '', record.line),
    };
  });
}

/** Every value of a registration as a plain object (the fast path's values are getters). */
function values(r: QvfRegistration): Record<string, unknown> {
  const keys = Object.keys(toRegistration(() => '1', 1) as QvfRegistration).filter((k) => k !== 'sourceText');
  return Object.fromEntries(keys.map((k) => [k, r[k as keyof QvfRegistration]]));
}

/** A row whose every value is in the form the reader gives it (the fast path's case), with changes. */
const row = (changes: Record<string, string>) =>
  qvfRow({ LAST_NAME: 'SMITH', FIRST_NAME: 'JOHN', ...changes });

const variants: Record<string, string>[] = [
  row({ VOTER_IDENTIFICATION_NUMBER: '11' }),
  row({ LAST_NAME: 'VAN DER BERG', FIRST_NAME: 'ANN', VOTER_IDENTIFICATION_NUMBER: '12', YEAR_OF_BIRTH: '' }),
  row({ LAST_NAME: 'lower', VOTER_IDENTIFICATION_NUMBER: '13' }),
  row({ LAST_NAME: 'TWO  SPACES', VOTER_IDENTIFICATION_NUMBER: '14' }),
  row({ LAST_NAME: ' PADDED', VOTER_IDENTIFICATION_NUMBER: '15' }),
  row({ CITY: 'LANSING ', VOTER_IDENTIFICATION_NUMBER: '16' }),
  row({ LAST_NAME: 'O"NEIL', VOTER_IDENTIFICATION_NUMBER: '17' }),
  row({ STREET_NAME: 'LINE\nBREAK', VOTER_IDENTIFICATION_NUMBER: '18' }),
  row({ REGISTRATION_DATE: '10/02/1984', VOTER_IDENTIFICATION_NUMBER: '19' }),
  row({ REGISTRATION_DATE: '1984-02-30', VOTER_IDENTIFICATION_NUMBER: '20' }),
  row({ REGISTRATION_DATE: '', UOCAVA_STATUS_CODE: 'M', VOTER_IDENTIFICATION_NUMBER: '21' }),
  row({ UOCAVA_STATUS_CODE: '', VOTER_IDENTIFICATION_NUMBER: '22' }),
  row({ VOTER_STATUS_TYPE_CODE: 'ch', VOTER_IDENTIFICATION_NUMBER: '23' }),
  row({ VOTER_STATUS_TYPE_CODE: 'CH', COUNTY_CODE: '083', VOTER_IDENTIFICATION_NUMBER: '24' }),
  row({ COUNTY_CODE: '84', VOTER_IDENTIFICATION_NUMBER: '25' }),
  row({ YEAR_OF_BIRTH: '61', VOTER_IDENTIFICATION_NUMBER: '26' }),
  row({ IS_PERM_AV_BALLOT_VOTER: 'X', IS_PERM_AV_APP_VOTER: '', VOTER_IDENTIFICATION_NUMBER: '27' }),
  row({ VOTER_IDENTIFICATION_NUMBER: '0000028' }),
  row({ GENDER: 'f', VOTER_IDENTIFICATION_NUMBER: '29' }),
  row({ FIRST_NAME: 'ÿVES', VOTER_IDENTIFICATION_NUMBER: '30' }),
  row({ LAST_NAME: 'TAB\tNAME', VOTER_IDENTIFICATION_NUMBER: '31' }),
];

describe('the fast path of the registration CSV reader', () => {
  it.each([
    ['49 columns, CRLF', QVF_COLUMNS_49, '\r\n'],
    ['48 columns, LF', QVF_COLUMNS_48, '\n'],
    ['columns in another order', [...QVF_COLUMNS_49].reverse(), '\n'],
  ])('reads every row as the general path does (%s)', async (_name, columns, eol) => {
    const text = csvText(columns, variants, eol);
    const path = dir.latin1(`variants-${columns.length}-${eol.length}-${columns[0]}.csv`, text);
    const { problems, onProblem } = problemLog();
    const opened = await openRegistrationCsv(path, onProblem);
    if (!opened.ok) throw new Error(opened.error);
    const rows = await readAll(opened.value.batches);
    const expected = generalPath(text);
    const accepted = expected.flatMap(({ row }) => (typeof row === 'string' ? [] : [row]));
    expect(rows.map(values)).toEqual(accepted.map(values));
    expect(problems.map((p) => [p.line, p.reason])).toEqual(
      expected.flatMap(({ line, row }) => (typeof row === 'string' ? [[line, row]] : [])),
    );
    expect(problems.length).toBeGreaterThanOrEqual(3);
    // Clean rows take the fast path and pass their text through; the others do not.
    const fast = rows.filter((r) => r instanceof QuotedRegistration).map((r) => r.voterId);
    // (The 48-column layout has no IS_PERM_AV_BALLOT_VOTER: row 27's bad value is not in it.)
    expect(fast).toEqual(columns.length === 48 ? ['11', '12', '21', '24', '27'] : ['11', '12', '21', '24']);
    for (const r of rows)
      if (r instanceof QuotedRegistration) expect(text).toContain(`${r.sourceText}${eol}`);
  });

  it('keeps line numbers right across chunks, split records and a last line without a break', async () => {
    const many = Array.from({ length: 3000 }, (_, i) =>
      row({ VOTER_IDENTIFICATION_NUMBER: String(i + 1), STREET_NAME: i % 997 === 0 ? 'A\nB' : 'MAIN' }),
    );
    const text = csvText(QVF_COLUMNS_49, many, '\n').slice(0, -1);
    const opened = await openRegistrationCsv(dir.latin1('many.csv', text), () => {});
    if (!opened.ok) throw new Error(opened.error);
    const rows = await readAll(opened.value.batches);
    expect(rows.map((r) => r.line)).toEqual(generalPath(text).map((r) => r.line));
    expect(rows.filter((r) => r instanceof QuotedRegistration).length).toBeGreaterThan(2900);
    expect(rows.at(-1)?.voterId).toBe('3000');
  });
});
