import { SIGNIN_UNKNOWN_NAME } from '@voterroll/contract/accounts-api';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { readConfig, type TrustProxy, trustProxy } from '../config';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

const search = { max: 2, windowMs: 60_000 };

async function withApp(proxy: TrustProxy, run: (app: FastifyInstance) => Promise<void>) {
  const app = await buildApp({ db: t.db, trustProxy: proxy, limits: { search } });
  try {
    await run(app);
  } finally {
    await app.close();
  }
}

/** Name searches from one client (the address a proxy forwards), as their status codes. */
async function searches(app: FastifyInstance, forwardedFor: string, n: number): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < n; i++) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/search-by-name',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: {},
    });
    codes.push(res.statusCode);
  }
  return codes;
}

describe('TRUST_PROXY', () => {
  it('is read as none, any, a hop count, or proxies by address and range', () => {
    expect(trustProxy(undefined)).toBe(false);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('true')).toBe(true);
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('loopback, 10.0.0.0/8,fd00::/8')).toBe('loopback,10.0.0.0/8,fd00::/8');
    expect(() => trustProxy('proxy.example.com')).toThrow(/"proxy.example.com" is not an address/);
    expect(() => trustProxy('10.0.0.0/40')).toThrow(/is not an address, a CIDR range/);
    expect(readConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
  });

  it('behind a trusted proxy, limits each client by its own address while others are served', async () => {
    await withApp('loopback', async (app) => {
      expect((await searches(app, '203.0.113.5', 3)).at(-1)).toBe(429);
      expect(await searches(app, '203.0.113.6', 1)).not.toContain(429);
    });
  });

  it('without TRUST_PROXY, a forwarded address is not believed: one connection, one limit', async () => {
    await withApp(false, async (app) => {
      await searches(app, '198.51.100.1', 2);
      expect(await searches(app, '198.51.100.2', 1)).toEqual([429]);
    });
  });

  it("records the client's address, not the proxy's, in the audit log", async () => {
    await withApp('loopback', async (app) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        headers: { 'x-forwarded-for': '192.0.2.44' },
        payload: { username: 'nobody-here', password: 'wrong-password' },
      });
      expect(res.statusCode).toBe(401);
    });
    const [entry] = await t.db.query<{ ip: string }>(
      `select ip from audit_log where event = 'signin.failure' and subject = $1`,
      [SIGNIN_UNKNOWN_NAME],
    );
    expect(entry?.ip).toBe('192.0.2.44');
  });
});
