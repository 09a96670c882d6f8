import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '@voterroll/db/database';
import { ingestSnapshot } from '@voterroll/pipeline/ingest-snapshot';
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

/**
 * Generates the synthetic demo voter file (once; it is deterministic) and loads every snapshot not
 * yet loaded, oldest first, so that an interrupted first start resumes where it stopped.
 */
export async function loadDemo(db: Db, dir: string, log: (msg: string) => void): Promise<void> {
  if (!existsSync(join(dir, 'ground-truth.json'))) {
    log(`generating the demo voter file (${DEMO_VOTERS.toLocaleString('en-US')} registrations) in ${dir}`);
    await generate({ outDir: dir, voters: DEMO_VOTERS, snapshots: SNAPSHOT_DATES.length, seed: DEMO_SEED });
  }
  const loaded = new Set(
    (await db.query<{ d: string }>(`select snapshot_date as d from snapshots where status = 'ready'`)).map(
      (r) => r.d,
    ),
  );
  for (const date of SNAPSHOT_DATES) {
    if (loaded.has(date)) continue;
    const result = await ingestSnapshot(db, { snapshotDate: date, files: snapshotFiles(join(dir, date)) });
    if (!result.ok) throw new Error(`demo snapshot ${date}: ${result.error}`);
    const r = result.value;
    log(
      `loaded snapshot ${date}: ${r.rowsLoaded.toLocaleString('en-US')} registrations in ${r.seconds.toFixed(1)} s`,
    );
  }
}
