import { triageMoveLabel } from '@voterroll/contract/labels';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, countiesByDeceased, triageStatusOf } from './api-helpers';
import { closeBrowser, createAccount, openPage, screenshot } from './harness';

/**
 * Issue 5, the clerk's research notes (spec 3 sections 2.4, 4.2 and 5): a clerk opens the notes of
 * an unflagged registration on Registrations For Review, adds it to the work queue, records Next
 * Steps (a too-short description first), and reads both steps with who and when in Activity.
 */

afterAll(closeBrowser);

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });

type Account = Awaited<ReturnType<typeof createAccount>>;
interface Row {
  voter_identification_number: number;
  current_triage_status: string;
  category: string | null;
}

const suffix = Math.random().toString(36).slice(2, 7);
let clerk: Account;
let county: string;

const statusOf = (voterId: number) => triageStatusOf(voterId, clerk.token);
const rowOf = (page: Page, voterId: number) =>
  page.getByTestId('data-table').locator('tbody tr', { hasText: String(voterId) });

beforeAll(async () => {
  // Not the county the flagging test works in (the most deceased and duplicates): the quietest
  // one whose list's first page has an unflagged registration.
  const counties = (await countiesByDeceased()).slice(0, -1);
  const root = await createAccount(`clerk-notes-root-${suffix}`, ['ROLE_SITE-ROOT']);
  for (const c of counties) {
    const { rows } = await callApi<{ rows: Row[] }>(
      `/api/review-list/ALL/${encodeURIComponent(c.county_name)}/`,
      root.token,
    );
    if (rows.some((r) => r.current_triage_status === 'NEW')) {
      county = c.county_name;
      break;
    }
  }
  if (!county) throw new Error('no county has an unflagged registration on its list');
  // A county clerk: the server lets them act only on their county's registrations.
  clerk = await createAccount(`clerk-${suffix}`, ['ROLE_CLERK'], { county });
});

describe("the clerk's research notes in the browser", () => {
  it('a clerk adds a registration to the work queue, records Next Steps, and reads both in Activity', async () => {
    // The first unflagged row of the list's first page (the page sorts as the API does by default).
    const rows = (
      await callApi<{ rows: Row[] }>(`/api/review-list/ALL/${encodeURIComponent(county)}/`, clerk.token)
    ).rows;
    const chosen = rows.find((r) => r.current_triage_status === 'NEW')!;
    const id = chosen.voter_identification_number;
    const { page, errors } = await openPage(
      `/registrations-for-review?county=${encodeURIComponent(county)}`,
      {
        user: { username: clerk.username, accessToken: clerk.token, roles: ['ROLE_CLERK'], county },
        theme: 'dark',
      },
    );
    await rowOf(page, id).getByTestId('notes-button').click();
    // Spec 2's notes first (a clerk also sees the disposition there); the clerk's version from its footer.
    await page.getByRole('dialog').getByRole('button', { name: 'Clerk: Add To Queue / Next Steps' }).click();
    const dialog = page.getByRole('dialog');
    await poll(() =>
      dialog.getByRole('heading', { name: `Research Notes for Voter ID: ${id}` }).count(),
    ).toBe(1);
    // The first dialog has faded out: one dialog, the clerk's (with tabs).
    await poll(() => page.getByRole('dialog').count()).toBe(1);
    await poll(() => dialog.getByRole('tab').count()).toBeGreaterThan(0);
    const tabs = () => dialog.getByRole('tab').allTextContents();
    // Unflagged: no Activity tab yet, and the clerk is offered Add To Queue.
    expect(await tabs()).toEqual(['Registration Information', 'Voting History', 'Add To Queue']);
    expect(await dialog.getByTestId('registration-facts').textContent()).toContain('Jurisdiction');
    // Address research: the canvass category when the address has one; research comments have no
    // source yet, and the fields say so instead of vanishing.
    expect(await dialog.getByTestId('address-category').textContent()).toBe(
      chosen.category ?? 'None recorded',
    );
    expect(await dialog.getByTestId('address-comments').textContent()).toBe('None recorded');
    await screenshot(page, 'clerk-notes-registration-dark');

    await dialog.getByRole('tab', { name: 'Add To Queue' }).click();
    await dialog.getByRole('button', { name: 'Add to Work Queue' }).click();
    await poll(() => dialog.getByTestId('clerk-notes-notice').textContent()).toBe(
      'Saved: In Queue for clerk review.',
    );
    await poll(() => dialog.getByTestId('notes-status').textContent()).toBe('In Queue for clerk review');
    await poll(tabs).toEqual(['Registration Information', 'Activity', 'Voting History', 'Next Steps']);
    expect(await statusOf(id)).toBe('INQ');

    // Next Steps validates on submit only, in the spec's words.
    const form = dialog.getByTestId('next-steps-form');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await poll(() => form.getByText('Triage status required').count()).toBe(1);
    expect(await form.getByText('Reason description required').count()).toBe(1);
    expect(await form.getByLabel('Final disposition').locator('option').allTextContents()).toEqual([
      'Choose the next step ...',
      'Confirmation Notice Sent',
      'Record Updated',
      'Cleanup Initiated',
    ]);
    await form.getByLabel('Final disposition').selectOption('NS');
    await form.getByLabel('Reason description').fill('mailed');
    // Typing does not validate; Save does.
    expect(await form.getByText('Triage status required').count()).toBe(1);
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await poll(() => form.getByText('Please describe reason using minimum 8 characters').count()).toBe(1);
    expect(await dialog.getByTestId('clerk-notes-notice').count()).toBe(0);
    expect(await form.getByText('Triage status required').count()).toBe(0);
    expect(await statusOf(id)).toBe('INQ');
    await form.getByLabel('Reason description').fill('Confirmation notice mailed to the registered address.');
    await screenshot(page, 'clerk-notes-next-steps-dark');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await poll(() => dialog.getByTestId('clerk-notes-notice').textContent()).toBe(
      'Saved: Confirmation Notice Sent.',
    );
    await poll(() => dialog.getByTestId('notes-status').textContent()).toBe('Confirmation Notice Sent');
    expect(await statusOf(id)).toBe('NS');

    await dialog.getByRole('tab', { name: 'Activity' }).click();
    await poll(() => dialog.getByTestId('activity-item').count()).toBe(2);
    expect(await dialog.getByTestId('activity-move').allTextContents()).toEqual([
      triageMoveLabel('NEW', 'INQ'),
      triageMoveLabel('INQ', 'NS'),
    ]);
    const items = await dialog.getByTestId('activity-item').allTextContents();
    expect(items[0]).toContain('Created flag and added to work queue');
    expect(items[1]).toContain('Confirmation notice mailed to the registered address.');
    for (const who of await dialog.getByTestId('activity-who').allTextContents())
      expect(who).toContain(`clerk-${suffix}`);
    for (const when of await dialog.getByTestId('activity-when').allTextContents())
      expect(when).toMatch(/\w{3} \d+\w\w \d{4} \d\d:\d\d:\d\d/);
    await screenshot(page, 'clerk-notes-activity-dark');

    // Closed, the row shows its new status without a reload.
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await poll(() => rowOf(page, id).getByTestId('notes-button').getAttribute('title')).toBe(
      'Confirmation Notice Sent',
    );
    expect(errors).toEqual([]);
  });
});
