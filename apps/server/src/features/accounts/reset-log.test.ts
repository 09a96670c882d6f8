import { RESET_REQUESTED, SIGNIN_UNKNOWN_NAME } from '@voterroll/contract/accounts-api';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { accountWithSession } from '../../test-support/accounts';
import { logCollector, startSmtp } from '../../test-support/listeners';
import { RESETS_WAITING_PER_ACCOUNT } from './queries';

/**
 * A reset mail that fails after the answer (a real SMTP server refusing the recipient, quoting the
 * address as real ones do) is logged once, without the address or the link; the audit of a request
 * names the account, never the address typed.
 */

let t: TestDatabase;
let smtp: Awaited<ReturnType<typeof startSmtp>>;

beforeAll(async () => {
  t = await createTestDatabase();
  smtp = await startSmtp();
});

afterAll(async () => {
  await smtp?.close();
  await t?.drop();
});

it('logs a reset mail refused after the answer once, without the address or the link', async () => {
  const { username: email } = await accountWithSession(t.db, 'gone.mailbox', []);
  smtp.refused.add(email);
  const log = logCollector();
  const app = await buildApp({
    db: t.db,
    logger: { level: 'info', stream: log.stream },
    accounts: { smtpUrl: smtp.url, publicUrl: 'https://voterroll.example' },
  });
  try {
    const r = await app.inject({
      method: 'POST',
      url: '/api/auth/requestResetPassword',
      payload: { email },
      remoteAddress: '10.36.0.1',
    });
    expect(r.json()).toEqual({ message: RESET_REQUESTED });
    await app.afterReply.settled();
  } finally {
    await app.close();
  }
  const failures = log
    .text()
    .split('\n')
    .filter((line) => line.includes('a password reset request failed'));
  expect(failures).toHaveLength(1);
  expect(failures[0]).toContain('no such mailbox'); // the refusal itself is there
  expect(log.text().toLowerCase()).not.toContain('gone.mailbox');
  expect(log.text()).not.toMatch(/token=/);
});

it('takes back a reset link whose mail was refused: it keeps no place among the waiting links', async () => {
  const { userId, username: email } = await accountWithSession(t.db, 'full.mailbox', []);
  const app = await buildApp({
    db: t.db,
    accounts: { smtpUrl: smtp.url, publicUrl: 'https://voterroll.example' },
  });
  const request = async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/api/auth/requestResetPassword',
      payload: { email },
      remoteAddress: '10.36.2.1',
    });
    expect(r.json()).toEqual({ message: RESET_REQUESTED });
    await app.afterReply.settled();
  };
  const waiting = async () =>
    (
      await t.db.query<{ n: number }>(
        'select count(*)::int as n from password_resets where user_id = $1 and used_at is null',
        [userId],
      )
    )[0]!.n;
  try {
    // Three refused while the mailbox is full: no link waits.
    smtp.refused.add(email);
    for (let i = 0; i < RESETS_WAITING_PER_ACCOUNT; i++) await request();
    expect(await waiting()).toBe(0);
    // Once it takes mail again, the next request is mailed, not refused as the fourth in the hour.
    smtp.refused.delete(email);
    await request();
    expect(await waiting()).toBe(1);
    expect(smtp.mails.filter((m) => m.to.includes(email))).toHaveLength(1);
  } finally {
    await app.close();
  }
});

it('audits a reset request by the account, and one for an unknown address without the address', async () => {
  const { userId, username } = await accountWithSession(t.db, 'audited.reset', []);
  const app = await buildApp({
    db: t.db,
    accounts: { smtpUrl: smtp.url, publicUrl: 'https://voterroll.example' },
  });
  try {
    for (const [email, ip] of [
      ['Stranger.Person@example.net', '10.36.1.1'],
      [username.toUpperCase(), '10.36.1.2'],
    ] as const) {
      const r = await app.inject({
        method: 'POST',
        url: '/api/auth/requestResetPassword',
        payload: { email },
        remoteAddress: ip,
      });
      expect(r.json()).toEqual({ message: RESET_REQUESTED });
    }
    await app.afterReply.settled();
  } finally {
    await app.close();
  }
  const rows = await t.db.query<{ subject: string; detail: object }>(
    `select subject, detail from audit_log where event = 'password.reset-requested' and ip like '10.36.1.%' order by subject`,
  );
  expect(rows).toEqual([
    { subject: SIGNIN_UNKNOWN_NAME, detail: { found: false } },
    { subject: username, detail: { found: true, user_id: userId } },
  ]);
  const all = await t.db.query<{ r: string }>('select row_to_json(a)::text as r from audit_log a');
  expect(
    all
      .map((x) => x.r)
      .join('\n')
      .toLowerCase(),
  ).not.toContain('stranger.person');
});
