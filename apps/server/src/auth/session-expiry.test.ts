import { SESSION_EXPIRED_MESSAGE } from '@voterroll/contract/policies';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { accountWithSession } from '../test-support/accounts';
import { hashToken } from './secrets';

// A policy of its own, so the test shows the settings are read, not the defaults.
const sessions = { maxHours: 2, idleMinutes: 10 };
let t: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestDatabase();
  app = await buildApp({ db: t.db, sessions });
});
afterAll(async () => {
  await app.close();
  await t.drop();
});

async function signIn(name: string): Promise<string> {
  const { username, password } = await accountWithSession(t.db, name, ['ROLE_DIGITAL-RESEARCHER']);
  const res = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username, password } });
  expect(res.statusCode).toBe(200);
  return res.json<{ accessToken: string }>().accessToken;
}

const check = (token: string) =>
  app.inject({ method: 'GET', url: '/api/auth/check-session', headers: { 'x-access-token': token } });

/** Moves a session's clock: when it was last used, and when it ends. */
const setSession = (token: string, column: 'last_seen_at' | 'expires_at', minutesFromNow: number) =>
  t.db.query(`update sessions set ${column} = now() + make_interval(mins => $2) where token_hash = $1`, [
    hashToken(token),
    minutesFromNow,
  ]);

it('reads SESSION_MAX_HOURS and SESSION_IDLE_MINUTES, with defaults', () => {
  expect(readConfig({}).sessions).toEqual({ maxHours: 8, idleMinutes: 30 });
  expect(readConfig({ SESSION_MAX_HOURS: '12', SESSION_IDLE_MINUTES: '15' }).sessions).toEqual({
    maxHours: 12,
    idleMinutes: 15,
  });
  expect(() => readConfig({ SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES "0"/);
});

it('ends a session at its absolute expiry, SESSION_MAX_HOURS after sign-in, however much it is used', async () => {
  const token = await signIn('absolute');
  const [row] = await t.db.query<{ hours: number }>(
    `select round(extract(epoch from expires_at - created_at) / 3600)::int as hours from sessions where token_hash = $1`,
    [hashToken(token)],
  );
  expect(row?.hours).toBe(2);
  expect((await check(token)).statusCode).toBe(200);
  await setSession(token, 'expires_at', -1);
  const res = await check(token);
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ message: SESSION_EXPIRED_MESSAGE });
});

it('ends a session left idle longer than SESSION_IDLE_MINUTES', async () => {
  const token = await signIn('idle');
  await setSession(token, 'last_seen_at', -11);
  expect((await check(token)).statusCode).toBe(401);
});

it('keeps a session in use alive: each use (recorded once a minute) restarts the idle clock', async () => {
  const token = await signIn('active');
  await setSession(token, 'last_seen_at', -9);
  expect((await check(token)).statusCode).toBe(200);
  const [seen] = await t.db.query<{ recent: boolean }>(
    `select last_seen_at > now() - interval '1 minute' as recent from sessions where token_hash = $1`,
    [hashToken(token)],
  );
  expect(seen?.recent).toBe(true);
  // Nine minutes after that use it is still within ten idle minutes.
  await setSession(token, 'last_seen_at', -9);
  expect((await check(token)).statusCode).toBe(200);
});

it('keeps the idle clock running on public calls, which never revive an ended session', async () => {
  const health = (token: string) => app.inject({ url: '/api/health', headers: { 'x-access-token': token } });
  const recent = async (token: string) =>
    (
      await t.db.query<{ recent: boolean }>(
        `select last_seen_at > now() - interval '1 minute' as recent from sessions where token_hash = $1`,
        [hashToken(token)],
      )
    )[0]?.recent;
  const token = await signIn('public-use');
  await setSession(token, 'last_seen_at', -9);
  expect((await health(token)).statusCode).toBe(200);
  expect(await recent(token)).toBe(true);
  const idle = await signIn('public-idle');
  await setSession(idle, 'last_seen_at', -11);
  expect((await health(idle)).statusCode).toBe(200);
  expect(await recent(idle)).toBe(false);
  expect((await check(idle)).statusCode).toBe(401);
});
