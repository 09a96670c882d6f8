import { RESET_REQUESTED } from '@voterroll/contract/accounts-api';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { accountWithSession } from '../../test-support/accounts';
import { startSmtp } from '../../test-support/listeners';

/**
 * The limits per account that hold whichever clients ask (issue 36): reset mails, failed sign-ins,
 * and what the audit log keeps of a sign-in's name. Mails are read from a real SMTP server.
 */

let t: TestDatabase;
let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtp>>;

beforeAll(async () => {
  t = await createTestDatabase();
  smtp = await startSmtp();
  app = await buildApp({ db: t.db, accounts: { smtpUrl: smtp.url, publicUrl: 'https://voterroll.example' } });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
  await t.drop();
});

const post = (url: string, payload: object, ip: string) =>
  app.inject({ method: 'POST', url, payload, remoteAddress: ip });
const mailsTo = (to: string) => smtp.mails.filter((m) => m.to.includes(to)).length;

it('mails at most 3 reset links an hour to one account, however many clients ask', async () => {
  const a = await accountWithSession(t.db, 'flooded', ['ROLE_DIGITAL-RESEARCHER']);
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
  const [links] = await t.db.query<{ n: number }>(
    'select count(*)::int as n from password_resets where user_id = $1',
    [a.userId],
  );
  expect(links?.n).toBe(3);
});
