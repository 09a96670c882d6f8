import {
  AREA_UNKNOWN,
  CONFIRM_TOKEN_UNKNOWN,
  SUBSCRIBED,
  SUBSCRIPTION_CONFIRMED,
  UNSUBSCRIBE_TOKEN_UNKNOWN,
  UNSUBSCRIBED,
} from '@voterroll/contract/alerts-api';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { hashToken } from '../../auth/secrets';
import { accountWithSession } from '../../test-support/accounts';
import { AREAS, seedAreas } from '../../test-support/alert-areas';
import { logCollector, startSmtp } from '../../test-support/listeners';

let t: TestDatabase;
let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const log = logCollector();
beforeAll(async () => {
  t = await createTestDatabase();
  await seedAreas(t.db);
  smtp = await startSmtp();
  app = await buildApp({
    db: t.db,
    logger: { level: 'info', stream: log.stream },
    accounts: { smtpUrl: smtp.url, publicUrl: 'https://voterroll.example' },
  });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
  await t.drop();
});

const post = (url: string, payload: object, ip = '10.2.0.1') =>
  app.inject({ method: 'POST', url, payload, remoteAddress: ip });
const subscriber = (email: string, zone_hash?: string) => ({
  first_name: 'Ann',
  last_name: 'Lee',
  email,
  message: 'Alerts, please! (Kent)',
  ...(zone_hash ? { zone_hash } : {}),
});
const confirmLink = (text: string) =>
  /https:\/\/voterroll\.example\/subscribe\/confirm\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

it('subscribes with the spec’s limits, and rate limits a client', async () => {
  const tooLong = await post(
    '/api/subscribe',
    { first_name: 'A', last_name: 'B', email: `${'a'.repeat(40)}@example.org`, message: 'Hi' },
    '10.1.1.1',
  );
  expect(tooLong.json().message).toContain('Maximum 48 characters');
  const longComments = await post(
    '/api/subscribe',
    { first_name: 'A', last_name: 'B', email: 'a@example.org', message: 'x'.repeat(501) },
    '10.1.1.1',
  );
  expect(longComments.json().message).toContain('Maximum 500 characters');
  const ok = await post('/api/subscribe', subscriber('ann@example.org'), '10.1.1.1');
  expect(ok.json()).toEqual({ message: SUBSCRIBED });
  const statuses: number[] = [];
  for (let i = 0; i < 4; i++)
    statuses.push((await post('/api/subscribe', subscriber('ann@example.org'), '10.1.1.1')).statusCode);
  expect(statuses).toEqual([200, 200, 429, 429]);
});

it('takes the state, a county or a jurisdiction as the area, and nothing else', async () => {
  for (const zone of ['T-NOWHERE', AREAS.walkerPrecinct]) {
    const r = await post('/api/subscribe', subscriber('zed@example.org', zone), '10.2.1.1');
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ message: AREA_UNKNOWN });
  }
  const empty = await post('/api/subscribe', subscriber('zed@example.org', ' '), '10.2.1.2');
  expect(empty.statusCode).toBe(400);
  expect(empty.json().message).toContain('Choose the state, a county or a jurisdiction');
  const stored = await t.db.query(`select 1 from subscriptions where email = 'zed@example.org'`);
  expect(stored).toEqual([]);
  // No area named: the state.
  const mailed = smtp.nextMail('state@example.org');
  expect((await post('/api/subscribe', subscriber('state@example.org'), '10.2.1.3')).statusCode).toBe(200);
  expect((await mailed).text).toContain('unusual changes in the voter file for Michigan');
});

it('confirms an address once by the mailed link; an unknown or used token gets a clear message', async () => {
  const mailed = smtp.nextMail('bea@example.org');
  expect(
    (await post('/api/subscribe', subscriber('bea@example.org', AREAS.walker), '10.2.2.1')).statusCode,
  ).toBe(200);
  const mail = await mailed;
  expect(mail.subject).toBe('Please confirm your alerts');
  const token = confirmLink(mail.text);
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const [row] = await t.db.query<{
    confirm_token_hash: string;
    confirmed_at: string | null;
    zone_hash: string;
  }>(`select confirm_token_hash, confirmed_at, zone_hash from subscriptions where email = 'bea@example.org'`);
  expect(row).toMatchObject({ confirmed_at: null, zone_hash: AREAS.walker });
  expect(row?.confirm_token_hash).toMatch(/^[0-9a-f]{64}$/);
  expect(row?.confirm_token_hash).not.toContain(token);

  const ok = await post('/api/subscribe/confirm', { token }, '10.2.2.2');
  expect(ok.statusCode).toBe(200);
  expect(ok.json()).toEqual({ message: SUBSCRIPTION_CONFIRMED('CITY OF WALKER'), area: 'CITY OF WALKER' });
  const again = await post('/api/subscribe/confirm', { token }, '10.2.2.2');
  expect(again.statusCode).toBe(404);
  expect(again.json()).toEqual({ message: CONFIRM_TOKEN_UNKNOWN });
  const unknown = await post('/api/subscribe/confirm', { token: 'x'.repeat(43) }, '10.2.2.2');
  expect(unknown.json()).toEqual({ message: CONFIRM_TOKEN_UNKNOWN });
  const malformed = await post('/api/subscribe/confirm', { token: 'short' }, '10.2.2.2');
  expect(malformed.statusCode).toBe(400);
  expect(malformed.json().message).toContain('The link is incomplete');
  const none = await post('/api/subscribe/confirm', {}, '10.2.2.2');
  expect(none.statusCode).toBe(400);
  expect(none.json().message).toContain('The link has no token');

  // Subscribing again to a confirmed area mails nothing and answers the same.
  const before = smtp.mails.length;
  expect(
    (await post('/api/subscribe', subscriber('bea@example.org', AREAS.walker), '10.2.2.3')).json(),
  ).toEqual({
    message: SUBSCRIBED,
  });
  expect(smtp.mails.length).toBe(before);
  // The token is nowhere but in the mail: not in the log, not in the outbox, not stored.
  expect(log.text()).not.toContain(token);
  const outbox = await t.db.query('select 1 from outbox');
  expect(outbox).toEqual([]);
});

it('a confirmation link lasts 7 days; subscribing again a day later sends a new one, the old stops working', async () => {
  const first = smtp.nextMail('cal@example.org');
  await post('/api/subscribe', subscriber('cal@example.org', AREAS.kent), '10.2.3.1');
  const old = confirmLink((await first).text);
  // One confirmation mail a day to an address: a day later, subscribing again mails a new link.
  await t.db.query(
    `update subscription_confirm_mails set last_sent_at = now() - interval '25 hours' where email = 'cal@example.org'`,
  );
  const second = smtp.nextMail('cal@example.org');
  await post('/api/subscribe', subscriber('cal@example.org', AREAS.kent), '10.2.3.1');
  const fresh = confirmLink((await second).text);
  expect((await t.db.query(`select 1 from subscriptions where email = 'cal@example.org'`)).length).toBe(1);
  expect((await post('/api/subscribe/confirm', { token: old }, '10.2.3.2')).statusCode).toBe(404);
  await t.db.query(
    `update subscriptions set confirm_sent_at = now() - interval '8 days' where email = 'cal@example.org'`,
  );
  expect((await post('/api/subscribe/confirm', { token: fresh }, '10.2.3.2')).json()).toEqual({
    message: CONFIRM_TOKEN_UNKNOWN,
  });
});

it('unsubscribes by an alert’s token without signing in; an unknown token gets a clear message', async () => {
  const [s] = await t.db.query<{ id: number }>(
    `insert into subscriptions (name, email, message, zone_hash, confirmed_at)
     values ('Dee', 'dee@example.org', 'Hi', $1, now()) returning id`,
    [AREAS.ada],
  );
  const token = 'u'.repeat(43);
  await t.db.query(
    `insert into alert_deliveries (subscription_id, snapshot_date, status, unsubscribe_token_hash)
     values ($1, '2025-01-01', 'sent', $2)`,
    [s?.id, hashToken(token)],
  );
  const ok = await post('/api/unsubscribe', { token }, '10.2.4.1');
  expect(ok.statusCode).toBe(200);
  expect(ok.json()).toEqual({ message: UNSUBSCRIBED });
  // Twice is still done.
  expect((await post('/api/unsubscribe', { token }, '10.2.4.1')).json()).toEqual({ message: UNSUBSCRIBED });
  const [after] = await t.db.query<{ gone: boolean }>(
    'select unsubscribed_at is not null as gone from subscriptions where id = $1',
    [s?.id],
  );
  expect(after?.gone).toBe(true);
  const unknown = await post('/api/unsubscribe', { token: 'v'.repeat(43) }, '10.2.4.1');
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json()).toEqual({ message: UNSUBSCRIBE_TOKEN_UNKNOWN });
  expect((await post('/api/unsubscribe', { token: 'a b' }, '10.2.4.1')).statusCode).toBe(400);
});

it('lists each subscription with its area and whether it is confirmed, to the admins only', async () => {
  await t.db.query(
    `insert into subscriptions (name, email, message) values ('Old', 'old@example.org', 'Hi')`,
  );
  const admin = await accountWithSession(t.db, 'subs-admin', ['ROLE_SITE-ADMIN']);
  const clerk = await accountWithSession(t.db, 'subs-clerk', ['ROLE_CLERK'], { county: 'KENT' });
  const list = await app.inject({ url: '/api/subscriptions', headers: { 'x-access-token': admin.token } });
  expect(list.statusCode).toBe(200);
  const rows = list.json() as { email: string; area: string | null; status: string }[];
  const of = (email: string) => rows.find((r) => r.email === email);
  expect(of('bea@example.org')).toMatchObject({ area: 'CITY OF WALKER', status: 'confirmed' });
  expect(of('cal@example.org')).toMatchObject({ area: 'KENT', status: 'waiting' });
  expect(of('dee@example.org')).toMatchObject({ area: 'TOWNSHIP OF ADA', status: 'unsubscribed' });
  expect(of('state@example.org')).toMatchObject({ area: 'Michigan', status: 'waiting' });
  // A subscription from before the alerts had areas.
  expect(of('old@example.org')).toMatchObject({ area: null, status: 'waiting' });
  const refused = await app.inject({ url: '/api/subscriptions', headers: { 'x-access-token': clerk.token } });
  expect(refused.statusCode).toBe(403);
});
