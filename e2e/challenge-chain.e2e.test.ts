import { triageStatusLabel } from '@voterroll/contract/labels';
import { CLERK_QUEUE_COMMENT } from '@voterroll/contract/triage';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../apps/web/src/lib/format';
import { callApi, countiesByDeceased } from './api-helpers';
import { closeBrowser, createAccount, openPage, queryRows, screenshotInBothThemes } from './harness';

/**
 * Issue 26, the whole chain, each actor signing in through the form: a researcher sends a
 * registration to triage from Registrations For Review; the Election Patriot of that county opens
 * it from their home's To verify card, marks it To Be Challenged, prepares the challenge of MCL
 * 168.512 and submits it; the clerk of its jurisdiction sees it in Challenges Submitted, opens
 * Challenged, adds it to the queue in one click and records a next step. The registration's page
 * shows each step's actor, time and text.
 */

afterAll(closeBrowser);

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 20_000 });
/** Each step signs in, walks several pages and takes pictures in both themes. */
const STEP = 240_000;
type Account = Awaited<ReturnType<typeof createAccount>>;
type ReviewRow = {
  voter_identification_number: number;
  current_triage_status: string;
  last_name: string;
  first_name: string;
  jurisdiction_name: string;
};

const suffix = Math.random().toString(36).slice(2, 7);
let county: string;
let jurisdiction: string;
let voter: ReviewRow;
let researcher: Account;
let patriot: Account;
let clerk: Account;

const rowOf = (page: Page, id: number) =>
  page.getByTestId('data-table').locator('tbody tr', { hasText: String(id) });

async function signIn(a: Account): Promise<Page> {
  const { page } = await openPage('/login', { theme: 'light' });
  await page.getByLabel('Username or Email').fill(a.username);
  await page.getByLabel('Password').fill(a.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await poll(() => new URL(page.url()).pathname).not.toBe('/login');
  return page;
}

beforeAll(async () => {
  // A county in the middle of the table (the other walks take its ends and their neighbours).
  const counties = await countiesByDeceased();
  const root = await createAccount(`rootchain-${suffix}`, ['ROLE_SITE-ROOT']);
  for (const c of counties.slice(Math.floor(counties.length / 2))) {
    const rows = (
      await callApi<{ rows: ReviewRow[] }>(
        `/api/review-list/ALL/${encodeURIComponent(c.county_name)}/?sort=voter_identification_number&dir=asc`,
        root.token,
      )
    ).rows;
    const row = rows.find((r) => r.current_triage_status === 'NEW' && r.last_name && r.first_name);
    if (row) {
      county = c.county_name;
      voter = row;
      jurisdiction = row.jurisdiction_name;
      break;
    }
  }
  researcher = await createAccount(`chainres-${suffix}`, ['ROLE_DIGITAL-RESEARCHER'], { county });
  patriot = await createAccount(`chainpat-${suffix}`, ['ROLE_ELECTION-PATRIOT'], { county });
  clerk = await createAccount(`chainclerk-${suffix}`, ['ROLE_CLERK'], { county, jurisdiction });
  // The patriot's account was matched at sign-up to a registration of the same city or township.
  const [own] = await queryRows<{ voter_id: number }>(
    `select voter_id from registrations
      where snapshot_date = (select max(snapshot_date) from snapshots where status = 'ready')
        and county_name = $1 and jurisdiction_name = $2 and voter_id <> $3
        and voter_id not in (select voter_id from users where voter_id is not null)
      order by voter_id limit 1`,
    [county, jurisdiction, voter.voter_identification_number],
  );
  await queryRows('update users set voter_id = $1 where id = $2 returning id', [
    own!.voter_id,
    patriot.userId,
  ]);
});

describe('the challenge reaches the clerk', () => {
  it('a researcher sends the registration to triage from the review list', { timeout: STEP }, async () => {
    const page = await signIn(researcher);
    await page.goto(
      `/registrations-for-review?county=${encodeURIComponent(county)}&jurisdiction=${encodeURIComponent(jurisdiction)}`,
    );
    await page.getByLabel('Search address or name').fill(`${voter.last_name} ${voter.first_name}`);
    await page.getByLabel('Search address or name').press('Enter');
    const id = voter.voter_identification_number;
    await poll(() => rowOf(page, id).count()).toBe(1);
    await rowOf(page, id).getByRole('checkbox').check();
    await page.getByLabel('Bulk action').selectOption('TRG');
    await page.getByRole('button', { name: 'Apply' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason', { exact: true }).selectOption('Does not live here');
    await dialog.getByLabel('Reason description').fill('The house at this address is for sale and empty.');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await poll(() => page.getByTestId('send-for-review-thanks').count()).toBe(1);
    await screenshotInBothThemes(page, 'chain-1-researcher-sent');
    await page.getByRole('dialog').locator('.modal-footer').getByRole('button', { name: 'Close' }).click();
    await poll(() => rowOf(page, id).getByRole('checkbox').isDisabled()).toBe(true);
  });

  it('the Election Patriot marks it To Be Challenged, prepares and submits the challenge', {
    timeout: STEP,
  }, async () => {
    const page = await signIn(patriot);
    // From their home: the card of registrations to verify opens Flagged on them.
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    const toVerify = page.getByTestId('patriot-card-TRG').getByTestId('home-count');
    await poll(async () => Number(await toVerify.textContent())).toBeGreaterThanOrEqual(1);
    await toVerify.click();
    await poll(() => new URL(page.url()).searchParams.get('pf_status')).toBe('TRG');
    const id = voter.voter_identification_number;
    await page.getByLabel('Name or address').fill(voter.last_name);
    await poll(() => rowOf(page, id).count()).toBe(1);
    await rowOf(page, id).getByTestId('notes-button').click();
    const dialog = page.getByRole('dialog');
    // The patriot's research notes (the disposition form's fields by their ids).
    await dialog.locator('#field-notes-reason').selectOption('Does not live here');
    await dialog
      .locator('#field-notes-comments')
      .fill('Checked in person: a neighbour says they moved in 2022.');
    await dialog.locator('#field-notes-disposition').selectOption('SFCR');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await poll(() => dialog.getByTestId('disposition-notice').textContent()).toMatch(
      /INVALID - To Be Challenged/,
    );
    await screenshotInBothThemes(page, 'chain-2-patriot-to-be-challenged');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);

    // Now ready to submit: that card opens Flagged on it.
    await page.getByTestId('patriot-card-SFCR').getByTestId('home-count').click();
    await poll(() => new URL(page.url()).searchParams.get('pf_status')).toBe('SFCR');
    await poll(() =>
      rowOf(page, id)
        .getByRole('link', { name: /Prepare challenge/ })
        .count(),
    ).toBe(1);
    await rowOf(page, id)
      .getByRole('link', { name: /Prepare challenge/ })
      .click();
    await poll(() => new URL(page.url()).pathname).toBe(`/challenge/${id}`);
    const sheet = page.getByRole('article', { name: 'Challenge of a registration' });
    await poll(() =>
      sheet.getByText(`To the Clerk of ${jurisdiction}, ${county} County, Michigan`).count(),
    ).toBe(1);
    expect(await sheet.getByText('guidance, not proof', { exact: false }).count()).toBe(1);
    await page.getByRole('button', { name: 'Submit challenge to the clerk' }).click();
    await poll(() => page.getByText('Reason description required').count()).toBe(1);
    await page
      .getByLabel('The reasons, in your own words')
      .fill('The registrant moved away in 2022; the house is empty and for sale.');
    await page.getByLabel(/I am a registered voter of the same city or township/).check();
    await screenshotInBothThemes(page, 'chain-3-challenge-prepared');
    await page.getByRole('button', { name: 'Submit challenge to the clerk' }).click();
    await poll(() => page.getByRole('status').textContent()).toBe('Challenge submitted to the clerk.');
    await poll(() => page.getByText(/Submitted to the clerk on/).count()).toBe(1);
    await screenshotInBothThemes(page, 'chain-4-challenge-submitted');
  });

  it('the clerk sees it in Challenges Submitted, queues it in one click and records a next step', {
    timeout: STEP,
  }, async () => {
    const page = await signIn(clerk);
    const id = voter.voter_identification_number;
    const card = page.getByTestId('clerk-card-challenge_submitted_count').getByTestId('clerk-count');
    await poll(async () => Number(await card.textContent())).toBeGreaterThanOrEqual(1);
    await screenshotInBothThemes(page, 'chain-5-clerk-home');
    await card.click();
    await poll(() => new URL(page.url()).searchParams.get('clerk_tab')).toBe('challenged');
    await poll(() => page.getByLabel('Metric').inputValue()).toBe('CS');
    await poll(() => rowOf(page, id).count()).toBe(1);
    await rowOf(page, id)
      .getByRole('button', { name: /Add to my queue/ })
      .click();
    await poll(() => page.getByRole('status').textContent()).toMatch(/^Added to your work queue/);
    await poll(() => rowOf(page, id).count()).toBe(0);
    await screenshotInBothThemes(page, 'chain-6-clerk-queued');

    await page.getByRole('tab', { name: 'My Workspace' }).click();
    await poll(() => rowOf(page, id).count()).toBe(1);
    await rowOf(page, id).getByTestId('notes-button').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Next Steps' }).click();
    await dialog.getByLabel('Final disposition').selectOption('NS');
    await dialog.getByLabel('Reason description').fill('Confirmation notice mailed to the registrant.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await poll(() => dialog.getByText(/Saved: Confirmation Notice Sent/).count()).toBeGreaterThan(0);
    await dialog.getByRole('tab', { name: 'Activity' }).click();
    await poll(() => dialog.getByText(clerk.username).count()).toBeGreaterThan(0);
    await screenshotInBothThemes(page, 'chain-7-clerk-next-step');
  });

  it("shows each step's actor, time and text on the registration's page", { timeout: STEP }, async () => {
    const id = voter.voter_identification_number;
    const history = await callApi<{
      comments: {
        actor_name: string;
        createdAt: string;
        comments_x: string;
        current_triage_status: string;
      }[];
    }>(`/api/flagged-registration-comments/${id}`, clerk.token);
    expect(history.comments.map((c) => [c.current_triage_status, c.actor_name])).toEqual([
      ['TRG', researcher.username],
      ['SFCR', patriot.username],
      ['CS', patriot.username],
      ['INQ', clerk.username],
      ['NS', clerk.username],
    ]);

    // The page anyone allowed can share: each step's who, when, move and words, oldest first.
    const page = await signIn(clerk);
    await page.goto(`/registration/${id}`);
    const items = page.getByTestId('activity-list').getByTestId('activity-item');
    await poll(() => items.count()).toBe(5);
    const texts = (testId: string) => items.getByTestId(testId).allTextContents();
    expect(await texts('activity-who')).toEqual([
      `${researcher.username} (Digital Researcher)`,
      `${patriot.username} (Election Patriot)`,
      `${patriot.username} (Election Patriot)`,
      `${clerk.username} (Clerk)`,
      `${clerk.username} (Clerk)`,
    ]);
    expect(await texts('activity-when')).toEqual(history.comments.map((c) => formatDateTime(c.createdAt)));
    const moves = ['NEW', 'TRG', 'SFCR', 'CS', 'INQ', 'NS'] as const;
    expect(await texts('activity-move')).toEqual(
      moves.slice(1).map((to, i) => `${triageStatusLabel(moves[i]!)} → ${triageStatusLabel(to)}`),
    );
    const words = await texts('activity-text');
    expect(words[0]).toBe('The house at this address is for sale and empty.');
    expect(words[1]).toBe('Checked in person: a neighbour says they moved in 2022.');
    expect(words[2]).toMatch(
      new RegExp(
        `^Challenge submitted to the clerk under MCL 168\\.512 by .* a registered voter of ${jurisdiction}`,
      ),
    );
    expect(words[2]).toContain('the house is empty and for sale');
    expect(words[3]).toBe(CLERK_QUEUE_COMMENT);
    expect(words[4]).toBe('Confirmation notice mailed to the registrant.');
    await screenshotInBothThemes(page, 'chain-8-registration-page');
  });
});
