import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, queryRows, screenshot } from './harness';
import { at, prepareFitWalk, type Role, users } from './page-fit-walk';

/**
 * Issue 37 item 1: every list that names a registration opens it at its own address, and Back
 * returns to the list with its filters. For each list, as a role that may open it, at 1280 px and
 * on a 390 px phone: the first row's link is at least 44 px tall on the phone, it opens the
 * registration (`/registration/{id}`, or for a visitor the public details at its address), and
 * Back comes to the same URL with rows shown.
 */

prepareFitWalk({ flags: false });

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 20_000 });

/** The county and newest snapshot with registrations added (or removed), and its zone hash. */
async function changesOf(kind: 'ADDED' | 'REMOVED'): Promise<string> {
  const [c] = await queryRows<{ snapshot: string; zone_hash: string }>(
    `select r.snapshot_date::text as snapshot, z.zone_hash from registration_changes r
       join zones z on z.level = 'county' and z.county_code = r.county_code
      where r.change = $1 group by 1, 2 order by 1 desc, count(*) desc limit 1`,
    [kind],
  );
  if (!c) throw new Error(`the e2e dataset has no registration ${kind.toLowerCase()}`);
  return `?zone=${c.zone_hash}&snapshot=${c.snapshot}`;
}

async function walk(
  role: Role,
  name: string,
  list: string,
  opened: (page: Page, voterId: string) => Promise<void>,
) {
  for (const width of [1280, 390]) {
    const { page, errors, close } = await openPage(list, {
      width,
      height: width === 390 ? 844 : 900,
      ...(role === 'visitor' ? {} : { user: users.get(role) }),
    });
    const link = page.getByTestId('data-table').locator('tbody tr').first().getByTestId('registration-link');
    await link.waitFor({ timeout: 30_000 });
    // The list's URL once it has settled (a zone the page adopts is written back to it).
    await page.waitForLoadState('networkidle');
    const listUrl = page.url();
    if (width === 390) {
      const box = await link.boundingBox();
      expect(box?.height ?? 0, `${name}: the row link is 44 px tall to tap`).toBeGreaterThanOrEqual(44);
    }
    const voterId = ((await link.textContent()) ?? '').match(/\d{4,}/)?.[0] ?? '';
    await link.click();
    await opened(page, voterId);
    await screenshot(page, `rows-${name}-opened-${width}`);
    await page.goBack();
    await poll(() => page.url()).toBe(listUrl);
    await page.getByTestId('data-table').locator('tbody tr').first().waitFor();
    await screenshot(page, `rows-${name}-back-${width}`);
    expect(errors).toEqual([]);
    await close();
  }
}

/** The registration page of the row's voter (the id read from the row, or any id when not shown). */
const registrationPage = async (page: Page, voterId: string) => {
  await poll(() => new URL(page.url()).pathname).toMatch(
    voterId ? `/registration/${voterId}` : /^\/registration\/\d+$/,
  );
  await page.getByTestId('registration-page').waitFor();
};

describe('every row that names a registration opens it; Back returns to the list', {
  timeout: 240_000,
}, () => {
  it('a visitor: the name search opens the public details at the address', () =>
    walk(
      'visitor',
      'search-visitor',
      `/search-by-name?voter_identification_number=${at.voterId}`,
      async (page, id) => {
        await poll(() => new URL(page.url()).searchParams.get('voter')).toBe(id);
        expect(new URL(page.url()).pathname).toBe('/audit-my-address');
        await page
          .getByRole('dialog')
          .getByText(/^Registration details:/)
          .waitFor();
      },
    ));

  it('a researcher: the name search opens the registration page', () =>
    walk(
      'researcher',
      'search-researcher',
      `/search-by-name?voter_identification_number=${at.voterId}`,
      registrationPage,
    ));

  it('a researcher: Registrations Changed', () =>
    walk('researcher', 'registrations-changed', `/registrations-changed${at.changed}`, (p) =>
      registrationPage(p, ''),
    ));

  it('site root: Registrations Added', async () =>
    walk('root', 'registrations-added', `/registrations-added${await changesOf('ADDED')}`, registrationPage));

  it('site root: Registrations Removed (a registration no longer in the file shows its changes)', async () =>
    walk(
      'root',
      'registrations-removed',
      `/registrations-removed${await changesOf('REMOVED')}`,
      async (page, id) => {
        await poll(() => new URL(page.url()).pathname).toBe(`/registration/${id}`);
        await page.getByRole('heading', { name: 'Changes Between Files' }).waitFor();
      },
    ));
});
