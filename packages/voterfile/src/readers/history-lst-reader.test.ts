import { afterAll, describe, expect, it } from 'vitest';
import { fixedRecord, problemLog, readAll, tempFolder } from '../test-support/reader-files';
import { openHistoryLst, readElectionCodes, readElections } from './history-lst-reader';

const dir = tempFolder();
afterAll(() => dir.remove());

const LAYOUT = {
  id: [1, 13],
  county: [14, 2],
  jurisdiction: [16, 5],
  school: [21, 5],
  election: [26, 13],
  absentee: [39, 1],
} as const;

const record = (values: Partial<Record<keyof typeof LAYOUT, string>>) =>
  fixedRecord(39, LAYOUT, {
    id: '0000012345678',
    county: '33',
    jurisdiction: '46000',
    school: '33020',
    election: '0000000001234',
    absentee: 'Y',
    ...values,
  });

const ELECTIONS = `${'0000000001234'}11052024NOVEMBER GENERAL ELECTION\r\n${'0000000000987'}08062024AUGUST PRIMARY\r\n`;

describe('election codes', () => {
  it('reads electionscd.lst', async () => {
    const path = dir.latin1('electionscd.lst', ELECTIONS);
    expect(await readElectionCodes(path)).toEqual({
      ok: true,
      value: new Map([
        ['1234', '2024-11-05'],
        ['987', '2024-08-06'],
      ]),
    });
    const elections = await readElections(path);
    expect(elections.ok && elections.value.get('1234')).toEqual({
      date: '2024-11-05',
      title: 'NOVEMBER GENERAL ELECTION',
    });
  });

  it('refuses an election code file with a bad date', async () => {
    const result = await readElectionCodes(
      dir.latin1('bad-elections.lst', `${'1'.padStart(13, '0')}13052024X\n`),
    );
    expect(result).toEqual({
      ok: false,
      error:
        "bad-elections.lst is not an election code file (electionscd.lst: code 13 + date MMDDYYYY 8 + title): line 1 has '13052024' where the MMDDYYYY election date belongs.",
    });
  });
});

describe('openHistoryLst', () => {
  const codes = new Map([
    ['1234', '2024-11-05'],
    ['987', '2024-08-06'],
  ]);

  it('reads fixed-width history records', async () => {
    const text = [
      record({}),
      record({ election: '0000000000987', absentee: 'N' }),
      record({ absentee: ' ' }).trimEnd(),
      record({ county: '  ', jurisdiction: '     ' }),
    ].join('\r\n');
    const { problems, onProblem } = problemLog();
    const opened = await openHistoryLst(dir.latin1('entire_state_h.lst', text), codes, onProblem);
    if (!opened.ok) throw new Error(opened.error);
    expect(await readAll(opened.value.batches)).toEqual([
      {
        voterId: '12345678',
        countyCode: 33,
        jurisdictionCode: 46000,
        electionDate: '2024-11-05',
        isAbsentee: true,
      },
      {
        voterId: '12345678',
        countyCode: 33,
        jurisdictionCode: 46000,
        electionDate: '2024-08-06',
        isAbsentee: false,
      },
      {
        voterId: '12345678',
        countyCode: 33,
        jurisdictionCode: 46000,
        electionDate: '2024-11-05',
        isAbsentee: null,
      },
      {
        voterId: '12345678',
        countyCode: null,
        jurisdictionCode: null,
        electionDate: '2024-11-05',
        isAbsentee: true,
      },
    ]);
    expect(problems).toEqual([]);
  });

  it('reports unknown election codes and short records, and goes on', async () => {
    const text = [
      record({ id: '1' }),
      record({ id: '2', election: '555' }),
      record({ id: '3' }).slice(0, 30),
      record({ id: 'ABC' }),
      record({ id: '5' }),
    ].join('\n');
    const { problems, onProblem } = problemLog();
    const opened = await openHistoryLst(dir.latin1('mixed_h.lst', text), codes, onProblem);
    if (!opened.ok) throw new Error(opened.error);
    expect((await readAll(opened.value.batches)).map((r) => r.voterId)).toEqual(['1', '5']);
    expect(problems).toEqual([
      { file: 'mixed_h.lst', line: 2, reason: "election code '555' is not in the election code file" },
      { file: 'mixed_h.lst', line: 3, reason: 'record is 30 characters long, expected 39' },
      { file: 'mixed_h.lst', line: 4, reason: "voter id 'ABC' is not a voter id" },
    ]);
  });

  it('refuses a file whose first record is not a history record', async () => {
    const opened = await openHistoryLst(dir.latin1('wrong_h.lst', `${'X'.repeat(520)}\n`), codes, () => {});
    expect(opened).toEqual({
      ok: false,
      error:
        'wrong_h.lst is not a fixed-width voting history file (entire_state_h.lst): its first record is 520 characters long, not 39.',
    });
    const noCodes = await openHistoryLst(dir.latin1('nocodes_h.lst', `${record({})}\n`), new Map(), () => {});
    expect(noCodes.ok).toBe(false);
  });
});
