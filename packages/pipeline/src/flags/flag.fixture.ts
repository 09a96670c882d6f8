import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '@voterroll/db/database';
import { KENT_VOTER, SNAPSHOT } from '@voterroll/records/flags/flag.fixture';
import { NCOA_COLUMNS } from '@voterroll/voterfile/qvf-format';
import { ingestSnapshot } from '../ingest-snapshot';
import { GRAND_RAPIDS, ohioMove, type QvfRow, writeCsv, writeQvfCsv } from '../test-support/qvf-files';

/**
 * The flag tests' snapshot loaded by the load, for tests that need what only a load builds (review
 * rows, change-of-address records): voters 1-1999 in Lansing (Ingham county), 2001-2009 in Grand
 * Rapids (Kent county); voter 4 has a change of address to Ohio. Every third voter from 1 on was
 * born in 1921 (AGE_100_PLUS and AGE_90_PLUS findings). The same rows inserted directly, and the
 * flag tests' actors, are in packages/records/src/flags/flag.fixture.ts.
 */

/** The snapshot's rows: Lansing voters 1..lansingVoters and the nine Kent voters, less `dropped`. */
export function flagSnapshotRows(lansingVoters: number, dropped: ReadonlySet<number> = new Set()): QvfRow[] {
  const rows: QvfRow[] = [];
  for (let i = 1; i <= lansingVoters; i++) {
    rows.push({
      VOTER_IDENTIFICATION_NUMBER: String(i),
      LAST_NAME: `VOTER${i}`,
      STREET_NUMBER: String(100 + (i % 50)),
      YEAR_OF_BIRTH: i % 3 === 1 ? '1921' : '1980',
    });
  }
  for (let i = KENT_VOTER; i < KENT_VOTER + 9; i++) {
    rows.push({
      VOTER_IDENTIFICATION_NUMBER: String(i),
      LAST_NAME: `KENTVOTER${i}`,
      ...GRAND_RAPIDS,
    });
  }
  return rows.filter((r) => !dropped.has(Number(r.VOTER_IDENTIFICATION_NUMBER)));
}

export async function loadFlagSnapshot(db: Db, lansingVoters = 1999): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'flags-'));
  try {
    const rows = flagSnapshotRows(lansingVoters);
    const voters = join(dir, 'voters.csv');
    writeQvfCsv(voters, rows);
    // Voter 4 moved to Ohio (a change-of-address record: NCOA_STATE, and the review row's NCOA fields).
    const ncoa = join(dir, 'ncoa.csv');
    writeCsv(ncoa, NCOA_COLUMNS, [ohioMove(4)]);
    const loaded = await ingestSnapshot(db, { snapshotDate: SNAPSHOT, files: { voters, ncoa } });
    if (!loaded.ok) throw new Error(loaded.error);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
