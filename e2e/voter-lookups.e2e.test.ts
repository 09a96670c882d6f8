import { votingMethodLabel } from '@voterroll/contract/labels';
import {
  electionDatesResponse,
  NOV_2024_ELECTION,
  nov2024AppResponse,
  nov2024BallotResponse,
  nov2024VoteResponse,
  qvfTableName,
  voterHistoryResponse,
  voterSearchResponse,
} from '@voterroll/contract/voters-api';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_CURRENT_SNAPSHOT } from './dataset';
import { closeBrowser, openPage, screenshot, screenshotInBothThemes } from './harness';
import { api, type DatasetVoter, uniqueVoterWhoVoted } from './lookup-data';

afterAll(closeBrowser);

let voter: DatasetVoter;
let historyCount: number;
let address: { fullHash: string };

beforeAll(async () => {
  voter = await uniqueVoterWhoVoted(E2E_CURRENT_SNAPSHOT, NOV_2024_ELECTION);
  const [found] = await api('/api/search-by-voter-id', voterSearchResponse, {
    voter_identification_number: voter.voterId,
  });
  address = { fullHash: found!.full_address_hash };
  historyCount = (
    await api(
      `/api/voter-history/${qvfTableName(E2E_CURRENT_SNAPSHOT)}/${voter.voterId}`,
      voterHistoryResponse,
    )
  ).length;
});

/** A name as a person might type it: lower case, stray spaces around. */
const typed = (name: string) => `  ${name.toLowerCase()} `;

describe('Search Name / ID', () => {
  it('checks the form, then finds the voter by name (typed in lower case)', async () => {
    const { page, errors } = await openPage('/search-by-name');
    const form = page.getByRole('tabpanel', { name: 'Search By Name' });
    await form.getByRole('button', { name: 'Search' }).click();
    expect(await form.locator('.invalid-feedback').allTextContents()).toEqual([
      'Required',
      'Required',
      'Required',
      'Required',
    ]);
    await form.getByLabel('Year of Birth').fill(String(new Date().getFullYear() + 1));
    await form.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => form.getByText('Cannot be in the future').count()).toBe(1);

    await form.getByLabel('County').selectOption(voter.county);
    await form.getByLabel('First Name').fill(typed(voter.firstName));
    await form.getByLabel('Last Name').fill(typed(voter.lastName));
    await form.getByLabel('Year of Birth').fill(voter.yearOfBirth);
    await form.getByRole('button', { name: 'Search' }).click();
    const table = page.getByRole('table', { name: 'Registered voters found' });
    await table.waitFor();
    const rows = await table.locator('tbody tr').allTextContents();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(voter.voterId);
    expect(rows[0]).toContain(voter.lastName);
    expect(rows[0]).toContain(voter.county);
    await screenshot(page, 'search-by-name-light');

    // A name no one in the file has: the empty message.
    await form.getByLabel('Last Name').fill(`${voter.lastName}QZX`);
    await form.getByRole('button', { name: 'Search' }).click();
    // A name search's miss says what it searched and what to try (issue 27).
    await expect
      .poll(() => page.getByTestId('no-voters-found').textContent())
      .toContain(`No registered voter found with last name ${voter.lastName}QZX`);
    expect(errors).toEqual([]);
  });

  it('finds the voter by voter ID', async () => {
    const { page } = await openPage('/search-by-name', { theme: 'dark' });
    await page.getByRole('tab', { name: 'Search By Voter ID' }).click();
    const form = page.getByRole('tabpanel', { name: 'Search By Voter ID' });
    await form.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => form.getByText('Required').count()).toBe(1);
    await form.getByLabel('Voter Identification Number').fill(voter.voterId);
    await form.getByRole('button', { name: 'Search' }).click();
    const table = page.getByRole('table', { name: 'Registered voters found' });
    await table.waitFor();
    const rows = await table.locator('tbody tr').allTextContents();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(`${voter.firstName}`);
    // The street address links to the audit of that address.
    const link = table.locator('tbody tr a').first();
    expect(await link.getAttribute('href')).toContain(`full_address_hash=${address.fullHash}`);
    await screenshot(page, 'search-by-name-dark');
  });
});

describe('Audit My Voting History', () => {
  it('finds the voter in the current file and lists the history, 10 rows a page', async () => {
    const { page, errors } = await openPage('/audit-my-voting-history');
    await page.getByRole('heading', { name: 'Enter your details below' }).waitFor();
    const file = page.getByLabel('Voter File');
    await expect.poll(() => file.inputValue()).toBe(qvfTableName(E2E_CURRENT_SNAPSHOT));
    await page.getByRole('button', { name: 'Get My Voting History' }).click();
    await expect.poll(() => page.getByText('Required', { exact: true }).count()).toBe(5);

    await page.getByLabel('County').selectOption(voter.county);
    // Digits only: the letters typed into the ZIP code are dropped.
    await page.getByLabel('Zip Code').pressSequentially(`${voter.zip.slice(0, 2)}ab${voter.zip.slice(2)}`);
    expect(await page.getByLabel('Zip Code').inputValue()).toBe(voter.zip);
    await page.getByLabel('Last Name').fill(typed(voter.lastName));
    await page.getByLabel('First Name').fill(typed(voter.firstName));
    await page.getByLabel('Year of Birth').fill(voter.yearOfBirth);
    await page.getByRole('button', { name: 'Get My Voting History' }).click();

    const summary = page.getByTestId('voter-summary');
    await summary.waitFor();
    expect(await summary.textContent()).toContain(voter.voterId);
    const table = page.getByRole('table', { name: /^Voting history in the October 01 2025 voter file/ });
    expect(await table.locator('tbody tr').count()).toBe(Math.min(historyCount, 10));
    if (historyCount > 10)
      expect(await page.getByTestId('pager-summary').textContent()).toBe(
        `Showing 1 to 10 of ${historyCount}`,
      );
    // Newest first, dates as MM-DD-YYYY.
    expect(await table.locator('tbody tr td').first().textContent()).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    // Voting methods in words (issue 27), not the file's codes.
    const methods = await table.locator('td[data-label="Voting Method"]').allTextContents();
    expect(methods.length).toBe(Math.min(historyCount, 10));
    for (const m of methods) expect(m).toMatch(/^(Absentee|In person|Method not recorded)$/);
    await screenshotInBothThemes(page, 'audit-my-voting-history');

    await page.getByLabel('Year of Birth').fill('1800');
    await page.getByRole('button', { name: 'Get My Voting History' }).click();
    await expect
      .poll(() => page.getByTestId('no-history').textContent())
      .toMatch(/^No registration in the October 01 2025 voter file matches these details\./);
    expect(errors).toEqual([]);
  });
});

describe('Registration details from the address audit', () => {
  it('shows the card, the voting history as a list of elections and the Nov 2024 ballot tracker', async () => {
    const { page, errors } = await openPage(`/audit-my-address?full_address_hash=${address.fullHash}`);
    const dialog = await openDetails(page);
    expect(await dialog.textContent()).toContain(voter.voterId);
    // Anonymous: a note instead of the volunteers' comments.
    expect(await dialog.textContent()).toContain('shown to signed-in volunteers');

    const history = await expectElectionList(dialog);
    await screenshotInBothThemes(page, 'registration-details');
    await history.scrollIntoViewIfNeeded();
    await screenshot(page, 'registration-details-history-1280');
    expect(await fitsSideways(history)).toEqual({ scroll: 0, past: expect.toSatisfy((n: number) => n <= 0) });

    const vote = await api(`/api/nov-2024-vote/${voter.voterId}`, nov2024VoteResponse);
    const app = await api(`/api/nov-2024-app/${voter.voterId}`, nov2024AppResponse);
    const ballot = await api(`/api/nov-2024-ballot/${voter.voterId}`, nov2024BallotResponse);
    await dialog.getByRole('button', { name: 'Nov 2024 Ballot Tracker' }).click();
    const tracker = page.getByRole('dialog', { name: 'Nov 2024 Ballot Tracker' });
    await tracker.getByRole('heading', { name: 'Vote', exact: true }).waitFor();
    const text = (await tracker.textContent()) ?? '';
    // The method in words (issue 27), not the file's code.
    expect(text).toContain(
      vote[0] ? `Voted ${votingMethodLabel(vote[0].voting_method)}` : 'No vote recorded',
    );
    if (app.length === 0 || ballot.length === 0) expect(text).toContain('No record');
    if (app[0]?.app_appsent === null) expect(text).toContain('Not available');
    await tracker.getByRole('button', { name: 'Close' }).last().click();
    await expect.poll(() => tracker.count()).toBe(0);
    await dialog.getByRole('button', { name: '← Back' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('reads the voting history on a 390 px phone: one election a line, nothing cut off', async () => {
    const { page, errors } = await openPage(`/audit-my-address?full_address_hash=${address.fullHash}`, {
      width: 390,
      height: 844,
    });
    const history = await expectElectionList(await openDetails(page));
    await history.scrollIntoViewIfNeeded();
    await screenshot(page, 'registration-details-390');
    expect(await fitsSideways(history)).toEqual({ scroll: 0, past: expect.toSatisfy((n: number) => n <= 0) });
    expect(errors).toEqual([]);
  });
});

/** How far an element overflows sideways: its scrolled width, and past the viewport's right edge. */
const fitsSideways = (l: Locator) =>
  l.evaluate((e: SizedElement) => ({
    scroll: e.scrollWidth - e.clientWidth,
    past: e.getBoundingClientRect().right - e.ownerDocument.documentElement.clientWidth,
  }));
interface SizedElement {
  scrollWidth: number;
  clientWidth: number;
  getBoundingClientRect(): { right: number };
  ownerDocument: { documentElement: { clientWidth: number } };
}

/** Opens the voter's registration details from the address audit's list. */
async function openDetails(page: Page) {
  await page.getByTestId('registrations-heading').waitFor();
  await page
    .getByRole('button', { name: new RegExp(`^Details of ${voter.firstName} ${voter.lastName} `) })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'Volunteer Activity' }).waitFor();
  return dialog;
}

/**
 * The voting history lists each election of the loaded files once, newest first: the Nov 2024
 * election by name, voted as the newest file records it; no N/A and no dashes.
 */
async function expectElectionList(dialog: Locator) {
  const history = dialog.getByRole('region', { name: 'Voting history' });
  await history.waitFor();
  const elections = await api('/api/election-dates', electionDatesResponse);
  const items = history.locator('li[data-election]');
  expect(await items.count()).toBe(new Set(elections.map((e) => e.election_date)).size);
  const nov = history.locator(`li[data-election="${NOV_2024_ELECTION}"]`);
  expect(await nov.textContent()).toMatch(
    /^November 5, 2024 · Presidential general electionVoted (absentee|in person)/,
  );
  expect(await history.textContent()).not.toMatch(/N\/A|—/);
  return history;
}
