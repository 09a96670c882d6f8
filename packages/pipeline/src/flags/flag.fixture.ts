import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Actor, Role } from '@voterroll/contract/roles';
import type { TriageStatus } from '@voterroll/contract/triage';
import type { Db } from '@voterroll/db/database';
import { NCOA_COLUMNS } from '@voterroll/voterfile/qvf-format';
import { ingestSnapshot } from '../ingest-snapshot';
import { GRAND_RAPIDS, ohioMove, type QvfRow, writeCsv, writeQvfCsv } from '../test-support/qvf-files';

/**
 * A loaded snapshot for flag tests: voters 1-1999 in Lansing (Ingham county), 2001-2009 in Grand
 * Rapids (Kent county); voter 4 has a change of address to Ohio. Every third voter from 1 on was born in 1921 (AGE_100_PLUS and AGE_90_PLUS findings: evidence).
 */
export const SNAPSHOT = '2025-10-01';
export const KENT_VOTER = 2001;

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

/** A state-wide user of one role. */
export function actorOf(
  role: Role,
  userId = 1,
  area: Partial<Pick<Actor, 'county' | 'jurisdiction'>> = {},
): Actor {
  return {
    userId,
    username: `${role.slice(5).toLowerCase()}-${userId}`,
    roles: [role],
    county: area.county ?? null,
    jurisdiction: area.jurisdiction ?? null,
  };
}

/** Puts a registration in a status directly (test setup only: real changes go through transition). */
export async function setStatus(db: Db, voterId: number, status: TriageStatus): Promise<void> {
  await db.query(
    `insert into flags (voter_id, current_triage_status, flag_type, flagged_reason, flagged_reason_x,
       county_name, jurisdiction_name)
     select $1, $2, 'FLAG_REG', 'Other', 'Set up by the test', county_name, jurisdiction_name
       from registrations where voter_id = $1`,
    [voterId, status],
  );
}

export const REPORTER = {
  firstName: 'ANN',
  lastName: 'REPORTER',
  email: 'ann@example.org',
  state: 'MI',
  phone: '5175550100',
};
