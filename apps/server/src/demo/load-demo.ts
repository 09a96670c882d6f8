import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '@voterroll/db/database';
import { ingestEnvelopes } from '@voterroll/pipeline/envelopes/ingest-envelopes';
import { ingestSnapshot } from '@voterroll/pipeline/ingest-snapshot';
import { ENVELOPE_SET_FOLDER } from '@voterroll/voterfile/generator/envelopes';
import { generate, SNAPSHOT_DATES } from '@voterroll/voterfile/generator/generate';

export const DEMO_VOTERS = 30_000;
export const DEMO_SEED = 2025;

/** The files of one generated snapshot folder, as the ingest takes them. */
export function snapshotFiles(dir: string) {
  return {
    voters: join(dir, 'EntireStateVoters.csv'),
    history: join(dir, 'EntireStateVoterHistory.csv'),
    deceased: join(dir, 'deceased.csv'),
    ncoa: join(dir, 'ncoa.csv'),
    postal: join(dir, 'postal-locations.csv'),
    canvass: join(dir, 'canvass.csv'),
  };
}

/** What the server serves: snapshots the user loaded, the generated demo, or nothing yet. */
export type StartData =
  | { kind: 'loaded'; snapshots: number }
  | { kind: 'demo'; snapshots: number }
  | { kind: 'empty' };

export interface DemoOptions {
  /** Load the demo when the database holds no snapshot (the server's DEMO setting). */
  demo: boolean;
  dir: string;
  /** Smaller demos for tests (the server's DEMO_VOTERS, DEMO_SNAPSHOTS); by default the full demo. */
  voters?: number;
  snapshots?: number;
  /** Where the demo's envelope images are served from (the server's ENVELOPE_IMAGE_DIR). */
  envelopeImageDir?: string;
}

/**
 * Decides what the database serves before anything is written, and says so: a database holding
 * any snapshot the user loaded (even a failed or interrupted one) never receives generated rows;
 * the demo goes only into a database that holds nothing else, and resumes there if interrupted.
 */
export async function prepareStartData(
  db: Db,
  o: DemoOptions,
  log: (msg: string) => void,
): Promise<StartData> {
  const held = await db.query<{ origin: 'loaded' | 'demo'; n: number; ready: number }>(
    `select origin, count(*)::int as n, (count(*) filter (where status = 'ready'))::int as ready
       from snapshots group by origin`,
  );
  const loaded = held.find((h) => h.origin === 'loaded');
  if (loaded) {
    log(
      `data: ${loaded.ready} loaded snapshot(s) (voterroll ingest)${loaded.n > loaded.ready ? `, ${loaded.n - loaded.ready} not finished` : ''}; the generated demo is never added to a database holding loaded data`,
    );
    return { kind: 'loaded', snapshots: loaded.ready };
  }
  const demoReady = held.find((h) => h.origin === 'demo')?.ready ?? 0;
  if (!o.demo) {
    if (demoReady > 0) {
      log(`data: the generated demo (synthetic voters, not real people), ${demoReady} snapshots`);
      return { kind: 'demo', snapshots: demoReady };
    }
    log('data: no snapshot loaded and DEMO=0; load one with voterroll ingest');
    return { kind: 'empty' };
  }
  const snapshots = await loadDemo(db, o, log);
  log(`data: the generated demo (synthetic voters, not real people), ${snapshots} snapshots`);
  return { kind: 'demo', snapshots };
}

/**
 * Generates the synthetic demo voter file (once; it is deterministic) and loads every snapshot not
 * yet loaded, oldest first, so that an interrupted first start resumes where it stopped.
 */
async function loadDemo(db: Db, o: DemoOptions, log: (msg: string) => void): Promise<number> {
  const dates = SNAPSHOT_DATES.slice(-(o.snapshots ?? SNAPSHOT_DATES.length));
  const voters = o.voters ?? DEMO_VOTERS;
  if (!existsSync(join(o.dir, 'ground-truth.json'))) {
    log(`generating the demo voter file (${voters.toLocaleString('en-US')} registrations) in ${o.dir}`);
    await generate({ outDir: o.dir, voters, snapshots: dates.length, seed: DEMO_SEED });
  }
  const loaded = new Set(
    (await db.query<{ d: string }>(`select snapshot_date as d from snapshots where status = 'ready'`)).map(
      (r) => r.d,
    ),
  );
  for (const date of dates) {
    if (loaded.has(date)) continue;
    const result = await ingestSnapshot(db, {
      snapshotDate: date,
      files: snapshotFiles(join(o.dir, date)),
      origin: 'demo',
    });
    if (!result.ok) throw new Error(`demo snapshot ${date}: ${result.error}`);
    const r = result.value;
    log(
      `loaded snapshot ${date}: ${r.rowsLoaded.toLocaleString('en-US')} registrations in ${r.seconds.toFixed(1)} s`,
    );
  }
  await loadDemoEnvelopes(db, o.dir, o.envelopeImageDir ?? join(o.dir, 'envelope-images'), log);
  return dates.length;
}

/** The generated 2020 envelope set, once (an empty envelope table). */
export async function loadDemoEnvelopes(
  db: Db,
  dir: string,
  imageDir: string,
  log: (msg: string) => void,
): Promise<void> {
  const folder = join(dir, ENVELOPE_SET_FOLDER);
  const [held] = await db.query<{ n: number }>('select count(*)::int as n from ballot_envelopes');
  if (!existsSync(folder) || (held?.n ?? 0) > 0) return;
  const result = await ingestEnvelopes(db, { folder, imageDir });
  if (!result.ok) throw new Error(`demo envelopes: ${result.error}`);
  const r = result.value;
  log(
    `loaded ${r.envelopesLoaded.toLocaleString('en-US')} ballot envelopes of 2020 (${r.problemCount} rows reported)`,
  );
}
