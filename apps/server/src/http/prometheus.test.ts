import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { METRICS_PATH, metricsAllowList } from './prometheus';

let t: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestDatabase();
  app = await buildApp({ db: t.db, metricsAllow: metricsAllowList('loopback,10.1.0.0/16') });
});
afterAll(async () => {
  await app.close();
  await t.drop();
});

const scrape = (remoteAddress: string) => app.inject({ url: METRICS_PATH, remoteAddress });

describe('the Prometheus endpoint', () => {
  it('counts requests by route pattern, with their durations, and the last load', async () => {
    await t.db.query(
      `insert into snapshots (snapshot_date, status, rows_loaded, rows_rejected, finished_at)
       values ('2025-10-01', 'ready', 8351057, 12, '2025-10-03T04:05:06Z')`,
    );
    await app.inject('/api/health');
    await app.inject('/api/address/NO%20SUCH%20COUNTY');
    const answer = await scrape('127.0.0.1');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    const text = answer.body;
    expect(text).toMatch(
      /voterroll_http_requests_total\{method="GET",route="\/api\/health",status="200"\} 1/,
    );
    // The pattern, never the county a client typed.
    expect(text).toContain('route="/api/address/:county"');
    expect(text).not.toContain('NO SUCH COUNTY');
    expect(text).toMatch(
      /voterroll_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/health"\}/,
    );
    expect(text).toContain('voterroll_last_load{measure="rows_loaded"} 8351057');
    expect(text).toContain('voterroll_last_load{measure="rows_rejected"} 12');
    expect(text).toContain(
      `voterroll_last_load{measure="finished_seconds"} ${Date.parse('2025-10-03T04:05:06Z') / 1000}`,
    );
    expect(text).toContain('voterroll_last_load{measure="published"} 1');
    if (t.db.engine === 'postgres')
      expect(text).toMatch(/voterroll_db_pool_connections\{state="total"\} \d+/);
  });

  it('answers only the clients METRICS_ALLOW names, a 404 to anyone else', async () => {
    expect((await scrape('::1')).statusCode).toBe(200);
    expect((await scrape('::ffff:127.0.0.1')).statusCode).toBe(200);
    expect((await scrape('10.1.200.3')).statusCode).toBe(200);
    for (const stranger of ['203.0.113.9', '10.2.0.1', '::ffff:198.51.100.4']) {
      const answer = await scrape(stranger);
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('voterroll_');
    }
  });

  it('refuses a METRICS_ALLOW it cannot read, naming the entry', () => {
    expect(() => metricsAllowList('loopback, office')).toThrow(/METRICS_ALLOW: "office" is not an address/);
  });
});
