import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '@voterroll/db/database';
import { ingestSnapshot } from '@voterroll/pipeline/ingest-snapshot';
import { GRAND_RAPIDS, type QvfRow, writeQvfCsv } from '@voterroll/pipeline/test-support/qvf-files';

/**
 * Two monthly snapshots loaded through the real ingest, for the changes and extract tests.
 * September: Lansing voters 1-50 (46-50 in precinct 002), Kent voters 101-103.
 * October: Lansing 1-3 gone and 4 cancelled (removed), 51-75 new (added; 75 in precinct 002);
 * Kent 101 gone, 104 new.
 */
export const SEPTEMBER = '2025-09-01';
export const OCTOBER = '2025-10-01';

const lansing = (i: number, extra: QvfRow = {}): QvfRow => ({
  VOTER_IDENTIFICATION_NUMBER: String(i),
  LAST_NAME: `CHANGED${String(i).padStart(3, '0')}`,
  FIRST_NAME: 'ALEX',
  STREET_NUMBER: String(100 + i),
  YEAR_OF_BIRTH: String(1950 + (i % 40)),
  ...(i % 25 === 0 || (i > 45 && i <= 50) ? { PRECINCT: '002' } : {}),
  ...extra,
});
const kent = (i: number): QvfRow => ({
  VOTER_IDENTIFICATION_NUMBER: String(i),
  LAST_NAME: `KENTCHANGED${i}`,
  ...GRAND_RAPIDS,
});
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, k) => from + k);

export async function loadTwoSnapshots(db: Db): Promise<void> {
  const months: [string, QvfRow[]][] = [
    [SEPTEMBER, [...range(1, 50).map((i) => lansing(i)), ...range(101, 103).map(kent)]],
    [
      OCTOBER,
      [
        lansing(4, { VOTER_STATUS_TYPE_CODE: 'C' }),
        ...range(5, 75).map((i) => lansing(i)),
        ...range(102, 104).map(kent),
      ],
    ],
  ];
  const dir = mkdtempSync(join(tmpdir(), 'changes-'));
  try {
    for (const [snapshotDate, rows] of months) {
      const voters = join(dir, `voters-${snapshotDate}.csv`);
      writeQvfCsv(voters, rows);
      const loaded = await ingestSnapshot(db, { snapshotDate, files: { voters } });
      if (!loaded.ok) throw new Error(loaded.error);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
