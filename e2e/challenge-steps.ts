import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CHALLENGE_NEXT_STEPS, challengeStatusWords } from '@voterroll/contract/challenge-api';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { pdfText } from '../apps/server/src/test-support/pdf-text';
import { callApi } from './api-helpers';
import { openPage, screenshot } from './harness';

/**
 * The steps of the challenge walk (issues 26 and 35), as each actor takes them through the pages:
 * shared by `challenge-chain.e2e.test.ts` (the e2e dataset, accounts it makes) and
 * `demo-challenge-walk.e2e.test.ts` (`npm start`'s demo and its accounts). Each step takes its
 * pictures through `Pictures`, so each walk chooses how many it can afford.
 */

export const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 20_000 });

/** A picture of the page as it stands: `themes` (a result of the walk) or `widths` (desktop, phone). */
export type Pictures = (page: Page, name: string, kind: 'themes' | 'widths') => Promise<void>;

/** The registration the walk challenges, as the review list gives it, and its place. */
export interface Target {
  voter: {
    voter_identification_number: number;
    last_name: string;
    first_name: string;
  };
  county: string;
  jurisdiction: string;
}

/** Pictures at a desktop's width and a phone's (1280 and 390 px): `<name>-1280`, `<name>-390`. */
export async function picturesAtTwoWidths(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The clerk's packet counts: submitted all time, and waiting in Challenged. */
export const clerkChallengeCounts = (token: string) =>
  callApi<{ challenges_submitted_total: number; challenge_submitted_count: number }>(
    '/api/clerk-review-metrics/',
    token,
  );

/** A challenger's packets: how many submitted, and each with its reference (newest first). */
export const myChallenges = (token: string) =>
  callApi<{ submitted_total: number; waiting: number; rows: { reference: string | null }[] }>(
    '/api/my-challenges',
    token,
  );

export const rowOf = (page: Page, id: number) =>
  page.getByTestId('data-table').locator('tbody tr', { hasText: String(id) });

/** Signs in through the login form; resolves once the app has left /login. */
export async function signIn(a: { username: string; password: string }): Promise<Page> {
  const { page } = await openPage('/login', { theme: 'light' });
  await page.getByLabel('Username or Email').fill(a.username);
  await page.getByLabel('Password').fill(a.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await poll(() => new URL(page.url()).pathname).not.toBe('/login');
  return page;
}

/** A researcher finds the registration on Registrations For Review and sends it to triage from its notes. */
export async function researcherSendsToTriage(page: Page, t: Target, pictures: Pictures): Promise<void> {
  await page.goto(
    `/registrations-for-review?county=${encodeURIComponent(t.county)}&jurisdiction=${encodeURIComponent(t.jurisdiction)}`,
  );
  await page.getByLabel('Search address or name').fill(`${t.voter.last_name} ${t.voter.first_name}`);
  await page.getByLabel('Search address or name').press('Enter');
  const id = t.voter.voter_identification_number;
  await poll(() => rowOf(page, id).count()).toBe(1);
  // Beside the evidence, in the research notes: Send To Triage (issue 35 item 5).
  await rowOf(page, id).getByTestId('notes-button').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Send To Triage' }).click();
  const form = dialog.getByRole('form', { name: 'Send To Triage' });
  await form.getByLabel('Reason', { exact: true }).selectOption('Does not live here');
  await form.getByLabel('Reason description').fill('The house at this address is for sale and empty.');
  await form.getByRole('button', { name: 'Save' }).click();
  await poll(() => dialog.getByTestId('notes-status').textContent()).toBe('TRIAGE - Needs More Research');
  await pictures(page, 'chain-1-researcher-sent', 'themes');
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await poll(() => page.getByRole('dialog').count()).toBe(0);
}

/**
 * The Election Patriot, from their home's To verify card (Flagged on TRG), marks it To Be
 * Challenged in its research notes, then opens the packet from the ready card's Prepare challenge.
 */
export async function patriotMarksToBeChallenged(page: Page, t: Target, pictures: Pictures): Promise<void> {
  expect(new URL(page.url()).pathname).toBe('/dashboard');
  const toVerify = page.getByTestId('patriot-card-TRG').getByTestId('home-count');
  await poll(async () => Number(await toVerify.textContent())).toBeGreaterThanOrEqual(1);
  await toVerify.click();
  await poll(() => new URL(page.url()).searchParams.get('pf_status')).toBe('TRG');
  const id = t.voter.voter_identification_number;
  await page.getByLabel('Name or address').fill(t.voter.last_name);
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
  await pictures(page, 'chain-2-patriot-to-be-challenged', 'themes');
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await poll(() => page.getByRole('dialog').count()).toBe(0);

  // Now ready to submit: that card opens Flagged on it.
  await page.getByTestId('patriot-card-SFCR').getByTestId('home-count').click();
  await poll(() => new URL(page.url()).searchParams.get('pf_status')).toBe('SFCR');
  const prepare = rowOf(page, id).getByRole('link', { name: /Prepare challenge/ });
  await poll(() => prepare.count()).toBe(1);
  await prepare.click();
  await poll(() => new URL(page.url()).pathname).toBe(`/challenge/${id}`);
}

/**
 * On the packet the previous step opened: the reasons and the attestation, the document a clerk can
 * act on (its reference, the evidence in sentences, no JSON), its PDF downloaded into `pdfFile` and
 * read, then submitted, the confirmation and the packet as sent. Resolves to the reference.
 */
export async function patriotPreparesAndSubmits(
  page: Page,
  t: Target,
  o: { challenger: string; pdfFile: string; pictures: Pictures },
): Promise<string> {
  const id = t.voter.voter_identification_number;
  const sheet = page.getByRole('article', { name: 'Challenge of a registration' });
  await poll(() =>
    sheet.getByText(`To the Clerk of ${t.jurisdiction}, ${t.county} County, Michigan`).count(),
  ).toBe(1);
  expect(await sheet.getByText('guidance, not proof', { exact: false }).count()).toBe(1);
  await page.getByRole('button', { name: 'Submit challenge to the clerk' }).click();
  await poll(() => page.getByText('Reason description required').count()).toBe(1);
  await page
    .getByLabel('The reasons, in your own words')
    .fill('The registrant moved away in 2022; the house is empty and for sale.');
  await page.getByLabel(/I am a registered voter of the same city or township/).check();
  await o.pictures(page, 'chain-3-challenge-prepared', 'themes');

  const shown = await sheet.getByTestId('challenge-reference').textContent();
  const reference = shown?.match(/CH-\d{4}-\d{6}/)?.[0] ?? '';
  expect(reference, shown ?? '').toMatch(/^CH-\d{4}-\d{6}$/);
  const sheetText = await sheet.innerText();
  expect(sheetText).not.toMatch(/[{}[\]"]/);
  expect(sheetText).not.toContain('No registration found yet');
  expect(await sheet.getByTestId('challenger-contact').innerText()).toContain(o.challenger);
  expect(await sheet.getByTestId('challenge-finding').count()).toBeGreaterThan(0);
  await o.pictures(page, 'packet-prepared', 'widths');

  // Printed: the server's PDF, downloaded and read.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`challenge-${reference}.pdf`);
  await download.saveAs(o.pdfFile);
  const pdf = readFileSync(o.pdfFile);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const printed = pdfText(pdf).replace(/\n/g, ' ');
  expect(printed).toContain(reference);
  expect(printed).toContain(t.voter.last_name);
  expect(printed).toContain('the house is empty and for sale');
  expect(printed).not.toMatch(/[{}"]/);

  await page.getByRole('button', { name: 'Submit challenge to the clerk' }).click();
  // The confirmation: what was sent, its reference and what happens next.
  await poll(() => new URL(page.url()).pathname).toBe(`/challenge/${id}/submitted`);
  await poll(() => page.getByTestId('confirmation-reference').textContent()).toBe(reference);
  expect(await page.getByText(CHALLENGE_NEXT_STEPS[0]).count()).toBe(1);
  await o.pictures(page, 'packet-confirmation', 'widths');
  await page.getByRole('link', { name: 'View the packet' }).click();
  await poll(() => page.getByText(/Submitted to the clerk on/).count()).toBe(1);
  await o.pictures(page, 'chain-4-challenge-submitted', 'themes');
  return reference;
}

/**
 * The clerk, from their home's Challenges Submitted card, finds it in Challenged, opens the packet
 * (its reference, no JSON), comes back and adds it to their queue in one click.
 */
export async function clerkOpensAndQueues(
  page: Page,
  t: Target,
  reference: string,
  pictures: Pictures,
): Promise<void> {
  const id = t.voter.voter_identification_number;
  const card = page.getByTestId('clerk-card-challenge_submitted_count').getByTestId('clerk-count');
  await poll(async () => Number(await card.textContent())).toBeGreaterThanOrEqual(1);
  await pictures(page, 'chain-5-clerk-home', 'themes');
  await card.click();
  await poll(() => new URL(page.url()).searchParams.get('clerk_tab')).toBe('challenged');
  await poll(() => page.getByLabel('Metric').inputValue()).toBe('CS');
  await poll(() => rowOf(page, id).count()).toBe(1);
  await rowOf(page, id)
    .getByRole('link', { name: /^Open packet/ })
    .click();
  await poll(() => new URL(page.url()).pathname).toBe(`/challenge/${id}`);
  await poll(() => page.getByTestId('challenge-reference').textContent()).toContain(reference);
  expect(await page.getByRole('article').innerText()).not.toMatch(/[{}[\]"]/);
  await pictures(page, 'packet-clerk', 'widths');
  await page.goBack();
  await poll(() => rowOf(page, id).count()).toBe(1);
  await rowOf(page, id)
    .getByRole('button', { name: /Add to my queue/ })
    .click();
  await poll(() => page.getByRole('status').textContent()).toMatch(/^Added to your work queue/);
  await poll(() => rowOf(page, id).count()).toBe(0);
  await pictures(page, 'chain-6-clerk-queued', 'themes');
}

/**
 * The patriot's home lists the packet by its reference with its status in words, and counts
 * `submitted` packets; their API (as `token`) says the same, this packet the newest.
 */
export async function patriotHomeShowsPacket(
  page: Page,
  o: {
    token: string;
    reference: string;
    status: Parameters<typeof challengeStatusWords>[0];
    submitted: number;
    pictures: Pictures;
  },
): Promise<void> {
  const row = page.getByTestId('my-challenge').filter({ hasText: o.reference });
  await poll(() => row.count()).toBe(1);
  expect(await row.getByTestId('my-challenge-status').innerText()).toBe(challengeStatusWords(o.status));
  const submitted = page.getByTestId('my-challenges-submitted').getByTestId('home-count');
  await poll(() => submitted.textContent()).toBe(String(o.submitted));
  const mine = await myChallenges(o.token);
  expect(mine.submitted_total).toBe(o.submitted);
  expect(mine.rows[0]?.reference).toBe(o.reference);
  await o.pictures(page, 'patriot-home-packets', 'widths');
}

/** Where a walk saves the packet's PDF (the repository's .tmp, not committed). */
export const pdfPath = (name: string) => resolve('.tmp', name);
