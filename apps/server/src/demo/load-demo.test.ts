import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { ingestSnapshot } from '@voterroll/pipeline/ingest-snapshot';
import { writeQvfCsv } from '@voterroll/pipeline/test-support/qvf-files';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { prepareStartData } from './load-demo';

// Two databases: one the user loads real files into, one that starts empty and gets the demo.
let t: TestDatabase;
let empty: TestDatabase;
let dir: string;
beforeAll(async () => {
  t = await createTestDatabase();
  empty = await createTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'load-demo-'));
});
afterAll(async () => {
  await t.drop();
  await empty.drop();
  rmSync(dir, { recursive: true, force: true });
});

const snapshots = (db: TestDatabase['db']) =>
  db.query<{ d: string; origin: string; status: string }>(
    'select snapshot_date as d, origin, status from snapshots order by 1',
  );

function realFile(): string {
  const voters = join(dir, 'real-voters.csv');
  writeQvfCsv(voters, [{ VOTER_IDENTIFICATION_NUMBER: '1' }, { VOTER_IDENTIFICATION_NUMBER: '2' }]);
  return voters;
}

it('counts an unfinished real load as real data: no demo buries it', async () => {
  await t.db.query(`insert into snapshots (snapshot_date, status) values ('2025-10-01', 'failed')`);
  const data = await prepareStartData(
    t.db,
    { demo: true, dir: join(dir, 'demo'), voters: 200, snapshots: 2 },
    () => {},
  );
  expect(data).toEqual({ kind: 'loaded', snapshots: 0 });
  expect(await snapshots(t.db)).toHaveLength(1);
});

it('never adds the demo to a database holding a snapshot the user loaded, and says so', async () => {
  expect((await ingestSnapshot(t.db, { snapshotDate: '2025-10-01', files: { voters: realFile() } })).ok).toBe(
    true,
  );
  const demoDir = join(dir, 'demo');
  const said: string[] = [];
  const data = await prepareStartData(t.db, { demo: true, dir: demoDir, voters: 200, snapshots: 2 }, (m) =>
    said.push(m),
  );
  expect(data).toEqual({ kind: 'loaded', snapshots: 1 });
  expect(await snapshots(t.db)).toEqual([{ d: '2025-10-01', origin: 'loaded', status: 'ready' }]);
  expect(existsSync(demoDir)).toBe(false);
  expect(said.join('\n')).toMatch(/1 loaded snapshot.*demo is never added/);
});

it('with DEMO=0 an empty database stays empty', async () => {
  const said: string[] = [];
  expect(
    await prepareStartData(empty.db, { demo: false, dir: join(dir, 'demo') }, (m) => said.push(m)),
  ).toEqual({
    kind: 'empty',
  });
  expect(said).toEqual(['data: no snapshot loaded and DEMO=0; load one with voterroll ingest']);
  expect(await snapshots(empty.db)).toEqual([]);
});
it('loads the demo into an empty database, resumes it, and then refuses real data beside it', async () => {
  const demoDir = join(dir, 'demo');
  const said: string[] = [];
  const first = await prepareStartData(
    empty.db,
    { demo: true, dir: demoDir, voters: 200, snapshots: 2 },
    (m) => said.push(m),
  );
  expect(first).toEqual({ kind: 'demo', snapshots: 2 });
  const loaded = await snapshots(empty.db);
  expect(loaded.map((s) => [s.origin, s.status])).toEqual([
    ['demo', 'ready'],
    ['demo', 'ready'],
  ]);
  expect(said.join('\n')).toMatch(/generated demo \(synthetic voters, not real people\)/);

  // A second start loads nothing again; without DEMO it still says the data is the demo.
  said.length = 0;
  expect(
    await prepareStartData(empty.db, { demo: true, dir: demoDir, voters: 200, snapshots: 2 }, (m) =>
      said.push(m),
    ),
  ).toEqual({
    kind: 'demo',
    snapshots: 2,
  });
  expect(said.some((m) => m.startsWith('loaded snapshot'))).toBe(false);
  expect(await prepareStartData(empty.db, { demo: false, dir: demoDir }, () => {})).toEqual({
    kind: 'demo',
    snapshots: 2,
  });

  const real = await ingestSnapshot(empty.db, { snapshotDate: '2025-11-01', files: { voters: realFile() } });
  expect(real.ok ? 'loaded' : real.error).toMatch(/holds the generated demo data .* not mixed/);
  expect(await snapshots(empty.db)).toHaveLength(2);
  expect(readdirSync(demoDir)).toContain('ground-truth.json');
});
