import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ingestSnapshot } from '../ingest-snapshot';
import { GRAND_RAPIDS, type QvfRow, writeQvfCsv } from '../test-support/qvf-files';

let t: TestDatabase;
const SNAPSHOT = '2025-10-01';

/**
 * Seven registrations at one building (five apartments, one in another precinct, one cancelled),
 * two at a house, one elsewhere in Kent: the stored counts must be a count over the registrations.
 */
const rows: QvfRow[] = [
  ...[1, 2, 3, 4, 5].map((n) => ({
    VOTER_IDENTIFICATION_NUMBER: String(900 + n),
    STREET_NUMBER: '400',
    STREET_NAME: 'TOWER',
    EXTENSION: `APT ${n}`,
    VOTER_STATUS_TYPE_CODE: n === 5 ? 'V' : 'A',
  })),
  { VOTER_IDENTIFICATION_NUMBER: '906', STREET_NUMBER: '400', STREET_NAME: 'TOWER', PRECINCT: '002' },
  {
    VOTER_IDENTIFICATION_NUMBER: '907',
    STREET_NUMBER: '400',
    STREET_NAME: 'TOWER',
    VOTER_STATUS_TYPE_CODE: 'C',
  },
  { VOTER_IDENTIFICATION_NUMBER: '908', STREET_NUMBER: '12', STREET_NAME: 'ELM' },
  { VOTER_IDENTIFICATION_NUMBER: '909', STREET_NUMBER: '12', STREET_NAME: 'ELM' },
  { VOTER_IDENTIFICATION_NUMBER: '910', ...GRAND_RAPIDS },
];

beforeAll(async () => {
  t = await createTestDatabase();
  const dir = mkdtempSync(join(tmpdir(), 'density-'));
  try {
    const voters = join(dir, 'voters.csv');
    writeQvfCsv(voters, rows);
    const loaded = await ingestSnapshot(t.db, { snapshotDate: SNAPSHOT, files: { voters } });
    if (!loaded.ok) throw new Error(loaded.error);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
afterAll(async () => t.drop());

it('stores, per street address and precinct, the count of its registered voters, all and active', async () => {
  const stored = await t.db.query(
    `select address_hash, county_code, jurisdiction_code, ward, precinct, registration_count, active_count
       from address_density where snapshot_date = $1::date
      order by address_hash, precinct`,
    [SNAPSHOT],
  );
  const counted = await t.db.query(
    `select address_hash, county_code, jurisdiction_code, ward, precinct, count(*)::int as registration_count,
            (count(*) filter (where voter_status_type_code = 'A'))::int as active_count
       from registrations where snapshot_date = $1::date and voter_status_type_code in ('A', 'V', 'CH', 'I')
      group by 1, 2, 3, 4, 5 order by address_hash, precinct`,
    [SNAPSHOT],
  );
  expect(stored).toEqual(counted);
  // The building's five apartments in precinct 001 are one address: the cancelled one is not counted.
  expect(stored.map((r) => (r as { registration_count: number }).registration_count).sort()).toEqual([
    1, 1, 2, 5,
  ]);
  const [tower] = await t.db.query(
    `select d.active_count, a.norm_street from address_density d
       join addresses a on a.full_address_hash = d.full_address_hash
      where d.snapshot_date = $1::date and d.registration_count = 5`,
    [SNAPSHOT],
  );
  expect(tower).toEqual({ active_count: 4, norm_street: '400 TOWER ST' });
});

it('stores per county the distinct addresses and those with 5 or more', async () => {
  const counties = await t.db.query(
    `select county_code, total_addresses, addresses_gt_4 from address_density_counties
      where snapshot_date = $1::date order by county_code`,
    [SNAPSHOT],
  );
  expect(counties).toEqual([
    { county_code: 33, total_addresses: 2, addresses_gt_4: 1 },
    { county_code: 41, total_addresses: 1, addresses_gt_4: 0 },
  ]);
});

it('stores per county, jurisdiction and precinct zone the addresses of each registration count', async () => {
  const stored = await t.db.query(
    `select z.level, z.county_code, c.registration_count, c.addresses from address_density_counts c
       join zones z on z.zone_hash = c.zone_hash
      where c.snapshot_date = $1::date and z.level <> 'precinct'
      order by z.county_code, z.level, c.registration_count`,
    [SNAPSHOT],
  );
  expect(stored).toEqual([
    { level: 'county', county_code: 33, registration_count: 1, addresses: 1 },
    { level: 'county', county_code: 33, registration_count: 2, addresses: 1 },
    { level: 'county', county_code: 33, registration_count: 5, addresses: 1 },
    { level: 'jurisdiction', county_code: 33, registration_count: 1, addresses: 1 },
    { level: 'jurisdiction', county_code: 33, registration_count: 2, addresses: 1 },
    { level: 'jurisdiction', county_code: 33, registration_count: 5, addresses: 1 },
    { level: 'county', county_code: 41, registration_count: 1, addresses: 1 },
    { level: 'jurisdiction', county_code: 41, registration_count: 1, addresses: 1 },
  ]);
  // Each precinct's counts are its own rows of the load's table.
  const [precincts] = await t.db.query<{ differ: number }>(
    `select count(*)::int as differ from (
       select z.zone_hash, d.registration_count, count(*)::int as n from address_density d
         join zones z on z.level = 'precinct' and z.county_code = d.county_code
          and z.jurisdiction_code = d.jurisdiction_code and z.ward = d.ward and z.precinct = d.precinct
        where d.snapshot_date = $1::date group by 1, 2
       except
       select zone_hash, registration_count, addresses from address_density_counts where snapshot_date = $1::date
     ) x`,
    [SNAPSHOT],
  );
  expect(precincts?.differ).toBe(0);
});
