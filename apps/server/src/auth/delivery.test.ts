import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { logCollector, startSmsGateway, startSmtp } from '../test-support/listeners';
import { createDelivery } from './delivery';

/**
 * What the log learns of each message: that it went, its subject and a message id (or, offline,
 * the outbox row), never the address or phone it went to, and over SMTP or the gateway never its
 * body (a reset link's token, a phone code). Sent through a real SMTP server and HTTP gateway.
 */

let t: TestDatabase;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let sms: Awaited<ReturnType<typeof startSmsGateway>>;

beforeAll(async () => {
  t = await createTestDatabase();
  smtp = await startSmtp();
  sms = await startSmsGateway();
});

afterAll(async () => {
  await smtp?.close();
  await sms?.close();
  await t?.drop();
});

const TO = 'Ann.Lee@example.org';
const PHONE = '6165550142';
const TOKEN = 'tok_Xq9-secret-link-token';
const CODE = '804213';
const mail = {
  to: TO,
  subject: 'Reset your Voter Roll Integrity password',
  text: `Open https://voterroll.example/reset-password?token=${TOKEN}&username=annlee\n`,
};

function deliveryLogging(o: { smtpUrl?: string; smsGatewayUrl?: string }) {
  const log = logCollector();
  const logger = Fastify({ logger: { level: 'info', stream: log.stream } }).log;
  return { log, delivery: createDelivery(t.db, logger, o) };
}

it('logs a mail and a text sent over SMTP and the gateway without the recipient or the body', async () => {
  const { log, delivery } = deliveryLogging({ smtpUrl: smtp.url, smsGatewayUrl: sms.url });
  await delivery.sendMail(mail);
  await delivery.sendText(PHONE, `Your Voter Roll Integrity verification code is ${CODE}.`);
  delivery.close();
  expect(smtp.mails.filter((m) => m.to.includes(TO))).toHaveLength(1); // it went
  expect(sms.texts.filter((x) => x.to === PHONE)).toHaveLength(1);
  expect(log.text().toLowerCase()).not.toContain('ann.lee');
  expect(log.text()).not.toContain(PHONE);
  expect(log.text()).not.toContain(TOKEN);
  expect(log.text()).not.toContain(CODE);
  const [sent] = log
    .text()
    .split('\n')
    .filter((line) => line.includes('mail sent over SMTP'))
    .map((line) => JSON.parse(line) as { mail: { subject: string; messageId: string } });
  expect(sent?.mail.subject).toBe(mail.subject);
  expect(sent?.mail.messageId).toMatch(/^<.+>$/);
  expect(log.text()).toContain('text sent through the gateway');
});

it('offline, names the outbox row in the log and not the recipient (the row holds it)', async () => {
  const { log, delivery } = deliveryLogging({});
  await delivery.sendMail(mail);
  await delivery.sendText(PHONE, `Your Voter Roll Integrity verification code is ${CODE}.`);
  const rows = await t.db.query<{ id: number; recipient: string }>(
    'select id, recipient from outbox order by id',
  );
  expect(rows.map((r) => r.recipient)).toEqual([TO, PHONE]);
  expect(log.text().toLowerCase()).not.toContain('ann.lee');
  expect(log.text()).not.toContain(PHONE);
  // Offline the log is a delivery channel (warned of outside demo mode): it keeps the body.
  for (const r of rows) expect(log.text()).toContain(`"id":"${r.id}"`);
  expect(log.text()).toContain(CODE);
});
