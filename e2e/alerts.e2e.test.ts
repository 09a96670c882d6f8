import {
  CONFIRM_BUTTON,
  CONFIRM_PROMPT,
  SUBSCRIBED,
  SUBSCRIPTION_CONFIRMED,
  UNSUBSCRIBE_BUTTON,
  UNSUBSCRIBE_PROMPT,
  UNSUBSCRIBED,
} from '@voterroll/contract/alerts-api';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { E2E_CURRENT_SNAPSHOT } from './dataset';
import { closeBrowser, mailsTo, openPage, queryRows } from './harness';

/**
 * Issue 29 item 5: a visitor subscribes to alerts for a county through the Subscribe form, confirms
 * by the link the SMTP listener received, gets one alert listing the county's unusual changes of the
 * current snapshot (from the app's own sender), and unsubscribes by the alert's link; the links'
 * pages act only on their button.
 */
afterAll(closeBrowser);

interface Flagged {
  zone_hash: string;
  county_name: string;
  zone_name: string;
}
let area: Flagged;

/** A flagged unusual change inside a county at the current snapshot; one is stored if the data has none. */
beforeAll(async () => {
  const flagged = await queryRows<Flagged>(
    `select u.zone_hash, z.county_name, z.zone_name from unusual_changes u join zones z using (zone_hash)
      where u.snapshot_date = $1 and u.flagged and z.level in ('county', 'jurisdiction', 'precinct')
      order by u.score desc limit 1`,
    [E2E_CURRENT_SNAPSHOT],
  );
  if (flagged[0]) {
    area = flagged[0];
    return;
  }
  const [zone] = await queryRows<Flagged>(
    `select zone_hash, county_name, zone_name from zones where level = 'jurisdiction' order by zone_hash limit 1`,
  );
  if (!zone) throw new Error('the e2e dataset has no jurisdiction');
  area = zone;
  const [partition] = await queryRows<{ n: number }>(
    `select count(*)::int as n from pg_inherits i join pg_class c on c.oid = i.inhrelid
      where i.inhparent = 'unusual_changes'::regclass and pg_get_expr(c.relpartbound, c.oid) like '%' || $1 || '%'`,
    [E2E_CURRENT_SNAPSHOT],
  );
  if (!partition?.n)
    await queryRows(
      `create table e2e_unusual_changes partition of unusual_changes for values in ('${E2E_CURRENT_SNAPSHOT}')`,
    );
  await queryRows(
    `insert into unusual_changes (snapshot_date, zone_hash, kind, observed, expected, registrations,
                                  history_months, score, flagged)
     values ($1, $2, 'birth_year', 25, 0.4, 1000, 12, 9, true)`,
    [E2E_CURRENT_SNAPSHOT, zone.zone_hash],
  );
});

it('subscribes for a county, confirms by mail, gets one alert and unsubscribes by its link', async () => {
  const email = `alerts-${Date.now()}@example.org`;
  const { page, errors } = await openPage('/subscribe');
  await page.getByLabel('First Name').fill('Alex');
  await page.getByLabel('Last Name').fill('Watcher');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Comments').fill('Alerts for my county, please.');
  const countyLabel = `${area.county_name} County`;
  await page.locator('#field-county option', { hasText: countyLabel }).first().waitFor({ state: 'attached' });
  await page.getByLabel('Alerts for').selectOption({ label: countyLabel });
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await page.getByText(SUBSCRIBED).waitFor();

  let confirm = '';
  await expect
    .poll(async () => {
      confirm =
        /(http\S+\/subscribe\/confirm\?token=\S+)/.exec((await mailsTo(email))[0]?.text ?? '')?.[1] ?? '';
      return confirm;
    })
    .toContain('/subscribe/confirm?token=');
  // Nothing is sent to an address not confirmed: the sender polls every 200 ms.
  await new Promise((ok) => setTimeout(ok, 600));
  expect((await mailsTo(email)).length).toBe(1);
  // The link's page says what it will do and acts only on its button (a mail scanner opening the
  // link confirms nothing).
  await page.goto(confirm);
  await page.getByText(CONFIRM_PROMPT).waitFor();
  await new Promise((ok) => setTimeout(ok, 300));
  const waiting = await queryRows<{ confirmed: boolean }>(
    'select confirmed_at is not null as confirmed from subscriptions where email = $1',
    [email],
  );
  expect(waiting).toEqual([{ confirmed: false }]);
  await page.getByRole('button', { name: CONFIRM_BUTTON }).click();
  await page.getByText(SUBSCRIPTION_CONFIRMED(area.county_name)).waitFor();

  let alert = '';
  await expect
    .poll(
      async () => {
        alert = (await mailsTo(email))[1]?.text ?? '';
        return alert;
      },
      { timeout: 15_000 },
    )
    .toContain(`in ${area.county_name}:`);
  expect(alert).toContain(area.zone_name);
  expect(alert).toContain('/unusual-changes');
  const unsubscribe = /(http\S+\/unsubscribe\?token=\S+)/.exec(alert)?.[1] ?? '';
  expect(unsubscribe).toContain('/unsubscribe?token=');
  await page.goto(unsubscribe);
  await page.getByText(UNSUBSCRIBE_PROMPT).waitFor();
  await page.getByRole('button', { name: UNSUBSCRIBE_BUTTON }).click();
  await page.getByText(UNSUBSCRIBED).waitFor();
  const [row] = await queryRows<{ gone: boolean }>(
    'select unsubscribed_at is not null as gone from subscriptions where email = $1',
    [email],
  );
  expect(row?.gone).toBe(true);
  // One alert for the snapshot, however many times the sender has looked since.
  await new Promise((ok) => setTimeout(ok, 600));
  expect((await mailsTo(email)).length).toBe(2);
  expect(errors).toEqual([]);
});
