import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, countiesByDeceased, flagRegistration } from './api-helpers';
import { closeBrowser, createAccount, openPage, queryRows, screenshotInBothThemes } from './harness';

/**
 * Issue 26 item 2: each role's home shows what awaits it, and each count is its list's total. For
 * every card of the Election Patriot's, the researcher's, the membership admins' and data entry's
 * homes, the test follows the card's link and reads the list it opens: the list's total (its
 * pager's "of N", or its rows when it has one page) equals the card's count. (The clerk's cards
 * are checked against every row of their lists by the server's clerk.test.ts.)
 */

afterAll(closeBrowser);

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 20_000 });
type Account = Awaited<ReturnType<typeof createAccount>>;

const suffix = Math.random().toString(36).slice(2, 7);
let county: string;
let researcher: Account;
let patriot: Account;
let lead: Account;
let dataEntry: Account;

const numberIn = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
const countOf = async (card: Locator) => numberIn(await card.getByTestId('home-count').textContent());

/**
 * The total of the list a table shows: its pager's "of N", else its rows (none when it says so).
 * Read while the list may still be changing filter, so a part that vanishes between being counted
 * and being read fails this read quickly (the caller polls) instead of waiting for it to return.
 */
async function listTotal(scope: Locator): Promise<number> {
  const quick = { timeout: 1_000 };
  const table = scope.getByTestId('data-table').first();
  await table.waitFor();
  // A list cut short by the server says its whole total beside the table.
  const more = scope.getByTestId('list-total');
  if ((await more.count()) > 0) return numberIn(await more.textContent(quick));
  const summary = scope.getByTestId('pager-summary');
  if ((await summary.count()) > 0)
    return numberIn(/of ([\d,]+)/.exec((await summary.first().textContent(quick)) ?? '')?.[1] ?? '');
  if ((await table.getByTestId('data-table-empty').count()) > 0) return 0;
  return table.locator('tbody tr').count();
}

/** Follows each card's link and checks the list it opens holds exactly the card's count. */
async function checkCards(
  page: Page,
  cards: Locator,
  list: Locator,
  param: [string, (card: string) => string | null],
) {
  const ids = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid') ?? ''));
  expect(ids.length).toBeGreaterThan(0);
  for (const id of ids) {
    const card = page.getByTestId(id);
    await card.getByTestId('home-count').click();
    await poll(() => new URL(page.url()).searchParams.get(param[0])).toBe(param[1](id));
    // Other test files change the same lists (an envelope saved, a flag cleared) while this reads,
    // and the card's count is not refetched: on a mismatch the page is read afresh.
    await poll(async () => {
      const pair = [await countOf(card), await listTotal(list)];
      if (pair[0] !== pair[1]) await page.reload();
      return pair;
    }).toSatisfy(([shown, listed]) => shown === listed);
  }
}

const asUser = (a: Account, roles: string[], area: Record<string, string> = {}) => ({
  username: a.username,
  accessToken: a.token,
  roles,
  ...area,
});

beforeAll(async () => {
  // A county three quarters up the table with three unflagged registrations to review (the other
  // walks take its ends, their neighbours and the middle).
  const counties = await countiesByDeceased();
  const root = await createAccount(`homeroot-${suffix}`, ['ROLE_SITE-ROOT']);
  let rows: { voter_identification_number: number }[] = [];
  for (const c of counties.slice(Math.floor((counties.length * 3) / 4), -1)) {
    rows = (
      await callApi<{ rows: { voter_identification_number: number }[] }>(
        `/api/review-list/ALL/${encodeURIComponent(c.county_name)}/?status=NEW`,
        root.token,
      )
    ).rows;
    county = c.county_name;
    if (rows.length >= 3) break;
  }
  researcher = await createAccount(`homeres-${suffix}`, ['ROLE_DIGITAL-RESEARCHER'], { county });
  patriot = await createAccount(`homepat-${suffix}`, ['ROLE_ELECTION-PATRIOT'], { county });
  lead = await createAccount(`homelead-${suffix}`, ['ROLE_COUNTY-LEAD'], { county });
  dataEntry = await createAccount(`homeentry-${suffix}`, ['ROLE_DATA-ENTRY']);
  // Work that awaits: three registrations sent to triage by the researcher, one of them then found
  // invalid by the patriot; two sign-ups of the county waiting for approval.
  const ids = rows.slice(0, 3).map((r) => r.voter_identification_number);
  expect(ids).toHaveLength(3);
  for (const id of ids)
    await flagRegistration(researcher.token, id, {
      flag_status: 'TRG',
      flagged_reason: 'Deceased',
      flagged_reason_x: 'Obituary found in the county newspaper archive',
    });
  await callApi('/api/update-triage-status', patriot.token, {
    voter_id: ids[0],
    triage_status: 'SFCR',
    flagged_reason: 'Deceased',
    comments_x: 'Death record matches name, birth year and address',
    expected_status: 'TRG',
  });
  for (const n of [1, 2]) {
    const signUp = await createAccount(`homesignup${n}-${suffix}`, ['ROLE_ELECTION-PATRIOT'], { county });
    await queryRows('update users set is_active = false where id = $1 returning id', [signUp.userId]);
  }
});

describe("each role's home counts what its lists hold", () => {
  it("the Election Patriot's: to verify and ready to submit open Flagged so filtered", async () => {
    const { page, errors } = await openPage('/dashboard', {
      user: asUser(patriot, ['ROLE_ELECTION-PATRIOT'], { county }),
    });
    const cards = page.locator('[data-testid^="patriot-card-"]');
    await poll(() => cards.count()).toBe(2);
    expect(await countOf(page.getByTestId('patriot-card-SFCR'))).toBeGreaterThanOrEqual(1);
    expect(await countOf(page.getByTestId('patriot-card-TRG'))).toBeGreaterThanOrEqual(2);
    await screenshotInBothThemes(page, 'home-patriot');
    await checkCards(page, cards, page.locator('#patriot-tabs-tabpane-flagged'), [
      'pf_status',
      (id) => id.replace('patriot-card-', ''),
    ]);
    expect(errors).toEqual([]);
  });

  it("the researcher's: the area's unflagged findings and their own flags by status", async () => {
    const { page, errors } = await openPage('/dashboard', {
      user: asUser(researcher, ['ROLE_DIGITAL-RESEARCHER'], { county }),
    });
    const tab = page.getByTestId('researcher-tab');
    const cards = tab.locator('[data-testid^="my-flags-"]');
    await poll(() => cards.count()).toBeGreaterThanOrEqual(3);
    expect(await countOf(page.getByTestId('my-flags-total'))).toBe(3);
    await page.getByTestId('researcher-unreviewed').waitFor();
    await screenshotInBothThemes(page, 'home-researcher');
    await checkCards(page, cards, tab, [
      'mf_status',
      (id) => (id === 'my-flags-total' ? null : id.replace('my-flags-', '')),
    ]);

    // Not yet reviewed: Registrations For Review of the county, Unflagged.
    const unreviewed = await countOf(page.getByTestId('researcher-unreviewed'));
    expect(unreviewed).toBeGreaterThan(0);
    await page.getByTestId('researcher-unreviewed').getByTestId('home-count').click();
    await poll(() => new URL(page.url()).pathname).toBe('/registrations-for-review');
    expect(new URL(page.url()).searchParams.get('county')).toBe(county);
    expect(new URL(page.url()).searchParams.get('rv_status')).toBe('NEW');
    await poll(() => listTotal(page.locator('main'))).toBe(unreviewed);
    expect(errors).toEqual([]);
  });

  it("a county lead's: the membership requests waiting", async () => {
    const { page, errors } = await openPage('/dashboard', {
      user: asUser(lead, ['ROLE_COUNTY-LEAD'], { county }),
    });
    const card = page.getByTestId('membership-card');
    await card.waitFor();
    expect(await countOf(card)).toBeGreaterThanOrEqual(2);
    await screenshotInBothThemes(page, 'home-membership');
    // The list starts on the requests; the card opens it so after another filter.
    await page.getByLabel('Status', { exact: true }).selectOption('all');
    await card.getByTestId('home-count').click();
    await poll(() => page.getByLabel('Status', { exact: true }).inputValue()).toBe('inactive');
    const count = await countOf(card);
    await poll(() => listTotal(page.locator('main'))).toBe(count);
    expect(errors).toEqual([]);
  });

  it("data entry's: the envelopes of each status open the list so filtered", async () => {
    const { page, errors } = await openPage('/ballot-envelopes-2020', {
      user: asUser(dataEntry, ['ROLE_DATA-ENTRY']),
    });
    const cards = page.locator('[data-testid^="envelope-card-"]');
    await poll(() => cards.count()).toBe(3);
    await screenshotInBothThemes(page, 'home-data-entry');
    await checkCards(page, cards, page.locator('main'), [
      'env_status',
      (id) => id.replace('envelope-card-', ''),
    ]);
    expect(errors).toEqual([]);
  });
});
