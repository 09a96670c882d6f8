/**
 * `npm run bench:ingest [--voters N] [--db NAME]`: a bare COPY of a generated snapshot's registration
 * and history files against the full ingest of the same files, as a first load into an empty
 * database and as a monthly load into one holding the previous month. Prints wall and CPU seconds
 * (this process, PGlite's worker, the local PostgreSQL's processes) for the whole and per stage,
 * and the state's duplicates by rule. What it measured: docs/performance.md.
 */

import { once } from 'node:events';
import { createReadStream, createWriteStream, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '@voterroll/db/connection';
import type { Db } from '@voterroll/db/database';
import { migrate } from '@voterroll/db/migrate';
import { ingestSnapshot } from '@voterroll/pipeline/ingest-snapshot';
import { generate, heapShortfall, SNAPSHOT_DATES } from '@voterroll/voterfile/generator/generate';
import { HISTORY_COLUMNS, QVF_COLUMNS_49 } from '@voterroll/voterfile/qvf-format';
import pg from 'pg';
import { databaseServerCpu, postmasterPidOf } from './bench-server';

const { values } = parseArgs({ options: { voters: { type: 'string' }, db: { type: 'string' } } });
/** The benchmark's database (and NAME_copy for the bare COPY): its own, dropped and made afresh. */
const dbName = values.db ?? 'voterroll_bench_ingest';
if (!/^[a-z_][a-z0-9_]*$/.test(dbName)) throw new Error('--db must be a lower-case SQL name');
const voters = Number(values.voters ?? 1_000_000);
const date = SNAPSHOT_DATES[SNAPSHOT_DATES.length - 1] ?? '2025-10-01';
const previousDate = SNAPSHOT_DATES[SNAPSHOT_DATES.length - 2] ?? '2025-09-01';
const dataDir = resolve(`.tmp/bench/voters-${voters}`);
const snapshotDir = join(dataDir, date);
/** The previous month's history as the bench loads it: this month's file less its last election. */
const previousHistory = join(dataDir, 'previous-history.csv');

async function freshDatabase(name: string): Promise<{ db: Db; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(url);
    u.pathname = `/${name}`;
    const db = await openDatabase(u.toString());
    const drop = async () => {
      await db.close();
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    };
    return { db, drop };
  }
  const dir = resolve(`.tmp/bench/${name}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const db = await openDatabase(dir);
  return {
    db,
    drop: async () => {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Whole lines of the file in chunks of about 16 MB, as COPY wants them. */
async function* fileChunks(path: string): AsyncGenerator<Uint8Array> {
  let carry = Buffer.alloc(0);
  for await (const chunk of createReadStream(path, { highWaterMark: 16 << 20 })) {
    const data = Buffer.concat([carry, chunk as Buffer]);
    const cut = data.lastIndexOf(10) + 1;
    carry = data.subarray(cut);
    if (cut > 0) yield data.subarray(0, cut);
  }
  if (carry.length > 0) yield carry;
}

/** CPU seconds used by this process and the database server while `work` runs. */
async function cpuOf<T>(db: Db, work: () => Promise<T>): Promise<{ value: T; cpu: number }> {
  const postmaster = await postmasterPidOf(db);
  const node = process.cpuUsage();
  const server = databaseServerCpu(postmaster);
  const value = await work();
  const used = process.cpuUsage(node);
  return { value, cpu: (used.user + used.system) / 1e6 + databaseServerCpu(postmaster) - server };
}

/** One bare COPY of a CSV file into a new table of text columns. */
async function copyBare(db: Db, table: string, columns: readonly string[], path: string): Promise<number> {
  const names = columns.map((c) => c.toLowerCase());
  await db.exec(`create table ${table} (${names.map((c) => `${c} text`).join(', ')})`);
  return db.copyFrom(table, names, fileChunks(path), { format: 'csv', header: true, encoding: 'LATIN1' });
}

async function bareCopy(): Promise<{ seconds: number; cpu: number; historyRows: number }> {
  const { db, drop } = await freshDatabase(`${dbName}_copy`);
  try {
    const started = performance.now();
    const { cpu, value: historyRows } = await cpuOf(db, async () => {
      await copyBare(db, 'bare', QVF_COLUMNS_49, join(snapshotDir, 'EntireStateVoters.csv'));
      return copyBare(db, 'bare_history', HISTORY_COLUMNS, join(snapshotDir, 'EntireStateVoterHistory.csv'));
    });
    return { seconds: (performance.now() - started) / 1000, cpu, historyRows };
  } finally {
    await drop();
  }
}

/** Writes the previous month's history: this month's lines but those of its last election date. */
async function writePreviousHistory(): Promise<void> {
  const source = join(snapshotDir, 'EntireStateVoterHistory.csv');
  const dates = new Set<string>();
  let last = '';
  for await (const chunk of fileChunks(source)) {
    const text = Buffer.from(chunk).toString('latin1');
    for (const m of text.matchAll(/,(\d{4}-\d{2}-\d{2}),[YN]?\r?\n/g)) dates.add(m[1]!);
  }
  for (const d of dates) if (d > last) last = d;
  const partial = `${previousHistory}.part`;
  const out = createWriteStream(partial);
  const skip = `,${last},`;
  for await (const chunk of fileChunks(source)) {
    const text = Buffer.from(chunk).toString('latin1');
    const kept = text
      .split('\n')
      .filter((line) => line !== '' && !line.includes(skip))
      .join('\n');
    if (kept.length > 0 && !out.write(Buffer.from(`${kept}\n`, 'latin1'))) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  renameSync(partial, previousHistory);
}

function snapshotFiles(snapshotDate: string) {
  const dir = join(dataDir, snapshotDate);
  return {
    voters: join(dir, 'EntireStateVoters.csv'),
    history: snapshotDate === date ? join(dir, 'EntireStateVoterHistory.csv') : previousHistory,
    deceased: join(dir, 'deceased.csv'),
    ncoa: join(dir, 'ncoa.csv'),
    postal: join(dir, 'postal-locations.csv'),
    canvass: join(dir, 'canvass.csv'),
  };
}

/** The timed ingest of the bench's snapshot, into a database holding `before` (loaded untimed). */
async function fullIngest(before: string | null) {
  const { db, drop } = await freshDatabase(dbName);
  try {
    await migrate(db);
    if (before) {
      const loaded = await ingestSnapshot(db, { snapshotDate: before, files: snapshotFiles(before) });
      if (!loaded.ok) throw new Error(loaded.error);
    }
    const postmaster = await postmasterPidOf(db);
    const cpuClock = () => {
      const used = process.cpuUsage();
      return (used.user + used.system) / 1e6 + databaseServerCpu(postmaster);
    };
    const started = performance.now();
    const { value: result, cpu } = await cpuOf(db, () =>
      ingestSnapshot(db, { snapshotDate: date, files: snapshotFiles(date), cpuClock }),
    );
    if (!result.ok) throw new Error(result.error);
    // The duplicate metric's two rules apart (the generator's names should give a real state's few).
    const duplicates = await db.query<{ key: string; value: number }>(
      `select m.metric_key as key, m.value from zone_metrics m join zones z on z.zone_hash = m.zone_hash
        where z.level = 'state' and m.snapshot_date = $1::date and m.metric_key like 'DUPLICATE%'
        order by 1`,
      [date],
    );
    return { seconds: (performance.now() - started) / 1000, cpu, report: result.value, duplicates };
  } finally {
    await drop();
  }
}

const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
if (!existsSync(join(snapshotDir, 'EntireStateVoters.csv')) || !existsSync(join(dataDir, previousDate))) {
  const shortfall = heapShortfall(voters, 2);
  if (shortfall) {
    console.error(shortfall);
    process.exit(2);
  }
  const started = performance.now();
  // The last snapshot is the same whether one or two are written.
  await generate({ outDir: dataDir, voters, snapshots: 2, seed: 7 });
  console.log(
    `generated ${voters.toLocaleString('en-US')} registrations in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
if (!existsSync(previousHistory)) await writePreviousHistory();
const copy = await bareCopy();
const first = await fullIngest(null);
const monthly = await fullIngest(previousDate);
const rows = first.report.rowsLoaded;
const rate = (seconds: number) => `${Math.round(rows / seconds).toLocaleString('en-US')} rows/s`;
console.log(`engine:            ${engine}`);
console.log(`registrations:     ${rows.toLocaleString('en-US')}`);
console.log(`history rows:      ${copy.historyRows.toLocaleString('en-US')}`);
console.log(
  `duplicates:        ${first.duplicates.map((d) => `${d.key} ${d.value.toLocaleString('en-US')} (${((100 * d.value) / rows).toFixed(2)}%)`).join(', ')}`,
);
console.log(`bare COPY:         ${copy.seconds.toFixed(2)} s (${rate(copy.seconds)}), both files`);
for (const [label, run] of [
  ['first load', first],
  ['monthly load', monthly],
] as const) {
  console.log(
    `${label}:${' '.repeat(18 - label.length)}${run.seconds.toFixed(2)} s (${rate(run.seconds)}), ${run.report.newAddresses.toLocaleString('en-US')} new addresses`,
  );
  console.log(`  stages (s):      ${JSON.stringify(run.report.timings)}`);
  console.log(`  stages (CPU s):  ${JSON.stringify(run.report.cpuSeconds)}`);
  console.log(`  ratio to COPY:   ${(run.seconds / copy.seconds).toFixed(2)}`);
  if (copy.cpu > 0) {
    console.log(
      `  CPU s, COPY/load: ${copy.cpu.toFixed(1)} / ${run.cpu.toFixed(1)} (ratio ${(run.cpu / copy.cpu).toFixed(2)})`,
    );
  }
}
