import { roleLabel } from '@voterroll/contract/labels';
import { can, type Permission, rolesWith } from '@voterroll/contract/policies';
import { ROLES } from '@voterroll/contract/roles';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homePathFor } from '../apps/web/src/lib/home-path';
import { countiesByDeceased } from './api-helpers';
import { closeBrowser, createAccount, openPage, screenshot, waitUntilSettled } from './harness';

/**
 * Issue 26: each role signs in through the form and lands on its work, not on an error; the
 * sidebar offers exactly the private pages the role may open, and each opens without bouncing, as
 * does each link of the profile menu; a page the role may not use shows the no-access page, which
 * names the roles that may. One role of each family also lands on a phone (390 x 844). On each
 * list it is shown, the first row's notes icon opens something the role may do or a read-only
 * view, never a permission error (issue 35: no loops).
 */

afterAll(closeBrowser);

const suffix = Math.random().toString(36).slice(2, 7);
const LOCAL = new Set([
  'ROLE_COUNTY-LEAD',
  'ROLE_CLERK',
  'ROLE_ELECTION-PATRIOT',
  'ROLE_ELECTION-PATRIOT-PLUS',
  'ROLE_LAW-ENFORCEMENT',
]);
/** The sidebar's pages behind a permission (apps/web/src/app/layout/navigation.ts). */
const PRIVATE_PAGES: [string, string, Permission][] = [
  ['High Registration Density', '/high-reg-density', 'addresses.high-density'],
  ['Registrations For Review', '/registrations-for-review', 'review.list'],
  ['Registrations Added', '/registrations-added', 'changes.view'],
  ['Registrations Removed', '/registrations-removed', 'changes.view'],
  ['AVCB Counts 2020', '/avcb-counts-2020', 'avcb.view'],
  ['Ballot Envelopes 2020', '/ballot-envelopes-2020', 'envelopes.view'],
  ['Voter File Downloads', '/voter-data', 'downloads.use'],
  ['Election Patriot Dashboard', '/election-patriot-dashboard', 'patriot.flagged-list'],
  ['Clerk Review', '/registrations-for-clerk-review', 'clerk.dashboard'],
  ['Users', '/users', 'users.list'],
  ['Messages', '/messages', 'messages.view'],
];

/** Pages whose refusal of a signed-in role is the no-access page (the changes pages say it in place). */
const NO_ACCESS_PAGES = PRIVATE_PAGES.filter(([, , permission]) => permission !== 'changes.view');
/** One role of each family lands on a phone too. */
const PHONE = new Set([
  'ROLE_SITE-ADMIN',
  'ROLE_USER-ADMIN',
  'ROLE_CLERK',
  'ROLE_ELECTION-PATRIOT',
  'ROLE_DIGITAL-RESEARCHER',
  'ROLE_DATA-ENTRY',
  'ROLE_LAW-ENFORCEMENT',
]);
/** Where no walk may end: the login form, an error page or the no-access page. */
const DEAD_ENDS = /^\/(login|no-access|error\d*)$/;

/** The lists whose rows carry a notes icon (the others link records: walked above and elsewhere). */
const NOTES_LISTS = new Set(['Registrations For Review', 'Election Patriot Dashboard', 'Clerk Review']);
/** What the research notes offer: a move, the packet, a form, or the read-only view. */
const OFFERED =
  '[data-testid="disposition-form"], [data-testid="registration-actions"], [data-testid="read-only-notes"], [data-testid="prepare-challenge"], [data-testid="next-steps-form"], form';

/** Opens the first row's notes icon of the list on the page, if any; false when there is none. */
async function firstNotesOffer(page: Page, what: string): Promise<boolean> {
  await waitUntilSettled(page);
  const table = page.getByTestId('data-table');
  const button = table.locator('tbody tr').first().getByTestId('notes-button');
  // A list of registrations shows its rows (and their notes icons) once its page is read.
  await button.waitFor({ timeout: 10_000 }).catch(() => undefined);
  if ((await button.count()) === 0) return false;
  await button.click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await expect
    .poll(() => dialog.locator(OFFERED).count(), { message: `${what}: an action or a read-only view` })
    .toBeGreaterThan(0);
  await waitUntilSettled(page);
  expect(await dialog.getByText(/Unauthorized access|Insufficient Permission/).count(), what).toBe(0);
  expect(await dialog.locator('.alert-danger').count(), `${what}: no refusal`).toBe(0);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  return true;
}

let county: string;
beforeAll(async () => {
  county = (await countiesByDeceased()).at(-1)!.county_name;
});

describe('signing in as each role', () => {
  for (const role of ROLES) {
    it(`${role} lands on its work and its sidebar opens only what it may`, async () => {
      const account = await createAccount(`land-${role.slice(5).toLowerCase()}-${suffix}`, [role], {
        ...(LOCAL.has(role) ? { county } : {}),
      });
      const { page, errors, close } = await openPage('/login');
      await page.getByLabel('Username or Email').fill(account.username);
      await page.getByLabel('Password').fill(account.password);
      await page.getByRole('button', { name: 'Login' }).click();
      const home = homePathFor([role]);
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(home);
      await page.locator('h1, h2').first().waitFor();
      await expect.poll(() => new URL(page.url()).pathname).toBe(home);
      expect(await page.getByText(/Unauthorized access|Insufficient Permission/).count()).toBe(0);
      if (home === '/registrations-for-review' && LOCAL.has(role)) {
        // A county's user opens on their county, not on the statewide table of counties.
        await expect.poll(() => new URL(page.url()).searchParams.get('county')).toBe(county);
        await page.getByTestId('data-table').locator('tbody tr').first().waitFor();
        expect(await page.getByText('Please select a county.').count()).toBe(0);
        // The first row opens its registration at its own URL; Back returns to the list (issue 37).
        const listUrl = page.url();
        await page
          .getByTestId('data-table')
          .locator('tbody tr')
          .first()
          .getByTestId('registration-link')
          .click();
        await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/registration\/\d+$/);
        await page.getByTestId('registration-page').waitFor();
        await page.goBack();
        await expect.poll(() => page.url()).toBe(listUrl);
        await page.getByTestId('data-table').locator('tbody tr').first().waitFor();
      }
      await screenshot(page, `landing-${role.toLowerCase()}`);

      const nav = page.getByRole('navigation', { name: 'Main' });
      // The Elections submenu starts folded; a role with none of its pages is not offered it.
      const elections = nav.getByRole('button', { name: /^Elections/ });
      if ((await elections.count()) > 0 && (await elections.getAttribute('aria-expanded')) === 'false')
        await elections.click();
      const opened: string[] = [];
      for (const [label, path, permission] of PRIVATE_PAGES) {
        const link = nav.getByRole('link', { name: label, exact: true });
        expect(await link.count(), `${role}: ${label} in the sidebar`).toBe(can([role], permission) ? 1 : 0);
        if (!can([role], permission)) continue;
        await link.click();
        await expect
          .poll(() => new URL(page.url()).pathname, { message: `${role} opening ${label}` })
          .toBe(path);
        await page.locator('h1, h2').first().waitFor();
        expect(new URL(page.url()).pathname, `${role} stays on ${label}`).toBe(path);
        expect(await page.getByText(/Unauthorized access|Insufficient Permission/).count()).toBe(0);
        if (NOTES_LISTS.has(label) && (await firstNotesOffer(page, `${role} on ${label}`)))
          opened.push(label);
      }
      // Every role shown Registrations For Review in its county opens a row's notes there.
      if (can([role], 'review.list') && LOCAL.has(role)) expect(opened).toContain('Registrations For Review');

      // Each link of the profile menu opens a page the role may use.
      const menuButton = page.getByRole('button', { name: /profile menu$/ });
      const menu = page.locator('[aria-labelledby="profile-menu"]');
      await menuButton.click();
      const labels = await menu.getByRole('link').allTextContents();
      expect(labels, `${role}: profile menu`).toEqual(['My Home', 'My Profile']);
      await menuButton.click();
      for (const label of labels) {
        await menuButton.click();
        await menu.getByRole('link', { name: label, exact: true }).click();
        await page.locator('h1, h2').first().waitFor();
        const path = new URL(page.url()).pathname;
        expect(path, `${role}: profile menu's ${label}`).not.toMatch(DEAD_ENDS);
        expect(await page.getByText(/Unauthorized access|Insufficient Permission/).count()).toBe(0);
      }

      // A page the role may not use: the no-access page, naming the roles that may.
      const refused = NO_ACCESS_PAGES.find(([, , permission]) => !can([role], permission));
      if (refused) {
        const [label, path, permission] = refused;
        await page.goto(path);
        await expect
          .poll(() => new URL(page.url()).pathname, { message: `${role} opening ${label}` })
          .toBe('/no-access');
        await page.getByRole('heading', { name: 'No access' }).waitFor();
        expect(await page.getByTestId('no-access-roles').getByRole('listitem').allTextContents()).toEqual(
          rolesWith(permission).map(roleLabel),
        );
        expect(await page.getByText(roleLabel(role)).count()).toBeGreaterThan(0);
        await page.getByRole('link', { name: 'Go to your home page' }).click();
        await expect.poll(() => new URL(page.url()).pathname).toBe(home);
      }

      if (PHONE.has(role)) {
        await page.goto(home);
        await page.setViewportSize({ width: 390, height: 844 });
        // The sidebar's headings hide in the drawer: wait for the page's own title.
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await expect.poll(() => new URL(page.url()).pathname).toBe(home);
        // The picture shows the landing loaded: no spinner left.
        await expect.poll(() => page.locator('.spinner-border').count(), { timeout: 30_000 }).toBe(0);
        await screenshot(page, `landing-phone-${role.toLowerCase()}`);
        // The page scrolls down, not across (wide tables scroll inside their own box).
        expect(
          await page.evaluate('document.documentElement.scrollWidth'),
          `${role} on a phone`,
        ).toBeLessThanOrEqual(390);
      }
      expect(errors).toEqual([]);
      await close();
    });
  }
});
