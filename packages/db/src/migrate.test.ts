import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './connection';
import type { Db } from './database';
import { listMigrations, type Migration, migrate, SchemaNewerError } from './migrate';
import { createEmptyTestDatabase, type TestDatabase } from './test-support/database';

const steps: Migration[] = [
  { version: 1, name: 'first', sql: 'create table steps (n integer primary key)' },
  { version: 2, name: 'second', sql: 'insert into steps values (2)' },
];

let t: TestDatabase | undefined;
const others: Db[] = [];
afterEach(async () => {
  for (const db of others.splice(0)) await db.close();
  await t?.drop();
  t = undefined;
});

describe('migrate', () => {
  it('migrates once when two servers start together', async () => {
    t = await createEmptyTestDatabase();
    // Two connections where the engine allows them (PostgreSQL); PGlite has one owner per folder.
    const second = t.db.engine === 'postgres' ? await openDatabase(t.target) : t.db;
    if (second !== t.db) others.push(second);
    const [a, b] = await Promise.all([migrate(t.db, steps), migrate(second, steps)]);
    expect([a, b].map((names) => names.length).sort()).toEqual([0, 2]);
    expect(await t.db.query('select n from steps')).toEqual([{ n: 2 }]);
    expect(await t.db.query('select version from schema_migrations order by version')).toEqual([
      { version: 1 },
      { version: 2 },
    ]);
  });

  it('applies each migration once, then refuses a database migrated by a newer version', async () => {
    t = await createEmptyTestDatabase();
    expect(await migrate(t.db, steps)).toEqual(['1_first', '2_second']);
    expect(await migrate(t.db, steps)).toEqual([]);
    expect(await t.db.query('select n from steps')).toEqual([{ n: 2 }]);
    const refusal = await migrate(t.db, [steps[0]!]).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(SchemaNewerError);
    expect((refusal as Error).message).toContain('2_second');
    expect((refusal as Error).message).toMatch(/newer than this version/);
    expect(await t.db.query('select count(*)::int as n from schema_migrations')).toEqual([{ n: 2 }]);
  });

  it('numbers the product migrations uniquely and in order', () => {
    const versions = listMigrations().map((m) => m.version);
    expect(new Set(versions).size).toBe(versions.length);
    expect([...versions].sort((x, y) => x - y)).toEqual(versions);
  });
});
