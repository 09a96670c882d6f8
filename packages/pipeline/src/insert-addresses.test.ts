import type { Db } from '@voterroll/db/database';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-database';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertNewAddresses } from './insert-addresses';

let t: TestDatabase;
let db: Db;
beforeAll(async () => {
  t = await createTestDatabase();
  db = t.db;
  await db.exec(`create table some_registrations (like registrations including defaults)`);
  // The hashes as the load computes them (address-hash.ts): md5 of the normalized parts.
  await db.exec(`
    insert into some_registrations (snapshot_date, voter_id, county_code, jurisdiction_code, voter_status_type_code,
                                    norm_street, unit_key, unit_display, norm_city, zip5, address_hash, full_address_hash)
    select *, md5(s || '|' || c || '|' || z), md5(s || '|' || k || '|' || c || '|' || z)
    from (values ('2025-01-01'::date, 1, 33, 46000, 'A', '1 MAIN ST', '', '', 'LANSING', '48910'),
                 ('2025-01-01', 2, 33, 46000, 'A', '1 MAIN ST', '', '', 'LANSING', '48910'),
                 ('2025-01-01', 3, 33, 46000, 'A', '9 OAK AVE', '# 2', 'APT 2', 'LANSING', '48910'))
         as v(d, id, county, jurisdiction, status, s, k, u, c, z)`);
});
afterAll(async () => t.drop());

const indexNames = async () =>
  (
    await db.query<{ indexname: string }>(
      `select indexname from pg_indexes where tablename = 'addresses' order by indexname`,
    )
  ).map((r) => r.indexname);

it('adds each new address once, rebuilding the indexes in bulk mode, and skips known ones after', async () => {
  const before = await indexNames();
  expect(before).toEqual(['addresses_address_hash', 'addresses_pkey', 'addresses_search_key']);
  const t1 = { registrations: 'some_registrations', snapshotDate: '2025-01-01' };
  expect(await db.transaction((tx) => insertNewAddresses(tx, t1, 1))).toBe(2);
  expect(await indexNames()).toEqual(before);
  const rows = await db.query(`select full_address, search_key from addresses order by full_address`);
  expect(rows).toEqual([
    { full_address: '1 MAIN ST, LANSING, MI 48910', search_key: '1MAINSTLANSING48910' },
    { full_address: '9 OAK AVE APT 2, LANSING, MI 48910', search_key: '9OAKAVEAPT2LANSING48910' },
  ]);
  // The search key index answers a type-ahead prefix.
  const [found] = await db.query(`select full_address from addresses where search_key like '9OAKAVE%'`);
  expect(found).toEqual({ full_address: '9 OAK AVE APT 2, LANSING, MI 48910' });
  expect(await db.transaction((tx) => insertNewAddresses(tx, { ...t1, snapshotDate: '2025-02-01' }))).toBe(0);
});
