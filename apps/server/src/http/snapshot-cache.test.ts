import type { Queryable } from '@voterroll/db/database';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { currentSnapshotReader } from './snapshot-cache';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

const publish = (date: string) =>
  t.db.exec(`insert into snapshots (snapshot_date, status) values ('${date}', 'ready')`);

/** The real database, with the statements it was asked counted. */
function counting(db: Queryable): { db: Queryable; asked: () => number } {
  let n = 0;
  const counted: Queryable = {
    ...db,
    query: (sql, params) => {
      n += 1;
      return db.query(sql, params);
    },
  } as Queryable;
  return { db: counted, asked: () => n };
}

it('remembers the current snapshot for its age, then reads the newly published one', async () => {
  let clock = 0;
  const { db, asked } = counting(t.db);
  const current = currentSnapshotReader(db, 1000, () => clock);
  expect(await current()).toBeNull();
  await publish('2025-09-01');
  clock = 999;
  expect(await current()).toBeNull(); // a publication by another process is not seen at once
  clock = 1000;
  expect(await current()).toBe('2025-09-01');
  await publish('2025-10-01');
  clock = 1500;
  expect(await current()).toBe('2025-09-01');
  clock = 2000;
  expect(await current()).toBe('2025-10-01');
  expect(asked()).toBe(3);
  await t.db.exec('delete from snapshots');
});

it('asks once for readers that find the date expired at the same time', async () => {
  await publish('2025-08-01');
  const { db, asked } = counting(t.db);
  const current = currentSnapshotReader(db, 1000);
  const dates = await Promise.all(Array.from({ length: 8 }, () => current()));
  expect(dates).toEqual(Array(8).fill('2025-08-01'));
  expect(asked()).toBe(1);
  await t.db.exec('delete from snapshots');
});

it('asks every time with age 0, as the app does unless told (tests publish between requests)', async () => {
  const app = await buildApp({ db: t.db });
  try {
    expect(await app.currentSnapshot()).toBeNull();
    await publish('2025-07-01');
    expect(await app.currentSnapshot()).toBe('2025-07-01');
  } finally {
    await app.close();
    await t.db.exec('delete from snapshots');
  }
});

it('reads CURRENT_SNAPSHOT_MAX_AGE_MS: one second by default, 0 to ask every time', () => {
  expect(readConfig({}).currentSnapshotMaxAgeMs).toBe(1000);
  expect(readConfig({ CURRENT_SNAPSHOT_MAX_AGE_MS: '0' }).currentSnapshotMaxAgeMs).toBe(0);
  expect(readConfig({ CURRENT_SNAPSHOT_MAX_AGE_MS: '250' }).currentSnapshotMaxAgeMs).toBe(250);
  expect(() => readConfig({ CURRENT_SNAPSHOT_MAX_AGE_MS: 'soon' })).toThrow(
    /CURRENT_SNAPSHOT_MAX_AGE_MS "soon"/,
  );
});
