import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from './database';
import { listMigrations, migrate } from './migrate';
import { databaseBeforeMigration, type TestDatabase } from './test-support/database';

let t: TestDatabase;
let db: Db;
beforeAll(async () => {
  t = await databaseBeforeMigration(101);
  db = t.db;
});
afterAll(async () => t.drop());

const KEYS = { address: 'full_street_address', birth: 'year_of_birth', registered: 'registration_date' };

/** A loaded snapshot's review rows: the parent's indexes built on it (in the given order), attached. */
async function partition(date: string, table: string, descendingFirst: boolean) {
  await db.exec(`create table ${table} (like review_rows)`);
  for (const [name, key] of Object.entries(KEYS)) {
    const asc = `create index ${table}_${name} on ${table} (county_code, filter_code, ${key}, voter_id)
                   include (snapshot_date, jurisdiction_code)`;
    const desc = `create index ${table}_${name}_desc on ${table} (county_code, filter_code, ${key} desc nulls last, voter_id)
                    include (snapshot_date, jurisdiction_code)`;
    await db.exec(descendingFirst ? `${desc}; ${asc}` : `${asc}; ${desc}`);
  }
  await db.exec(`alter table review_rows attach partition ${table} for values in ('${date}')`);
}

it('drops the descending sort indexes and leaves each loaded snapshot its ascending ones (migration 0101)', async () => {
  const all = listMigrations();
  // Attaching matches a partition's indexes without comparing directions: built descending first,
  // the descending ones are attached to the ascending parent indexes.
  await partition('2025-09-01', 'review_rows_20250901', false);
  await partition('2025-10-01', 'review_rows_20251001', true);
  const attachedTo = `select i.inhparent::regclass::text as parent, pg_get_indexdef(i.inhrelid) like '%DESC%' as descending
                        from pg_inherits i where i.inhrelid = 'review_rows_20251001_address_desc'::regclass`;
  expect(await db.query(attachedTo)).toEqual([{ parent: 'review_rows_address', descending: true }]);

  // Up to 0101 only: later migrations add indexes of their own (0155's state-wide ones).
  expect(
    await migrate(
      db,
      all.filter((m) => m.version <= 101),
    ),
  ).toContain('101_review_rows_backward_sorts');

  const parentDesc = await db.query(
    `select relname from pg_class where relkind = 'I' and relname like 'review_rows%desc'`,
  );
  expect(parentDesc).toEqual([]);
  // Each snapshot keeps an ascending index of each sort key (read backwards for the descending sort).
  const ascending = await db.query<{ t: string; def: string }>(
    `select c.relname as t, regexp_replace(pg_get_indexdef(x.indexrelid), '^.* USING ', '') as def
       from pg_index x join pg_class c on c.oid = x.indrelid
      where c.relname like 'review_rows_2025%' and pg_get_indexdef(x.indexrelid) not like '%DESC%'
        and pg_get_indexdef(x.indexrelid) ~ '(full_street_address|year_of_birth|registration_date)'
      order by 1, 2`,
  );
  const expected = ['review_rows_20250901', 'review_rows_20251001'].flatMap((table) =>
    Object.values(KEYS)
      .map(
        (key) =>
          `btree (county_code, filter_code, ${key}, voter_id) INCLUDE (snapshot_date, jurisdiction_code)`,
      )
      .sort()
      .map((def) => ({ t: table, def })),
  );
  expect(ascending).toEqual(expected);
});
