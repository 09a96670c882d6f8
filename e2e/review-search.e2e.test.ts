import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, createAccount, openPage, queryRows } from './harness';

/**
 * The review list's search by one letter, in the browser (read from the load's prefix counts and a
 * walk of the sort index: apps/server/src/features/review/review-search.ts): the page lists, 30 at a
 * time, the county's registrations with a word of their name or street address starting with the
 * letter, and shows how many there are; a word inside which the letter appears does not count.
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
let letter: string;
let expected: Set<number>;

beforeAll(async () => {
  researcher = await createAccount(`search-${Math.random().toString(36).slice(2, 7)}`, [
    'ROLE_DIGITAL-RESEARCHER',
  ]);
  // The latest snapshot's county with the most listed registrations, and the letter that starts a
  // word (of a name or the address) of the most of them: more than a page of matches.
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
  const initials = new Map<string, number>();
  for (const r of rows)
    for (const initial of new Set(wordsOf(r.text).map((w) => w[0]!)))
      initials.set(initial, (initials.get(initial) ?? 0) + 1);
  letter = [...initials].sort((a, b) => b[1] - a[1])[0]![0];
  expected = new Set(
    rows.filter((r) => wordsOf(r.text).some((w) => w.startsWith(letter))).map((r) => Number(r.voter_id)),
  );
});

describe('the review list searched by one letter', () => {
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
    await page.getByLabel('Search address or name').fill(letter.toLowerCase());
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await poll(async () => (await page.getByTestId('pager-summary').allTextContents()).join()).toBe(
      `Showing 1 to 30 of ${expected.size}`,
    );
    // Each row shows the voter id of one of the expected registrations (cells run together in the
    // row's text, so the ids are looked for, not parsed).
    const rows = await table.locator('tbody tr').allTextContents();
    expect(rows).toHaveLength(30);
    expect(rows.filter((text) => ![...expected].some((id) => text.includes(String(id))))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
