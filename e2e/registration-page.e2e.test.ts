import { personNameOf } from '@voterroll/contract/labels';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offeredActions } from '../apps/web/src/components/flags/registration-moves';
import { callApi, countiesByDeceased, flagRegistration, triageStatusOf } from './api-helpers';
import { closeBrowser, createAccount, expectAccessible, openPage, screenshot } from './harness';

/**
 * Issue 26 item 3: the registration page. A researcher signs in through the form, opens a
 * registration from the review table by its name, sees each finding's evidence and sends it to
 * triage from the action bar; the county's Election Patriot signs in, opens it from the Flagged
 * table, finds the reason kept and marks it To Be Challenged. Each bar offers exactly the moves of
 * the transition table (the bar's own offeredActions, itself tested against the table's rows).
 */

afterAll(closeBrowser);

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });
type Account = Awaited<ReturnType<typeof createAccount>>;
interface Row {
  voter_identification_number: number;
  current_triage_status: string;
  full_name: string;
  findings: { rule: string }[];
}

const suffix = Math.random().toString(36).slice(2, 7);
let county: string;
let researcher: Account;
let patriot: Account;
/** The unflagged registration the researcher opens: the first row of the county's deceased list. */
let chosen: Row;

beforeAll(async () => {
  county = (await countiesByDeceased()).at(-1)!.county_name;
  researcher = await createAccount(`regpage-researcher-${suffix}`, ['ROLE_DIGITAL-RESEARCHER']);
  patriot = await createAccount(`regpage-patriot-${suffix}`, ['ROLE_ELECTION-PATRIOT'], { county });
  const rows = await callApi<{ rows: Row[] }>(
    `/api/review-list/DECEASED/${encodeURIComponent(county)}/?status=NEW`,
    researcher.token,
  );
  chosen = rows.rows[0]!;
  if (!chosen) throw new Error(`${county}: no unflagged deceased registration`);
});

async function signIn(page: Page, account: Account) {
  await page.getByLabel('Username or Email').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await poll(() => new URL(page.url()).pathname).not.toBe('/login');
}

const offered = (page: Page) =>
  page.getByRole('toolbar', { name: 'Moves' }).getByRole('button').allTextContents();

async function pictures(page: Page, name: string) {
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, `${name}-390`);
  // Nothing wider than the phone: the page scrolls down, not across.
  expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('the registration page', () => {
  it('a researcher opens a registration from the review table and sends it to triage', async () => {
    const { page, errors } = await openPage('/login', { theme: 'light' });
    await signIn(page, researcher);
    await page.goto(`/registrations-for-review?county=${encodeURIComponent(county)}`);
    await page
      .getByRole('button', { name: /^Deceased/ })
      .first()
      .click();
    const link = page.getByTestId('registration-link').filter({ hasText: chosen.full_name }).first();
    await link.waitFor();
    await link.click();
    await poll(() => new URL(page.url()).pathname).toBe(
      `/registration/${chosen.voter_identification_number}`,
    );

    // Every finding of the row, each with its evidence, source and limits.
    const findings = page.getByTestId('finding-evidence');
    await findings.getByTestId('finding-DECEASED').waitFor();
    for (const f of chosen.findings) {
      const item = findings.getByTestId(`finding-${f.rule}`);
      expect(await item.getByTestId('finding-summary').count(), f.rule).toBe(1);
      expect(await item.getByTestId('finding-source').textContent()).toMatch(/^Source: /);
      expect(await item.getByTestId('finding-limits').textContent()).toMatch(/^Does not prove: /);
    }
    // No residence outcome answers a deceased finding.
    expect(await page.getByRole('button', { name: 'Lives here' }).count()).toBe(0);
    expect(await offered(page)).toEqual(
      offeredActions(['ROLE_DIGITAL-RESEARCHER'], 'NEW').map((a: { label: string }) => a.label),
    );
    expect(await offered(page)).toEqual(['Send To Triage', 'Mark as okay']);
    await expectAccessible(page, 'registration page');
    await pictures(page, 'registration-page-researcher');

    // Send To Triage from the bar: the form's rules, then the move and its event.
    await page.getByRole('button', { name: 'Send To Triage' }).click();
    const form = page.getByRole('form', { name: 'Send To Triage' });
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Reason required').waitFor();
    await form.getByLabel('Reason', { exact: true }).selectOption('Deceased');
    await form.getByLabel('Reason description').fill('Obituary found in the county newspaper archive');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('actions-notice').getByText('Saved: TRIAGE - Needs More Research.').waitFor();
    await poll(() => page.getByTestId('notes-status').textContent()).toBe('TRIAGE - Needs More Research');
    await page
      .getByTestId('activity-list')
      .getByText('Obituary found in the county newspaper archive')
      .waitFor();
    expect(await triageStatusOf(chosen.voter_identification_number, researcher.token)).toBe('TRG');
    expect(await offered(page)).toEqual(
      offeredActions(['ROLE_DIGITAL-RESEARCHER'], 'TRG').map((a: { label: string }) => a.label),
    );
    expect(errors).toEqual([]);
  });

  it("the county's Election Patriot opens it from the Flagged table and marks it To Be Challenged", async () => {
    // The walk above may run alone: the registration is then flagged as the researcher would.
    if ((await triageStatusOf(chosen.voter_identification_number, researcher.token)) === 'NEW')
      await flagRegistration(researcher.token, chosen.voter_identification_number, {
        flag_status: 'TRG',
        flagged_reason: 'Deceased',
        flagged_reason_x: 'Obituary found in the county newspaper archive',
      });
    const { page, errors } = await openPage('/login', { theme: 'dark' });
    await signIn(page, patriot);
    await page.goto('/election-patriot-dashboard');
    await page.getByLabel('Name or address').fill(chosen.full_name.split(',')[0]!);
    // The patriot's table reads the name First Middle Last (issue 27).
    const link = page
      .getByTestId('registration-link')
      .filter({ hasText: personNameOf(chosen.full_name) })
      .first();
    await link.waitFor();
    await link.click();
    await poll(() => new URL(page.url()).pathname).toBe(
      `/registration/${chosen.voter_identification_number}`,
    );
    await page.getByTestId('finding-evidence').getByTestId('finding-DECEASED').waitFor();
    await page.getByTestId('activity-list').waitFor();
    expect(await offered(page)).toEqual(
      offeredActions(['ROLE_ELECTION-PATRIOT'], 'TRG').map((a: { label: string }) => a.label),
    );
    await pictures(page, 'registration-page-patriot');

    await page.getByRole('button', { name: 'INVALID - To Be Challenged' }).click();
    const form = page.getByRole('form', { name: 'INVALID - To Be Challenged' });
    // The reason starts from the flag's own.
    expect(await form.getByLabel('Reason', { exact: true }).inputValue()).toBe('Deceased');
    await form.getByLabel('Reason description').fill('Death record matches name, birth year and address');
    await form.getByRole('button', { name: 'Save' }).click();
    await poll(() => page.getByTestId('notes-status').textContent()).toBe('INVALID - To Be Challenged');
    expect(await triageStatusOf(chosen.voter_identification_number, patriot.token)).toBe('SFCR');
    await screenshot(page, 'registration-page-patriot-challenged');
    expect(errors).toEqual([]);
  });
});
