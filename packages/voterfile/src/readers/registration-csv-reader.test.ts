import { afterAll, describe, expect, it } from 'vitest';
import { QVF_COLUMNS_48, QVF_COLUMNS_49 } from '../qvf-format';
import { csvText, problemLog, quotedLine, qvfRow, readAll, tempFolder } from '../test-support/reader-files';
import { openRegistrationCsv } from './registration-csv-reader';

const dir = tempFolder();
afterAll(() => dir.remove());

describe('openRegistrationCsv', () => {
  it('reads a 48-column Latin-1 file', async () => {
    const path = dir.latin1(
      'v48.csv',
      csvText(QVF_COLUMNS_48, [qvfRow(), qvfRow({ VOTER_IDENTIFICATION_NUMBER: '22', LAST_NAME: "o'neil" })]),
    );
    const { problems, onProblem } = problemLog();
    const opened = await openRegistrationCsv(path, onProblem);
    if (!opened.ok) throw new Error(opened.error);
    expect(opened.value.variant).toBe('csv48');
    expect(opened.value.missingColumns).toEqual([]);
    const rows = await readAll(opened.value.batches);
    expect(problems).toEqual([]);
    expect(rows).toHaveLength(2);
    const [a, b] = rows;
    expect(a).toMatchObject({
      voterId: '12345678',
      firstName: 'JOSÉ',
      lastName: 'GARCÍA',
      yearOfBirth: 1961,
      registrationDate: '1984-10-02',
      extension: 'APT 4',
      countyCode: 33,
      jurisdictionCode: 46000,
      ward: '1',
      precinct: '12',
      isPermAvBallotVoter: true,
      isPermAvAppVoter: null, // the 48-column layout has no such column
      statusCode: 'A',
      uocavaCode: 'N',
    });
    expect(b?.lastName).toBe("O'NEIL");
  });

  it('reads the 49-column variant', async () => {
    const path = dir.latin1(
      'v49.csv',
      csvText(QVF_COLUMNS_49, [qvfRow({ IS_PERM_AV_BALLOT_VOTER: 'N', IS_PERM_AV_APP_VOTER: 'Y' })]),
    );
    const opened = await openRegistrationCsv(path, () => {});
    if (!opened.ok) throw new Error(opened.error);
    expect(opened.value.variant).toBe('csv49');
    const [row] = await readAll(opened.value.batches);
    expect(row).toMatchObject({ isPermAvBallotVoter: false, isPermAvAppVoter: true, firstName: 'JOSÉ' });
  });

  it('maps by name, ignores extra columns and reports missing optional ones', async () => {
    const columns = [
      'CANCELLATION_REASON',
      ...[...QVF_COLUMNS_48].reverse().filter((c) => c !== 'MIDDLE_NAME'),
      'EXTRA',
    ];
    const path = dir.latin1('reordered.csv', csvText(columns, [qvfRow({ EXTRA: 'x' })]));
    const opened = await openRegistrationCsv(path, () => {});
    if (!opened.ok) throw new Error(opened.error);
    expect(opened.value.variant).toBe('csv-other');
    expect(opened.value.missingColumns).toEqual(['MIDDLE_NAME']);
    expect(opened.value.extraColumns).toEqual(['EXTRA']);
    const [row] = await readAll(opened.value.batches);
    expect(row).toMatchObject({ voterId: '12345678', middleName: '', lastName: 'GARCÍA' });
  });

  it('refuses a file whose header is not a QVF header, naming the file', async () => {
    const path = dir.latin1('history.csv', 'VOTER_IDENTIFICATION_NUMBER,ELECTION_DATE\r\n1,2024-11-05\r\n');
    const opened = await openRegistrationCsv(path, () => {});
    expect(opened.ok).toBe(false);
    if (opened.ok) return;
    expect(opened.error).toMatch(
      /^history\.csv is not a QVF registration file: its header lacks LAST_NAME, FIRST_NAME/,
    );
  });

  it('refuses an empty file', async () => {
    const opened = await openRegistrationCsv(dir.latin1('empty.csv', ''), () => {});
    expect(opened).toEqual({
      ok: false,
      error: 'empty.csv is empty: a QVF registration file starts with a header row.',
    });
  });

  it('reports unreadable rows with file and line, and goes on', async () => {
    const header = quotedLine(QVF_COLUMNS_48);
    const line = (over: Record<string, string>) =>
      quotedLine(QVF_COLUMNS_48.map((c) => qvfRow(over)[c] ?? ''));
    const text = [
      header,
      line({ VOTER_IDENTIFICATION_NUMBER: '1' }),
      '"short","row"',
      line({ VOTER_IDENTIFICATION_NUMBER: '3', REGISTRATION_DATE: '2024-02-30' }),
      line({ VOTER_IDENTIFICATION_NUMBER: '4', MAILING_ADDRESS_LINE_ONE: 'PO BOX 1\nLANSING MI' }),
      line({ VOTER_IDENTIFICATION_NUMBER: '5', YEAR_OF_BIRTH: '19X1' }),
      line({ VOTER_IDENTIFICATION_NUMBER: '6', VOTER_STATUS_TYPE_CODE: 'Q' }),
      line({ VOTER_IDENTIFICATION_NUMBER: '7', COUNTY_CODE: '84' }),
      line({ VOTER_IDENTIFICATION_NUMBER: '8' }).replace('"LANSING"', '"LAN"SING"'),
      line({ VOTER_IDENTIFICATION_NUMBER: '9', REGISTRATION_DATE: '' }),
    ].join('\r\n');
    const { problems, onProblem } = problemLog();
    const opened = await openRegistrationCsv(dir.latin1('mixed.csv', text), onProblem);
    if (!opened.ok) throw new Error(opened.error);
    const rows = await readAll(opened.value.batches);
    expect(rows.map((r) => r.voterId)).toEqual(['1', '4', '9']);
    expect(rows[1]?.mailingAddressLines[0]).toBe('PO BOX 1\nLANSING MI');
    expect(rows[2]?.registrationDate).toBeNull();
    expect(problems).toEqual([
      { file: 'mixed.csv', line: 3, reason: 'expected 48 fields, found 2' },
      { file: 'mixed.csv', line: 4, reason: "REGISTRATION_DATE '2024-02-30' is not a date" },
      { file: 'mixed.csv', line: 7, reason: "YEAR_OF_BIRTH '19X1' is not a four-digit year" },
      { file: 'mixed.csv', line: 8, reason: "VOTER_STATUS_TYPE_CODE 'Q' is not one of A, V, CH, I, C, R" },
      { file: 'mixed.csv', line: 9, reason: "COUNTY_CODE '84' is not a county code (1 to 83)" },
      { file: 'mixed.csv', line: 10, reason: 'broken quoting (text after a closing quote)' },
    ]);
  });

  it('reads a file larger than one batch', async () => {
    const rows = Array.from({ length: 25_000 }, (_, i) =>
      qvfRow({ VOTER_IDENTIFICATION_NUMBER: String(i + 1) }),
    );
    const opened = await openRegistrationCsv(dir.latin1('big.csv', csvText(QVF_COLUMNS_48, rows)), () => {});
    if (!opened.ok) throw new Error(opened.error);
    const read = await readAll(opened.value.batches);
    expect(read).toHaveLength(25_000);
    expect(read.at(-1)?.voterId).toBe('25000');
  });
});
