import { CONTACT_THANKS } from '@voterroll/contract/contact-api';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { accountWithSession } from '../../test-support/accounts';
import { logCollector } from '../../test-support/listeners';

let t: TestDatabase;
let app: FastifyInstance;
const log = logCollector();
beforeAll(async () => {
  t = await createTestDatabase();
  // No SMTP server and no SMS gateway: the offline delivery (outbox table and server log).
  app = await buildApp({ db: t.db, logger: { level: 'info', stream: log.stream } });
});
afterAll(async () => {
  await app.close();
  await t.drop();
});

const post = (url: string, payload: object, ip = '10.1.0.1') =>
  app.inject({ method: 'POST', url, payload, remoteAddress: ip });

it('stores a contact message, with the spec’s checks, for administrators to read', async () => {
  const bad = await post('/api/contactus', {
    name: 'Robert <script>',
    email: 'bob@example.org',
    message: 'Hello.',
  });
  expect(bad.statusCode).toBe(400);
  expect(
    (await post('/api/contactus', { name: 'Bob', email: 'not-mail', message: 'Hello.' })).json().message,
  ).toContain('Invalid email');
  const ok = await post('/api/contactus', {
    name: 'Bob Smith',
    email: 'bob@example.org',
    message: 'Hello, a question: when, please.',
  });
  expect(ok.json()).toEqual({ message: CONTACT_THANKS });
  const admin = await accountWithSession(t.db, 'admin', ['ROLE_SITE-ADMIN']);
  const list = await app.inject({ url: '/api/messages', headers: { 'x-access-token': admin.token } });
  expect(list.json()).toMatchObject([
    {
      name: 'Bob Smith',
      email: 'bob@example.org',
      message: 'Hello, a question: when, please.',
      row_number: 1,
    },
  ]);
  const patriot = await accountWithSession(t.db, 'patriot', ['ROLE_ELECTION-PATRIOT']);
  expect(
    (await app.inject({ url: '/api/messages', headers: { 'x-access-token': patriot.token } })).statusCode,
  ).toBe(403);
});

it('without a gateway, a text code is delivered to the outbox and the log (and nowhere else)', async () => {
  const sent = await post('/api/auth/mfa-send-text', { my_phone_number: '6165550100' }, '10.1.2.1');
  expect(sent.statusCode).toBe(200);
  const [text] = await t.db.query<{ body: string }>(
    `select body from outbox where channel = 'sms' and recipient = '6165550100'`,
  );
  const code = /\b(\d{6})\b/.exec(text?.body ?? '')?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  expect(log.text()).toContain(code);
  const [stored] = await t.db.query<{ code_hash: string }>('select code_hash from verification_codes');
  expect(stored?.code_hash).toMatch(/^scrypt\$/);
  const verified = await post(
    '/api/auth/mfa-verify-text',
    { my_phone_number: '6165550100', sms_code: code },
    '10.1.2.1',
  );
  expect(verified.json().message.status).toBe('Success');
});

it('limits texts per phone', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 4; i++)
    statuses.push(
      (await post('/api/auth/mfa-send-text', { my_phone_number: '6165550199' }, `10.1.3.${i}`)).statusCode,
    );
  expect(statuses).toEqual([200, 200, 200, 429]);
});
