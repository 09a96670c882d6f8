import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listMigrations } from '@voterroll/db/migrate';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ingestSnapshot } from '../ingest-snapshot';
import { GRAND_RAPIDS, writeQvfCsv } from '../test-support/qvf-files';

let t: TestDatabase;
let dir: string;
beforeAll(async () => {
  t = await createTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'scored-findings-'));
});
afterAll(async () => {
  await t.drop();
  rmSync(dir, { recursive: true, force: true });
});

const scoredRows = () =>
  t.db.query(
    `select snapshot_date, zone_hash, value, active_value from zone_metrics
      where metric_key = 'SCORED_FINDING' order by snapshot_date, zone_hash`,
  );

it('gives the snapshots loaded before the same SCORED_FINDING a load counts (migration 0135)', async () => {
  // Age 95 and not voting since 2022 are unscored; age 101 (also 90+) and an NVRA cohort are scored.
  const old = { REGISTRATION_DATE: '2010-01-01' };
  const files = [
    ['2025-09-01', [{ VOTER_IDENTIFICATION_NUMBER: '1', YEAR_OF_BIRTH: '1930' }]],
    [
      '2025-10-01',
      [
        { VOTER_IDENTIFICATION_NUMBER: '1', YEAR_OF_BIRTH: '1930' },
        { VOTER_IDENTIFICATION_NUMBER: '2', FIRST_NAME: 'ANN', YEAR_OF_BIRTH: '1924' },
        { VOTER_IDENTIFICATION_NUMBER: '3', FIRST_NAME: 'BEA', ...old },
        {
          VOTER_IDENTIFICATION_NUMBER: '4',
          FIRST_NAME: 'CY',
          ...old,
          VOTER_STATUS_TYPE_CODE: 'V',
          ...GRAND_RAPIDS,
        },
      ],
    ],
  ] as const;
  for (const [date, rows] of files) {
    const voters = join(dir, `${date}.csv`);
    writeQvfCsv(voters, [...rows]);
    const loaded = await ingestSnapshot(t.db, { snapshotDate: date, files: { voters } });
    if (!loaded.ok) throw new Error(loaded.error);
  }
  const loaded = await scoredRows();
  expect(loaded.filter((r) => (r as { zone_hash: string }).zone_hash === 'MICHIGAN')).toEqual([
    { snapshot_date: '2025-10-01', zone_hash: 'MICHIGAN', value: 2, active_value: 1 },
  ]);
  const [scores] = await t.db.query<{ overall: number; hard: number }>(
    `select overall_score::float8 as overall, hard_score::float8 as hard from zone_scores
      where zone_hash = 'MICHIGAN' and snapshot_date = '2025-10-01'`,
  );
  expect(scores).toEqual({ overall: 5, hard: 5 });

  await t.db.exec(`delete from zone_metrics where metric_key = 'SCORED_FINDING'`);
  const migration = listMigrations().find((m) => m.version === 135);
  if (!migration) throw new Error('migration 0135 is missing');
  await t.db.transaction((tx) => tx.exec(migration.sql));
  expect(await scoredRows()).toEqual(loaded);
});
