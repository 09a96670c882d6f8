import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '@voterroll/db/database';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { HISTORY_COLUMNS } from '@voterroll/voterfile/qvf-format';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ingestSnapshot } from '../ingest-snapshot';
import { writeCsv, writeQvfCsv } from '../test-support/qvf-files';
import { killedLoad } from './killed-load.fixture';

let t: TestDatabase;
let db: Db;
let dir: string;
beforeAll(async () => {
  t = await createTestDatabase();
  db = t.db;
  dir = mkdtempSync(join(tmpdir(), 'interrupted-'));
});
afterAll(async () => {
  await t.drop();
  rmSync(dir, { recursive: true, force: true });
});

const count = async (sql: string, params: unknown[] = []) =>
  (await db.query<{ n: number }>(`select count(*)::int as n from (${sql}) x`, params))[0]?.n;

it('clears a killed load of another month before loading, so that nothing builds on what it left', async () => {
  const voters = join(dir, 'voters.csv');
  writeQvfCsv(voters, [{ VOTER_IDENTIFICATION_NUMBER: '11' }, { VOTER_IDENTIFICATION_NUMBER: '12' }]);
  const history = join(dir, 'history.csv');
  writeCsv(history, HISTORY_COLUMNS, [
    { VOTER_IDENTIFICATION_NUMBER: '11', ELECTION_DATE: '2024-11-05', COUNTY_CODE: '33' },
  ]);
  // A load killed after its first finding rule.
  const killed = killedLoad(db, 'findings');
  void ingestSnapshot(killed.db, {
    snapshotDate: '2024-09-01',
    files: { voters, history },
    checkpoint: killed.checkpoint,
  }).catch(() => {});
  await killed.stopped;
  expect(await count(`select 1 from voting_history where first_seen = '2024-09-01'`)).toBe(1);

  const next = await ingestSnapshot(db, { snapshotDate: '2024-10-01', files: { voters, history } });
  expect(next.ok).toBe(true);
  const rows = await db.query('select snapshot_date::text as d, status from snapshots order by 1');
  expect(rows).toEqual([
    { d: '2024-09-01', status: 'failed' },
    { d: '2024-10-01', status: 'ready' },
  ]);
  // The vote is the October file's, not left with the killed September load's date (whose removal
  // by a later load of September would take it from October).
  expect(await count(`select 1 from voting_history where first_seen = '2024-09-01'`)).toBe(0);
  expect(await count(`select 1 from voting_history where first_seen = '2024-10-01'`)).toBe(1);
  expect(await count(`select 1 from addresses where first_seen = '2024-09-01'`)).toBe(0);
  expect(await count(`select 1 from pg_tables where tablename like '%_20240901'`)).toBe(0);
});

it('adds again the history a killed load had added to an election loaded before', async () => {
  const voters = join(dir, 'voters-late.csv');
  writeQvfCsv(voters, [{ VOTER_IDENTIFICATION_NUMBER: '21' }, { VOTER_IDENTIFICATION_NUMBER: '22' }]);
  const vote = (id: string) => ({
    VOTER_IDENTIFICATION_NUMBER: id,
    ELECTION_DATE: '2024-11-05',
    COUNTY_CODE: '33',
  });
  const early = join(dir, 'history-early.csv');
  writeCsv(early, HISTORY_COLUMNS, [vote('21')]);
  const late = join(dir, 'history-late.csv');
  writeCsv(late, HISTORY_COLUMNS, [vote('21'), vote('22')]);
  expect(
    (await ingestSnapshot(db, { snapshotDate: '2024-11-01', files: { voters, history: early } })).ok,
  ).toBe(true);
  // Killed after its history: the vote recorded late is stored as first seen in its snapshot.
  const killed = killedLoad(db, 'findings');
  void ingestSnapshot(killed.db, {
    snapshotDate: '2024-12-01',
    files: { voters, history: late },
    checkpoint: killed.checkpoint,
  }).catch(() => {});
  await killed.stopped;
  expect(await count(`select 1 from voting_history where voter_id = 22 and first_seen = '2024-12-01'`)).toBe(
    1,
  );

  // The next load, of the same file, clears the killed one's and finds the late vote new again.
  expect(
    (await ingestSnapshot(db, { snapshotDate: '2025-01-01', files: { voters, history: late } })).ok,
  ).toBe(true);
  const rows = await db.query(
    `select voter_id::text as v, first_seen::text as s from voting_history where voter_id in (21, 22) order by 1`,
  );
  expect(rows).toEqual([
    { v: '21', s: '2024-11-01' },
    { v: '22', s: '2025-01-01' },
  ]);
});
