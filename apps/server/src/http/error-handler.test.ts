import { FIELD_REQUIRED } from '@voterroll/contract/accounts-api';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { SERVER_ERROR_MESSAGE } from './error-handler';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

it('answers an unexpected failure with the 500 page words and a request id, logged once with its stack', async () => {
  const lines: string[] = [];
  const app = await buildApp({
    db: t.db,
    logger: { level: 'info', stream: { write: (l) => lines.push(l) } },
  });
  // A route failing as a bug would: a message that must not leave the server.
  app.get('/api/test-failure', { config: { access: 'public' } }, async () => {
    throw new Error('relation "users" secret detail at /srv/app/queries.ts:12');
  });
  try {
    const res = await app.inject({ method: 'GET', url: '/api/test-failure' });
    expect(res.statusCode).toBe(500);
    const body = res.json<{ message: string; request_id: string }>();
    expect(body).toEqual({ message: SERVER_ERROR_MESSAGE, request_id: res.headers['x-request-id'] });
    expect(res.body).not.toMatch(/secret|queries\.ts|stack|relation/);

    const errors = lines.map((l) => JSON.parse(l)).filter((l) => l.level >= 50);
    expect(errors).toHaveLength(1);
    expect(errors[0].reqId).toBe(body.request_id);
    expect(errors[0].err.stack).toContain('secret detail');
  } finally {
    await app.close();
  }
});

it('logs a database error without the row it quotes: no detail, no address', async () => {
  const lines: string[] = [];
  const app = await buildApp({
    db: t.db,
    logger: { level: 'info', stream: { write: (l) => lines.push(l) } },
  });
  await t.db.query('create table if not exists error_log_probe (email text primary key)');
  await t.db.query(`insert into error_log_probe values ('pat.neighbor@example.org') on conflict do nothing`);
  // A bug that breaks a unique key: PostgreSQL's detail reads "Key (email)=(pat.neighbor@...)".
  app.get('/api/test-db-failure', { config: { access: 'public' } }, async () => {
    await t.db.query(`insert into error_log_probe values ('pat.neighbor@example.org')`);
    return {};
  });
  // A cast of what someone typed: the message itself quotes it.
  app.get('/api/test-cast-failure', { config: { access: 'public' } }, async () => {
    await t.db.query(`select 'pat.neighbor@example.org'::int`);
    return {};
  });
  try {
    for (const url of ['/api/test-db-failure', '/api/test-cast-failure']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(500);
    }
    const errors = lines.map((l) => JSON.parse(l)).filter((l) => l.level >= 50);
    expect(errors).toHaveLength(2);
    expect(errors[0].err.code).toBe('23505');
    expect(errors[0].err.message).toContain('error_log_probe_pkey');
    expect(errors[1].err.code).toBe('22P02');
    expect(errors[1].err.message).toContain('[address]');
    expect(lines.join('\n')).not.toContain('pat.neighbor');
  } finally {
    await app.close();
  }
});

it('still answers bad input with 400 and its message, not a 500', async () => {
  const app = await buildApp({ db: t.db });
  try {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/JSON/);
  } finally {
    await app.close();
  }
});

it('answers a refused field with its message in words, not the path of the field', async () => {
  const app = await buildApp({ db: t.db });
  try {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { username: '', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: FIELD_REQUIRED });
  } finally {
    await app.close();
  }
});
