import { afterAll, describe, expect, it } from 'vitest';
import { HISTORY_COLUMNS } from '../qvf-format';
import { csvText, problemLog, quotedLine, readAll, tempFolder } from '../test-support/reader-files';
import { openHistoryCsv } from './history-csv-reader';

const dir = tempFolder();
afterAll(() => dir.remove());

const vote = (id: string, date: string, absentee = 'N'): Record<string, string> => ({
  VOTER_IDENTIFICATION_NUMBER: id,
  COUNTY_CODE: '82',
  COUNTY_NAME: 'WAYNE',
  JURISDICTION_CODE: '22000',
  JURISDICTION_NAME: 'CITY OF DETROIT',
  SCHOOL_DISTRICT_CODE: '82010',
  SCHOOL_DISTRICT_NAME: 'DETROIT CITY SCHOOL DISTRICT',
  ELECTION_DATE: date,
  IS_ABSENTEE_VOTER: absentee,
});

describe('openHistoryCsv', () => {
  it('reads the three date formats', async () => {
    const path = dir.latin1(
      'EntireStateVoterHistory.csv',
      csvText(HISTORY_COLUMNS, [
        vote('000012345', '2024-11-05', 'Y'),
        vote('12345', '08/06/2024', 'N'),
        vote('12345', '2020-11-03 00:00:00.000', ''),
        { ...vote('777', '2022-11-08T00:00'), COUNTY_CODE: '', JURISDICTION_CODE: '' },
      ]),
    );
    const { problems, onProblem } = problemLog();
    const opened = await openHistoryCsv(path, onProblem);
    if (!opened.ok) throw new Error(opened.error);
    expect(opened.value.missingColumns).toEqual([]);
    expect(await readAll(opened.value.batches)).toEqual([
      {
        voterId: '12345',
        countyCode: 82,
        jurisdictionCode: 22000,
        electionDate: '2024-11-05',
        isAbsentee: true,
      },
      {
        voterId: '12345',
        countyCode: 82,
        jurisdictionCode: 22000,
        electionDate: '2024-08-06',
        isAbsentee: false,
      },
      {
        voterId: '12345',
        countyCode: 82,
        jurisdictionCode: 22000,
        electionDate: '2020-11-03',
        isAbsentee: null,
      },
      {
        voterId: '777',
        countyCode: null,
        jurisdictionCode: null,
        electionDate: '2022-11-08',
        isAbsentee: false,
      },
    ]);
    expect(problems).toEqual([]);
  });

  it('reads a file without IS_ABSENTEE_VOTER or the name columns', async () => {
    const columns = ['VOTER_IDENTIFICATION_NUMBER', 'COUNTY_CODE', 'JURISDICTION_CODE', 'ELECTION_DATE'];
    const opened = await openHistoryCsv(
      dir.latin1('slim.csv', csvText(columns, [vote('5', '2024-02-27')])),
      () => {},
    );
    if (!opened.ok) throw new Error(opened.error);
    expect(opened.value.missingColumns).toEqual([
      'COUNTY_NAME',
      'JURISDICTION_NAME',
      'SCHOOL_DISTRICT_CODE',
      'SCHOOL_DISTRICT_NAME',
      'IS_ABSENTEE_VOTER',
    ]);
    expect(await readAll(opened.value.batches)).toEqual([
      { voterId: '5', countyCode: 82, jurisdictionCode: 22000, electionDate: '2024-02-27', isAbsentee: null },
    ]);
  });

  it('reports a row with a bad date and goes on; it does not refuse the file', async () => {
    const path = dir.latin1(
      'one-bad.csv',
      csvText(HISTORY_COLUMNS, [
        vote('1', '2024-11-05'),
        vote('2', '2024-13-05'),
        vote('3', '11/05/2024'),
        { ...vote('4', '2024-11-05'), COUNTY_CODE: '99' },
        vote('X5', '2024-11-05'),
      ]),
    );
    const { problems, onProblem } = problemLog();
    const opened = await openHistoryCsv(path, onProblem);
    if (!opened.ok) throw new Error(opened.error);
    expect((await readAll(opened.value.batches)).map((r) => r.voterId)).toEqual(['1', '3']);
    expect(problems).toEqual([
      { file: 'one-bad.csv', line: 3, reason: "ELECTION_DATE '2024-13-05' is not a date" },
      { file: 'one-bad.csv', line: 5, reason: "COUNTY_CODE '99' is not a county code (1 to 83)" },
      { file: 'one-bad.csv', line: 6, reason: "VOTER_IDENTIFICATION_NUMBER 'X5' is not a voter id" },
    ]);
  });

  it('does not take a one-row file with a bad date and no absentee flag for a header mismatch', async () => {
    const { problems, onProblem } = problemLog();
    const opened = await openHistoryCsv(
      dir.latin1('single.csv', csvText(HISTORY_COLUMNS, [vote('1', 'unknown', '')])),
      onProblem,
    );
    if (!opened.ok) throw new Error(opened.error);
    expect(await readAll(opened.value.batches)).toEqual([]);
    expect(problems).toEqual([
      { file: 'single.csv', line: 2, reason: "ELECTION_DATE 'unknown' is not a date" },
    ]);
  });

  it('refuses the 2024 file whose header does not match its columns', async () => {
    // COUNTY_NAME is missing from the rows, which end in an empty field instead: every value after
    // COUNTY_CODE sits one column to the left of its name.
    const shifted = (id: string, date: string) => {
      const v = vote(id, date);
      return quotedLine([
        v.VOTER_IDENTIFICATION_NUMBER!,
        v.COUNTY_CODE!,
        v.JURISDICTION_CODE!,
        v.JURISDICTION_NAME!,
        v.SCHOOL_DISTRICT_CODE!,
        v.SCHOOL_DISTRICT_NAME!,
        v.ELECTION_DATE!,
        v.IS_ABSENTEE_VOTER!,
        '',
      ]);
    };
    const text = [
      quotedLine(HISTORY_COLUMNS),
      shifted('1', '2024-02-27'),
      shifted('2', '2024-05-07'),
      shifted('3', 'bad'),
    ].join('\r\n');
    const { problems, onProblem } = problemLog();
    const opened = await openHistoryCsv(dir.latin1('EntireStateVoterHistory.csv', text), onProblem);
    expect(opened.ok).toBe(false);
    if (opened.ok) return;
    expect(opened.error).toMatch(
      /^EntireStateVoterHistory\.csv: the header does not match the columns: ELECTION_DATE holds 'N' on line 2; /,
    );
    expect(opened.error).toContain("JURISDICTION_CODE holds 'CITY OF DETROIT' on line 2");
    expect(opened.error).toContain("SCHOOL_DISTRICT_NAME holds dates ('2024-02-27' on line 2)");
    expect(opened.error).toContain(
      'the last field (IS_ABSENTEE_VOTER) is empty in every one of the first 3 rows',
    );
    expect(problems).toEqual([]);
  });

  it('refuses a file whose rows have another field count than the header', async () => {
    const v = vote('1', '2024-02-27');
    const row = quotedLine(HISTORY_COLUMNS.filter((c) => c !== 'COUNTY_NAME').map((c) => v[c] ?? ''));
    const text = [quotedLine(HISTORY_COLUMNS), row, row].join('\n');
    const opened = await openHistoryCsv(dir.latin1('narrow.csv', text), () => {});
    expect(opened).toEqual({
      ok: false,
      error:
        'narrow.csv: the header does not match the columns: the header names 9 columns but line 2 has 8 fields (2 of the first 2 rows differ from the header).',
    });
  });

  it('refuses a file in which most dates are in no known format', async () => {
    const rows = Array.from({ length: 12 }, (_, i) =>
      vote(String(i + 1), i === 0 ? '2024-11-05' : '20241105'),
    );
    const opened = await openHistoryCsv(
      dir.latin1('compact-dates.csv', csvText(HISTORY_COLUMNS, rows)),
      () => {},
    );
    expect(opened).toEqual({
      ok: false,
      error:
        "compact-dates.csv: ELECTION_DATE holds '20241105' on line 3, and 11 of the first 12 rows hold no date this reader knows (YYYY-MM-DD, MM/DD/YYYY, or either with a time); the file was not loaded.",
    });
  });

  it('refuses a file that is not a history file', async () => {
    const opened = await openHistoryCsv(
      dir.latin1('voters.csv', '"LAST_NAME","VOTER_IDENTIFICATION_NUMBER"\r\n'),
      () => {},
    );
    expect(opened).toEqual({
      ok: false,
      error:
        'voters.csv is not a QVF voting history file (EntireStateVoterHistory.csv): its header lacks ELECTION_DATE (it starts "LAST_NAME,VOTER_IDENTIFICATION_NUMBER").',
    });
  });
});
