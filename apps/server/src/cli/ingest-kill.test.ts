/**
 * A killed load loses nothing and leaves nothing (issue 16). `voterroll ingest` runs as a child
 * process on a small generated snapshot into a database that holds a published one, is paused at a
 * named stage by its test hook (VOTERROLL_PAUSE_AT, pipeline/checkpoint.ts) and killed there with
 * SIGKILL. Then: the previous snapshot is still current and the server's read code answers as
 * before; no table of the killed load is attached; the database (a PGlite folder whose process
 * died) opens again; and the same ingest run again completes and publishes.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@voterroll/db/connection';
import type { Db } from '@voterroll/db/database';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { INGEST_STAGES, type IngestStage } from '@voterroll/pipeline/checkpoint';
import { type IngestFiles, ingestSnapshot } from '@voterroll/pipeline/ingest-snapshot';
import { generate } from '@voterroll/voterfile/generator/generate';
import { openRegistrationFile } from '@voterroll/voterfile/readers/open-registration-file';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';

const BIN = new URL('../../bin/voterroll.mjs', import.meta.url).pathname;
const pglite = !process.env.DATABASE_URL;

let dir: string;
let t: TestDatabase;
/** The test's connection; on PGlite closed while the child holds the folder. */
let db: Db | null;
let dates: string[];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ingest-kill-'));
  // One snapshot to start from and one per stage killed, each loaded again after its kill.
  const summary = await generate({
    outDir: join(dir, 'files'),
    voters: 1_500,
    snapshots: 1 + INGEST_STAGES.length,
    seed: 16,
  });
  dates = summary.snapshots.map((s) => s.date);
  t = await createTestDatabase();
  db = t.db;
});
afterAll(async () => {
  if (db === null && pglite) db = await openDatabase(t.target);
  await t?.drop();
  rmSync(dir, { recursive: true, force: true });
});

const files = (date: string): IngestFiles => {
  const f = (name: string) => join(dir, 'files', date, name);
  return {
    voters: f('EntireStateVoters.csv'),
    history: f('EntireStateVoterHistory.csv'),
    deceased: f('deceased.csv'),
    ncoa: f('ncoa.csv'),
    postal: f('postal-locations.csv'),
    canvass: f('canvass.csv'),
  };
};

const open = (): Db => {
  if (!db) throw new Error('the database is closed');
  return db;
};

/** Voter ids of the file: what a lookup of the next snapshot's newcomers would find. */
async function fileVoterIds(path: string): Promise<string[]> {
  const opened = await openRegistrationFile(path, () => {});
  if (!opened.ok) throw new Error(opened.error);
  const ids: string[] = [];
  for await (const batch of opened.value.batches) for (const r of batch) ids.push(r.voterId);
  return ids;
}

interface Probe {
  method: 'GET' | 'POST';
  url: string;
  payload?: object;
}

/**
 * What readers see, through the server's own routes: the snapshots, the state scorecard, and
 * lookups of voters of the current file, of the next file's newcomers, and their addresses.
 */
async function probesFor(current: string, next: string): Promise<Probe[]> {
  const known = await open().query<{ voter_id: string; last_name: string; first_name: string; yob: number }>(
    `select voter_id::text, last_name, first_name, year_of_birth as yob from registrations where snapshot_date = $1::date
     order by voter_id limit 4`,
    [current],
  );
  const present = new Set(
    (
      await open().query<{ v: string }>(
        'select voter_id::text as v from registrations where snapshot_date = $1::date',
        [current],
      )
    ).map((r) => r.v),
  );
  const newcomers = (await fileVoterIds(files(next).voters)).filter((v) => !present.has(v)).slice(0, 4);
  expect(newcomers.length).toBeGreaterThan(0);
  const ids = [...known.map((k) => k.voter_id), ...newcomers];
  return [
    { method: 'GET', url: '/api/qvfs' },
    { method: 'GET', url: '/api/qvfstatsstate/MICHIGAN' },
    ...ids.map(
      (id): Probe => ({
        method: 'POST',
        url: '/api/search-by-voter-id',
        payload: { voter_identification_number: id },
      }),
    ),
    ...ids.map((id): Probe => ({ method: 'GET', url: `/api/voter-history-by-snapshot/${id}` })),
    ...known.map(
      (k): Probe => ({
        method: 'POST',
        url: '/api/search-by-name',
        payload: { last_name: k.last_name, first_name: k.first_name, county: 'ALL', year_of_birth: k.yob },
      }),
    ),
    { method: 'GET', url: '/api/addresses?key=100' },
  ];
}

/** No rate limit gets in the way of the probes. */
const LIMIT = { max: 100_000, windowMs: 60_000 };

/** Each probe's status and body, as the server's routes answer on `app`'s database. */
async function answers(app: FastifyInstance, probes: Probe[]): Promise<string[]> {
  const out: string[] = [];
  for (const p of probes) {
    const reply = await app.inject({
      method: p.method,
      url: p.url,
      ...(p.payload ? { payload: p.payload } : {}),
    });
    out.push(`${p.method} ${p.url} ${JSON.stringify(p.payload ?? '')} -> ${reply.statusCode} ${reply.body}`);
  }
  return out;
}

/** The server's app on the test's connection (made again when PGlite's folder is opened again). */
const appOn = (): Promise<FastifyInstance> =>
  buildApp({ db: open(), limits: { search: LIMIT, lookup: LIMIT, typeAhead: LIMIT } });

/** Runs `voterroll ingest` paused at `stage`, kills it there with SIGKILL, and waits for its end. */
async function killAt(stage: IngestStage, date: string): Promise<void> {
  const f = files(date);
  const args = [BIN, 'ingest', '--snapshot', date, '--db', t.target];
  for (const [kind, path] of Object.entries(f)) args.push(`--${kind}`, path as string);
  const child: ChildProcess = spawn(process.execPath, args, {
    env: { ...process.env, VOTERROLL_PAUSE_AT: stage },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  try {
    await new Promise<void>((resolve, reject) => {
      child.stderr?.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
        if (stderr.includes(`voterroll ingest: paused at ${stage}`)) resolve();
      });
      void exited.then((code) =>
        reject(new Error(`ingest ended (${code}) before pausing at ${stage}:\n${stderr}`)),
      );
    });
  } finally {
    child.kill('SIGKILL');
  }
  await exited;
}

it('loses nothing and leaves nothing when the load is killed at each stage, and loads again after', async () => {
  const first = await ingestSnapshot(open(), { snapshotDate: dates[0]!, files: files(dates[0]!) });
  expect(first.ok).toBe(true);
  let app = await appOn();
  for (const [i, stage] of INGEST_STAGES.entries()) {
    const [current, next] = [dates[i]!, dates[i + 1]!];
    const probes = await probesFor(current, next);
    const before = await answers(app, probes);
    const ready = await readySnapshots();
    if (pglite) {
      // One process at a time in a PGlite folder.
      await app.close();
      await open().close();
      db = null;
    }
    await killAt(stage, next);
    if (pglite) {
      // A PGlite folder whose process died opens again (PostgreSQL rolled the killed session back).
      db = await openDatabase(t.target);
      app = await appOn();
    }

    // The kill stopped a load midway: its row says loading and its registrations table is there.
    const suffix = next.replaceAll('-', '');
    expect(await statusOf(next)).toBe('loading');
    expect(await tablesOf(suffix)).toContain(`registrations_${suffix}`);
    // None of it reaches readers: the same ready snapshots, none of its tables attached, the
    // same answers from the server's routes.
    expect(await readySnapshots()).toEqual(ready);
    const attached = await open().query(
      `select c.relname from pg_inherits i join pg_class c on c.oid = i.inhrelid where c.relname like $1`,
      [`%${suffix}`],
    );
    expect(attached, `partitions of the load killed at ${stage}`).toEqual([]);
    expect(await answers(app, probes), `answers after the kill at ${stage}`).toEqual(before);

    // The same load again: it clears what the killed one left and publishes.
    const again = await ingestSnapshot(open(), { snapshotDate: next, files: files(next) });
    expect(again.ok, again.ok ? '' : again.error).toBe(true);
    expect(await statusOf(next)).toBe('ready');
    // Published, its newcomers are found: the probes tell the two snapshots apart.
    expect(await answers(app, probes)).not.toEqual(before);
  }
  await app.close();
  // Nothing of any killed load is left beside the published tables.
  const leftovers = await open().query(
    `select tablename from pg_tables where schemaname = 'public' and tablename ~ '_[0-9]{8}$'
       and tablename not in (select c.relname from pg_inherits i join pg_class c on c.oid = i.inhrelid)`,
  );
  expect(leftovers).toEqual([]);
}, 600_000);

const readySnapshots = () =>
  open().query<{ d: string }>(
    `select snapshot_date::text as d from snapshots where status = 'ready' order by 1`,
  );
const statusOf = async (date: string) =>
  (
    await open().query<{ status: string }>('select status from snapshots where snapshot_date = $1::date', [
      date,
    ])
  )[0]?.status;
const tablesOf = async (suffix: string) =>
  (
    await open().query<{ t: string }>(`select tablename as t from pg_tables where tablename like $1`, [
      `%${suffix}`,
    ])
  ).map((r) => r.t);
