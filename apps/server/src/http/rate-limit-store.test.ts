import { openDatabase } from '@voterroll/db/connection';
import type { Db } from '@voterroll/db/database';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { databaseRateLimitStore, sweepRateLimitCounts } from './rate-limit-store';

/**
 * The rate limits' counters in the database (issue 28): the store's SQL on both engines; two apps
 * on one PostgreSQL (as two server processes) share one limit.
 */
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

type Store = InstanceType<ReturnType<typeof databaseRateLimitStore>>;

/** The plugin's call: the window and the maximum follow the callback (its types leave them out). */
type Incr = (
  key: string,
  callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
  windowMs: number,
  max: number,
) => void;

function incr(store: Store, key: string, windowMs: number, max = 100) {
  return new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    (store.incr as Incr).call(
      store,
      key,
      (error, result) => (error || !result ? reject(error) : resolve(result)),
      windowMs,
      max,
    ),
  );
}

const route = (url: string) =>
  ({ routeInfo: { method: 'GET', url } }) as unknown as Parameters<Store['child']>[0];

describe('the database rate-limit store', () => {
  it('counts a key per route, from 1, with the time left in its window', async () => {
    const store = new (databaseRateLimitStore(t.db))({}).child(route('/api/a'));
    const other = new (databaseRateLimitStore(t.db))({}).child(route('/api/b'));
    const counts = [];
    for (let i = 0; i < 3; i++) counts.push((await incr(store, '10.0.0.1', 60_000)).current);
    expect(counts).toEqual([1, 2, 3]);
    const last = await incr(store, '10.0.0.1', 60_000);
    expect(last.ttl).toBeGreaterThan(50_000);
    expect(last.ttl).toBeLessThanOrEqual(60_000);
    expect((await incr(store, '10.0.0.2', 60_000)).current).toBe(1);
    expect((await incr(other, '10.0.0.1', 60_000)).current).toBe(1);
  });

  it('keeps no client address, only a hash', async () => {
    const rows = await t.db.query<{ key_hash: Uint8Array }>('select key_hash from rate_limit_counts');
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(Buffer.from(r.key_hash).toString('latin1')).not.toContain('10.0.0');
  });

  it('starts a new window once the last has ended, and sweeps ended windows', async () => {
    const store = new (databaseRateLimitStore(t.db))({}).child(route('/api/short'));
    expect((await incr(store, 'k', 300)).current).toBe(1);
    expect((await incr(store, 'k', 300)).current).toBe(2);
    await new Promise((r) => setTimeout(r, 400));
    const { current, ttl } = await incr(store, 'k', 300);
    expect(current).toBe(1);
    expect(ttl).toBeGreaterThan(200);
    await new Promise((r) => setTimeout(r, 400));
    expect(await sweepRateLimitCounts(t.db)).toBeGreaterThanOrEqual(1);
    expect((await incr(store, 'k', 300)).current).toBe(1);
  });

  it('never allows more than the limit between two stores on one database (two processes)', async () => {
    const a = new (databaseRateLimitStore(t.db))({}).child(route('/api/shared'));
    const b = new (databaseRateLimitStore(t.db))({}).child(route('/api/shared'));
    // 40 claims leases of 2 hits: sent one at a time, alternating, at most one lease is left unused.
    const inTurn = [];
    for (let i = 0; i < 60; i++) inTurn.push(await incr(i % 2 ? a : b, 'c', 60_000, 40));
    const allowed = inTurn.filter((c) => c.current <= 40).length;
    expect(allowed).toBeLessThanOrEqual(40);
    expect(allowed).toBeGreaterThanOrEqual(38);
    // All at once: still never over the limit, and each hit allowed has its own count.
    const together = await Promise.all(
      Array.from({ length: 60 }, (_, i) => incr(i % 2 ? a : b, 'd', 60_000, 40)),
    );
    const counts = together.map((c) => c.current).filter((c) => c <= 40);
    expect(counts.length).toBeLessThanOrEqual(40);
    expect(counts.length).toBeGreaterThanOrEqual(38);
    expect(new Set(counts).size).toBe(counts.length);
  });

  it('counts a small limit exactly across two stores', async () => {
    const a = new (databaseRateLimitStore(t.db))({}).child(route('/api/small'));
    const b = new (databaseRateLimitStore(t.db))({}).child(route('/api/small'));
    const counts = await Promise.all(
      Array.from({ length: 8 }, (_, i) => incr(i % 2 ? a : b, 'e', 60_000, 5)),
    );
    expect(counts.filter((c) => c.current <= 5).length).toBe(5);
  });

  it('asks the database once a lease, not once a hit', async () => {
    const store = new (databaseRateLimitStore(t.db))({}).child(route('/api/lease'));
    for (let i = 0; i < 20; i++) await incr(store, 'f', 60_000, 1000);
    // 1000 claims leases of 62 hits: the row holds the one claim, 20 of whose hits were used.
    const [row] = await t.db.query<{ hits: number }>(
      `select hits from rate_limit_counts where window_ms = 60000 order by hits desc limit 1`,
    );
    expect(row?.hits).toBe(62);
  });
});

describe.runIf(process.env.DATABASE_URL)('two apps on one PostgreSQL', () => {
  let second: Db;
  let apps: FastifyInstance[] = [];
  beforeAll(async () => {
    second = await openDatabase(t.target);
    const limits = { search: { max: 3, windowMs: 60_000 } };
    apps = [
      await buildApp({ db: t.db, limits, trustProxy: 'loopback' }),
      await buildApp({ db: second, limits, trustProxy: 'loopback' }),
    ];
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await second.close();
  });

  it("hold a client's limit across both, and not another client's", async () => {
    const codes = [];
    for (let i = 0; i < 5; i++) {
      const res = await apps[i % 2]?.inject({
        method: 'POST',
        url: '/api/search-by-name',
        headers: { 'x-forwarded-for': '203.0.113.9' },
        payload: {},
      });
      codes.push(res?.statusCode);
    }
    expect(codes.slice(0, 3)).not.toContain(429);
    expect(codes.slice(3)).toEqual([429, 429]);
    const other = await apps[1]?.inject({
      method: 'POST',
      url: '/api/search-by-name',
      headers: { 'x-forwarded-for': '203.0.113.10' },
      payload: {},
    });
    expect(other?.statusCode).not.toBe(429);
  });
});
