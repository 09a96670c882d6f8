import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Db } from '@voterroll/db/database';
import { ingestSnapshot } from '@voterroll/pipeline/ingest-snapshot';
import { generate } from '@voterroll/voterfile/generator/generate';
import { loadDemoEnvelopes, snapshotFiles } from '../apps/server/src/demo/load-demo';
import { flagBeforeRemoval } from './patriot-history';

/** The end-to-end dataset: small, so that generating and loading it takes seconds. */
export const E2E_VOTERS = 3000;
export const E2E_SEED = 2025;
/** The Nov 2020 lookup's three snapshots, and the last five months (trends, the current snapshot). */
export const E2E_SNAPSHOTS = [
  '2020-11-01',
  '2020-12-01',
  '2021-01-01',
  '2025-06-01',
  '2025-07-01',
  '2025-08-01',
  '2025-09-01',
  '2025-10-01',
] as const;
export const E2E_CURRENT_SNAPSHOT = '2025-10-01';

const dataDir = resolve('.tmp/e2e-data');

function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/**
 * Generates the voter files once and keeps them while the generator is unchanged (it is
 * deterministic). The generator writes the last k snapshots; all are written, the set above loaded.
 */
export async function ensureDataset(log: (msg: string) => void): Promise<string> {
  const marker = join(dataDir, 'ground-truth.json');
  const generator = newest(resolve('packages/voterfile/src'));
  if (existsSync(marker) && statSync(marker).mtimeMs > generator) return dataDir;
  rmSync(dataDir, { recursive: true, force: true });
  log(`e2e: generating ${E2E_VOTERS} voters`);
  await generate({ outDir: dataDir, voters: E2E_VOTERS, seed: E2E_SEED });
  return dataDir;
}

/** Where the e2e server serves the dataset's envelope images from. */
export const E2E_ENVELOPE_IMAGES = resolve('.tmp/e2e-envelope-images');

export async function loadDataset(db: Db, dir: string): Promise<void> {
  for (const date of E2E_SNAPSHOTS) {
    // A flag made while the previous file was current, on a registration this one removes.
    if (date === E2E_CURRENT_SNAPSHOT) await flagBeforeRemoval(db, date);
    const result = await ingestSnapshot(db, { snapshotDate: date, files: snapshotFiles(join(dir, date)) });
    if (!result.ok) throw new Error(`e2e dataset, snapshot ${date}: ${result.error}`);
  }
  await loadDemoEnvelopes(db, dir, E2E_ENVELOPE_IMAGES, () => {});
}
