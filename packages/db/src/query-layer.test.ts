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

describe(`plain SQL on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('stores a zone with the columns it was given and null in the others', async () => {
    await db.query(
      `insert into zones (zone_hash, level, county_code, county_name, zone_name, parent_hash)
       values ($1, 'county', 33, 'INGHAM', 'INGHAM', 'MICHIGAN')`,
      ['c'.repeat(32)],
    );
    const rows = await db.query("select * from zones where level = 'county'");
    expect(rows).toEqual([
      {
        zone_hash: 'c'.repeat(32),
        level: 'county',
        county_code: 33,
        county_name: 'INGHAM',
        jurisdiction_code: null,
        jurisdiction_name: null,
        ward: null,
        precinct: null,
        zone_name: 'INGHAM',
        parent_hash: 'MICHIGAN',
      },
    ]);
  });

  it('runs a named (prepared) statement again and again with new values', async () => {
    const named = (n: number) =>
      db.query<{ next: number; word: string }>(
        `select $1::int + 1 as next, repeat('x', $1::int) as word`,
        [n],
        { prepare: 'query-layer-next' },
      );
    // PostgreSQL plans a prepared statement anew five times, then may keep one plan: go past that.
    for (let n = 0; n < 8; n++) expect(await named(n)).toEqual([{ next: n + 1, word: 'x'.repeat(n) }]);
  });

  it('runs a statement prepared for its generic plan on that plan from its first call, and others as before', async () => {
    const mode = (genericPlan: boolean) =>
      db.query<{ mode: string }>(
        `select current_setting('plan_cache_mode') as mode where $1::int = 1`,
        [1],
        genericPlan ? { prepare: 'query-layer-generic', genericPlan } : {},
      );
    for (let n = 0; n < 3; n++) {
      expect(await mode(true)).toEqual([{ mode: 'force_generic_plan' }]);
      expect(await mode(false)).toEqual([{ mode: 'auto' }]);
    }
    // Inside a transaction it runs on the transaction's connection, as it is.
    expect(
      await db.transaction((tx) =>
        tx.query(`select current_setting('plan_cache_mode') as mode`, [], {
          prepare: 'query-layer-generic-tx',
          genericPlan: true,
        }),
      ),
    ).toEqual([{ mode: 'auto' }]);
  });

  it('gives a generic-plan statement its values as they are, quotes and backslashes included', async () => {
    const text = `select $1::text as t, $2::text[] as a, $3::bigint[] as ids, $4::date::text as d, $5::int as n,
                        $6::boolean as b, $7::text as nothing`;
    const values = [
      `O'BRIEN \\ 'x'); drop table zones; --`,
      ['a,b', 'say "hi"', 'back\\slash', `it's`, null, '{}', 'NULL'],
      [591679300745, 16012274645],
      '2025-10-01',
      82,
      true,
      null,
    ];
    const plain = await db.query(text, values);
    for (let n = 0; n < 3; n++)
      expect(await db.query(text, values, { prepare: 'query-layer-literals', genericPlan: true })).toEqual(
        plain,
      );
    expect(plain[0]?.a).toEqual(values[1]);
    expect(await db.query(`select count(*)::int as n from zones`)).toHaveLength(1);
  });

  it('refuses one statement name for two texts, on either engine', async () => {
    await db.query('select 1 as one', [], { prepare: 'query-layer-one' });
    await expect(db.query('select 2 as one', [], { prepare: 'query-layer-one' })).rejects.toThrow(
      'The statement name "query-layer-one" was given to two statements.',
    );
    expect(await db.query('select 1 as one', [], { prepare: 'query-layer-one' })).toEqual([{ one: 1 }]);
  });

  it('reads dates as strings and scores as numbers through the view', async () => {
    await db.query(
      `insert into snapshots (snapshot_date, status, rows_read, rows_loaded, rows_rejected, history_rows,
         started_at)
       values ('2025-10-01', 'ready', 3, 3, 0, 0, $1)`,
      ['2025-10-02T00:00:00Z'],
    );
    // A load builds each snapshot's zone_metrics partition; here the test stands in for it.
    await db.exec(
      `create table zone_metrics_20251001 partition of zone_metrics for values in ('2025-10-01')`,
    );
    await db.exec(
      `insert into zone_metrics (snapshot_date, zone_hash, metric_key, value, active_value)
       values ('2025-10-01', 'MICHIGAN', 'TOTAL', 3, 2), ('2025-10-01', 'MICHIGAN', 'SCORED_FINDING', 1, 1)`,
    );
    const [latest] = await db.query(
      `select snapshot_date as date from snapshots where status = 'ready'
        order by snapshot_date desc limit 1`,
    );
    expect(latest).toEqual({ date: '2025-10-01' });
    const [score] = await db.query(
      `select snapshot_date, zone_hash, total_count, active_count, overall_score, hard_score
         from zone_scores where zone_hash = 'MICHIGAN' and snapshot_date = '2025-10-01'`,
    );
    expect(score).toEqual({
      snapshot_date: '2025-10-01',
      zone_hash: 'MICHIGAN',
      total_count: 3,
      active_count: 2,
      overall_score: 6.67,
      hard_score: 10,
    });
  });

  it('runs inside a transaction and rolls back with it', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("update zones set zone_name = 'CHANGED' where zone_hash = 'MICHIGAN'");
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    const [state] = await db.query("select zone_name as name from zones where zone_hash = 'MICHIGAN'");
    expect(state).toEqual({ name: 'MICHIGAN' });
  });
});
