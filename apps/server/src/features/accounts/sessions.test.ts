import {
  ACCOUNT_LOCKED,
  AREA_SET_BY_ADMIN,
  SIGNIN_FAILED,
  sessionUser,
} from '@voterroll/contract/accounts-api';
import { expect, it } from 'vitest';
import { accountWithSession } from '../../test-support/accounts';
import { appPerFile } from '../../test-support/app-per-file';

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

it('locks an account after five wrong passwords, even for the right one, and says so', async () => {
  const a = await accountWithSession(s.db, 'target', ['ROLE_DIGITAL-RESEARCHER']);
  for (let i = 0; i < 4; i++)
    expect((await signin(a.username, 'wrong', `10.0.1.${i}`)).json()).toEqual({ message: SIGNIN_FAILED });
  const fifth = await signin(a.username, 'wrong', '10.0.1.9');
  expect(fifth.statusCode).toBe(423);
  expect(fifth.json()).toEqual({ message: ACCOUNT_LOCKED(15) });
  const right = await signin(a.username, a.password, '10.0.2.1');
  expect(right.statusCode).toBe(423);
  const [row] = await s.db.query<{ n: number }>(
    `select count(*)::int as n from audit_log where event = 'signin.locked' and subject = $1`,
    [a.username],
  );
  expect(row?.n).toBe(1);
  await s.db.query(`update users set locked_until = now() - interval '1 second' where id = $1`, [a.userId]);
  expect((await signin(a.username, a.password, '10.0.2.2')).statusCode).toBe(200);
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
