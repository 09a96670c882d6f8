import type { Db } from '@voterroll/db/database';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { normalizeUnit } from '@voterroll/voterfile/address/normalize-address';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { resolveLoadContext } from '../snapshots/load-context';
import { AddressForms, addressCopyText } from './address-forms';
import { insertNewAddresses } from './insert-addresses';

let t: TestDatabase;
let db: Db;
beforeAll(async () => {
  t = await createTestDatabase();
  db = t.db;
});
afterAll(async () => t.drop());

const indexNames = async () =>
  (
    await db.query<{ indexname: string }>(
      `select indexname from pg_indexes where tablename = 'addresses' order by indexname`,
    )
  ).map((r) => r.indexname);

/** Forms as the registration stream counts them: [county, street, extension] per registration. */
function formsOf(registrations: [number, string, string][]): AddressForms {
  const forms = new AddressForms();
  for (const [county, street, extension] of registrations) {
    forms.add(county, addressCopyText(street, normalizeUnit(extension), 'LANSING', '48910'));
  }
  return forms;
}

/** The snapshot's new addresses inserted in one transaction, as the load does. */
async function insertInto(snapshotDate: string, forms: AddressForms, bulkAbove?: number): Promise<number> {
  const load = await resolveLoadContext(db, snapshotDate);
  return db.transaction((tx) => insertNewAddresses(tx, load, forms, bulkAbove));
}

it('adds each new address once, rebuilding the indexes in bulk mode, and skips known ones after', async () => {
  const before = await indexNames();
  expect(before).toEqual(['addresses_address_hash', 'addresses_pkey', 'addresses_search_key']);
  const january = formsOf([
    [33, '1 MAIN ST', ''],
    [33, '1 MAIN ST', ''],
    [33, '9 OAK AVE', 'Apt 2'],
  ]);
  expect(january.size).toBe(2);
  expect(await insertInto('2025-01-01', january, 1)).toBe(2);
  expect(await indexNames()).toEqual(before);
  const rows = await db.query(`select full_address, search_key from addresses order by full_address`);
  expect(rows).toEqual([
    { full_address: '1 MAIN ST, LANSING, MI 48910', search_key: '1MAINSTLANSING48910' },
    { full_address: '9 OAK AVE APT 2, LANSING, MI 48910', search_key: '9OAKAVEAPT2LANSING48910' },
  ]);
  // The search key index answers a type-ahead prefix.
  const [found] = await db.query(`select full_address from addresses where search_key like '9OAKAVE%'`);
  expect(found).toEqual({ full_address: '9 OAK AVE APT 2, LANSING, MI 48910' });
  const february = formsOf([
    [33, '1 MAIN ST', ''],
    [33, '9 OAK AVE', '#2'],
    [33, '9 OAK AVE', '#2'],
  ]);
  expect(await insertInto('2025-02-01', february)).toBe(0);
  // A known dwelling keeps the form it was first stored with.
  const [oak] = await db.query(
    `select full_street_address, first_seen from addresses where norm_street = '9 OAK AVE'`,
  );
  expect(oak).toEqual({ full_street_address: '9 OAK AVE APT 2', first_seen: '2025-01-01' });
});

it("shows each dwelling as most of its registrations write it, ties by the form's bytes, counting every county", async () => {
  const forms = formsOf([
    // Two ways, one each: "# 5" sorts before "APT 5".
    [33, '5 ELM ST', 'APT 5'],
    [33, '5 ELM ST', '#5'],
    // The majority wins over the order of the rows.
    [33, '12 ELM ST', '#12'],
    [33, '12 ELM ST', 'UNIT 12'],
    [33, '12 ELM ST', 'Apt 12'],
    [33, '12 ELM ST', 'APT 12'],
    // A form in two counties counts apart in each (as the grouping by county did): "UNIT 7" has
    // three registrations, but two in one county, so it ties with "APT 7", which sorts first.
    [33, '7 ELM ST', 'UNIT 7'],
    [46, '7 ELM ST', 'UNIT 7'],
    [33, '7 ELM ST', 'UNIT 7'],
    [46, '7 ELM ST', 'APT 7'],
    [46, '7 ELM ST', 'APT 7'],
  ]);
  expect(forms.size).toBe(8);
  expect(await insertInto('2025-03-01', forms)).toBe(3);
  const rows = await db.query(
    `select full_street_address, county_code from addresses where first_seen = '2025-03-01' order by 1`,
  );
  expect(rows).toEqual([
    { full_street_address: '12 ELM ST APT 12', county_code: 33 },
    { full_street_address: '5 ELM ST # 5', county_code: 33 },
    { full_street_address: '7 ELM ST APT 7', county_code: 46 },
  ]);
});
