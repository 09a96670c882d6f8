import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '@voterroll/db/database';
import {
  CANVASS_COLUMNS,
  DECEASED_COLUMNS,
  HISTORY_COLUMNS,
  NCOA_COLUMNS,
  POSTAL_LOCATION_COLUMNS,
} from '@voterroll/voterfile/qvf-format';
import { type IngestReport, ingestSnapshot } from '../ingest-snapshot';
import { writeCsv, writeQvfCsv } from '../test-support/qvf-files';
import { CANVASS, CASES, DECEASED, HISTORY, NCOA, POSTAL } from './metric-rules.fixture';

export const RULE_CASES_SNAPSHOT = '2025-10-01';

/**
 * Loads the hand-built registrations of metric-rules.fixture.ts (with their history, deceased,
 * NCOA, postal and canvass files) as the snapshot RULE_CASES_SNAPSHOT, through the monthly load.
 */
export async function loadRuleCases(db: Db): Promise<IngestReport> {
  const dir = mkdtempSync(join(tmpdir(), 'metric-rules-'));
  try {
    writeQvfCsv(
      join(dir, 'voters.csv'),
      CASES.map((c) => ({ ...c.row, VOTER_IDENTIFICATION_NUMBER: c.id })),
    );
    writeCsv(
      join(dir, 'history.csv'),
      HISTORY_COLUMNS,
      HISTORY.map((h) => ({
        VOTER_IDENTIFICATION_NUMBER: h.id,
        COUNTY_CODE: '33',
        JURISDICTION_CODE: '46000',
        ELECTION_DATE: h.date,
        IS_ABSENTEE_VOTER: 'N',
      })),
    );
    writeCsv(join(dir, 'deceased.csv'), DECEASED_COLUMNS, DECEASED);
    writeCsv(join(dir, 'ncoa.csv'), NCOA_COLUMNS, NCOA);
    writeCsv(join(dir, 'postal.csv'), POSTAL_LOCATION_COLUMNS, POSTAL);
    writeCsv(join(dir, 'canvass.csv'), CANVASS_COLUMNS, CANVASS);
    const result = await ingestSnapshot(db, {
      snapshotDate: RULE_CASES_SNAPSHOT,
      files: {
        voters: join(dir, 'voters.csv'),
        history: join(dir, 'history.csv'),
        deceased: join(dir, 'deceased.csv'),
        ncoa: join(dir, 'ncoa.csv'),
        postal: join(dir, 'postal.csv'),
        canvass: join(dir, 'canvass.csv'),
      },
    });
    if (!result.ok) throw new Error(result.error);
    return result.value;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
