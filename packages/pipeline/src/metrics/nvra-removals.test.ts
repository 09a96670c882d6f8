import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listMigrations } from '@voterroll/db/migrate';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { NVRA_REMOVED_KEY } from '@voterroll/records/metrics/metric-keys';
import { generate } from '@voterroll/voterfile/generator/generate';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ingestSnapshot } from '../ingest-snapshot';

/**
 * The NVRA cleanup's removals stored per zone by the load (and by migration 0093 for snapshots
 * loaded before) equal what the page counted per request before: for every zone, the
 * registrations registration_changes lists as REMOVED at a snapshot whose previous ready snapshot
 * had their NVRA_8D_2025 finding, matched by the zone's codes.
 */
let t: TestDatabase;
let dir: string;
// Generated data around the April 2025 cancellation wave of the 2025 cohort: March, May, June.
const LOADED = ['2025-03-01', '2025-05-01', '2025-06-01'];

beforeAll(async () => {
  t = await createTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'nvra-removals-'));
  await generate({ outDir: dir, voters: 3000, snapshots: 8, seed: 3 });
  for (const date of LOADED) {
    const s = join(dir, date);
    const loaded = await ingestSnapshot(t.db, {
      snapshotDate: date,
      files: {
        voters: join(s, 'EntireStateVoters.csv'),
        history: join(s, 'EntireStateVoterHistory.csv'),
        deceased: join(s, 'deceased.csv'),
        ncoa: join(s, 'ncoa.csv'),
      },
    });
    if (!loaded.ok) throw new Error(loaded.error);
  }
}, 300_000);
afterAll(async () => {
  await t.drop();
  rmSync(dir, { recursive: true, force: true });
});

type Row = { zone_hash: string; snapshot: string; value: number; active_value: number };
const sorted = (rows: Row[]) =>
  rows.sort((a, b) => a.snapshot.localeCompare(b.snapshot) || a.zone_hash.localeCompare(b.zone_hash));

/** The per-request count of the page before (metrics/queries.ts), for every zone at once. */
async function countedPerRequest(): Promise<Row[]> {
  return sorted(
    await t.db.query<Row>(
      `with ready as (
         select snapshot_date, lag(snapshot_date) over (order by snapshot_date) as previous
           from snapshots where status = 'ready'
       )
       select z.zone_hash, s.snapshot_date::text as snapshot, count(*)::int as value,
              (count(*) filter (where f.is_active))::int as active_value
         from ready s
         join registration_changes c on c.snapshot_date = s.snapshot_date and c.change = 'REMOVED'
         join findings f on f.snapshot_date = s.previous and f.voter_id = c.voter_id and f.rule = 'NVRA_8D_2025'
         join zones z on (z.county_code is null or c.county_code = z.county_code)
          and (z.jurisdiction_code is null or c.jurisdiction_code = z.jurisdiction_code)
          and (z.level <> 'precinct' or (c.ward = z.ward and c.precinct = z.precinct))
        group by z.zone_hash, s.snapshot_date`,
    ),
  );
}

async function stored(): Promise<Row[]> {
  return sorted(
    await t.db.query<Row>(
      `select zone_hash, snapshot_date::text as snapshot, value, active_value from zone_metrics where metric_key = $1`,
      [NVRA_REMOVED_KEY],
    ),
  );
}

it('stores per zone and snapshot the removals the page counted per request', async () => {
  const expected = await countedPerRequest();
  // The fixture's removals of the cohort are mostly the April wave's, seen in May (a few of the
  // cohort leave later for other reasons, as they would in a real file).
  const state = (snapshot: string | undefined) =>
    expected.find((r) => r.zone_hash === 'MICHIGAN' && r.snapshot === snapshot)?.value ?? 0;
  expect(state(LOADED[1])).toBeGreaterThan(5);
  for (const later of LOADED.slice(2)) expect(state(later)).toBeLessThan(state(LOADED[1]) / 2);
  expect(await stored()).toEqual(expected);
});

it('computes them once for snapshots loaded before the load stored them (migration 0093)', async () => {
  const expected = await stored();
  await t.db.exec(`delete from zone_metrics where metric_key = '${NVRA_REMOVED_KEY}'`);
  const migration = listMigrations().find((m) => m.version === 93);
  if (!migration) throw new Error('migration 0093 is missing');
  await t.db.transaction((tx) => tx.exec(migration.sql));
  expect(await stored()).toEqual(expected);
  // Run again (a key already stored), it adds nothing.
  await t.db.transaction((tx) => tx.exec(migration.sql));
  expect(await stored()).toEqual(expected);
});
