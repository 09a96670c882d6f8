import { roleLabel } from '@voterroll/contract/labels';
import { can, type Permission, rolesWith } from '@voterroll/contract/policies';
import { ROLES } from '@voterroll/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homePathFor } from '../apps/web/src/lib/home-path';
import { countiesByDeceased } from './api-helpers';
import { closeBrowser, createAccount, openPage, screenshot } from './harness';

/**
 * Issue 26: each role signs in through the form and lands on its work, not on an error; the
 * sidebar offers exactly the private pages the role may open, and each opens without bouncing, as
 * does each link of the profile menu; a page the role may not use shows the no-access page, which
 * names the roles that may. One role of each family also lands on a phone (390 x 844).
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
      }
      await screenshot(page, `landing-${role.toLowerCase()}`);

      const nav = page.getByRole('navigation', { name: 'Main' });
      // The Elections submenu starts folded.
      const elections = nav.getByRole('button', { name: /^Elections/ });
      if ((await elections.getAttribute('aria-expanded')) === 'false') await elections.click();
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
      }

      // Each link of the profile menu opens a page the role may use.
      const menuButton = page.getByRole('button', { name: /profile menu$/ });
      const menu = page.locator('[aria-labelledby="profile-menu"]');
      await menuButton.click();
      const labels = await menu.getByRole('link').allTextContents();
      expect(labels, `${role}: profile menu`).toEqual([
        home === '/dashboard' ? 'My Dashboard' : 'My Home',
        'My Profile',
      ]);
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
