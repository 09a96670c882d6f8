import { REVIEW_SEARCH_MORE_LETTERS } from '@voterroll/contract/review-search-words';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, createAccount, openPage, queryRows } from './harness';

/**
 * The review list's search by two letters, in the browser (read from the load's prefix counts and a
 * walk of the sort index: apps/server/src/features/review/review-search.ts): the page lists, 30 at a
 * time, the county's registrations with a word of their name or street address starting with the
 * letters, and shows how many there are; a word inside which they appear does not count. A search
 * of short words no stored table answers ('J SM') is not sent: the page says to type more letters.
 */

afterAll(closeBrowser);

/** The machine is shared and slow: wait up to 15 s for what the page will show. */
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });

const wordsOf = (text: string) =>
  text
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);

let researcher: Awaited<ReturnType<typeof createAccount>>;
let county: string;
let prefix: string;
let expected: Set<number>;

beforeAll(async () => {
  researcher = await createAccount(`search-${Math.random().toString(36).slice(2, 7)}`, [
    'ROLE_DIGITAL-RESEARCHER',
  ]);
  // The latest snapshot's county with the most listed registrations, and the two letters that start
  // a word (of a name or the address) of the most of them: more than a page of matches.
  const latest = `(select max(snapshot_date) from snapshots where status = 'ready')`;
  const [largest] = await queryRows<{ county_code: number; county_name: string }>(
    `select rr.county_code, z.county_name from review_rows rr
       join zones z on z.level = 'county' and z.county_code = rr.county_code
      where rr.filter_code = 'ALL' and rr.snapshot_date = ${latest} group by 1, 2 order by count(*) desc limit 1`,
  );
  if (!largest) throw new Error('no review rows');
  county = largest.county_name;
  const rows = await queryRows<{ voter_id: number; text: string }>(
    `select voter_id, name_search || ' ' || coalesce(full_street_address, '') as text
       from review_rows where filter_code = 'ALL' and county_code = $1 and snapshot_date = ${latest}`,
    [largest.county_code],
  );
  const starts = new Map<string, number>();
  for (const r of rows)
    for (const start of new Set(
      wordsOf(r.text)
        .filter((w) => /^[A-Z]{2}/.test(w))
        .map((w) => w.slice(0, 2)),
    ))
      starts.set(start, (starts.get(start) ?? 0) + 1);
  prefix = [...starts].sort((a, b) => b[1] - a[1])[0]![0];
  expected = new Set(
    rows.filter((r) => wordsOf(r.text).some((w) => w.startsWith(prefix))).map((r) => Number(r.voter_id)),
  );
});

describe('the review list searched by two letters', () => {
  it('lists 30 of the registrations with a word starting with it, and their total', async () => {
    expect(expected.size).toBeGreaterThan(30);
    const { page, errors } = await openPage(
      `/registrations-for-review?county=${encodeURIComponent(county)}`,
      {
        user: {
          username: researcher.username,
          accessToken: researcher.token,
          roles: ['ROLE_DIGITAL-RESEARCHER'],
          first_name: researcher.username,
        },
      },
    );
    const table = page.getByTestId('data-table');
    await poll(() => table.locator('tbody tr').count()).toBeGreaterThan(3);
    await page.getByLabel('Search address or name').fill(prefix.toLowerCase());
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await poll(async () => (await page.getByTestId('pager-summary').allTextContents()).join()).toBe(
      `Showing 1 to 30 of ${expected.size}`,
    );
    // Each row shows the voter id of one of the expected registrations (cells run together in the
    // row's text, so the ids are looked for, not parsed).
    const rows = await table.locator('tbody tr').allTextContents();
    expect(rows).toHaveLength(30);
    expect(rows.filter((text) => ![...expected].some((id) => text.includes(String(id))))).toEqual([]);
    // A letter and two letters: not answered by any stored table; the page says so and keeps its rows.
    await page.getByLabel('Search address or name').fill(`j ${prefix.toLowerCase()}`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await poll(() => page.getByText(REVIEW_SEARCH_MORE_LETTERS).count()).toBe(1);
    expect(await page.getByTestId('pager-summary').first().textContent()).toBe(
      `Showing 1 to 30 of ${expected.size}`,
    );
    expect(errors).toEqual([]);
  });
});
