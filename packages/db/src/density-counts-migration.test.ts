import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from './database';
import { listMigrations, migrate } from './migrate';
import { databaseBeforeMigration, type TestDatabase } from './test-support/database';

let t: TestDatabase;
let db: Db;
beforeAll(async () => {
  t = await databaseBeforeMigration(147);
  db = t.db;
});
afterAll(async () => t.drop());

it('answers a snapshot loaded before it: its counts per zone and its street index (migration 0147)', async () => {
  const all = listMigrations();
  await db.exec(`
    insert into snapshots (snapshot_date, status) values ('2025-10-01', 'ready');
    insert into zones (zone_hash, level, county_code, jurisdiction_code, ward, precinct, zone_name) values
      ('C', 'county', 33, null, null, null, 'INGHAM'),
      ('J', 'jurisdiction', 33, 100, null, null, 'LANSING CITY'),
      ('P1', 'precinct', 33, 100, '01', '001', 'PRECINCT 1'),
      ('P2', 'precinct', 33, 100, '01', '002', 'PRECINCT 2');
    create table address_density_20251001 partition of address_density for values in ('2025-10-01');
    insert into address_density (snapshot_date, address_hash, county_code, jurisdiction_code, ward, precinct,
                                 registration_count, active_count, full_address_hash, search_text)
    values ('2025-10-01', 'a', 33, 100, '01', '001', 5, 5, 'fa', '101 MAIN ST LANSING MI 48910'),
           ('2025-10-01', 'b', 33, 100, '01', '001', 1, 1, 'fb', '7 ELM ST LANSING MI 48910'),
           ('2025-10-01', 'c', 33, 100, '01', '002', 1, 1, 'fc', '9 ELM ST LANSING MI 48910');`);

  expect(await migrate(db, all)).toContain('147_address_density_keys');

  expect(
    await db.query(
      `select zone_hash, registration_count, addresses from address_density_counts
        where snapshot_date = '2025-10-01' order by 1, 2`,
    ),
  ).toEqual([
    { zone_hash: 'C', registration_count: 1, addresses: 2 },
    { zone_hash: 'C', registration_count: 5, addresses: 1 },
    { zone_hash: 'J', registration_count: 1, addresses: 2 },
    { zone_hash: 'J', registration_count: 5, addresses: 1 },
    { zone_hash: 'P1', registration_count: 1, addresses: 1 },
    { zone_hash: 'P1', registration_count: 5, addresses: 1 },
    { zone_hash: 'P2', registration_count: 1, addresses: 1 },
  ]);
  // The loaded partition has the street index, keyed by the street's first three letters.
  const [index] = await db.query<{ def: string }>(
    `select pg_get_indexdef(indexrelid) as def from pg_index
      where indrelid = 'address_density_20251001'::regclass and pg_get_indexdef(indexrelid) like '%regexp_replace%'`,
  );
  expect(index?.def).toMatch(
    /"left"\(regexp_replace\(search_text, '\^\[0-9\]\[\^ \]\* \+'::text, ''::text\), 3\), registration_count DESC/,
  );
});
