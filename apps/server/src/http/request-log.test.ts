import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

it('logs each answered request once: id, method, path without its query string, status and time', async () => {
  const lines: string[] = [];
  const app = await buildApp({
    db: t.db,
    logger: { level: 'info', stream: { write: (l) => lines.push(l) } },
  });
  try {
    const res = await app.inject({ method: 'GET', url: '/api/counties?token=secret-reset-token' });
    const second = await app.inject({ method: 'GET', url: '/api/no-such-endpoint' });
    const logged = lines.map((l) => JSON.parse(l)).filter((l) => l.reqId !== undefined);
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({
      reqId: res.headers['x-request-id'],
      req: { method: 'GET', url: '/api/counties' },
      res: { statusCode: res.statusCode },
      msg: 'request completed',
    });
    expect(typeof logged[0].responseTime).toBe('number');
    expect(logged[1]).toMatchObject({ reqId: second.headers['x-request-id'], res: { statusCode: 404 } });
    expect(lines.join('\n')).not.toContain('secret-reset-token');
  } finally {
    await app.close();
  }
});
