import { outcomesFor } from '@voterroll/contract/triage';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, closeBrowser, createAccount, openPage, queryRows, screenshotInBothThemes } from './harness';

/**
 * Issue 12 part 5: the cleanup progress cards (spec 1 section 4) where a registration is reviewed,
 * at the step its stored flag has reached, and the review outcomes "Lives here" and "Does not live
 * here but is valid": a researcher records one from the address audit's registration details, an
 * Election Patriot from the research notes of Registrations For Review; both are recorded with who
 * and when and seen in the activity. Then the Digital Researcher tab of /dashboard shows the
 * researcher's own work with links to its review pages.
 */

afterAll(closeBrowser);

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });

interface Row {
  voter_identification_number: number;
  challenge_codes: string;
  current_triage_status: string;
  full_address_hash: string;
  address_hash: string;
  jurisdiction_name: string;
}
type Account = Awaited<ReturnType<typeof createAccount>>;
interface Flagged {
  'flagged-registration': {
    current_triage_status: string;
    flag_type: string;
    review_outcome: { outcome: string; actor_name: string } | null;
  } | null;
}

const suffix = Math.random().toString(36).slice(2, 7);
let researcher: Account;
let patriot: Account;
let county: string;
let rows: Row[];

const api = async <T>(path: string, token: string, body?: object): Promise<T> => {
  const r = await fetch(`${baseUrl()}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'x-access-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`);
  return (await r.json()) as T;
};
const flagOf = async (voterId: number) =>
  (await api<Flagged>(`/api/flagged-registration-comments/${voterId}`, researcher.token))[
    'flagged-registration'
  ];
const asUser = (a: Account, roles: string[]) => ({
  username: a.username,
  accessToken: a.token,
  roles,
  first_name: a.username,
});

beforeAll(async () => {
  researcher = await createAccount(`outcome-researcher-${suffix}`, ['ROLE_DIGITAL-RESEARCHER']);
  patriot = await createAccount(`outcome-patriot-${suffix}`, ['ROLE_ELECTION-PATRIOT']);
  const counties = await api<{ county_name: string; deceased_count: number; duplicate_count: number }[]>(
    '/api/red-metrics-by-county',
    researcher.token,
  );
  counties.sort((a, b) => b.deceased_count + b.duplicate_count - (a.deceased_count + a.duplicate_count));
  county = counties[0]!.county_name;
  // The county's unflagged registrations of the review list, from the end of its first page: the
  // flagging walk, which may run meanwhile, takes them from the start.
  rows = (
    await api<{ rows: Row[] }>(`/api/review-list/ALL/${encodeURIComponent(county)}/`, researcher.token)
  ).rows
    .filter((r) => r.current_triage_status === 'NEW')
    .reverse();
  expect(rows.length).toBeGreaterThan(4);
  // The first test's registration needs a finding that "lives here" answers (not a death: the
  // server refuses it there), the second's one that "does not live here but is valid" answers.
  const offers = (r: Row) => outcomesFor(r.challenge_codes.split(/[,\s]+/));
  const lives = rows.findIndex((r) => offers(r).includes('LIVES_HERE'));
  expect(lives).toBeGreaterThanOrEqual(0);
  rows.unshift(...rows.splice(lives, 1));
  const away = rows.findIndex((r, i) => i > 0 && offers(r).includes('NOT_HERE_VALID'));
  expect(away).toBeGreaterThan(0);
  rows.splice(1, 0, ...rows.splice(away, 1));
});

const rowOf = (page: Page, voterId: number) =>
  page.getByTestId('data-table').locator('tbody tr', { hasText: String(voterId) });
const currentStep = (page: Page) =>
  page.getByRole('dialog').getByRole('list', { name: 'Cleanup progress' }).locator('[aria-current="step"]');

describe('cleanup progress and review outcomes', () => {
  it('a researcher records "Lives here" from the address audit: Identify, then VALID with who and when', async () => {
    const target = rows[0]!;
    const id = target.voter_identification_number;
    const { page, errors } = await openPage(
      `/audit-my-address?full_address_hash=${target.full_address_hash}&address_hash=${target.address_hash}`,
      { user: asUser(researcher, ['ROLE_DIGITAL-RESEARCHER']), theme: 'light' },
    );
    await rowOf(page, id)
      .getByRole('button', { name: /^Details of / })
      .click();
    const dialog = page.getByRole('dialog');
    // Unflagged on the audit page: a single flag's first step.
    await poll(() => currentStep(page).textContent()).toContain('1. Identify');
    expect(await dialog.getByTestId('outcome-in-force').textContent()).toBe('No outcome recorded.');
    await dialog.getByLabel('Note (optional)').fill('Spoke with the registrant at the door.');
    await dialog.getByRole('button', { name: 'Lives here' }).click();
    await poll(() => dialog.getByTestId('outcome-notice').textContent()).toBe(
      'Recorded: Lives here. VALID - Registration Verified OK.',
    );
    await poll(() => dialog.getByTestId('outcome-in-force').textContent()).toContain(
      `Recorded: Lives here, by outcome-researcher-${suffix}`,
    );
    // Now flagged (FLAG_REG) and verified: Volunteer Verify is the current step.
    await poll(() => currentStep(page).textContent()).toContain('2. Volunteer Verify');
    await poll(() => dialog.getByTestId('volunteer-activity').textContent()).toContain(
      'Review outcome: Lives here',
    );
    await screenshotInBothThemes(page, 'registration-details-review-outcome');
    await dialog.getByRole('button', { name: '← Back' }).click();
    // The table's row took the new status.
    await poll(() =>
      rowOf(page, id)
        .getByRole('button', { name: /^Details of / })
        .getAttribute('title'),
    ).toBe('VALID - Registration Verified OK');
    expect(await flagOf(id)).toMatchObject({
      current_triage_status: 'VALID',
      flag_type: 'FLAG_REG',
      review_outcome: { outcome: 'LIVES_HERE', actor_name: researcher.username },
    });
    const events = await queryRows<{ review_outcome: string; actor_name: string; comments_x: string }>(
      'select review_outcome, actor_name, comments_x from flag_events where voter_id = $1',
      [id],
    );
    expect(events).toEqual([
      {
        review_outcome: 'LIVES_HERE',
        actor_name: researcher.username,
        comments_x: 'Lives here: Spoke with the registrant at the door.',
      },
    ]);
    expect(errors).toEqual([]);
  });

  it('an Election Patriot records "Does not live here but is valid" in the research notes of a flag in triage', async () => {
    const target = rows[1]!;
    const id = target.voter_identification_number;
    // The researcher flags it on its own (a single flag, FLAG_REG) for triage.
    await api('/api/flag-registration-int', researcher.token, {
      selectedVoterIds: [{ voterIdentificationNo: id }],
      flagReport: {
        flag_status: 'TRG',
        flagged_reason: 'Does not live here',
        flagged_reason_x: 'A neighbour says the family moved away.',
      },
    });
    // A bulk flag of two others (BULK_FLAG_REG), for the bulk workflow's cards.
    const bulk = [rows[2]!.voter_identification_number, rows[3]!.voter_identification_number];
    await api('/api/flag-registrations-bulk', researcher.token, {
      selectedVoterIdsWithReviewCodes: bulk.map((voterIdentificationNo) => ({ voterIdentificationNo })),
      flag_status: 'TRG',
      flagged_reason: 'Deceased',
      flagged_reason_x: 'Obituary found for this name and birth year.',
    });
    const { page, errors } = await openPage(
      `/registrations-for-review?county=${encodeURIComponent(county)}`,
      {
        user: asUser(patriot, ['ROLE_ELECTION-PATRIOT']),
        theme: 'dark',
      },
    );
    await page.getByLabel('Status filter').selectOption('TRG');
    await poll(() => rowOf(page, bulk[0]!).count()).toBe(1);
    await rowOf(page, bulk[0]!).getByTestId('notes-button').click();
    await poll(() => currentStep(page).textContent()).toContain('2. Volunteer Verify');
    expect(
      await page.getByRole('dialog').getByRole('list', { name: 'Cleanup progress' }).textContent(),
    ).toContain('Election Patriot Verify');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);

    await poll(() => rowOf(page, id).count()).toBe(1);
    await rowOf(page, id).getByTestId('notes-button').click();
    const dialog = page.getByRole('dialog');
    await poll(() => currentStep(page).textContent()).toContain('2. Volunteer Verify');
    expect(await dialog.getByRole('list', { name: 'Cleanup progress' }).textContent()).not.toContain(
      'Election Patriot Verify',
    );
    await dialog.getByRole('button', { name: 'Does not live here but is valid' }).click();
    await poll(() => dialog.getByTestId('outcome-in-force').textContent()).toContain(
      `Recorded: Does not live here but is valid, by outcome-patriot-${suffix}`,
    );
    await poll(() => dialog.getByTestId('notes-status').textContent()).toBe(
      'VALID - Registration Verified OK',
    );
    await poll(() => dialog.getByTestId('activity-outcome').textContent()).toBe(
      'Review outcome: Does not live here but is valid',
    );
    // The full-screen dialog scrolled to the buttons: show the progress cards and the outcome.
    await dialog
      .getByRole('list', { name: 'Cleanup progress' })
      .evaluate((el: { scrollIntoView: () => void }) => el.scrollIntoView());
    await screenshotInBothThemes(page, 'research-notes-review-outcome');
    expect(await flagOf(id)).toMatchObject({
      current_triage_status: 'VALID',
      review_outcome: { outcome: 'NOT_HERE_VALID', actor_name: patriot.username },
    });
    expect(errors).toEqual([]);
  });

  it('a researcher is not offered an outcome for a flag in triage (the disposition is the patriot’s)', async () => {
    const id = rows[2]!.voter_identification_number;
    const { page, errors } = await openPage(
      `/registrations-for-review?county=${encodeURIComponent(county)}`,
      {
        user: asUser(researcher, ['ROLE_DIGITAL-RESEARCHER']),
      },
    );
    await page.getByLabel('Status filter').selectOption('TRG');
    await poll(() => rowOf(page, id).count()).toBe(1);
    await rowOf(page, id).getByTestId('notes-button').click();
    const dialog = page.getByRole('dialog');
    await poll(() => dialog.getByTestId('review-outcome').textContent()).toContain(
      'Your role cannot record an outcome for a registration that is TRIAGE - Needs More Research.',
    );
    expect(await dialog.getByRole('button', { name: 'Lives here' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('the Digital Researcher tab of /dashboard', () => {
  it('shows the researcher’s flags by status and each flag with a link to its review page', async () => {
    const mine = await api<{ counts: { current_triage_status: string; flag_count: number }[] }>(
      '/api/my-flags',
      researcher.token,
    );
    const count = (s: string) => mine.counts.find((c) => c.current_triage_status === s)?.flag_count ?? 0;
    // Raised by the walks above: one found valid by the patriot (its outcome), two bulk in triage, one
    // found valid by the researcher's own outcome.
    expect(count('TRG')).toBe(2);
    expect(count('VALID')).toBe(2);
    const { page, errors } = await openPage('/dashboard', {
      user: asUser(researcher, ['ROLE_DIGITAL-RESEARCHER']),
    });
    const tab = page.getByTestId('researcher-tab');
    await poll(() => tab.getByTestId('my-flags-total').getByTestId('home-count').textContent()).toBe('4');
    expect(await tab.getByTestId('my-flags-TRG').getByTestId('home-count').textContent()).toBe('2');
    expect(await tab.getByTestId('my-flags-VALID').getByTestId('home-count').textContent()).toBe('2');
    expect(await tab.getByTestId('my-events').textContent()).toBe('4');
    const table = tab.getByTestId('data-table');
    await poll(() => table.locator('tbody tr').count()).toBe(4);
    for (const r of rows.slice(0, 4))
      expect(
        await table.locator('tbody tr', { hasText: String(r.voter_identification_number) }).count(),
      ).toBe(1);
    const valid = table.locator('tbody tr', { hasText: String(rows[1]!.voter_identification_number) });
    expect(await valid.textContent()).toContain('VALID - Registration Verified OK');
    await screenshotInBothThemes(page, 'dashboard-researcher');
    // The link opens the flag's review page, in its county and jurisdiction.
    const link = valid.getByRole('link');
    expect(await link.textContent()).toBe(`${rows[1]!.jurisdiction_name}, ${county}`);
    await link.click();
    await poll(() => new URL(page.url()).pathname).toBe('/registrations-for-review');
    const params = new URL(page.url()).searchParams;
    expect(params.get('county')).toBe(county);
    expect(params.get('jurisdiction')).toBe(rows[1]!.jurisdiction_name);
    await poll(() => page.getByTestId('total-for-review').textContent()).toMatch(/\d/);
    expect(errors).toEqual([]);
  });
});
