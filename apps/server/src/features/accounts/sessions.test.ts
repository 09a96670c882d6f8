import { createHash } from 'node:crypto';
import {
  AREA_SET_BY_ADMIN,
  SIGNIN_FAILED,
  SIGNIN_THROTTLED,
  sessionUser,
} from '@voterroll/contract/accounts-api';
import { expect, it } from 'vitest';
import { accountWithSession } from '../../test-support/accounts';
import { appPerFile } from '../../test-support/app-per-file';
import { signinDelaySeconds } from './queries';

const s = appPerFile();

const signin = (username: string, password: string, ip = '10.0.0.1') =>
  s.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { username, password },
    remoteAddress: ip,
  });

it('signs in by username or e-mail, in any case, and answers the session user', async () => {
  const a = await accountWithSession(s.db, 'clerk', ['ROLE_CLERK'], { county: 'KENT' });
  await s.db.query(`update users set username = 'kentclerk' where id = $1`, [a.userId]);
  for (const login of ['kentclerk', 'KentClerk', a.username.toUpperCase()]) {
    const r = await signin(login, a.password);
    expect(r.statusCode).toBe(200);
    expect(sessionUser.parse(r.json())).toMatchObject({
      username: 'kentclerk',
      roles: ['ROLE_CLERK'],
      county: 'KENT',
    });
  }
  expect((await signin('kentclerk', '')).statusCode).toBe(400);
  expect((await signin('nobody', 'whatever')).json()).toEqual({ message: SIGNIN_FAILED });
});

it('throttles one client at one name with growing delays: the owner elsewhere passes, unknown names alike', async () => {
  const a = await accountWithSession(s.db, 'target', ['ROLE_DIGITAL-RESEARCHER']);
  const attacker = '10.0.1.1';
  for (let i = 0; i < 5; i++)
    expect((await signin(a.username, 'wrong', attacker)).json()).toEqual({ message: SIGNIN_FAILED });
  const throttled = await signin(a.username, a.password, attacker);
  expect(throttled.statusCode).toBe(429);
  expect(throttled.json()).toEqual({ message: SIGNIN_THROTTLED });
  // The owner, from another address, is not locked out.
  expect((await signin(a.username, a.password, '10.0.2.1')).statusCode).toBe(200);
  // An unknown name answers exactly as a known one: nothing tells which names exist.
  for (let i = 0; i < 5; i++)
    expect((await signin('nobody-here', 'wrong', attacker)).json()).toEqual({ message: SIGNIN_FAILED });
  const unknown = await signin('nobody-here', 'wrong', attacker);
  expect(unknown.statusCode).toBe(429);
  expect(unknown.json()).toEqual({ message: SIGNIN_THROTTLED });

  // Shared through the database (several servers), holding neither the name nor the address.
  const rows = await s.db.query<{ r: string }>(
    'select row_to_json(t)::text as r from signin_throttle t where failures >= 5',
  );
  expect(rows).toHaveLength(2);
  for (const { r } of rows) {
    expect(r).not.toContain('target');
    expect(r).not.toContain('nobody');
    expect(r).not.toContain('10.0.1.1');
  }
  // The wait doubles with each further failure: 1 s after the fifth, 2 s after the sixth.
  const waits = () =>
    s.db.query<{ failures: number; wait: number }>(
      `select failures, round(extract(epoch from blocked_until - last_failure_at))::int as wait
         from signin_throttle where failures >= 5 order by failures, wait`,
    );
  expect(await waits()).toEqual([
    { failures: 5, wait: 1 },
    { failures: 5, wait: 1 },
  ]);
  await s.db.query(`update signin_throttle set blocked_until = now() - interval '1 second'`);
  expect((await signin(a.username, 'wrong', attacker)).statusCode).toBe(401);
  expect((await waits()).at(-1)).toEqual({ failures: 6, wait: 2 });
  expect([5, 6, 7, 8, 20, 40].map(signinDelaySeconds)).toEqual([1, 2, 4, 8, 300, 300]);
  // Once the wait is over the right password passes and clears the count.
  await s.db.query(`update signin_throttle set blocked_until = now() - interval '1 second'`);
  expect((await signin(a.username, a.password, attacker)).statusCode).toBe(200);
  expect(await waits()).toHaveLength(1);
});

it('keys the throttle by an HMAC with the server’s own key, not a hash anyone can recompute', async () => {
  const a = await accountWithSession(s.db, 'guessed', ['ROLE_DIGITAL-RESEARCHER']);
  const ip = '10.0.3.1';
  expect((await signin(a.username, 'wrong', ip)).statusCode).toBe(401);
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
  const guesses = [a.username, a.username.toLowerCase(), `${a.username.toLowerCase()}\n${ip}`].map(sha256);
  const [row] = await s.db.query<{ key_hash: string }>(
    'select key_hash from signin_throttle where last_failure_at = (select max(last_failure_at) from signin_throttle)',
  );
  expect(row?.key_hash).toMatch(/^[0-9a-f]{64}$/);
  expect(guesses).not.toContain(row?.key_hash);
  // The same name and address meet the same row (the count goes on), another address another.
  expect((await signin(a.username.toUpperCase(), 'wrong', ip)).statusCode).toBe(401);
  const counts = await s.db.query<{ failures: number }>(
    'select failures from signin_throttle where key_hash = $1',
    [row?.key_hash],
  );
  expect(counts).toEqual([{ failures: 2 }]);
});

it('rate limits sign-in attempts from one client address', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 22; i++) statuses.push((await signin(`nobody-${i}`, 'x', '10.9.9.9')).statusCode);
  expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
  expect(statuses.at(-1)).toBe(429);
});

it('deactivating my account needs my password and ends my sessions', async () => {
  const a = await accountWithSession(s.db, 'leaver', ['ROLE_ELECTION-PATRIOT']);
  const headers = { 'x-access-token': a.token };
  const wrong = await s.app.inject({
    method: 'POST',
    url: '/api/auth/deactivate',
    payload: { password: 'no' },
    headers,
  });
  expect(wrong.statusCode).toBe(400);
  const done = await s.app.inject({
    method: 'POST',
    url: '/api/auth/deactivate',
    payload: { password: a.password },
    headers,
  });
  expect(done.statusCode).toBe(200);
  expect((await s.app.inject({ url: '/api/auth/check-session', headers })).statusCode).toBe(401);
  expect((await signin(a.username, a.password, '10.0.3.1')).statusCode).toBe(403);
});

it('updates the group (then the session ends); the area stays the administrator’s to change', async () => {
  const a = await accountWithSession(s.db, 'mover', ['ROLE_ELECTION-PATRIOT'], { county: 'KENT' });
  const headers = { 'x-access-token': a.token };
  const update = (payload: object) =>
    s.app.inject({ method: 'POST', url: '/api/auth/update-profile', payload, headers });
  const moved = await update({ group: 'TTV', county: 'WAYNE', jurisdiction: 'ALL' });
  expect(moved.statusCode).toBe(403);
  expect(moved.json()).toEqual({ message: AREA_SET_BY_ADMIN });
  const missing = await update({ group: 'TTV', county: 'KENT' });
  expect(missing.json().message).toContain('Jurisdiction is required');
  const done = await update({ group: 'TTV', county: 'kent', jurisdiction: 'ALL' });
  expect(done.json()).toEqual({ message: 'Success' });
  expect((await s.app.inject({ url: '/api/auth/check-session', headers })).statusCode).toBe(401);
  const [row] = await s.db.query<{ group_code: string }>('select group_code from users where id = $1', [
    a.userId,
  ]);
  expect(row?.group_code).toBe('TTV');
});
