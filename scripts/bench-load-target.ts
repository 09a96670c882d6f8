/**
 * bench:load's database: `bench_load` on DATABASE_URL's server, or a PGlite folder in
 * .tmp/bench-load, holding the first of two generated snapshots (the second is what the benchmark
 * loads while serving). A database that already holds the second is made again.
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openDatabase } from '@voterroll/db/connection';
import type { Db } from '@voterroll/db/database';
import { migrate } from '@voterroll/db/migrate';
import { ingestSnapshot } from '@voterroll/pipeline/ingest-snapshot';
import { generate, heapShortfall, SNAPSHOT_DATES } from '@voterroll/voterfile/generator/generate';
import pg from 'pg';
import { snapshotFiles } from '../apps/server/src/demo/load-demo';

const DB_NAME = 'bench_load';
/** The snapshot served from the start, and the one loaded during the run. */
export const [BASE_DATE, NEXT_DATE] = SNAPSHOT_DATES.slice(-2) as [string, string];

export const dataDirOf = (voters: number) => resolve(`.tmp/bench-load/voters-${voters}`);

async function readySnapshots(db: Db): Promise<string[]> {
  const rows = await db.query<{ d: string }>(
    `select snapshot_date::text as d from snapshots where status = 'ready' order by 1`,
  );
  return rows.map((r) => r.d);
}

async function pgTarget(url: string, fresh: boolean): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    if (fresh) await admin.query(`drop database if exists ${DB_NAME} with (force)`);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [DB_NAME]);
    if (!rowCount) await admin.query(`create database ${DB_NAME}`);
  } finally {
    await admin.end();
  }
  const u = new URL(url);
  u.pathname = `/${DB_NAME}`;
  return u.toString();
}

/** The target string (PostgreSQL URL or PGlite folder), migrated, holding the base snapshot only. */
export async function prepareTarget(voters: number, reload: boolean): Promise<string> {
  const url = process.env.DATABASE_URL;
  const dir = resolve(`.tmp/bench-load/pglite-${voters}`);
  let target: string;
  if (url) target = await pgTarget(url, reload);
  else {
    if (reload) rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    target = dir;
  }
  let db = await openDatabase(target);
  await migrate(db);
  if ((await readySnapshots(db)).includes(NEXT_DATE)) {
    // A previous run loaded the second snapshot: start again from the first alone.
    await db.close();
    if (url) target = await pgTarget(url, true);
    else {
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
    }
    db = await openDatabase(target);
    await migrate(db);
  }
  try {
    if ((await readySnapshots(db)).includes(BASE_DATE)) console.log(`reusing snapshot ${BASE_DATE}`);
    else await loadBase(db, voters);
  } finally {
    await db.close();
  }
  return target;
}

async function loadBase(db: Db, voters: number): Promise<void> {
  const dataDir = dataDirOf(voters);
  if (!existsSync(join(dataDir, NEXT_DATE, 'EntireStateVoters.csv'))) {
    const shortfall = heapShortfall(voters, 2);
    if (shortfall) {
      console.error(shortfall);
      process.exit(2);
    }
    const started = performance.now();
    await generate({ outDir: dataDir, voters, snapshots: 2, seed: 7 });
    console.log(`generated two snapshots in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const started = performance.now();
  const loaded = await ingestSnapshot(db, {
    snapshotDate: BASE_DATE,
    files: snapshotFiles(join(dataDir, BASE_DATE)),
  });
  if (!loaded.ok) throw new Error(loaded.error);
  console.log(
    `loaded ${BASE_DATE}: ${loaded.value.rowsLoaded.toLocaleString('en-US')} registrations in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
