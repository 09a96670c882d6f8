import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { ingestSnapshot } from '@voterroll/pipeline/ingest-snapshot';
import { generate } from '@voterroll/voterfile/generator/generate';
import { snapshotFiles } from '../demo/load-demo';

/** A test file's database holding one generated snapshot loaded with all its files. */
export interface GeneratedSnapshot {
  t: TestDatabase;
  /** Drops the database and the generated files. */
  drop: () => Promise<void>;
}

/** Generates `voters` registrations (one snapshot, `snapshotDate`) and loads them into a fresh test database. */
export async function loadGeneratedSnapshot(o: {
  snapshotDate: string;
  voters: number;
  seed: number;
}): Promise<GeneratedSnapshot> {
  const t = await createTestDatabase();
  const dir = mkdtempSync(join(tmpdir(), 'generated-snapshot-'));
  const drop = async () => {
    await t.drop();
    rmSync(dir, { recursive: true, force: true });
  };
  await generate({ outDir: dir, voters: o.voters, snapshots: 1, seed: o.seed });
  const loaded = await ingestSnapshot(t.db, {
    snapshotDate: o.snapshotDate,
    files: snapshotFiles(join(dir, o.snapshotDate)),
  });
  if (!loaded.ok) {
    await drop();
    throw new Error(loaded.error);
  }
  return { t, drop };
}
