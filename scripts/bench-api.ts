/**
 * `npm run bench:api [--voters N] [--months N] [--db NAME] [--reload] [--only a,b] [--rounds N] [--profile]`:
 * every read of the public site and the review pages, through the real server on a loaded
 * generated snapshot (kept for the next run), one client at a time and 16 at once, as the pages'
 * users (a researcher; a site root, a Wayne clerk and patriot for the workspaces). Prints p50,
 * p95, max, CPU ms a request and the server's memory. What it measured: docs/performance.md.
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { Agent, request as httpRequestOf } from 'node:http';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '@voterroll/db/connection';
import type { Db } from '@voterroll/db/database';
import { migrate } from '@voterroll/db/migrate';
import { ingestSnapshot } from '@voterroll/pipeline/ingest-snapshot';
import { generate, heapShortfall, SNAPSHOT_DATES } from '@voterroll/voterfile/generator/generate';
import pg from 'pg';
import { snapshotFiles } from '../apps/server/src/demo/load-demo';
import { accountWithSession } from '../apps/server/src/test-support/accounts';
import { benchCalls } from './bench-api-calls';
import type { BenchCall, Persona } from './bench-api-keys';
import {
  cpuSecondsOf,
  databaseServerCpu,
  memoryOf,
  percentile,
  pick,
  postmasterPidOf,
  sampleKeys,
  startServer,
} from './bench-server';

const { values } = parseArgs({
  options: {
    voters: { type: 'string' },
    months: { type: 'string' },
    reload: { type: 'boolean' },
    only: { type: 'string' },
    rounds: { type: 'string' },
    db: { type: 'string' },
    profile: { type: 'boolean' },
  },
});
const voters = Number(values.voters ?? 1_000_000);
/** Requests per call and mode (one client; 16 clients make four times as many). */
const rounds = Number(values.rounds ?? 40);
/** Months loaded in order, the last one measured: two give the change pages a month to compare. */
const months = Number(values.months ?? 1);
if (!Number.isInteger(months) || months < 1 || months > 12) {
  console.error(`--months: a whole number from 1 to 12 is needed, not ${JSON.stringify(values.months)}`);
  process.exit(2);
}
const dates = SNAPSHOT_DATES.slice(-months);
const date = dates[dates.length - 1] ?? '2025-10-01';
const dataDir = resolve(`.tmp/bench-api/voters-${voters}`);
const DB_NAME = values.db ?? 'bench_api';
if (!/^[a-z_][a-z0-9_]*$/.test(DB_NAME)) {
  console.error(`--db: a lower-case SQL name is needed, not ${JSON.stringify(DB_NAME)}`);
  process.exit(2);
}
const CONCURRENT = 16;
/** Time per call and mode after which no client starts another request (beyond its third). */
const BUDGET_MS = 8000;

/** The target: bench_api on DATABASE_URL's server (created when missing), else a PGlite folder. */
async function benchTarget(): Promise<string> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dir = resolve(`.tmp/bench-api/${values.db ? `${DB_NAME}-` : ''}pglite-${voters}`);
    if (values.reload) rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    return dir;
  }
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  if (values.reload) await admin.query(`drop database if exists ${DB_NAME} with (force)`);
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [DB_NAME]);
  if (!rowCount) await admin.query(`create database ${DB_NAME}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${DB_NAME}`;
  return u.toString();
}

async function loadSnapshots(db: Db): Promise<void> {
  const [ready] = await db.query<{ snapshot_date: string; rows_loaded: number }>(
    `select snapshot_date::text, rows_loaded from snapshots where status = 'ready' order by snapshot_date desc limit 1`,
  );
  if (ready) {
    console.log(
      `reusing snapshot ${ready.snapshot_date} (${ready.rows_loaded.toLocaleString('en-US')} rows); --reload loads again`,
    );
    return;
  }
  if (dates.some((d) => !existsSync(join(dataDir, d, 'EntireStateVoters.csv')))) {
    const shortfall = heapShortfall(voters, months);
    if (shortfall) {
      console.error(shortfall);
      process.exit(2);
    }
    const started = performance.now();
    await generate({ outDir: dataDir, voters, snapshots: months, seed: 7 });
    console.log(`generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  for (const snapshotDate of dates) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const loaded = await ingestSnapshot(db, {
      snapshotDate,
      files: snapshotFiles(join(dataDir, snapshotDate)),
    });
    if (!loaded.ok) throw new Error(loaded.error);
    const used = process.cpuUsage(cpu);
    console.log(
      `loaded ${snapshotDate}: ${loaded.value.rowsLoaded.toLocaleString('en-US')} registrations in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
        `(this process ${((used.user + used.system) / 1e6).toFixed(1)} CPU s); stages (s): ${JSON.stringify(loaded.value.timings)}`,
    );
  }
}

/**
 * One request on kept-alive connections by node:http. The clients share the server's two cores:
 * fetch took 1.45 ms of CPU a request here, which the server's figures with 16 clients then paid.
 */
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENT });
function httpRequest(
  url: string,
  o: { method: string; headers: Record<string, string>; body?: string | undefined },
): Promise<{ status: number; text: string }> {
  return new Promise((resolveRequest, reject) => {
    const req = httpRequestOf(url, { method: o.method, headers: o.headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolveRequest({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(o.body);
  });
}

async function measure(base: string, call: BenchCall, token: string, clients: number) {
  const times: number[] = [];
  let failures = 0;
  let lastError = '';
  let next = 0;
  const total = clients === 1 ? rounds : rounds * 4;
  const one = async (i: number) => {
    const r = call.request(i);
    const started = performance.now();
    const res = await httpRequest(base + r.url, {
      method: r.body ? 'POST' : 'GET',
      headers: { 'x-access-token': token, ...(r.body ? { 'content-type': 'application/json' } : {}) },
      body: r.body ? JSON.stringify(r.body) : undefined,
    });
    const text = res.text;
    times.push(performance.now() - started);
    if (res.status === 200) call.seen?.(text);
    if (res.status !== 200 && !(call.expect ?? [200]).includes(res.status)) {
      failures += 1;
      lastError = `${res.status} ${r.url}: ${text.slice(0, 200)}`;
    }
  };
  await one(0); // warm
  times.length = 0;
  const started = performance.now();
  // A slow call stops after its time budget, with at least a few requests per client.
  const budget = started + BUDGET_MS;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      let mine = 0;
      while (next < total && (mine < 3 || performance.now() < budget)) {
        mine += 1;
        await one(next++);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const requests = times.length;
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times[times.length - 1] ?? 0,
    perSecond: requests / seconds,
    requests,
    failures,
    lastError,
  };
}

const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const target = await benchTarget();
let db = await openDatabase(target);
await migrate(db);
await loadSnapshots(db);
const keys = await sampleKeys(db, date);
const stamp = Date.now();
const tokens: Record<Persona, string> = {
  researcher: (await accountWithSession(db, `bench-${stamp}`, ['ROLE_DIGITAL-RESEARCHER'])).token,
  root: (await accountWithSession(db, `bench-root-${stamp}`, ['ROLE_SITE-ROOT'])).token,
  wayneClerk: (await accountWithSession(db, `bench-clerk-${stamp}`, ['ROLE_CLERK'], { county: 'WAYNE' }))
    .token,
  waynePatriot: (
    await accountWithSession(db, `bench-patriot-${stamp}`, ['ROLE_ELECTION-PATRIOT'], { county: 'WAYNE' })
  ).token,
};
const [{ n } = { n: 0 }] = await db.query<{ n: number }>(
  `select rows_loaded as n from snapshots where snapshot_date = $1::date`,
  [keys.snapshot],
);
const postmaster = await postmasterPidOf(db);
// PGlite's folder takes one process: the server's.
await db.close();
db = undefined as unknown as Db;

const port = 20000 + Math.floor(Math.random() * 20000);
// --profile: the server writes a V8 CPU profile (open it in Chrome's DevTools) when it stops.
const profileDir = resolve('.tmp/bench-api/profiles');
const server = await startServer(
  target,
  port,
  undefined,
  values.profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
);
const base = `http://127.0.0.1:${port}`;
/** CPU seconds so far of this client, the server and the database server. */
const cpuNow = () => {
  const own = process.cpuUsage();
  return {
    client: (own.user + own.system) / 1e6,
    server: server.pid ? cpuSecondsOf(server.pid) : 0,
    db: databaseServerCpu(postmaster),
  };
};
try {
  const only = values.only?.split(',') ?? [];
  const calls = benchCalls(keys, pick).filter((c) => !only.length || only.some((o) => c.name.includes(o)));
  console.log(`engine: ${engine}; registrations: ${n.toLocaleString('en-US')}; snapshot ${keys.snapshot}`);
  console.log(`${rounds} requests per call one at a time, ${rounds * 4} with ${CONCURRENT} clients; ms`);
  // CPU ms a request, over both runs of the call: this client, the server, the database server
  // (PostgreSQL's processes; PGlite runs in the server's). On 2 cores their sum bounds req/s.
  const header = ['call', '1: p50', 'p95', 'max', `${CONCURRENT}: p50`, 'p95', 'max', 'req/s', 'fail'];
  header.push('CPU ms/req: client', 'server', 'db');
  console.log(header.join('\t'));
  let peakRss = 0;
  const cpuStart = process.cpuUsage();
  const wallStart = performance.now();
  const serverCpuStart = server.pid ? cpuSecondsOf(server.pid) : 0;
  for (const call of calls) {
    const token = tokens[call.as ?? 'researcher'];
    const before = cpuNow();
    const single = await measure(base, call, token, 1);
    const many = await measure(base, call, token, CONCURRENT);
    const after = cpuNow();
    const f = (x: number) => x.toFixed(1);
    const perRequest = (k: keyof typeof before) =>
      (((after[k] - before[k]) * 1000) / (single.requests + many.requests)).toFixed(2);
    console.log(
      [
        call.name,
        f(single.p50),
        f(single.p95),
        f(single.max),
        f(many.p50),
        f(many.p95),
        f(many.max),
        many.perSecond.toFixed(0),
        String(single.failures + many.failures),
        perRequest('client'),
        server.pid ? perRequest('server') : '?',
        postmaster === null ? '-' : perRequest('db'),
      ].join('\t'),
    );
    if (single.requests < rounds || many.requests < rounds * 4)
      console.log(`  (time budget: ${single.requests} and ${many.requests} requests)`);
    if (single.failures + many.failures > 0) console.log(`  ${single.lastError || many.lastError}`);
    if (server.pid) peakRss = Math.max(peakRss, memoryOf(server.pid).rss);
  }
  if (server.pid) {
    const m = memoryOf(server.pid);
    console.log(
      `server resident memory: now ${(m.rss / 1024).toFixed(0)} MB, highest sampled ${(peakRss / 1024).toFixed(0)} MB, peak ${(m.peak / 1024).toFixed(0)} MB`,
    );
  }
  const used = process.cpuUsage(cpuStart);
  console.log(
    `wall ${((performance.now() - wallStart) / 1000).toFixed(0)} s; CPU s: bench client ${((used.user + used.system) / 1e6).toFixed(1)}, server ${server.pid ? (cpuSecondsOf(server.pid) - serverCpuStart).toFixed(1) : '?'}`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  if (values.profile) console.log(`server CPU profile in ${profileDir}`);
}
