import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDelivery } from '../../auth/delivery';
import { hashToken } from '../../auth/secrets';
import { unsubscribe } from '../../features/alerts/subscriptions';
import { AREAS, publishWithChanges, seedAreas } from '../../test-support/alert-areas';
import { logCollector, startSmtp } from '../../test-support/listeners';
import { type AlertSender, alertMail, startAlertSender } from './sender';

let t: TestDatabase;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const log = logCollector();
// The server's own logger, writing to the collector.
const logger = Fastify({ logger: { level: 'info', stream: log.stream } }).log;
let delivery: ReturnType<typeof createDelivery>;
const SNAPSHOT = '2025-11-01';
const URL = 'https://voterroll.example';

async function subscribe(email: string, zone: string, state: 'confirmed' | 'waiting' | 'gone' = 'confirmed') {
  await t.db.query(
    `insert into subscriptions (name, email, message, zone_hash, confirmed_at, unsubscribed_at)
     values ('Sub Scriber', $1, 'Hi', $2, case when $3 <> 'waiting' then now() end, case when $3 = 'gone' then now() end)`,
    [email, zone, state],
  );
}

beforeAll(async () => {
  t = await createTestDatabase();
  await seedAreas(t.db);
  smtp = await startSmtp();
  delivery = createDelivery(t.db, logger, { smtpUrl: smtp.url });
  await publishWithChanges(t.db, '2025-10-01', [{ zone: AREAS.walker, observed: 99 }]);
  await publishWithChanges(t.db, SNAPSHOT, [
    { zone: 'MICHIGAN', kind: 'status', observed: 100 },
    { zone: AREAS.walker, observed: 25 },
    { zone: AREAS.walkerPrecinct, kind: 'address', observed: 30 },
    { zone: AREAS.ada, kind: 'name', observed: 12 },
    { zone: AREAS.ingham, kind: 'gender', observed: 9 },
  ]);
  await subscribe('state@example.org', 'MICHIGAN');
  await subscribe('walker@example.org', AREAS.walker);
  await subscribe('lansing@example.org', AREAS.lansing);
  await subscribe('waiting@example.org', AREAS.kent, 'waiting');
  await subscribe('gone@example.org', AREAS.kent, 'gone');
  for (let i = 1; i <= 6; i++) await subscribe(`kent${i}@example.org`, AREAS.kent);
});
afterAll(async () => {
  delivery.close();
  await smtp.close();
  await t.drop();
});

const start = (onSent?: (email: string) => void) =>
  startAlertSender(t.db, delivery, { pollMs: 50, publicUrl: URL, onSent }, logger);
/** Until no delivery of the snapshot waits (the sender's pass is over). */
async function settled(): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const [r] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from alert_deliveries where snapshot_date = $1 and status in ('pending', 'sending')`,
      [SNAPSHOT],
    );
    if (r?.n === 0) return;
    await new Promise((ok) => setTimeout(ok, 50));
  }
  throw new Error('the sender did not finish');
}
const mailsTo = (email: string) => smtp.mails.filter((m) => m.to.includes(email));

it('sends each confirmed subscriber with changes in its area one mail, even when restarted midway', async () => {
  let sent = 0;
  let stopped: Promise<void> | null = null;
  let first: AlertSender | null = null;
  first = start(() => {
    sent++;
    if (sent === 3) stopped = first?.stop() ?? null;
  });
  await new Promise<void>((ok) => {
    const check = setInterval(() => {
      if (stopped) {
        clearInterval(check);
        ok();
      }
    }, 20);
  });
  await stopped;
  expect(smtp.mails.length).toBe(3);
  // Started again (two at once, as two server processes would): the rest, nobody twice.
  const second = start();
  const third = start();
  await settled();
  await Promise.all([second.stop(), third.stop()]);
  const expected = ['state', 'walker', ...[1, 2, 3, 4, 5, 6].map((i) => `kent${i}`)];
  expect(smtp.mails.map((m) => m.to[0]?.replace('@example.org', '')).sort()).toEqual(expected.sort());
  // Started once more after all is done: nothing new.
  const fourth = start();
  await new Promise((ok) => setTimeout(ok, 300));
  await fourth.stop();
  expect(smtp.mails.length).toBe(expected.length);
  for (const who of ['lansing', 'waiting', 'gone']) expect(mailsTo(`${who}@example.org`)).toEqual([]);
  const rows = await t.db.query<{ email: string; status: string; changes: number }>(
    `select s.email, d.status, d.changes from alert_deliveries d join subscriptions s on s.id = d.subscription_id
      where d.snapshot_date = $1 order by s.email`,
    [SNAPSHOT],
  );
  expect(rows.find((r) => r.email === 'lansing@example.org')).toMatchObject({ status: 'none', changes: 0 });
  expect(rows.filter((r) => r.status === 'sent').length).toBe(expected.length);
  // Only the current snapshot is alerted.
  expect(await t.db.query(`select 1 from alert_deliveries where snapshot_date <> $1`, [SNAPSHOT])).toEqual(
    [],
  );
});

it('lists the changes inside the area, links to the page, and unsubscribes by its own link', async () => {
  const [walker] = mailsTo('walker@example.org');
  expect(walker?.subject).toBe(`Unusual changes in CITY OF WALKER: voter file of ${SNAPSHOT}`);
  expect(walker?.text).toContain('shows 2 unusual changes in CITY OF WALKER');
  expect(walker?.text).toContain(
    "- Birth year changed for 25 registrations in CITY OF WALKER; expected about 0.4 from its last 12 months and the state's rate.",
  );
  expect(walker?.text).toContain('CITY OF WALKER PRECINCT 1');
  expect(walker?.text).not.toContain('TOWNSHIP OF ADA');
  expect(walker?.text).toContain(`${URL}/unusual-changes`);
  const [kent] = mailsTo('kent1@example.org');
  expect(kent?.text).toContain('shows 3 unusual changes in KENT');
  expect(kent?.text).toContain('TOWNSHIP OF ADA');
  expect(kent?.text).not.toContain('INGHAM');
  expect(kent?.text).not.toContain('MICHIGAN');
  const [state] = mailsTo('state@example.org');
  expect(state?.text).toContain('shows 5 unusual changes in Michigan');

  const token = new RegExp(`${URL}/unsubscribe\\?token=([A-Za-z0-9_-]+)`).exec(walker?.text ?? '')?.[1] ?? '';
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  // Stored only as a hash; never in the log.
  expect(
    await t.db.query('select 1 from alert_deliveries where unsubscribe_token_hash = $1', [token]),
  ).toEqual([]);
  for (const m of smtp.mails) {
    const tk = /unsubscribe\?token=(\S+)/.exec(m.text)?.[1] ?? '';
    expect(log.text()).not.toContain(tk);
  }
  expect(await unsubscribe(t.db, hashToken(token))).toBe(true);
  const [row] = await t.db.query<{ gone: boolean }>(
    `select unsubscribed_at is not null as gone from subscriptions where email = 'walker@example.org'`,
  );
  expect(row?.gone).toBe(true);
});

it('never sends again a delivery a stopped sender had claimed; a refused mail is tried again', async () => {
  await subscribe('crashed@example.org', AREAS.kent);
  await subscribe('refused@example.org', AREAS.kent);
  // A sender that died while sending left this one 'sending': whether the mail went is unknown.
  await t.db.query(
    `insert into alert_deliveries (subscription_id, snapshot_date, status, worker, claimed_at, attempts)
     select id, $1, 'sending', 'dead-worker', now() - interval '1 hour', 1 from subscriptions where email = 'crashed@example.org'`,
    [SNAPSHOT],
  );
  let refuse = true;
  const flaky = {
    ...delivery,
    sendMail: async (m: Parameters<typeof delivery.sendMail>[0]) => {
      if (m.to === 'refused@example.org' && refuse) {
        refuse = false;
        throw new Error('mailbox unavailable');
      }
      return delivery.sendMail(m);
    },
  };
  const sender = startAlertSender(t.db, flaky, { pollMs: 50, publicUrl: URL }, logger);
  for (let i = 0; i < 100 && mailsTo('refused@example.org').length === 0; i++)
    await new Promise((ok) => setTimeout(ok, 50));
  await sender.stop();
  expect(mailsTo('refused@example.org').length).toBe(1);
  expect(mailsTo('crashed@example.org')).toEqual([]);
  expect(log.text()).toContain('alert not sent');
});

it('logs an alert the mail server refused without the address or the link', async () => {
  const who = 'bounced.alert@example.org';
  await subscribe(who, AREAS.kent);
  smtp.refused.add(who);
  const from = log.text().length;
  const sender = start();
  try {
    await expect.poll(() => log.text().slice(from), { timeout: 10_000 }).toContain('alert not sent');
  } finally {
    await sender.stop();
    smtp.refused.delete(who);
  }
  const logged = log.text().slice(from);
  expect(logged).toContain('no such mailbox'); // the refusal itself is there
  expect(logged.toLowerCase()).not.toContain('bounced.alert');
  expect(logged).not.toMatch(/token=/);
});

it('greets in an alert mail only a name that passes the subscribe form’s rules', () => {
  const alert = (name: string) => ({
    subscriptionId: 1,
    name,
    email: 'x@example.org',
    areaLevel: 'county' as const,
    areaName: 'KENT',
    countyCode: 41,
    jurisdictionCode: null,
    attempts: 0,
  });
  const first = (name: string) =>
    alertMail(alert(name), SNAPSHOT, [], URL, 't'.repeat(43)).text.split('\n')[0];
  expect(first("Mary Ann O'Neil")).toBe("Hello Mary Ann O'Neil,");
  // Stored before the server held the form's rules: not repeated in the site's mail.
  const forged = 'Ann\nYour account is locked: http://evil.example/unlock';
  expect(first(forged)).toBe('Hello,');
  expect(alertMail(alert(forged), SNAPSHOT, [], URL, 't'.repeat(43)).text).not.toContain('evil');
});
