/**
 * The history load against what it must give: every record a loaded file carried, once, first
 * seen at the first snapshot whose file carried it, whatever later files add, lose or repeat, and
 * whichever loads were discarded (a failed or killed load's history goes with it).
 */
import type { Db } from '@voterroll/db/database';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import type { RowProblem } from '@voterroll/voterfile/registration';
import { tempFolder } from '@voterroll/voterfile/test-support/reader-files';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { discardUnpublished } from '../snapshots/discard-snapshot';
import { resolveLoadContext } from '../snapshots/load-context';
import { snapshotTables } from '../snapshots/snapshot-tables';
import { loadHistory } from './load-history';

let t: TestDatabase;
let db: Db;
const dir = tempFolder('load-history-');
beforeAll(async () => {
  t = await createTestDatabase();
  db = t.db;
});
afterAll(async () => {
  await t.drop();
  dir.remove();
});
const clear = () =>
  db.exec('delete from voting_history; delete from snapshot_elections; delete from history_digests');
beforeEach(clear);

const HEADER =
  'VOTER_IDENTIFICATION_NUMBER,COUNTY_CODE,COUNTY_NAME,JURISDICTION_CODE,JURISDICTION_NAME,' +
  'SCHOOL_DISTRICT_CODE,SCHOOL_DISTRICT_NAME,ELECTION_DATE,IS_ABSENTEE_VOTER';

/** A vote as the state writes it; the county follows the voter (a repeated line is the same line). */
const vote = (id: number, election: string, absentee = 'N') =>
  `${id},${(id % 83) + 1},X,46000,J,1,S,${election},${absentee}`;

let files = 0;
async function load(snapshotDate: string, lines: string[]) {
  files += 1;
  const path = dir.latin1(`history-${files}.csv`, `${[HEADER, ...lines].join('\r\n')}\r\n`);
  const problems: RowProblem[] = [];
  const records = await loadHistory(db, await resolveLoadContext(db, snapshotDate), path, (p) =>
    problems.push(p),
  );
  return { records, problems, file: `history-${files}.csv` };
}

/** voting_history as `voter election method first_seen` lines, sorted. */
const stored = async () =>
  (
    await db.query<{ row: string }>(
      `select concat_ws(' ', voter_id, election_date, voting_method, first_seen, county_code) as row
       from voting_history order by voter_id, election_date, voting_method`,
    )
  ).map((r) => r.row);
const primaryKey = async () =>
  (
    await db.query<{ def: string }>(
      `select pg_get_constraintdef(oid) as def from pg_constraint
       where conrelid = 'voting_history'::regclass and contype = 'p'`,
    )
  )[0]?.def;
const elections = async (snapshot: string) =>
  (
    await db.query<{ e: string }>(
      'select election_date::text as e from snapshot_elections where snapshot_date = $1::date order by 1',
      [snapshot],
    )
  ).map((r) => r.e);

const [E1, E2, E3] = ['2024-02-27', '2024-08-06', '2024-11-05'];
const month1 = [vote(1, E1), vote(2, E1, 'Y'), vote(1, E2), vote(3, E2, '')];
/** What a first load of September stores of month1 and the good line of voter 5. */
const MONTH1_STORED = [
  '1 2024-02-27 IN PERSON 2024-09-01 2',
  '1 2024-08-06 IN PERSON 2024-09-01 2',
  '2 2024-02-27 ABSENTEE 2024-09-01 3',
  '3 2024-08-06 UNKNOWN 2024-09-01 4',
  '5 2024-08-06 ABSENTEE 2024-09-01 6',
];

describe('loadHistory', () => {
  it('first load: each record once, first seen at the snapshot; bad lines reported with file and line', async () => {
    const { records, problems, file } = await load('2024-09-01', [
      ...month1,
      vote(2, E1, 'Y'),
      '4,5,X,46000,J,1,S,2024-02-30,N',
      '"5","6","X","46000","J","1","S","2024-08-06","Y"',
    ]);
    expect(records).toBe(6);
    expect(problems.map((p) => [p.file, p.line])).toEqual([[file, 7]]);
    expect(await stored()).toEqual(MONTH1_STORED);
    expect(await elections('2024-09-01')).toEqual([E1, E2]);
    expect(await primaryKey()).toBe('PRIMARY KEY (voter_id, election_date, voting_method)');
  });

  it('first load of a file without repeats: the same rows, problems once, the primary key kept', async () => {
    const { records, problems, file } = await load('2024-09-01', [
      ...month1,
      '4,5,X,46000,J,1,S,2024-02-30,N',
      '"5","6","X","46000","J","1","S","2024-08-06","Y"',
    ]);
    expect(records).toBe(5);
    expect(problems.map((p) => [p.file, p.line])).toEqual([[file, 6]]);
    expect(await stored()).toEqual(MONTH1_STORED);
    expect(await primaryKey()).toBe('PRIMARY KEY (voter_id, election_date, voting_method)');
    await expect(
      db.exec(`insert into voting_history values (1, '2024-02-27', 'IN PERSON', 2, 1, '2024-10-01')`),
    ).rejects.toThrow();
  });

  it('monthly loads: a new election, a record added late, one gone, one swapped, lines repeated', async () => {
    await load('2024-09-01', month1);
    // The previous month's file plus one election, in another order, with a bad line.
    const next = await load('2024-12-01', [vote(4, E3), ...[...month1].reverse(), 'x', vote(1, E3, 'Y')]);
    expect(next.records).toBe(6);
    expect(next.problems.map((p) => [p.file, p.line])).toEqual([[next.file, 7]]);
    expect(await elections('2024-12-01')).toEqual([E1, E2, E3]);
    const afterNew = [
      '1 2024-02-27 IN PERSON 2024-09-01 2',
      '1 2024-08-06 IN PERSON 2024-09-01 2',
      '1 2024-11-05 ABSENTEE 2024-12-01 2',
      '2 2024-02-27 ABSENTEE 2024-09-01 3',
      '3 2024-08-06 UNKNOWN 2024-09-01 4',
      '4 2024-11-05 IN PERSON 2024-12-01 5',
    ];
    expect(await stored()).toEqual(afterNew);

    // A record of an old election recorded late; the rest as before.
    await load('2025-01-01', [...month1, vote(4, E3), vote(1, E3, 'Y'), vote(6, E1)]);
    const afterLate = [...afterNew, '6 2024-02-27 IN PERSON 2025-01-01 7'].sort(byVoter);
    expect(await stored()).toEqual(afterLate);

    // A record gone (stays as it was); the same count of an election with one voter swapped for
    // another (the newcomer is added); a line repeated.
    await load('2025-02-01', [
      vote(1, E1),
      vote(2, E1, 'Y'),
      vote(1, E2),
      vote(7, E2, ''),
      vote(4, E3),
      vote(4, E3),
      vote(1, E3, 'Y'),
    ]);
    expect(await stored()).toEqual([...afterLate, '7 2024-08-06 UNKNOWN 2025-02-01 8'].sort(byVoter));
  });

  it('a discarded load takes its history and its digests: the next load adds those records again', async () => {
    await load('2024-09-01', [...month1, vote(4, E3)]);
    // A record of E3 recorded late, in a load that is then discarded (failed, or killed).
    const withLate = [...month1, vote(4, E3), vote(1, E3, 'Y')];
    await load('2024-10-01', withLate);
    await discardUnpublished(db, snapshotTables('2024-10-01'));
    expect((await stored()).filter((r) => r.includes(E3))).toEqual(['4 2024-11-05 IN PERSON 2024-09-01 5']);
    // The same file again: E3's records are compared again, not skipped as the discarded load's.
    await load('2024-11-01', withLate);
    expect((await stored()).filter((r) => r.includes(E3))).toEqual([
      '1 2024-11-05 ABSENTEE 2024-11-01 2',
      '4 2024-11-05 IN PERSON 2024-09-01 5',
    ]);
  });

  it('gives what comparing each file with everything stored gives, over random months and discards', async () => {
    const record = fc.record({
      id: fc.integer({ min: 1, max: 12 }),
      election: fc.constantFrom(E1, E2, E3, '2025-05-06'),
      absentee: fc.constantFrom('Y', 'N', ''),
    });
    const step = fc.oneof(
      { weight: 4, arbitrary: fc.array(record, { maxLength: 14 }).map((votes) => ({ votes })) },
      { weight: 1, arbitrary: fc.constant({ discard: true as const }) },
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 5 }), async (steps) => {
        await clear();
        /** The model: key -> first_seen, as a load adding every record it does not hold. */
        const model = new Map<string, string>();
        let month = 0;
        let last: string | null = null;
        for (const s of steps) {
          if ('discard' in s) {
            if (last === null) continue;
            await discardUnpublished(db, snapshotTables(last));
            for (const [key, seen] of model) if (seen === last) model.delete(key);
            last = null;
            continue;
          }
          month += 1;
          const snapshot = `2025-${String(month).padStart(2, '0')}-01`;
          await load(
            snapshot,
            s.votes.map((v) => vote(v.id, v.election, v.absentee)),
          );
          for (const v of s.votes) {
            const key = `${v.id} ${v.election} ${v.absentee === 'Y' ? 'ABSENTEE' : v.absentee === 'N' ? 'IN PERSON' : 'UNKNOWN'}`;
            if (!model.has(key)) model.set(key, snapshot);
          }
          last = snapshot;
        }
        const expected = [...model].map(
          ([key, seen]) => `${key} ${seen} ${(Number(key.split(' ')[0]) % 83) + 1}`,
        );
        expect(await stored()).toEqual(expected.sort(byVoter));
      }),
      { numRuns: Number(process.env.HISTORY_RUNS ?? 25) },
    );
  });
});

/** The order of `stored()`: voter id, then election, then method. */
function byVoter(a: string, b: string): number {
  const [ia, ...ra] = a.split(' ');
  const [ib, ...rb] = b.split(' ');
  return Number(ia) - Number(ib) || (ra.join(' ') < rb.join(' ') ? -1 : ra.join(' ') > rb.join(' ') ? 1 : 0);
}
