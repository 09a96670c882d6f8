import { createServer, type Server, type Socket } from 'node:net';
import { SUBSCRIBE_NAME_LETTERS, SUBSCRIBED } from '@voterroll/contract/alerts-api';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { buildApp } from '../../app';
import { AREAS, seedAreas } from '../../test-support/alert-areas';
import { appWithSmtpPerFile } from '../../test-support/app-with-smtp';

/**
 * The subscribe form cannot be turned on a stranger (issue 36): one confirmation mail a day per
 * address whatever asks, nothing typed but a checked name in the mail, an answer that waits for no
 * mail. Mails are read from a real SMTP server.
 */

const s = appWithSmtpPerFile(seedAreas);

const post = (a: FastifyInstance, payload: object, ip: string) =>
  a.inject({ method: 'POST', url: '/api/subscribe', payload, remoteAddress: ip });
/** A subscribe body: the form's two names, and spec 1's one `name` beside them (checked too). */
const body = (email: string, zone_hash: string, first = 'Ann', last = 'Lee', message?: string) => ({
  name: `${first} ${last}`,
  first_name: first,
  last_name: last,
  email,
  zone_hash,
  ...(message === undefined ? { message: 'Alerts, please.' } : { message }),
});
const mailsTo = (to: string) => s.smtp.mails.filter((m) => m.to.includes(to));
const settle = () => new Promise((resolve) => setTimeout(resolve, 700));
const confirmToken = (text: string) => /\/subscribe\/confirm\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';
/** A day passes for this address's confirmation mails. */
const dayPasses = (email: string) =>
  s.db.query(
    `update subscription_confirm_mails set last_sent_at = now() - interval '25 hours' where email = $1`,
    [email],
  );

it('sends one confirmation mail for 30 requests for one address from 6 clients, and keeps its link', async () => {
  const victim = 'victim@example.org';
  const zones = [AREAS.kent, AREAS.kent, AREAS.walker, AREAS.kent, AREAS.ingham];
  const answers = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      post(s.app, body(victim, zones[i % 5] ?? AREAS.kent), `10.40.0.${(i % 6) + 1}`),
    ),
  );
  for (const r of answers) expect(r.json()).toEqual({ message: SUBSCRIBED });
  await expect.poll(() => mailsTo(victim).length, { timeout: 10_000 }).toBe(1);
  await settle();
  expect(mailsTo(victim)).toHaveLength(1);
  // The one link mailed still works: no later request voided it.
  const token = confirmToken(mailsTo(victim)[0]?.text ?? '');
  const confirmed = await s.app.inject({
    method: 'POST',
    url: '/api/subscribe/confirm',
    payload: { token },
    remoteAddress: '10.40.1.1',
  });
  expect(confirmed.statusCode).toBe(200);
});

it('keeps one subscription waiting per address and area, and at most 3 areas waiting', async () => {
  const who = 'many@example.org';
  const areas = [AREAS.kent, AREAS.walker, AREAS.ada, AREAS.ingham];
  for (const zone of areas) {
    for (const ip of ['10.41.0.1', '10.41.0.2'])
      expect((await post(s.app, body(who, zone), ip)).json()).toEqual({ message: SUBSCRIBED });
    await s.app.afterReply.settled();
    await dayPasses(who);
  }
  await settle();
  expect(mailsTo(who)).toHaveLength(3);
  const waiting = await s.db.query<{ zone_hash: string }>(
    `select zone_hash from subscriptions where email = $1 and confirmed_at is null order by id`,
    [who],
  );
  expect(waiting.map((w) => w.zone_hash)).toEqual([AREAS.kent, AREAS.walker, AREAS.ada]);
});

it('refuses a name with a line break or a link with the form’s message, and mails only a checked name', async () => {
  for (const [first, last, message] of [
    ['Ann\nClick here', 'Lee', SUBSCRIBE_NAME_LETTERS],
    ['Ann', 'http://evil.example/win', SUBSCRIBE_NAME_LETTERS],
    ['Ann', 'L'.repeat(41), 'Maximum 40 characters'],
  ] as const) {
    const r = await post(s.app, body('named@example.org', AREAS.kent, first, last), '10.42.0.1');
    expect(r.statusCode, first + last).toBe(400);
    expect(r.json().message).toContain(message);
  }
  const mailed = s.smtp.nextMail('named@example.org');
  const ok = await post(
    s.app,
    body('named@example.org', AREAS.kent, 'Mary Ann', "O'Neil-Smith"),
    '10.42.0.2',
  );
  expect(ok.statusCode).toBe(200);
  const mail = await mailed;
  expect(mail.text.split('\n')[0]).toBe("Hello Mary Ann O'Neil-Smith,");
  expect(mail.text).not.toContain('Alerts, please.');
});

it('takes comments as people write them, or none, and mails none of them', async () => {
  const withPunctuation = 'Kent & Ottawa #1 priority: 50% more <checks>, please!';
  const mailed = s.smtp.nextMail('comments@example.org');
  const r = await post(
    s.app,
    body('comments@example.org', AREAS.kent, 'Cy', 'Ko', withPunctuation),
    '10.43.0.1',
  );
  expect(r.json()).toEqual({ message: SUBSCRIBED });
  expect((await mailed).text).not.toContain('Ottawa');
  const none = { first_name: 'Di', last_name: 'Ko', name: 'Di Ko', email: 'none@example.org' };
  expect((await post(s.app, none, '10.43.0.2')).json()).toEqual({ message: SUBSCRIBED });
  await s.app.afterReply.settled();
  const stored = await s.db.query<{ email: string; message: string }>(
    `select email, message from subscriptions where email in ('comments@example.org', 'none@example.org')
      order by email`,
  );
  expect(stored).toEqual([
    { email: 'comments@example.org', message: withPunctuation },
    { email: 'none@example.org', message: '' },
  ]);
});

it('answers without waiting for the mail, even when the mail server does not answer', async () => {
  // A mail server that takes the connection and never says a word.
  const held: Socket[] = [];
  const silent: Server = createServer((socket) => held.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const port = (silent.address() as { port: number }).port;
  const stuck = await buildApp({
    db: s.db,
    accounts: { smtpUrl: `smtp://127.0.0.1:${port}`, publicUrl: 'https://voterroll.example' },
  });
  try {
    const started = Date.now();
    const r = await Promise.race([
      post(stuck, body('patient@example.org', AREAS.ada), '10.44.0.1'),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 3_000)),
    ]);
    expect(r?.json()).toEqual({ message: SUBSCRIBED });
    expect(Date.now() - started).toBeLessThan(3_000);
  } finally {
    // Closing waits for the work after the answer: the silent server hangs up so that it ends.
    await expect.poll(() => held.length, { timeout: 10_000 }).toBe(1);
    for (const socket of held) socket.destroy();
    await stuck.close();
    silent.close();
  }
});

it('gives the address its mail of the day back when the mail is refused, and still mails it once', async () => {
  const who = 'bounced@example.org';
  s.smtp.refused.add(who);
  try {
    const refused = await post(s.app, body(who, AREAS.kent), '10.45.0.1');
    expect(refused.json()).toEqual({ message: SUBSCRIBED });
    await s.app.afterReply.settled();
  } finally {
    s.smtp.refused.delete(who);
  }
  expect(mailsTo(who)).toEqual([]);
  // Asked again (for another area), by many clients at once: one mail, with a link that works.
  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, i) => post(s.app, body(who, AREAS.walker), `10.45.1.${i + 1}`)),
  );
  for (const r of answers) expect(r.json()).toEqual({ message: SUBSCRIBED });
  await s.app.afterReply.settled();
  expect(mailsTo(who)).toHaveLength(1);
  const confirmed = await s.app.inject({
    method: 'POST',
    url: '/api/subscribe/confirm',
    payload: { token: confirmToken(mailsTo(who)[0]?.text ?? '') },
    remoteAddress: '10.45.2.1',
  });
  expect(confirmed.statusCode).toBe(200);
  // The link never delivered (Kent's) is void: no subscription waits on it.
  const [waiting] = await s.db.query<{ n: number }>(
    `select count(*)::int as n from subscriptions where email = $1 and confirm_token_hash is not null`,
    [who],
  );
  expect(waiting?.n).toBe(0);
});
