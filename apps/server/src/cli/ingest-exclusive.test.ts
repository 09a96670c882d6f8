/**
 * One load at a time, and never into a PGlite folder another process holds (issue 28, defect 1).
 * PGlite: `voterroll ingest` into the folder the running server holds is refused with a message
 * naming the server's process; the server's data is intact; once the server stops, the same ingest
 * publishes. PostgreSQL: an ingest started while another load holds the database is refused.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@voterroll/db/connection';
import { holdLoadLock } from '@voterroll/db/load-lock';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { ingestSnapshot } from '@voterroll/pipeline/ingest-snapshot';
import { generate } from '@voterroll/voterfile/generator/generate';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort, startServer } from '../test-support/server-process';

const BIN = new URL('../../bin/voterroll.mjs', import.meta.url).pathname;
const pglite = !process.env.DATABASE_URL;

let dir: string;
let t: TestDatabase;
let dates: string[];

const files = (date: string) => {
  const f = (name: string) => join(dir, 'files', date, name);
  return { voters: f('EntireStateVoters.csv'), history: f('EntireStateVoterHistory.csv') };
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ingest-exclusive-'));
  const summary = await generate({ outDir: join(dir, 'files'), voters: 400, snapshots: 2, seed: 28 });
  dates = summary.snapshots.map((s) => s.date);
  t = await createTestDatabase();
  const first = await ingestSnapshot(t.db, { snapshotDate: dates[0]!, files: files(dates[0]!) });
  expect(first.ok).toBe(true);
  // A PGlite folder admits one process: the server's or the ingest's under test.
  if (pglite) await t.db.close();
}, 300_000);
afterAll(async () => {
  await t.drop();
  rmSync(dir, { recursive: true, force: true });
});

async function ingest(date: string): Promise<{ code: number | null; stderr: string }> {
  const f = files(date);
  const child = spawn(
    process.execPath,
    [BIN, 'ingest', '--snapshot', date, '--db', t.target, '--voters', f.voters, '--history', f.history],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (c: Buffer) => {
    stderr += c.toString();
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stderr };
}

async function readySnapshots(): Promise<string[]> {
  const db = await openDatabase(t.target);
  try {
    const rows = await db.query<{ d: string }>(
      `select snapshot_date::text as d from snapshots where status = 'ready' order by 1`,
    );
    return rows.map((r) => r.d);
  } finally {
    await db.close();
  }
}

it.runIf(pglite)(
  'refuses a load into the folder the server holds, keeps its data, and loads once it stops',
  async () => {
    const port = await freePort();
    const { child: server } = await startServer(t.target, port);
    const snapshots = async () => (await fetch(`http://127.0.0.1:${port}/api/qvfs`)).text();
    try {
      const before = await snapshots();
      expect(before).toContain(dates[0]);

      const refused = await ingest(dates[1]!);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(
        new RegExp(
          `The database folder ${t.target} is in use by process ${server.pid} .*stop the server first`,
        ),
      );
      expect(await snapshots()).toBe(before);
    } finally {
      server.kill('SIGTERM');
      await once(server, 'exit');
    }
    expect(await readySnapshots()).toEqual([dates[0]]);

    const loaded = await ingest(dates[1]!);
    expect(loaded.code, loaded.stderr).toBe(0);
    expect(await readySnapshots()).toEqual(dates);
  },
  300_000,
);

it.runIf(!pglite)(
  'refuses a second load while one runs on the database, and loads once it is done',
  async () => {
    const release = await holdLoadLock(t.target);
    try {
      const refused = await ingest(dates[1]!);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/Another load is running on this database \(PostgreSQL session \d+/);
      expect(await readySnapshots()).toEqual([dates[0]]);
    } finally {
      await release();
    }
    const loaded = await ingest(dates[1]!);
    expect(loaded.code, loaded.stderr).toBe(0);
    expect(await readySnapshots()).toEqual(dates);
  },
  300_000,
);
