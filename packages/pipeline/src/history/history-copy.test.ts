import { openHistoryCsv } from '@voterroll/voterfile/readers/history-csv-reader';
import type { RowProblem } from '@voterroll/voterfile/registration';
import { tempFolder } from '@voterroll/voterfile/test-support/reader-files';
import { afterAll, describe, expect, it } from 'vitest';
import { copyChunks } from '../copy-text';
import { historyCopyChunks, historyCopyLine } from './history-copy';
import { HistoryDigests, isoOfDateKey } from './history-digest';

const dir = tempFolder('history-copy-');
afterAll(() => dir.remove());

const HEADER =
  'VOTER_IDENTIFICATION_NUMBER,COUNTY_CODE,COUNTY_NAME,JURISDICTION_CODE,JURISDICTION_NAME,' +
  'SCHOOL_DISTRICT_CODE,SCHOOL_DISTRICT_NAME,ELECTION_DATE,IS_ABSENTEE_VOTER';

const text = (chunks: Uint8Array[]) => Buffer.concat(chunks).toString('latin1');

/** The copy text and problems through the reader (the general path), and through the copy's own. */
async function bothWays(path: string) {
  const general: RowProblem[] = [];
  const opened = await openHistoryCsv(path, (p) => general.push(p));
  if (!opened.ok) throw new Error(opened.error);
  const expected: Uint8Array[] = [];
  for await (const c of copyChunks(opened.value.batches, historyCopyLine)) expected.push(c);
  const problems: RowProblem[] = [];
  const got: Uint8Array[] = [];
  for await (const c of historyCopyChunks(path, (p) => problems.push(p))) got.push(c);
  return { expected: text(expected), got: text(got), generalProblems: general, problems };
}

describe('historyCopyChunks', () => {
  it('gives the rows and row problems the reader gives, plain lines or not', async () => {
    const lines = [
      HEADER,
      '180309712981,1,ALCONA,84820,WAVERLY TOWNSHIP,01160,WAVERLY COMMUNITY SCHOOLS,2019-05-07,Y',
      '000012345,82,WAYNE,22000,CITY OF DETROIT,82010,DETROIT,08/06/2024,N',
      '12345,082,WAYNE,022000,DETROIT,82010,DETROIT,2020-11-03 00:00:00.000,',
      '"777","","WAYNE","","DETROIT","82010","DETROIT","2022-11-08","y"',
      '888,5,"ALLEGAN, ""NORTH""",1200,"TWO',
      'LINES",1,S,2024-11-05,N',
      '',
      '999,84,X,1200,J,1,S,2024-11-05,N',
      '999,5,X,1200,J,1,S,2024-02-30,N',
      'abc,5,X,1200,J,1,S,2024-11-05,N',
      '1000,5,X,1200,J,1,S,2024-11-05',
      '1001,5,X,1200,J,1,S,2024-11-05,Q',
      ' 1002,5,X,1200,J,1,S,2024-11-05,N\r',
      '1003,5,X\r1200,J,1,S,2024-11-05,N',
      '1004,,ÉCOLE,,J,1,S,2025-05-06,N',
      '1005,83,X,99999,J,1,S,2025-08-05,Y',
    ];
    const path = dir.latin1('EntireStateVoterHistory.csv', `${lines.join('\n')}\n`);
    const { expected, got, generalProblems, problems } = await bothWays(path);
    expect(got).toBe(expected);
    expect(problems).toEqual(generalProblems);
    // The file has rows of every kind: taken, converted by the general path, and refused.
    expect(got.split('\n')).toContain('180309712981\t2019-05-07\tABSENTEE\t1\t84820');
    expect(got.split('\n')).toContain('12345\t2024-08-06\tIN PERSON\t82\t22000');
    expect(got.split('\n')).toContain('888\t2024-11-05\tIN PERSON\t5\t1200');
    expect(got.split('\n')).toContain('1004\t2025-05-06\tIN PERSON\t\\N\t\\N');
    expect(problems.map((p) => p.line)).toEqual([9, 10, 11, 12, 15]);
  });

  it('reads a file without the absentee column, with CRLF lines and no final line break', async () => {
    const header = HEADER.replace(',IS_ABSENTEE_VOTER', '');
    const path = dir.latin1(
      'history-no-absentee.csv',
      `${header}\r\n1,1,A,2,B,3,C,2024-11-05\r\n2,1,A,2,B,3,C,2024-11-05`,
    );
    const { expected, got, generalProblems, problems } = await bothWays(path);
    expect(got).toBe('1\t2024-11-05\tUNKNOWN\t1\t2\n2\t2024-11-05\tUNKNOWN\t1\t2\n');
    expect(got).toBe(expected);
    expect(problems).toEqual(generalProblems);
  });
});

describe('history digests', () => {
  /** Each election's records and digest in the file, and the copy text of the elections `copy` takes. */
  async function digests(name: string, lines: string[], copy: (iso: string) => boolean = () => true) {
    const path = dir.latin1(name, `${[HEADER, ...lines].join('\n')}\n`);
    const tallies = new HistoryDigests((e) => copy(isoOfDateKey(e)));
    const chunks: Uint8Array[] = [];
    for await (const c of historyCopyChunks(path, () => {}, tallies)) chunks.push(c);
    const byElection = Object.fromEntries(
      [...tallies.elections].map(([e, t]) => [isoOfDateKey(e), `${t.records}:${t.digest()}`]),
    );
    return { byElection, copied: text(chunks), records: tallies.records };
  }
  const line = (id: string, date: string, absentee: string) => `${id},33,X,46000,J,1,S,${date},${absentee}`;
  const base = [
    line('101', '2024-11-05', 'N'),
    line('102', '2024-11-05', 'Y'),
    line('103', '2024-11-05', ''),
    line('101', '2025-05-06', 'N'),
  ];

  it('gives an election the same digest whatever the order of its lines and the path that read them', async () => {
    const first = await digests('digest-a.csv', base);
    const again = await digests('digest-b.csv', [
      line('101', '2025-05-06', 'N'),
      // Quoted, padded, another date form: the general path, the same records.
      '"0103","33","X","46000","J","1","S","11/05/2024",""',
      line('102', '2024-11-05', 'Y'),
      '101,33,X,46000,J,1,S,2024-11-05 00:00:00.000,n',
    ]);
    expect(again.byElection).toEqual(first.byElection);
    expect(Object.keys(first.byElection).sort()).toEqual(['2024-11-05', '2025-05-06']);
    expect(first.byElection['2024-11-05']).toMatch(/^3:[0-9a-f]{16}$/);
  });

  it('tells apart a record swapped for another, a changed method, a repeated line and a voter id off by one', async () => {
    const first = (await digests('digest-base.csv', base)).byElection['2024-11-05'];
    const variants = [
      [line('101', '2024-11-05', 'N'), line('102', '2024-11-05', 'Y'), line('104', '2024-11-05', '')],
      [line('101', '2024-11-05', 'Y'), line('102', '2024-11-05', 'Y'), line('103', '2024-11-05', '')],
      [line('101', '2024-11-05', 'N'), line('102', '2024-11-05', 'Y'), line('102', '2024-11-05', 'Y')],
      [line('101', '2024-11-05', 'N'), line('102', '2024-11-05', 'Y'), line('3', '2024-11-05', '')],
    ];
    const seen = new Set([first]);
    for (const [i, v] of variants.entries())
      seen.add((await digests(`digest-v${i}.csv`, v)).byElection['2024-11-05']);
    expect(seen.size).toBe(variants.length + 1);
  });

  it('copies only the lines of the elections it is told to, and counts every readable record', async () => {
    const { copied, records } = await digests(
      'digest-copy.csv',
      [...base, 'abc,33,X,46000,J,1,S,2025-05-06,N', '"104","33","X","46000","J","1","S","2025-05-06","Y"'],
      (iso) => iso === '2025-05-06',
    );
    expect(copied).toBe('101\t2025-05-06\tIN PERSON\t33\t46000\n104\t2025-05-06\tABSENTEE\t33\t46000\n');
    expect(records).toBe(5);
  });
});
