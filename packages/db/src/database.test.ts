import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './database';
import { createTestDatabase, type TestDatabase } from './test-support/database';

let t: TestDatabase;
let db: Db;
beforeAll(async () => {
  t = await createTestDatabase();
  db = t.db;
});
afterAll(async () => t.drop());

const encode = (s: string) => new TextEncoder().encode(s);
async function* chunks(...parts: string[]) {
  for (const p of parts) yield encode(p);
}

describe(`database on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('has the migrated tables and the state zone', async () => {
    const rows = await db.query<{ zone_hash: string }>(`select zone_hash from zones where level = 'state'`);
    expect(rows).toEqual([{ zone_hash: 'MICHIGAN' }]);
  });

  it('returns counts as numbers and dates as ISO strings on both engines', async () => {
    const [row] = await db.query<{ n: number; d: string; s: number }>(
      `select count(*) as n, date '2025-10-01' as d, round(7.456, 2) as s from zones`,
    );
    expect(row).toEqual({ n: 1, d: '2025-10-01', s: 7.46 });
  });

  it('copies text-format rows in several chunks, Latin-1 names arriving as UTF-8', async () => {
    await db.exec('create table copy_probe (id int, name text)');
    const n = await db.copyFrom('copy_probe', ['id', 'name'], chunks('1\tJOSÉ\n2\tMÜLLER\n', '3\t\\N\n'));
    expect(n).toBe(3);
    const rows = await db.query('select id, name from copy_probe order by id');
    expect(rows).toEqual([
      { id: 1, name: 'JOSÉ' },
      { id: 2, name: 'MÜLLER' },
      { id: 3, name: null },
    ]);
  });

  it('rejects a COPY of bad data with the database error and stays usable', async () => {
    await db.exec('create table copy_bad (id int)');
    await expect(db.copyFrom('copy_bad', ['id'], chunks('1\n', 'not a number\n'))).rejects.toMatchObject({
      code: '22P02',
    });
    expect(await db.query('select count(*)::int as n from copy_bad')).toEqual([{ n: 0 }]);
  });

  it('rolls back a failed transaction as a whole and keeps working after the error', async () => {
    await db.exec('create table tx_probe (id int primary key)');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into tx_probe values (1)');
        await tx.query('insert into tx_probe values (1)');
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await db.query('select count(*)::int as n from tx_probe')).toEqual([{ n: 0 }]);
    await db.transaction(async (tx) => tx.query('insert into tx_probe values (2)'));
    expect(await db.query('select id from tx_probe')).toEqual([{ id: 2 }]);
  });

  it('keeps other queries out of an open transaction until it ends', async () => {
    await db.exec('create table iso_probe (id int)');
    let releaseTx: () => void = () => {};
    const held = new Promise<void>((r) => {
      releaseTx = r;
    });
    const tx = db.transaction(async (q) => {
      await q.query('insert into iso_probe values (1)');
      await held;
      await q.query('insert into iso_probe values (2)');
    });
    // A query from outside the transaction must see either nothing or both rows, never one.
    await new Promise((r) => setTimeout(r, 50));
    const outside = db.query<{ n: number }>('select count(*)::int as n from iso_probe');
    releaseTx();
    await tx;
    const [seen] = await outside;
    expect([0, 2]).toContain(seen?.n);
    expect(await db.query('select count(*)::int as n from iso_probe')).toEqual([{ n: 2 }]);
  });
});
