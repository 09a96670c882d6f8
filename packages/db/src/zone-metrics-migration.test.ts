import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from './database';
import { listMigrations, migrate } from './migrate';
import { databaseBeforeMigration, type TestDatabase } from './test-support/database';

let t: TestDatabase;
let db: Db;
beforeAll(async () => {
  t = await databaseBeforeMigration(44);
  db = t.db;
});
afterAll(async () => t.drop());

it('moves the metrics of every loaded snapshot into a partition of its own (migration 0044)', async () => {
  const all = listMigrations();
  await db.exec(`
    insert into zone_metrics (snapshot_date, zone_hash, metric_key, value, active_value) values
      ('2025-09-01', 'MICHIGAN', 'TOTAL', 10, 8), ('2025-09-01', 'MICHIGAN', 'ANY_FINDING', 4, 3),
      ('2025-10-01', 'MICHIGAN', 'TOTAL', 20, 16), ('2025-10-01', 'MICHIGAN', 'HARD_FINDING', 5, 1)`);

  // Up to the view of 0044 (0135 scores SCORED_FINDING instead of ANY_FINDING).
  expect(
    await migrate(
      db,
      all.filter((m) => m.version < 135),
    ),
  ).toContain('44_zone_metrics_by_snapshot');

  const partitions = await db.query<{ name: string; n: number }>(
    `select tableoid::regclass::text as name, count(*) as n from zone_metrics group by 1 order by 1`,
  );
  expect(partitions).toEqual([
    { name: 'zone_metrics_20250901', n: 2 },
    { name: 'zone_metrics_20251001', n: 2 },
  ]);
  const scores = await db.query(
    `select snapshot_date, total_count, overall_score, hard_score from zone_scores order by snapshot_date`,
  );
  expect(scores).toEqual([
    { snapshot_date: '2025-09-01', total_count: 10, overall_score: 6, hard_score: 10 },
    { snapshot_date: '2025-10-01', total_count: 20, overall_score: 10, hard_score: 7.5 },
  ]);
  // The zone reference still holds.
  await expect(
    db.exec(`insert into zone_metrics values ('2025-10-01', 'NOWHERE', 'TOTAL', 1, 1)`),
  ).rejects.toThrow(/foreign key/);
});
