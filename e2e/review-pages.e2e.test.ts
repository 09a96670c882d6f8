import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, countiesByDeceased } from './api-helpers';
import { closeBrowser, createAccount, openPage } from './harness';

/**
 * Issue 39: the review list pages by its links (keyset). A researcher opens the largest county's
 * list, goes Next, jumps to a page near it and back by Previous, each page's rows those of the API's
 * walk; the URL keeps the page's link, so Back returns to each page before.
 */

afterAll(closeBrowser);

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });
type Account = Awaited<ReturnType<typeof createAccount>>;
interface ListPage {
  rows: { full_name: string; voter_identification_number: number }[];
  total: number;
  page: number;
  links: { page: number; cursor: string | null }[];
}

const suffix = Math.random().toString(36).slice(2, 7);
let county: string;
let researcher: Account;

beforeAll(async () => {
  researcher = await createAccount(`pages-researcher-${suffix}`, ['ROLE_DIGITAL-RESEARCHER']);
  // The county with the longest list.
  let most = -1;
  for (const c of await countiesByDeceased()) {
    const { total } = await callApi<ListPage>(
      `/api/review-list/ALL/${encodeURIComponent(c.county_name)}/`,
      researcher.token,
    );
    if (total > most) [county, most] = [c.county_name, total];
  }
});

async function signIn(page: Page, account: Account) {
  await page.getByLabel('Username or Email').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await poll(() => new URL(page.url()).pathname).not.toBe('/login');
}

const summary = (page: Page) => page.getByTestId('pager-summary').textContent();
const pager = (page: Page) => page.getByRole('navigation', { name: 'Review list pages' });
/** The voter id of the first row shown (its registration link). */
const firstIdShown = async (page: Page) =>
  Number(
    (await page.getByTestId('registration-link').first().getAttribute('href'))?.match(
      /\/registration\/(\d+)/,
    )?.[1],
  );

describe('the review list’s pages', () => {
  it('opens Next, a near page and Previous from their links, and Back returns to each', async () => {
    const api = (query: string) =>
      callApi<ListPage>(`/api/review-list/ALL/${encodeURIComponent(county)}/?${query}`, researcher.token);
    const first = await api('');
    const count = Math.ceil(first.total / 30);
    expect(count).toBeGreaterThanOrEqual(4);
    const second = await api(`after=${first.links.find((l) => l.page === 2)?.cursor}`);
    const fourth = await api(`after=${second.links.find((l) => l.page === 4)?.cursor}`);
    const third = await api(`after=${fourth.links.find((l) => l.page === 3)?.cursor}`);

    const { page, errors } = await openPage('/login', { theme: 'light' });
    await signIn(page, researcher);
    await page.goto(`/registrations-for-review?county=${encodeURIComponent(county)}`);
    const shows = (from: number, to: number) => `Showing ${from} to ${to} of ${first.total}`;
    await poll(() => summary(page)).toBe(shows(1, 30));
    await pager(page).getByRole('button', { name: 'Next page' }).click();
    await poll(() => summary(page)).toBe(shows(31, 60));
    expect(new URL(page.url()).searchParams.get('rv_after')).toBeTruthy();
    await poll(() => firstIdShown(page)).toBe(second.rows[0]?.voter_identification_number);
    await pager(page).getByRole('button', { name: 'Page 4' }).click();
    await poll(() => summary(page)).toBe(shows(91, Math.min(120, first.total)));
    await poll(() => firstIdShown(page)).toBe(fourth.rows[0]?.voter_identification_number);
    await pager(page).getByRole('button', { name: 'Previous page' }).click();
    await poll(() => summary(page)).toBe(shows(61, 90));
    await poll(() => firstIdShown(page)).toBe(third.rows[0]?.voter_identification_number);
    await page.goBack();
    await poll(() => summary(page)).toBe(shows(91, Math.min(120, first.total)));
    await page.goBack();
    await poll(() => summary(page)).toBe(shows(31, 60));
    await poll(() => firstIdShown(page)).toBe(second.rows[0]?.voter_identification_number);
    expect(errors).toEqual([]);
  });

  it('gives each page link a 44 px target on a phone', async () => {
    const { page, errors } = await openPage('/login', { theme: 'light', width: 390, height: 844 });
    await signIn(page, researcher);
    await page.goto(`/registrations-for-review?county=${encodeURIComponent(county)}`);
    await poll(() => summary(page)).toMatch(/^Showing 1 to 30 of /);
    const links = pager(page).locator('.page-link');
    expect(await links.count()).toBeGreaterThanOrEqual(4);
    for (const box of await links.evaluateAll((all) => all.map((a) => a.getBoundingClientRect().toJSON()))) {
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
    }
    expect(errors).toEqual([]);
  });
});
