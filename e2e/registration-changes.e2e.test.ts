import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, closeBrowser, createAccount, openPage, queryRows, screenshotInBothThemes } from './harness';

/**
 * Issue 12, Registrations Added and Removed (spec 2 section 2.9): a researcher reads the statewide
 * message, picks the county with the most changes and a snapshot, and sees the API's rows, 20 a
 * page; then the removed page for the same county.
 */

afterAll(closeBrowser);

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });
type Account = Awaited<ReturnType<typeof createAccount>>;
interface Changes {
  rows: { voter_identification_number: number; name: string }[];
  total: number;
  previous_snapshot: string | null;
}

let researcher: Account;
let county: string;
let snapshot: string;

const api = async <T>(path: string): Promise<T> => {
  const r = await fetch(`${baseUrl()}${path}`, { headers: { 'x-access-token': researcher.token } });
  if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`);
  return (await r.json()) as T;
};
const tableIds = async (page: Page) =>
  (await page.getByTestId('data-table').locator('tbody tr td:nth-child(3)').allTextContents()).map(Number);

beforeAll(async () => {
  researcher = await createAccount(`changes-${Math.random().toString(36).slice(2, 7)}`, [
    'ROLE_DIGITAL-RESEARCHER',
  ]);
  // The latest snapshot and the county with the most registrations added in it (the dataset's churn).
  const [busiest] = await queryRows<{ county_name: string; snapshot: string }>(
    `select z.county_name, to_char(c.snapshot_date, 'YYYY-MM-DD') as snapshot
       from registration_changes c join zones z on z.level = 'county' and z.county_code = c.county_code
      where c.snapshot_date = (select max(snapshot_date) from snapshots where status = 'ready') and c.change = 'ADDED'
      group by z.county_name, c.snapshot_date order by count(*) desc, z.county_name limit 1`,
  );
  if (!busiest) throw new Error('the e2e dataset has no registrations added in its latest snapshot');
  county = busiest.county_name;
  snapshot = busiest.snapshot;
});

describe('Registrations Added and Removed in the browser', () => {
  it('statewide asks for a county; a county shows the API’s rows of the snapshot, 20 a page', async () => {
    const { page, errors } = await openPage('/registrations-added', {
      user: {
        username: researcher.username,
        accessToken: researcher.token,
        roles: ['ROLE_DIGITAL-RESEARCHER'],
      },
    });
    await poll(() => page.getByTestId('changes-statewide').textContent()).toContain(
      'available at the county, municipality and precinct levels only',
    );
    await poll(() => page.getByLabel('Voter roll snapshot').inputValue()).toBe(snapshot);
    await page.getByLabel('County', { exact: true }).selectOption({ label: county });
    const added = await api<Changes>(`/api/registrations-added/${snapshot}/${encodeURIComponent(county)}/`);
    expect(added.total).toBeGreaterThan(0);
    await poll(() => tableIds(page)).toEqual(added.rows.map((r) => r.voter_identification_number));
    expect(added.rows.length).toBe(Math.min(20, added.total));
    await poll(() => page.getByTestId('changes-compared').textContent()).toContain(
      `${added.total.toLocaleString('en-US')} registrations added since`,
    );
    await screenshotInBothThemes(page, 'registrations-added');
    if (added.total > 20) {
      await page.getByRole('button', { name: 'Page 2' }).click();
      const second = await api<Changes>(
        `/api/registrations-added/${snapshot}/${encodeURIComponent(county)}/?page=2`,
      );
      await poll(() => tableIds(page)).toEqual(second.rows.map((r) => r.voter_identification_number));
    }
    // The earliest snapshot has nothing before it to compare with.
    const options = await page
      .getByLabel('Voter roll snapshot')
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as unknown as { value: string }).value));
    await page.getByLabel('Voter roll snapshot').selectOption(options.at(-1)!);
    await poll(() => page.getByTestId('changes-compared').textContent()).toContain(
      'This is the first voter file loaded',
    );
    expect(errors).toEqual([]);
  });

  it('the removed page lists the county’s removed registrations; statewide it asks for a county', async () => {
    const { page, errors } = await openPage('/registrations-removed', {
      user: {
        username: researcher.username,
        accessToken: researcher.token,
        roles: ['ROLE_DIGITAL-RESEARCHER'],
      },
    });
    await poll(() => page.getByTestId('changes-statewide').textContent()).toBe('Please select a county.');
    await page.getByLabel('County', { exact: true }).selectOption({ label: county });
    const removed = await api<Changes>(
      `/api/registrations-removed/${snapshot}/${encodeURIComponent(county)}/`,
    );
    await poll(() => tableIds(page)).toEqual(removed.rows.map((r) => r.voter_identification_number));
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain(
      'Registrations Removed',
    );
    await screenshotInBothThemes(page, 'registrations-removed');
    expect(errors).toEqual([]);
  });

  it('a role the spec does not name gets the access-denied state', async () => {
    const plus = await createAccount(`changes-plus-${Math.random().toString(36).slice(2, 7)}`, [
      'ROLE_ELECTION-PATRIOT-PLUS',
    ]);
    const { page } = await openPage('/registrations-added', {
      user: { username: plus.username, accessToken: plus.token, roles: ['ROLE_ELECTION-PATRIOT-PLUS'] },
    });
    await poll(() => page.getByTestId('access-denied').count()).toBe(1);
  });
});
