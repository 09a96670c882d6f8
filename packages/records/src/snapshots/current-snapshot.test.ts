import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSnapshot } from '../test-support/stored-rows';
import { currentSnapshot, previousSnapshot } from './current-snapshot';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => t.drop());

describe(`the current snapshot, on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('is null before any snapshot is published, even while one loads', async () => {
    expect(await currentSnapshot(t.db)).toBeNull();
    await insertSnapshot(t.db, '2025-08-01', 'loading');
    expect(await currentSnapshot(t.db)).toBeNull();
    expect(await previousSnapshot(t.db, '2025-09-01')).toBeNull();
  });

  it('is the latest ready snapshot; a later one loading or failed is not read', async () => {
    await insertSnapshot(t.db, '2025-06-01');
    await insertSnapshot(t.db, '2025-07-01');
    await insertSnapshot(t.db, '2025-09-01', 'failed');
    await insertSnapshot(t.db, '2025-10-01', 'loading');
    // Dates come back as 'YYYY-MM-DD' strings, as the routes and the load compare them.
    expect(await currentSnapshot(t.db)).toBe('2025-07-01');
  });

  it('has as previous snapshot the latest ready one strictly before a date', async () => {
    expect(await previousSnapshot(t.db, '2025-07-01')).toBe('2025-06-01');
    // A snapshot being loaded (not ready yet) compares with the ready ones before it.
    expect(await previousSnapshot(t.db, '2025-10-01')).toBe('2025-07-01');
    expect(await previousSnapshot(t.db, '2025-08-15')).toBe('2025-07-01');
    expect(await previousSnapshot(t.db, '2025-06-01')).toBeNull();
  });
});
