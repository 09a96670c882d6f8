import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './database';
import { ormOf } from './orm';
import { snapshots, zoneMetrics, zoneScores, zones } from './schema';
import { createTestDatabase, type TestDatabase } from './test-support/database';

let t: TestDatabase;
let db: Db;
beforeAll(async () => {
  t = await createTestDatabase();
  db = t.db;
});
afterAll(async () => t.drop());

describe(`the ORM on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('maps camelCase keys to the snake_case columns, both ways', async () => {
    const orm = ormOf(db);
    await orm.insert(zones).values({
      zoneHash: 'c'.repeat(32),
      level: 'county',
      countyCode: 33,
      countyName: 'INGHAM',
      zoneName: 'INGHAM',
      parentHash: 'MICHIGAN',
    });
    const rows = await orm.select().from(zones).where(eq(zones.level, 'county'));
    expect(rows).toEqual([
      {
        zoneHash: 'c'.repeat(32),
        level: 'county',
        countyCode: 33,
        countyName: 'INGHAM',
        jurisdictionCode: null,
        jurisdictionName: null,
        ward: null,
        precinct: null,
        zoneName: 'INGHAM',
        parentHash: 'MICHIGAN',
      },
    ]);
    const [raw] = await db.query('select zone_name, parent_hash from zones where county_code = 33');
    expect(raw).toEqual({ zone_name: 'INGHAM', parent_hash: 'MICHIGAN' });
  });

  it('reads dates as strings and scores as numbers through the view', async () => {
    const orm = ormOf(db);
    await orm.insert(snapshots).values({
      snapshotDate: '2025-10-01',
      status: 'ready',
      rowsRead: 3,
      rowsLoaded: 3,
      rowsRejected: 0,
      historyRows: 0,
      startedAt: new Date('2025-10-02T00:00:00Z'),
    });
    // A load builds each snapshot's zone_metrics partition; here the test stands in for it.
    await db.exec(
      `create table zone_metrics_20251001 partition of zone_metrics for values in ('2025-10-01')`,
    );
    await orm.insert(zoneMetrics).values([
      { snapshotDate: '2025-10-01', zoneHash: 'MICHIGAN', metricKey: 'TOTAL', value: 3, activeValue: 2 },
      {
        snapshotDate: '2025-10-01',
        zoneHash: 'MICHIGAN',
        metricKey: 'ANY_FINDING',
        value: 1,
        activeValue: 1,
      },
    ]);
    const [latest] = await orm
      .select({ date: snapshots.snapshotDate })
      .from(snapshots)
      .where(eq(snapshots.status, 'ready'))
      .orderBy(desc(snapshots.snapshotDate))
      .limit(1);
    expect(latest).toEqual({ date: '2025-10-01' });
    const [score] = await orm
      .select()
      .from(zoneScores)
      .where(and(eq(zoneScores.zoneHash, 'MICHIGAN'), eq(zoneScores.snapshotDate, '2025-10-01')));
    expect(score).toEqual({
      snapshotDate: '2025-10-01',
      zoneHash: 'MICHIGAN',
      totalCount: 3,
      activeCount: 2,
      overallScore: 6.67,
      hardScore: 10,
    });
  });

  it('runs inside a transaction and rolls back with it', async () => {
    await expect(
      db.transaction(async (tx) => {
        await ormOf(tx).update(zones).set({ zoneName: 'CHANGED' }).where(eq(zones.zoneHash, 'MICHIGAN'));
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    const [state] = await ormOf(db)
      .select({ name: zones.zoneName })
      .from(zones)
      .where(eq(zones.zoneHash, 'MICHIGAN'));
    expect(state).toEqual({ name: 'MICHIGAN' });
  });
});
