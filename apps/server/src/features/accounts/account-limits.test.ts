import {
  RESET_REQUESTED,
  SIGNIN_FAILED,
  SIGNIN_THROTTLED,
  SIGNIN_UNKNOWN_NAME,
} from '@voterroll/contract/accounts-api';
import { expect, it } from 'vitest';
import { accountWithSession } from '../../test-support/accounts';
import { appWithSmtpPerFile } from '../../test-support/app-with-smtp';
import { ACCOUNT_FREE_FAILURES } from './account-ceiling';

/**
 * The limits per account that hold whichever clients ask (issue 36): reset mails, failed sign-ins,
 * and what the audit log keeps of a sign-in's name. Mails are read from a real SMTP server.
 */

const s = appWithSmtpPerFile();

const post = (url: string, payload: object, ip: string) =>
  s.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
const signin = (username: string, password: string, ip: string) =>
  post('/api/auth/signin', { username, password }, ip);
const mailsTo = (to: string) => s.smtp.mails.filter((m) => m.to.includes(to)).length;

it('mails at most 3 reset links an hour to one account, however many clients ask', async () => {
  const a = await accountWithSession(s.db, 'flooded', ['ROLE_DIGITAL-RESEARCHER']);
  const answers = await Promise.all(
    Array.from({ length: 8 }, (_, i) =>
      post('/api/auth/requestResetPassword', { email: a.username }, `10.5.0.${i + 1}`),
    ),
  );
  // Every client gets the same answer, the ones over the cap too.
  for (const r of answers) expect(r.json()).toEqual({ message: RESET_REQUESTED });
  await expect.poll(() => mailsTo(a.username), { timeout: 10_000 }).toBe(3);
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(mailsTo(a.username)).toBe(3);
  const [links] = await s.db.query<{ n: number }>(
    'select count(*)::int as n from password_resets where user_id = $1',
    [a.userId],
  );
  expect(links?.n).toBe(3);
});

it('slows, never locks, an account after many failed sign-ins from many clients, name and e-mail as one', async () => {
  const a = await accountWithSession(s.db, 'ceiling', ['ROLE_DIGITAL-RESEARCHER']);
  await s.db.query(`update users set username = 'ceilinguser' where id = $1`, [a.userId]);
  // Each client stays under its own throttle (5 failures): 10 clients, by name and e-mail in turn.
  for (let i = 0; i < ACCOUNT_FREE_FAILURES; i++) {
    const r = await signin(i % 2 ? 'ceilinguser' : a.username, 'wrong', `10.6.${Math.floor(i / 4)}.1`);
    expect(r.json()).toEqual({ message: SIGNIN_FAILED });
  }
  // A new client, even with the right password, waits: the account is slowed.
  const slowed = await signin('ceilinguser', a.password, '10.6.99.1');
  expect(slowed.statusCode).toBe(429);
  expect(slowed.json()).toEqual({ message: SIGNIN_THROTTLED });
  // An unknown name is slowed exactly alike: nothing tells which names exist.
  for (let i = 0; i < ACCOUNT_FREE_FAILURES; i++)
    await signin('nobody-at-all', 'wrong', `10.7.${Math.floor(i / 4)}.1`);
  expect((await signin('nobody-at-all', 'wrong', '10.7.99.1')).json()).toEqual({ message: SIGNIN_THROTTLED });
  // Once the wait is over the right password passes: never locked.
  await s.db.query(`update signin_account_throttle set blocked_until = now() - interval '1 second'`);
  expect((await signin(a.username, a.password, '10.6.99.2')).statusCode).toBe(200);
});

it('records the account, never the name as typed, in the sign-in audit', async () => {
  const a = await accountWithSession(s.db, 'audited', ['ROLE_DIGITAL-RESEARCHER']);
  const typedPassword = 'Tr0ub4dor&3-typed-as-name';
  expect((await signin(typedPassword, 'anything', '10.8.0.1')).statusCode).toBe(401);
  expect((await signin(a.username.toUpperCase(), 'wrong', '10.8.0.1')).statusCode).toBe(401);
  const rows = await s.db.query<{ subject: string; detail: { user_id?: number; reason: string } }>(
    `select subject, detail from audit_log where event = 'signin.failure' and ip = '10.8.0.1' order by id`,
  );
  expect(rows).toEqual([
    { subject: SIGNIN_UNKNOWN_NAME, detail: expect.objectContaining({ reason: 'unknown account' }) },
    { subject: a.username, detail: expect.objectContaining({ reason: 'wrong password', user_id: a.userId }) },
  ]);
  const [dump] = await s.db.query<{ all: string }>(
    'select string_agg(row_to_json(l)::text, chr(10)) as all from audit_log l',
  );
  expect(dump?.all).not.toContain(typedPassword);
  expect(dump?.all).not.toContain(a.username.toUpperCase());
});
