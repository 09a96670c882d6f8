import { SUBSCRIBE_NAME_LETTERS, SUBSCRIBED } from '@voterroll/contract/alerts-api';
import { SMTPServer } from 'smtp-server';
import { expect, it } from 'vitest';
import { buildApp } from '../../app';
import { AREAS, seedAreas } from '../../test-support/alert-areas';
import { appWithSmtpPerFile } from '../../test-support/app-with-smtp';
import { logCollector } from '../../test-support/listeners';

/**
 * POST /api/subscribe as spec 1 section 7 calls it (`name`, `email`, `message`), under the form's
 * rule for names; and the work after the answer, whose failure is logged once without the address
 * or the link (issue 36). Mails are read from a real SMTP server.
 */

const s = appWithSmtpPerFile(seedAreas);

const post = (payload: object, ip: string) =>
  s.app.inject({ method: 'POST', url: '/api/subscribe', payload, remoteAddress: ip });
const storedNames = (email: string) =>
  s.db
    .query<{ name: string }>(`select name from subscriptions where email = $1`, [email])
    .then((rows) => rows.map((r) => r.name));

it('takes the spec’s one name, stores and greets it as first and last joined', async () => {
  const mailed = s.smtp.nextMail('spec@example.org');
  const r = await post({ name: "Mary Ann O'Neil", email: 'spec@example.org', message: 'Hi' }, '10.45.0.1');
  expect(r.statusCode).toBe(200);
  expect(r.json()).toEqual({ message: SUBSCRIBED });
  expect((await mailed).text.split('\n')[0]).toBe("Hello Mary Ann O'Neil,");
  expect(await storedNames('spec@example.org')).toEqual(["Mary Ann O'Neil"]);
});

it('refuses a name against the form’s rule with the form’s message, and mails nothing', async () => {
  const who = 'spec-bad@example.org';
  for (const [name, message] of [
    ['Ann\nClick here', SUBSCRIBE_NAME_LETTERS],
    ['Ann Lee\r\nBcc: x@example.org', SUBSCRIBE_NAME_LETTERS],
    ['Ann http://evil.example/win', SUBSCRIBE_NAME_LETTERS],
    [`Ann ${'L'.repeat(41)}`, 'Maximum 40 characters'],
    ['Ann', 'Required'],
  ] as const) {
    const r = await post({ name, email: who, message: 'Hi', zone_hash: AREAS.kent }, '10.46.0.1');
    expect(r.statusCode, name).toBe(400);
    expect(r.json().message, name).toContain(message);
  }
  // Beside the form's two names, a bad `name` is refused as well.
  const both = await post(
    { first_name: 'Ann', last_name: 'Lee', name: 'Ann\nLee', email: who, zone_hash: AREAS.kent },
    '10.46.0.2',
  );
  expect(both.statusCode).toBe(400);
  expect(both.json().message).toContain(SUBSCRIBE_NAME_LETTERS);
  await s.app.afterReply.settled();
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(s.smtp.mails.filter((m) => m.to.includes(who))).toEqual([]);
  expect(await storedNames(who)).toEqual([]);
});

it('logs a failure after the answer once, without the address or the link', async () => {
  const who = 'nobody-here@example.org';
  // A mail server that refuses the recipient, quoting the address as real ones do.
  const refusing = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      callback(
        Object.assign(new Error(`5.1.1 <${address.address}>: no such mailbox`), { responseCode: 550 }),
      );
    },
  });
  await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
  const { port } = refusing.server.address() as { port: number };
  const log = logCollector();
  const app = await buildApp({
    db: s.db,
    logger: { level: 'info', stream: log.stream },
    accounts: { smtpUrl: `smtp://127.0.0.1:${port}`, publicUrl: 'https://voterroll.example' },
  });
  try {
    const r = await app.inject({
      method: 'POST',
      url: '/api/subscribe',
      payload: { first_name: 'Ann', last_name: 'Lee', email: who, zone_hash: AREAS.ingham },
      remoteAddress: '10.47.0.1',
    });
    expect(r.json()).toEqual({ message: SUBSCRIBED });
    await app.afterReply.settled();
  } finally {
    await app.close();
    await new Promise<void>((resolve) => refusing.close(() => resolve()));
  }
  const failures = log
    .text()
    .split('\n')
    .filter((line) => line.includes('a subscription failed'));
  expect(failures).toHaveLength(1);
  expect(failures[0]).toContain('no such mailbox');
  expect(log.text().toLowerCase()).not.toContain('nobody-here');
  expect(log.text()).not.toMatch(/token=|confirm_token/);
  // The link never delivered is void (the address may ask again), and no hash is in the log.
  const rows = await s.db.query<{ h: string | null }>(
    `select confirm_token_hash as h from subscriptions where email = $1`,
    [who],
  );
  expect(rows).toEqual([{ h: null }]);
  expect(log.text()).not.toMatch(/\b[0-9a-f]{64}\b/);
});
