import { mkdtempSync, readdirSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '@voterroll/db/database';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import type { RowProblem } from '@voterroll/voterfile/registration';
import { lstRecord } from '@voterroll/voterfile/test-support/reader-files';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ingestSnapshot } from './ingest-snapshot';
import { writeQvfCsv } from './test-support/qvf-files';

let t: TestDatabase;
let db: Db;
let dir: string;
beforeAll(async () => {
  t = await createTestDatabase();
  db = t.db;
  dir = mkdtempSync(join(tmpdir(), 'ingest-'));
});
afterAll(async () => {
  await t.drop();
  rmSync(dir, { recursive: true, force: true });
});

const count = async (sql: string, params: unknown[] = []) =>
  (await db.query<{ n: number }>(`select count(*)::int as n from (${sql}) x`, params))[0]?.n;
const leftoverTables = () =>
  count(`select 1 from pg_tables where schemaname = 'public' and tablename ~ '_[0-9]{8}'
         and tablename not in (select c.relname from pg_inherits i join pg_class c on c.oid = i.inhrelid)`);

describe('ingest', () => {
  it('refuses a file whose header is not a QVF header, writing nothing', async () => {
    const path = join(dir, 'not-qvf.csv');
    writeFileSync(path, 'NAME,ADDRESS\n"A","B"\n');
    const result = await ingestSnapshot(db, { snapshotDate: '2024-02-01', files: { voters: path } });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/^not-qvf\.csv is neither a QVF registration CSV/);
    expect(await count('select * from snapshots')).toBe(0);
  });

  it('refuses a load whose history header is wrong, leaving no file open', async () => {
    const voters = join(dir, 'good.csv');
    // Larger than one read (1 MB), so that the file is still open after its header is read.
    writeQvfCsv(
      voters,
      Array.from({ length: 6000 }, (_, i) => ({ VOTER_IDENTIFICATION_NUMBER: String(i + 1) })),
    );
    const history = join(dir, 'history.csv');
    writeFileSync(history, 'WHO,WHEN\n1,2024-11-05\n');
    // Descriptors open on this test's files (sockets of a connection pool do not count).
    const openFiles = () =>
      readdirSync('/proc/self/fd').filter((fd) => {
        try {
          return readlinkSync(`/proc/self/fd/${fd}`).startsWith(dir);
        } catch {
          return false;
        }
      }).length;
    const before = openFiles();
    const result = await ingestSnapshot(db, { snapshotDate: '2024-02-01', files: { voters, history } });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain('history.csv');
    expect(before).toBe(0);
    // A stream gives its descriptor back asynchronously once destroyed.
    await vi.waitFor(() => expect(openFiles()).toBe(0), { timeout: 2000 });
    expect(await count('select * from snapshots')).toBe(0);
  });

  it('refuses a date that is not a snapshot date and a file that does not exist', async () => {
    const bad = await ingestSnapshot(db, { snapshotDate: '2024-13-01', files: { voters: 'x.csv' } });
    expect(bad).toEqual({ ok: false, error: '"2024-13-01" is not a snapshot date (YYYY-MM-DD).' });
    const missing = await ingestSnapshot(db, {
      snapshotDate: '2024-02-01',
      files: { voters: join(dir, 'nope.csv') },
    });
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(missing.error).toContain('does not exist');
  });

  it('reports unreadable rows with file, line and reason, and loads the rest', async () => {
    const path = join(dir, 'EntireStateVoters.csv');
    writeQvfCsv(
      path,
      [
        { VOTER_IDENTIFICATION_NUMBER: '1', LAST_NAME: 'MUÑOZ', FIRST_NAME: 'JOSÉ' },
        { VOTER_IDENTIFICATION_NUMBER: '2', REGISTRATION_DATE: '2023-02-30' },
        { VOTER_IDENTIFICATION_NUMBER: '3', YEAR_OF_BIRTH: '19X0' },
        { VOTER_IDENTIFICATION_NUMBER: '4', VOTER_STATUS_TYPE_CODE: 'Z' },
        { VOTER_IDENTIFICATION_NUMBER: '1', FIRST_NAME: 'AGAIN' },
        { VOTER_IDENTIFICATION_NUMBER: '5', FIRST_NAME: 'ANNA' },
      ],
      48,
    );
    // A short row, as a truncated file would have.
    writeFileSync(path, '"SHORT","ROW"\r\n', { flag: 'a' });
    const problems: RowProblem[] = [];
    const result = await ingestSnapshot(db, {
      snapshotDate: '2024-02-01',
      files: { voters: path },
      onProblem: (p) => problems.push(p),
    });
    if (!result.ok) throw new Error(result.error);
    expect(result.value.rowsLoaded).toBe(2);
    expect(result.value.rowsRejected).toBe(5);
    expect(result.value.rowsRead).toBe(7);
    expect(problems.map((p) => [p.file, p.line])).toEqual(
      expect.arrayContaining([
        ['EntireStateVoters.csv', 3],
        ['EntireStateVoters.csv', 4],
        ['EntireStateVoters.csv', 5],
        ['EntireStateVoters.csv', 6],
        ['EntireStateVoters.csv', 8],
      ]),
    );
    expect(problems.find((p) => p.line === 3)?.reason).toContain(
      "REGISTRATION_DATE '2023-02-30' is not a date",
    );
    expect(problems.find((p) => p.line === 8)?.reason).toBe('expected 48 fields, found 2');
    expect(problems.find((p) => p.line === 6)?.reason).toBe(
      'voter id 1 already appears on line 2; kept that one',
    );
    const names = await db.query(`select first_name, last_name from registrations where voter_id = 1`);
    expect(names).toEqual([{ first_name: 'JOSÉ', last_name: 'MUÑOZ' }]);
    expect(await count(`select * from load_problems where snapshot_date = '2024-02-01'`)).toBe(5);
    const [snapshot] = await db.query(`select status, rows_rejected from snapshots`);
    expect(snapshot).toEqual({ status: 'ready', rows_rejected: 5 });
  });

  it('loads the same dwelling written three ways as one address', async () => {
    const path = join(dir, 'january.csv');
    const at = {
      STREET_NUMBER: '500',
      DIRECTION_PREFIX: 'S',
      STREET_NAME: 'WASHINGTON',
      CITY: 'LANSING',
      ZIP_CODE: '48933',
    };
    writeQvfCsv(path, [
      { ...at, VOTER_IDENTIFICATION_NUMBER: '501', FIRST_NAME: 'A', STREET_TYPE: 'AVE', EXTENSION: 'APT 12' },
      { ...at, VOTER_IDENTIFICATION_NUMBER: '502', FIRST_NAME: 'B', STREET_TYPE: 'AVENUE', EXTENSION: '#12' },
      {
        ...at,
        VOTER_IDENTIFICATION_NUMBER: '503',
        FIRST_NAME: 'C',
        STREET_TYPE: 'Ave.',
        EXTENSION: 'Unit 12',
        ZIP_CODE: '48933-1234',
      },
    ]);
    const result = await ingestSnapshot(db, { snapshotDate: '2024-01-01', files: { voters: path } });
    if (!result.ok) throw new Error(result.error);
    expect(result.value.newAddresses).toBe(1);
  });

  it("stores each address's hashes exactly as the database's md5 of its normalized parts", async () => {
    const path = join(dir, 'hashes.csv');
    writeQvfCsv(path, [
      {
        VOTER_IDENTIFICATION_NUMBER: '1',
        STREET_NAME: 'CAÑADA',
        STREET_TYPE: 'AVENUE',
        CITY: 'SAULT STE MARIE',
      },
      { VOTER_IDENTIFICATION_NUMBER: '2', STREET_NAME: 'MAIN', EXTENSION: 'APT 4', ZIP_CODE: '48910-1234' },
      { VOTER_IDENTIFICATION_NUMBER: '3', STREET_NAME: 'ÉCOLE', DIRECTION_PREFIX: 'N', ZIP_CODE: '' },
    ]);
    const result = await ingestSnapshot(db, { snapshotDate: '2023-11-01', files: { voters: path } });
    expect(result.ok).toBe(true);
    const rows = await db.query<{ norm_street: string; same: boolean }>(
      `select norm_street,
              address_hash = md5(norm_street || '|' || norm_city || '|' || zip5)
              and full_address_hash = md5(norm_street || '|' || unit_key || '|' || norm_city || '|' || zip5) as same
         from registrations where snapshot_date = '2023-11-01' order by voter_id`,
    );
    expect(rows).toEqual([
      { norm_street: '1 CAÑADA AVE', same: true },
      { norm_street: '1 MAIN ST', same: true },
      { norm_street: '1 N ÉCOLE ST', same: true },
    ]);
  });

  it('loads a fixed-width file, naming its zones from the state reference lists', async () => {
    const path = join(dir, 'entire_state_v.lst');
    writeFileSync(
      path,
      Buffer.from(
        `${lstRecord({ VOTER_IDENTIFICATION_NUMBER: '901', COUNTY_CODE: '82', JURISDICTION_CODE: '22000' })}\r\n`,
        'latin1',
      ),
    );
    const result = await ingestSnapshot(db, { snapshotDate: '2023-12-01', files: { voters: path } });
    if (!result.ok) throw new Error(result.error);
    expect(result.value.rowsLoaded).toBe(1);
    const zones = await db.query(
      `select level, zone_name from zones where county_code = 82 and level in ('county', 'jurisdiction') order by level`,
    );
    expect(zones).toEqual([
      { level: 'county', zone_name: 'WAYNE' },
      { level: 'jurisdiction', zone_name: 'DETROIT CITY' },
    ]);
    const [row] = await db.query(
      `select first_name, last_name, registration_date from registrations where voter_id = 901`,
    );
    expect(row).toEqual({ first_name: 'JOSÉ', last_name: 'MÜLLER', registration_date: '1984-10-02' });
  });

  it('keeps one address row per dwelling, written the ways clerks write it, with its search key', async () => {
    const rows = await db.query(
      `select full_street_address, full_address, search_key, first_seen from addresses
       where norm_street = '500 S WASHINGTON AVE' order by full_street_address`,
    );
    expect(rows).toEqual([
      {
        full_street_address: '500 S WASHINGTON AVE # 12',
        full_address: '500 S WASHINGTON AVE # 12, LANSING, MI 48933',
        search_key: '500SWASHINGTONAVE12LANSING48933',
        first_seen: '2024-01-01',
      },
    ]);
    const [byUnit] = await db.query<{ n: number }>(
      `select count(distinct full_address_hash)::int as n from registrations
       where snapshot_date = '2024-01-01' and norm_street = '500 S WASHINGTON AVE'`,
    );
    expect(byUnit?.n).toBe(1);
  });

  it('refuses to load a snapshot twice', async () => {
    const result = await ingestSnapshot(db, {
      snapshotDate: '2024-02-01',
      files: { voters: join(dir, 'EntireStateVoters.csv') },
    });
    expect(result).toEqual({ ok: false, error: 'Snapshot 2024-02-01 is already loaded.' });
  });

  it('leaves nothing visible when publication fails, and loads on a retry', async () => {
    const path = join(dir, 'march.csv');
    writeQvfCsv(path, [
      { VOTER_IDENTIFICATION_NUMBER: '1', LAST_NAME: 'MUÑOZ', FIRST_NAME: 'JOSÉ' },
      {
        VOTER_IDENTIFICATION_NUMBER: '6',
        FIRST_NAME: 'NEW',
        VOTER_STATUS_TYPE_CODE: 'V',
        STREET_NUMBER: '12',
        STREET_NAME: 'NEWCOMER',
      },
    ]);
    const failing: Db = {
      ...db,
      engine: db.engine,
      close: () => db.close(),
      transaction: (work) =>
        db.transaction((tx) =>
          work({
            ...tx,
            query: (sql, params) =>
              sql.includes(`status = 'ready'`)
                ? Promise.reject(new Error('disk full'))
                : tx.query(sql, params),
          }),
        ),
    };
    await expect(
      ingestSnapshot(failing, { snapshotDate: '2024-03-01', files: { voters: path } }),
    ).rejects.toThrow('disk full');
    expect(await count(`select * from registrations where snapshot_date = '2024-03-01'`)).toBe(0);
    expect(await count(`select * from zone_metrics where snapshot_date = '2024-03-01'`)).toBe(0);
    expect(await count(`select * from registration_changes where snapshot_date = '2024-03-01'`)).toBe(0);
    // The new address was added before publication, beside the findings: the failure removes it.
    expect(await count(`select * from addresses where first_seen = '2024-03-01'`)).toBe(0);
    expect(await leftoverTables()).toBe(0);
    const [failed] = await db.query(
      `select status, message from snapshots where snapshot_date = '2024-03-01'`,
    );
    expect(failed).toEqual({ status: 'failed', message: 'disk full' });

    const retry = await ingestSnapshot(db, { snapshotDate: '2024-03-01', files: { voters: path } });
    if (!retry.ok) throw new Error(retry.error);
    expect(retry.value.changes).toBe(2);
    expect(retry.value.newAddresses).toBe(1);
    const changes = await db.query(
      `select change, voter_id, voter_status_type_code from registration_changes
       where snapshot_date = '2024-03-01' order by change, voter_id`,
    );
    expect(changes).toEqual([
      { change: 'ADDED', voter_id: 6, voter_status_type_code: 'V' },
      { change: 'REMOVED', voter_id: 5, voter_status_type_code: 'A' },
    ]);
  });

  it('stores a cancelled registration as removed, with its last registered row and its new status', async () => {
    const path = join(dir, 'april.csv');
    writeQvfCsv(path, [
      {
        VOTER_IDENTIFICATION_NUMBER: '1',
        LAST_NAME: 'MUÑOZ',
        FIRST_NAME: 'JOSÉ',
        VOTER_STATUS_TYPE_CODE: 'C',
      },
      {
        VOTER_IDENTIFICATION_NUMBER: '6',
        FIRST_NAME: 'NEW',
        VOTER_STATUS_TYPE_CODE: 'V',
        STREET_NUMBER: '12',
        STREET_NAME: 'NEWCOMER',
      },
      {
        VOTER_IDENTIFICATION_NUMBER: '7',
        FIRST_NAME: 'LATE',
        STREET_NUMBER: '3',
        STREET_NAME: 'OAK',
        EXTENSION: 'APT 4',
      },
    ]);
    const result = await ingestSnapshot(db, { snapshotDate: '2024-04-01', files: { voters: path } });
    if (!result.ok) throw new Error(result.error);
    expect(result.value.changes).toBe(2);
    const changes = await db.query(
      `select change, voter_id, voter_status_type_code, first_name, last_name, full_street_address
       from registration_changes where snapshot_date = '2024-04-01' order by change, voter_id`,
    );
    expect(changes).toEqual([
      {
        change: 'ADDED',
        voter_id: 7,
        voter_status_type_code: 'A',
        first_name: 'LATE',
        last_name: expect.any(String),
        full_street_address: '3 OAK ST APT 4',
      },
      {
        change: 'REMOVED',
        voter_id: 1,
        voter_status_type_code: 'C',
        first_name: 'JOSÉ',
        last_name: 'MUÑOZ',
        full_street_address: '1 MAIN ST',
      },
    ]);
  });

  it("fails whole when the registrations' indexes fail, the review rows waiting for the addresses not left hanging", async () => {
    const path = join(dir, 'june.csv');
    writeQvfCsv(path, [{ VOTER_IDENTIFICATION_NUMBER: '7', YEAR_OF_BIRTH: '1900', STREET_NAME: 'JUNE' }]);
    const failing = ingestSnapshot(db, {
      snapshotDate: '2024-06-01',
      files: { voters: path },
      checkpoint: async (stage) => {
        if (stage === 'index') throw new Error('no space left for the index');
      },
    });
    await expect(failing).rejects.toThrow('no space left for the index');
    const [failed] = await db.query(
      `select status, message from snapshots where snapshot_date = '2024-06-01'`,
    );
    expect(failed).toEqual({ status: 'failed', message: 'no space left for the index' });
    expect(await count(`select * from addresses where first_seen = '2024-06-01'`)).toBe(0);
    expect(await leftoverTables()).toBe(0);
  });
});
