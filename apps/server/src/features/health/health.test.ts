import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app';

let t: TestDatabase;
let app: FastifyInstance;
let base: string;
beforeAll(async () => {
  t = await createTestDatabase();
  app = await buildApp({ db: t.db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
});
afterAll(async () => {
  await app.close();
  await t.drop();
});

// What matters is that the check does not queue behind the database (PGlite runs one query at a
// time): it is answered while the long query is still running. A wall-clock bound failed on a busy
// machine (131 ms) and measured the machine, not the server.
it('answers a health check while a long query still runs', async () => {
  // A first request pays once for loading the HTTP client and compiling the route: not what is measured.
  expect((await fetch(`${base}/api/health`)).status).toBe(200);
  let settled = false;
  const long = t.db
    .query<{ n: number }>('select count(*) as n from generate_series(1, 10000000) g where g % 7 = 0')
    .finally(() => {
      settled = true;
    });
  await new Promise((r) => setTimeout(r, 100));
  const response = await fetch(`${base}/api/health`);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok', engine: t.db.engine });
  expect(settled).toBe(false);
  expect((await long)[0]?.n).toBe(1428571);
});

it('answers unknown endpoints with a 404 message', async () => {
  const response = await fetch(`${base}/api/no-such-thing`);
  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({ message: 'No such endpoint: GET /api/no-such-thing' });
});

it('tells ready from alive: a schema behind the code or no published file is not ready', async () => {
  const ready = () => fetch(`${base}/api/health/ready`);
  const before = await ready();
  expect(before.status).toBe(503);
  expect(before.headers.get('etag')).toBeNull();
  expect(await before.json()).toMatchObject({
    status: 'not ready',
    snapshot: null,
    problems: ['No voter file is published yet: load one with voterroll ingest.'],
  });

  await t.db.query(`insert into snapshots (snapshot_date, status) values ('2025-10-01', 'ready')`);
  const after = await ready();
  expect(after.status).toBe(200);
  const body = (await after.json()) as { schemaVersion: number; codeSchemaVersion: number };
  expect(body).toMatchObject({ status: 'ready', snapshot: '2025-10-01', problems: [] });
  expect(body.schemaVersion).toBe(body.codeSchemaVersion);

  // A database one migration behind this code: the operator is told what to do.
  const newest = body.codeSchemaVersion;
  const [removed] = await t.db.query<{ name: string }>(
    'select name from schema_migrations where version = $1',
    [newest],
  );
  await t.db.query('delete from schema_migrations where version = $1', [newest]);
  try {
    const behind = await ready();
    expect(behind.status).toBe(503);
    expect(((await behind.json()) as { problems: string[] }).problems[0]).toMatch(
      /schema is at migration \d+, this server's code at \d+/,
    );
    // The liveness probe is unaffected: the process answers.
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  } finally {
    await t.db.query('insert into schema_migrations (version, name) values ($1, $2)', [
      newest,
      removed?.name,
    ]);
  }
});
