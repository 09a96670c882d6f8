import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, challengeThroughPacket, countiesByDeceased, flagRegistration } from './api-helpers';
import { closeBrowser, createAccount, openPage, screenshotInBothThemes } from './harness';

/**
 * Issue 13, the clerk dashboard (spec 3 section 2.2): a patriot submits a challenge in a county; its
 * clerk finds it under Challenged, adds it to the work queue from the research notes, sees it in My
 * Workspace, and Home's counts changed (Challenges Submitted one less, In Queue one more).
 */

afterAll(closeBrowser);

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });
type Account = Awaited<ReturnType<typeof createAccount>>;

const suffix = Math.random().toString(36).slice(2, 7);
let clerk: Account;
let county: string;
let voterId: number;

const count = (page: Page, key: string) =>
  page.getByTestId(`clerk-card-${key}`).getByTestId('clerk-count').textContent();
const rowOf = (page: Page, id: number) =>
  page.getByTestId('data-table').locator('tbody tr', { hasText: String(id) });

beforeAll(async () => {
  // Not the quietest county (the clerk-notes walk's) nor the busiest (flagging's): the first after
  // the quietest with an unflagged registration for review.
  const counties = await countiesByDeceased();
  const root = await createAccount(`rootcs-${suffix}`, ['ROLE_SITE-ROOT']);
  for (const c of counties.slice(1, -1)) {
    const rows = (
      await callApi<{ rows: { voter_identification_number: number; current_triage_status: string }[] }>(
        `/api/review-list/ALL/${encodeURIComponent(c.county_name)}/?sort=voter_identification_number&dir=desc`,
        root.token,
      )
    ).rows;
    const row = rows.find((r) => r.current_triage_status === 'NEW');
    if (row) {
      county = c.county_name;
      voterId = row.voter_identification_number;
      break;
    }
  }
  clerk = await createAccount(`clerkdash-${suffix}`, ['ROLE_CLERK'], { county });
  const patriot = await createAccount(`patriotcs-${suffix}`, ['ROLE_ELECTION-PATRIOT'], { county });
  const second = await createAccount(`patriotcs2-${suffix}`, ['ROLE_ELECTION-PATRIOT'], { county });
  // The patriot raises it; a second patriot reviews it and submits the challenge (MCL 168.512).
  await flagRegistration(patriot.token, voterId, {
    flag_status: 'TRG',
    flagged_reason: 'Deceased',
    flagged_reason_x: 'Obituary in the county paper',
  });
  await challengeThroughPacket(second, voterId, 'Deceased');
});

describe('the clerk dashboard in the browser', () => {
  it('a clerk adds a Challenged row to the work queue and sees it in My Workspace, with Home changed', async () => {
    const { page, errors } = await openPage('/dashboard', {
      user: { username: clerk.username, accessToken: clerk.token, roles: ['ROLE_CLERK'], county },
      theme: 'light',
    });
    // The Clerk tab is the first a clerk sees, and Home its first tab.
    await poll(() => page.getByTestId('clerk-card-challenge_submitted_count').count()).toBe(1);
    expect(await page.getByTestId('clerk-count').count()).toBe(7);
    const cs = Number(await count(page, 'challenge_submitted_count'));
    const inQueue = Number(await count(page, 'in_queue_count'));
    expect(cs).toBeGreaterThanOrEqual(1);
    await screenshotInBothThemes(page, 'clerk-dashboard-home');

    // A card opens its list: Challenges Submitted opens Challenged with the CS metric chosen.
    await page.getByTestId('clerk-card-challenge_submitted_count').getByTestId('clerk-count').click();
    const metric = page.getByLabel('Metric');
    await poll(() => metric.inputValue()).toBe('CS');
    expect((await metric.locator('option').allTextContents())[0]).toBe('Select Metric');
    await poll(() => rowOf(page, voterId).count()).toBe(1);
    expect(
      (await page.getByTestId('data-table').locator('thead th').allTextContents()).map((t) =>
        t.replace(/[^A-Za-z ]/g, '').trim(),
      ),
    ).toEqual([
      'Notes',
      'Queue',
      'System Review Codes',
      'Full Street Address',
      'Full Name',
      'Voter Id',
      'Year of Birth',
      'Business Name',
      'Address Type',
    ]);
    await screenshotInBothThemes(page, 'clerk-dashboard-challenged');
    // The filters narrow on the server and stay in the URL: the challenged registration is active.
    const filters = page.getByTestId('clerk-filters');
    await filters.getByLabel('Voter status').selectOption({ label: 'Challenged' });
    await poll(() => rowOf(page, voterId).count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('cc_voter_status')).toBe('CH');
    await filters.getByLabel('Voter status').selectOption({ label: 'Active' });
    await filters.getByLabel('Triage status').selectOption({ label: 'Deep Red (Challenge submitted)' });
    await poll(() => rowOf(page, voterId).count()).toBe(1);
    await filters.getByLabel('Triage status').selectOption({ label: 'Yellow (In triage)' });
    await poll(() => rowOf(page, voterId).count()).toBe(0);
    await filters.getByRole('button', { name: 'Clear' }).click();
    await poll(() => rowOf(page, voterId).count()).toBe(1);

    await rowOf(page, voterId).getByTestId('notes-button').click();
    const dialog = page.getByRole('dialog');
    await poll(() =>
      dialog.getByRole('heading', { name: `Research Notes for Voter ID: ${voterId}` }).count(),
    ).toBe(1);
    await dialog.getByRole('tab', { name: 'Add To Queue' }).click();
    await dialog.getByRole('button', { name: 'Add to Work Queue' }).click();
    await poll(() => dialog.getByTestId('clerk-notes-notice').textContent()).toBe(
      'Saved: In Queue for clerk review.',
    );
    await page.keyboard.press('Escape');
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    // Closing the notes reloads the lists: the row left Challenged.
    await poll(() => rowOf(page, voterId).count()).toBe(0);

    await page.getByRole('tab', { name: 'My Workspace' }).click();
    await poll(() => rowOf(page, voterId).count()).toBe(1);
    await screenshotInBothThemes(page, 'clerk-dashboard-workspace');

    await page.getByRole('tab', { name: 'Home' }).click();
    await poll(() => count(page, 'in_queue_count')).toBe(String(inQueue + 1));
    expect(Number(await count(page, 'challenge_submitted_count'))).toBe(cs - 1);

    await page.getByRole('tab', { name: 'Confirmation' }).click();
    await poll(
      async () =>
        (await page.getByTestId('data-table').count()) +
        (await page.getByText('There are no registrations currently due for confirmation.').count()),
    ).toBeGreaterThan(0);
    await screenshotInBothThemes(page, 'clerk-dashboard-confirmation');
    expect(errors).toEqual([]);
  });

  it('steps through My Workspace from the registration page: Save and next', async () => {
    // A second registration of the county in the queue, after the first in descending voter-id order.
    const review = await callApi<{
      rows: { voter_identification_number: number; current_triage_status: string }[];
    }>(
      `/api/review-list/ALL/${encodeURIComponent(county)}/?sort=voter_identification_number&dir=desc`,
      clerk.token,
    );
    const other = review.rows.find(
      (r) => r.current_triage_status === 'NEW' && r.voter_identification_number < voterId,
    );
    expect(other).toBeDefined();
    await callApi('/api/update-triage-status', clerk.token, {
      voter_id: other!.voter_identification_number,
      flagged_reg_id: null,
      triage_status: 'INQ',
      comments_x: 'Added to clerk work queue',
    });
    const { page, errors } = await openPage(
      '/dashboard?clerk_tab=workspace&clerk_status=INQ&cw_sort=-voter_identification_number',
      {
        user: { username: clerk.username, accessToken: clerk.token, roles: ['ROLE_CLERK'], county },
        theme: 'light',
      },
    );
    await poll(() => rowOf(page, voterId).count()).toBe(1);
    const queue = await callApi<{ rows: { voter_identification_number: number }[] }>(
      '/api/clerk-workspace-list/?status=INQ&sort=voter_identification_number&dir=desc',
      clerk.token,
    );
    const ids = queue.rows.map((r) => r.voter_identification_number);
    const next = ids[ids.indexOf(voterId) + 1]!;
    expect(next).toBeDefined();

    await rowOf(page, voterId).getByTestId('registration-link').click();
    await poll(() => page.getByTestId('list-position').textContent()).toBe(
      `Registration ${ids.indexOf(voterId) + 1} of ${ids.length} in this list`,
    );
    await page
      .getByRole('toolbar', { name: 'Moves' })
      .getByRole('button', { name: 'Confirmation Notice Sent' })
      .click();
    const form = page.getByRole('form', { name: 'Confirmation Notice Sent' });
    await form.getByLabel('Reason description').fill('Confirmation notice mailed to the new address');
    await form.getByRole('button', { name: 'Save and next' }).click();
    await poll(() => new URL(page.url()).pathname).toBe(`/registration/${next}`);
    await poll(() => page.getByTestId('saved-from').textContent()).toBe(
      `Saved Voter ID ${voterId}. This is the next registration of the list.`,
    );
    await screenshotInBothThemes(page, 'clerk-save-and-next');
    // The saved one left In Queue: the next is now where it was.
    await poll(() => page.getByTestId('list-position').textContent()).toBe(
      `Registration ${ids.indexOf(voterId) + 1} of ${ids.length - 1} in this list`,
    );
    await page.getByRole('link', { name: 'Back to My Workspace' }).click();
    await poll(() => rowOf(page, next).count()).toBe(1);
    expect(await rowOf(page, voterId).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('shows the same dashboard on /registrations-for-clerk-review, titled County - Township', async () => {
    const { page, errors } = await openPage('/registrations-for-clerk-review', {
      user: { username: clerk.username, accessToken: clerk.token, roles: ['ROLE_CLERK'], county },
      theme: 'dark',
    });
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(
      `${county} - All jurisdictions`,
    );
    await poll(() => page.getByTestId('clerk-count').count()).toBe(7);
    await screenshotInBothThemes(page, 'clerk-review-page');
    expect(errors).toEqual([]);
  });
});
