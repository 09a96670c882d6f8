import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestSnapshot } from '../ingest-snapshot';
import { resolveLoadContext } from '../snapshots/load-context';
import { type QvfRow, writeQvfCsv } from '../test-support/qvf-files';
import { stageChanges } from './detect-changes';

/**
 * Two hand-built snapshots, each registration in the second changing one thing (or nothing): the
 * load stores one row per kind of change with before and after, beside the added and removed.
 */
let t: TestDatabase;
let dir: string;

const id = (n: number) => ({ VOTER_IDENTIFICATION_NUMBER: String(n) });
const FIRST: QvfRow[] = [
  { ...id(1) },
  { ...id(2), STREET_NUMBER: '2' },
  { ...id(3), STREET_NUMBER: '3' },
  { ...id(4), STREET_NUMBER: '4' },
  { ...id(5), STREET_NUMBER: '5' },
  { ...id(6), STREET_NUMBER: '6' },
  { ...id(7), STREET_NUMBER: '7' },
  { ...id(8), STREET_NUMBER: '8' },
  { ...id(9), STREET_NUMBER: '9' },
  { ...id(10), STREET_NUMBER: '10' },
  { ...id(11), STREET_NUMBER: '11' },
  { ...id(12), STREET_NUMBER: '12' },
  { ...id(13), STREET_NUMBER: '13' },
];
const SECOND: QvfRow[] = [
  // 1: nothing changed.
  { ...id(1) },
  // 2: moved (a new address, and a new precinct with it: a move, not a renumbering).
  { ...id(2), STREET_NUMBER: '200', STREET_NAME: 'OAK', PRECINCT: '002' },
  { ...id(3), STREET_NUMBER: '3', FIRST_NAME: 'JANET', NAME_SUFFIX: 'JR' },
  { ...id(4), STREET_NUMBER: '4', YEAR_OF_BIRTH: '1908' },
  { ...id(5), STREET_NUMBER: '5', REGISTRATION_DATE: '2024-02-02' },
  { ...id(6), STREET_NUMBER: '6', VOTER_STATUS_TYPE_CODE: 'V' },
  { ...id(7), STREET_NUMBER: '7', GENDER: 'M' },
  { ...id(8), STREET_NUMBER: '8', IS_PERM_AV_BALLOT_VOTER: 'Y' },
  // 9: same address, new precinct: a renumbering.
  { ...id(9), STREET_NUMBER: '9', PRECINCT: '003' },
  { ...id(10), STREET_NUMBER: '10', UOCAVA_STATUS_CODE: 'M', UOCAVA_STATUS_NAME: 'MILITARY' },
  // 11: cancelled (removed); 12: gone (removed); 13: a unit added (an address change).
  { ...id(11), STREET_NUMBER: '11', VOTER_STATUS_TYPE_CODE: 'C' },
  { ...id(13), STREET_NUMBER: '13', EXTENSION: 'APT 2' },
  // 14: new.
  { ...id(14), STREET_NUMBER: '14' },
];

beforeAll(async () => {
  t = await createTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'detect-changes-'));
  for (const [date, rows] of [
    ['2024-01-01', FIRST],
    ['2024-02-01', SECOND],
  ] as const) {
    const path = join(dir, `${date}.csv`);
    writeQvfCsv(path, rows);
    const loaded = await ingestSnapshot(t.db, { snapshotDate: date, files: { voters: path } });
    if (!loaded.ok) throw new Error(loaded.error);
  }
}, 120_000);
afterAll(async () => {
  await t?.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the change stage', () => {
  it('stores each kind of change with before and after, and the zone the registration is in now', async () => {
    const rows = await t.db.query<{
      voter_id: number;
      kind: string;
      before: string;
      after: string;
      precinct: string;
    }>(
      `select voter_id::int as voter_id, kind, before, after, precinct from registration_field_changes
        where snapshot_date = '2024-02-01' order by voter_id, kind`,
    );
    expect(rows).toEqual([
      {
        voter_id: 2,
        kind: 'address',
        before: '2 MAIN ST, LANSING 48910',
        after: '200 OAK ST, LANSING 48910',
        precinct: '002',
      },
      { voter_id: 3, kind: 'name', before: 'JANE DOE', after: 'JANET DOE JR', precinct: '001' },
      { voter_id: 4, kind: 'birth_year', before: '1980', after: '1908', precinct: '001' },
      { voter_id: 5, kind: 'registration_date', before: '2023-01-15', after: '2024-02-02', precinct: '001' },
      { voter_id: 6, kind: 'status', before: 'A', after: 'V', precinct: '001' },
      { voter_id: 7, kind: 'gender', before: 'F', after: 'M', precinct: '001' },
      {
        voter_id: 8,
        kind: 'permanent_absentee',
        before: expect.stringMatching(/^ballot: (no|blank); application: /),
        after: expect.stringMatching(/^ballot: yes; application: /),
        precinct: '001',
      },
      {
        voter_id: 9,
        kind: 'precinct',
        before: 'LANSING CITY, ward 01, precinct 001',
        after: 'LANSING CITY, ward 01, precinct 003',
        precinct: '003',
      },
      { voter_id: 10, kind: 'uocava', before: 'N', after: 'M', precinct: '001' },
      {
        voter_id: 13,
        kind: 'address',
        before: '13 MAIN ST, LANSING 48910',
        after: '13 MAIN ST APT 2, LANSING 48910',
        precinct: '001',
      },
    ]);
  });

  it('keeps the name the registration has now on its change, for the list in name order', async () => {
    const rows = await t.db.query<{ last_name: string; first_name: string }>(
      `select last_name, first_name from registration_field_changes
        where snapshot_date = '2024-02-01' and voter_id = 3`,
    );
    expect(rows).toEqual([{ last_name: 'DOE', first_name: 'JANET' }]);
  });

  it('counts a move as an address change only, and a new precinct at the same address as a renumbering', async () => {
    const kinds = await t.db.query<{ voter_id: number; kind: string }>(
      `select voter_id::int as voter_id, kind from registration_field_changes
        where snapshot_date = '2024-02-01' and voter_id in (2, 9) order by voter_id`,
    );
    expect(kinds).toEqual([
      { voter_id: 2, kind: 'address' },
      { voter_id: 9, kind: 'precinct' },
    ]);
  });

  it('keeps the added and removed as before, and nothing for the first snapshot', async () => {
    const changes = await t.db.query<{ change: string; voter_id: number }>(
      `select change, voter_id::int as voter_id from registration_changes order by snapshot_date, change, voter_id`,
    );
    expect(changes).toEqual([
      { change: 'ADDED', voter_id: 14 },
      { change: 'REMOVED', voter_id: 11 },
      { change: 'REMOVED', voter_id: 12 },
    ]);
    const [first] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from registration_field_changes where snapshot_date = '2024-01-01'`,
    );
    expect(first?.n).toBe(0);
  });
});

describe('the change figures', () => {
  it("stores each kind's count per zone as a CHANGE key, summed up the zone tree", async () => {
    const rows = await t.db.query<{ level: string; key: string; value: number; active: number }>(
      `select z.level, m.metric_key as key, m.value, m.active_value as active
         from zone_metrics m join zones z using (zone_hash)
        where m.snapshot_date = '2024-02-01' and m.metric_key like 'CHANGE:%' and z.level in ('state', 'precinct')
          and (z.level = 'state' or z.precinct = '003')
        order by z.level, m.metric_key`,
    );
    expect(rows).toEqual([
      { level: 'precinct', key: 'CHANGE:PRECINCT', value: 1, active: 1 },
      ...[
        ['CHANGE:ADDED', 1, 1],
        ['CHANGE:ADDRESS', 2, 2],
        ['CHANGE:BIRTH_YEAR', 1, 1],
        ['CHANGE:GENDER', 1, 1],
        ['CHANGE:NAME', 1, 1],
        ['CHANGE:PERMANENT_ABSENTEE', 1, 1],
        ['CHANGE:PRECINCT', 1, 1],
        ['CHANGE:REGISTRATION_DATE', 1, 1],
        ['CHANGE:REMOVED', 2, 1],
        ['CHANGE:STATUS', 1, 0],
        ['CHANGE:UOCAVA', 1, 1],
      ].map(([key, value, active]) => ({ level: 'state', key, value, active })),
    ]);
  });
});

describe('a previous snapshot loaded before the change columns stood first', () => {
  // Last in the file: it rebuilds the first snapshot's partition as a load before this change
  // left it (the parent's column order, no change digests) and stages the second month again.
  it('gives the same changes as the load stored', async () => {
    const loaded = await t.db.query<{ name: string }>(
      `select attname as name from pg_attribute
        where attrelid = 'registrations_20240201'::regclass and attnum between 1 and 3 order by attnum`,
    );
    expect(loaded.map((c) => c.name)).toEqual(['voter_id', 'change_digest', 'voter_status_type_code']);
    await t.db.exec(
      `create table old_layout (like registrations including defaults);
       insert into old_layout select * from registrations where snapshot_date = '2024-01-01';
       update old_layout set change_digest = null;
       alter table registrations detach partition registrations_20240101;
       drop table registrations_20240101;
       alter table registrations attach partition old_layout for values in ('2024-01-01')`,
    );
    const [order] = await t.db.query<{ first: string }>(
      `select attname as first from pg_attribute where attrelid = 'old_layout'::regclass and attnum = 1`,
    );
    expect(order?.first).toBe('snapshot_date');
    const load = await resolveLoadContext(t.db, '2024-02-01');
    const t2 = load.tables;
    await t.db.transaction((tx) => stageChanges(tx, load));
    const staged = await t.db.query(
      `select change, voter_id::int as voter_id, kind, before, after, precinct from ${t2.changeStage}
        order by change, voter_id, kind`,
    );
    const stored = await t.db.query(
      `select 'CHANGED' as change, voter_id::int as voter_id, kind, before, after, precinct
         from registration_field_changes where snapshot_date = '2024-02-01'
       union all
       select change, voter_id::int, null, null, null, precinct
         from registration_changes where snapshot_date = '2024-02-01'
       order by change, voter_id, kind`,
    );
    expect(staged).toHaveLength(13);
    expect(staged).toEqual(stored);
  });
});
