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
  dir = mkdtempSync(join(tmpdir(), 'duplicate-parts-'));
});
afterAll(async () => {
  await t.drop();
  rmSync(dir, { recursive: true, force: true });
});

const partRows = () =>
  t.db.query(
    `select snapshot_date, zone_hash, metric_key, value, active_value from zone_metrics
      where metric_key like 'DUPLICATE:%' order by snapshot_date, zone_hash, metric_key`,
  );

it('gives the snapshots loaded before DUPLICATE had parts the same parts a load counts (migration 0087)', async () => {
  // Two snapshots, each with registrations in a rule-1 group only, a rule-2 group only (across
  // counties, one member V) and both, in two counties.
  const files = [
    [
      '2025-09-01',
      [{ VOTER_IDENTIFICATION_NUMBER: '1' }, { VOTER_IDENTIFICATION_NUMBER: '2', MIDDLE_NAME: 'R' }],
    ],
    [
      '2025-10-01',
      [
        { VOTER_IDENTIFICATION_NUMBER: '1' },
        { VOTER_IDENTIFICATION_NUMBER: '2', MIDDLE_NAME: 'R' },
        { VOTER_IDENTIFICATION_NUMBER: '3' },
        { VOTER_IDENTIFICATION_NUMBER: '4', ...GRAND_RAPIDS, VOTER_STATUS_TYPE_CODE: 'V' },
        { VOTER_IDENTIFICATION_NUMBER: '5', FIRST_NAME: 'ANN', LAST_NAME: 'LEE', ...GRAND_RAPIDS },
        { VOTER_IDENTIFICATION_NUMBER: '6', FIRST_NAME: 'ANN', LAST_NAME: 'LEE', STREET_NUMBER: '7' },
      ],
    ],
  ] as const;
  for (const [date, rows] of files) {
    const voters = join(dir, `${date}.csv`);
    writeQvfCsv(voters, [...rows]);
    const loaded = await ingestSnapshot(t.db, { snapshotDate: date, files: { voters } });
    if (!loaded.ok) throw new Error(loaded.error);
  }
  const loaded = await partRows();
  expect(loaded).toContainEqual({
    snapshot_date: '2025-10-01',
    zone_hash: 'MICHIGAN',
    metric_key: 'DUPLICATE:name',
    value: 5,
    active_value: 4,
  });
  expect(loaded).toContainEqual({
    snapshot_date: '2025-10-01',
    zone_hash: 'MICHIGAN',
    metric_key: 'DUPLICATE:address',
    value: 3,
    active_value: 3,
  });

  await t.db.exec(`delete from zone_metrics where metric_key like 'DUPLICATE:%'`);
  const migration = listMigrations().find((m) => m.version === 87);
  if (!migration) throw new Error('migration 0087 is missing');
  await t.db.transaction((tx) => tx.exec(migration.sql));
  expect(await partRows()).toEqual(loaded);
});
