import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { generate } from '@voterroll/voterfile/generator/generate';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ingestSnapshot } from '../ingest-snapshot';
import { type QvfRow, writeQvfCsv } from '../test-support/qvf-files';

/**
 * The addresses a load adds from the forms it counted while copying (address-forms.ts) are those
 * the load added before by grouping the snapshot's registrations in SQL: the same rows, the same
 * form shown, the same first_seen, for a first load and a monthly one.
 */
let t: TestDatabase;
let dir: string;
const [FIRST, MONTHLY] = ['2025-09-01', '2025-10-01'];

/** The former grouping (insert-addresses.ts before the forms), into `expected_addresses`. */
const formerGrouping = (snapshotDate: string) => `
  insert into expected_addresses
  with fresh_forms as (
       select r.full_address_hash, r.address_hash, r.norm_street, r.unit_key, r.unit_display, r.norm_city,
              r.zip5, r.county_code, count(*) as registrations
       from registrations r
       where r.snapshot_date = '${snapshotDate}'
         and not exists (select 1 from expected_addresses a where a.full_address_hash = r.full_address_hash)
       group by r.full_address_hash, r.address_hash, r.norm_street, r.unit_key, r.unit_display, r.norm_city,
                r.zip5, r.county_code
     ),
     fresh as (
       select distinct on (full_address_hash) *,
              norm_street || case when unit_display <> '' then ' ' || unit_display else '' end as street
       from fresh_forms
       order by full_address_hash, registrations desc, unit_display collate "C", county_code
     )
  select full_address_hash, address_hash, norm_street, unit_key, unit_display, norm_city, zip5,
         street, street || ', ' || norm_city || ', MI ' || zip5,
         translate(upper(street || norm_city || zip5), ' #/-&''.,', ''), county_code, '${snapshotDate}'::date
  from fresh`;

const ADDRESS_COLUMNS = `full_address_hash, address_hash, norm_street, unit_key, unit_display, norm_city, zip5,
  full_street_address, full_address, search_key, county_code, first_seen`;

/** Registrations at a few dwellings written several ways, added to a generated file. */
const HAND_ROWS: Record<string, QvfRow[]> = {
  [FIRST]: [
    ...['APT 12', '#12', 'UNIT 12', 'Apt. 12'].map((extension) => ({ EXTENSION: extension })),
    // A tie, one each: "# 5" sorts first.
    { EXTENSION: 'UNIT 5' },
    { EXTENSION: '#5' },
  ],
  [MONTHLY]: [
    // Known: the dwelling keeps its form, though most now write it otherwise.
    ...['UNIT 12', 'UNIT 12', 'UNIT 12'].map((extension) => ({ EXTENSION: extension })),
    // New, with a tie of three.
    ...['UNIT 9', 'APT 9', '#9'].map((extension) => ({ EXTENSION: extension })),
  ],
};

function addHandRows(snapshotDate: string): void {
  const path = join(dir, snapshotDate, 'EntireStateVoters.csv');
  const extra = join(dir, `extra-${snapshotDate}.csv`);
  writeQvfCsv(
    extra,
    HAND_ROWS[snapshotDate]!.map((row, i) => ({
      ...row,
      VOTER_IDENTIFICATION_NUMBER: String(990_000_000 + i),
      STREET_NUMBER: '4100',
      STREET_NAME: 'ZEPHYR',
      STREET_TYPE: 'CT',
    })),
  );
  const lines = readFileSync(extra);
  appendFileSync(path, lines.subarray(lines.indexOf(10) + 1));
}

beforeAll(async () => {
  t = await createTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'address-forms-'));
  await generate({ outDir: dir, voters: 3000, snapshots: 2, seed: 13 });
  await t.db.exec(`create table expected_addresses as select ${ADDRESS_COLUMNS} from addresses where false`);
  for (const date of [FIRST, MONTHLY]) addHandRows(date);
}, 300_000);
afterAll(async () => {
  await t.drop();
  rmSync(dir, { recursive: true, force: true });
});

const rowsOf = (table: string) =>
  t.db.query(`select ${ADDRESS_COLUMNS} from ${table} order by full_address_hash`);

it.each([
  ['a first load', FIRST],
  ['a monthly load', MONTHLY],
])('adds the addresses the grouping of the registrations gave, on %s', async (_, date) => {
  const loaded = await ingestSnapshot(t.db, {
    snapshotDate: date,
    files: { voters: join(dir, date, 'EntireStateVoters.csv') },
  });
  if (!loaded.ok) throw new Error(loaded.error);
  await t.db.exec(formerGrouping(date));
  const expected = await rowsOf('expected_addresses');
  expect(loaded.value.newAddresses).toBe(expected.filter((a) => a.first_seen === date).length);
  expect(loaded.value.newAddresses).toBeGreaterThan(date === FIRST ? 1000 : 0);
  expect(await rowsOf('addresses')).toEqual(expected);
  const zephyr = await t.db.query(
    `select full_street_address, first_seen from addresses where norm_street = '4100 ZEPHYR CT'
     order by full_street_address collate "C"`,
  );
  expect(zephyr).toEqual([
    { full_street_address: '4100 ZEPHYR CT # 5', first_seen: FIRST },
    ...(date === MONTHLY ? [{ full_street_address: '4100 ZEPHYR CT # 9', first_seen: MONTHLY }] : []),
    { full_street_address: '4100 ZEPHYR CT APT 12', first_seen: FIRST },
  ]);
});
