import { voterSearchResponse } from '@voterroll/contract/voters-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, flagRegistration } from './api-helpers';
import { E2E_CURRENT_SNAPSHOT } from './dataset';
import {
  baseUrl,
  closeBrowser,
  createAccount,
  expectAccessible,
  expectFocusVisible,
  type OpenOptions,
  openPage,
  waitUntilSettled,
} from './harness';
import { api, datasetVoters, sharedDwelling } from './lookup-data';

/**
 * Every route of the web app (apps/web/src/app/router.tsx), in both themes, as the role that may
 * use it: axe-core finds no serious or critical WCAG 2.1 A/AA violation, tables have header cells,
 * charts a text alternative, form controls a label; keyboard focus is visible.
 */
afterAll(closeBrowser);

const PUBLIC_ROUTES = [
  '/',
  '/audit-my-voting-history',
  '/search-by-name',
  '/search-address-as-of',
  '/scorecard',
  '/current-metrics',
  '/metric-trend-charts',
  '/nvra-cleanup-tracker',
  '/countywise-red-metrics',
  '/methodology',
  '/map',
  '/login',
  '/signup',
  '/request-password-reset',
  '/reset-password?token=abc',
  '/contact-us',
  '/subscribe',
  '/about',
  '/using-the-data',
  '/funding',
  '/get-involved',
  '/support-us',
  '/elx-2020-11-03',
  '/error',
  '/error401',
  '/error403',
  '/no-such-page',
  '/terms-and-conditions',
  '/privacy-policy',
];

/** The private pages, each opened by a state-wide site root (every permission). */
const ROOT_ROUTES = [
  '/dashboard',
  '/profile',
  '/editProfile',
  '/high-reg-density',
  '/registrations-added',
  '/registrations-removed',
  '/voter-data',
  '/users',
  '/messages',
  '/avcb-counts-2020',
  '/ballot-envelopes-2020',
];

/** Pages whose content depends on a county role: opened by that role in the busiest county. */
const COUNTY_ROUTES: { path: string; role: string }[] = [
  { path: '/dashboard', role: 'ROLE_CLERK' },
  { path: '/registrations-for-clerk-review', role: 'ROLE_CLERK' },
  { path: '/dashboard', role: 'ROLE_ELECTION-PATRIOT' },
  { path: '/election-patriot-dashboard', role: 'ROLE_ELECTION-PATRIOT' },
  { path: '/registrations-for-review', role: 'ROLE_ELECTION-PATRIOT' },
  { path: '/high-reg-density', role: 'ROLE_ELECTION-PATRIOT' },
  { path: '/dashboard', role: 'ROLE_DIGITAL-RESEARCHER' },
  // Data entry has no dashboard tab: this is the no-access page, naming the roles that have one.
  { path: '/dashboard', role: 'ROLE_DATA-ENTRY' },
  { path: '/dashboard', role: 'ROLE_COUNTY-LEAD' },
];

const suffix = Math.random().toString(36).slice(2, 7);
let county = '';
let countyZone = '';
const users = new Map<string, OpenOptions['user']>();

beforeAll(async () => {
  const counties = (await fetch(`${baseUrl()}/api/red-metrics-by-county`).then((r) => r.json())) as {
    county_name: string;
    deceased_count: number;
  }[];
  county = [...counties].sort((a, b) => b.deceased_count - a.deceased_count)[0]!.county_name;
  const zones = (await fetch(`${baseUrl()}/api/counties`).then((r) => r.json())) as {
    county_name: string;
    zone_hash: string;
  }[];
  countyZone = zones.find((z) => z.county_name === county)?.zone_hash ?? '';
  const root = await createAccount(`a11y-root-${suffix}`, ['ROLE_SITE-ROOT']);
  users.set('ROLE_SITE-ROOT', {
    username: root.username,
    accessToken: root.token,
    roles: ['ROLE_SITE-ROOT'],
  });
  for (const role of new Set(COUNTY_ROUTES.map((r) => r.role))) {
    const a = await createAccount(`a11y-${role.slice(5, 12).toLowerCase()}-${suffix}`, [role], { county });
    users.set(role, { username: a.username, accessToken: a.token, roles: [role], county });
  }
});

async function checkBothThemes(path: string, user?: OpenOptions['user']): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    const { page, errors, close } = await openPage(path, { theme, user });
    await page.locator('h1, h2').first().waitFor();
    await expectAccessible(page, `${path} (${theme}${user ? `, ${user.roles}` : ''})`);
    expect(errors).toEqual([]);
    await close();
  }
}

describe('every page is accessible in both themes', () => {
  it.each(PUBLIC_ROUTES)('public %s', (path) => checkBothThemes(path));

  it.each(ROOT_ROUTES)('site root %s', (path) => checkBothThemes(path, users.get('ROLE_SITE-ROOT')));

  it.each(COUNTY_ROUTES)('$role $path', ({ path, role }) => checkBothThemes(path, users.get(role)));

  it('results: an address audit, a voter found by id, a jurisdiction scorecard', async () => {
    const voter = sharedDwelling(await datasetVoters(E2E_CURRENT_SNAPSHOT), 2)[0]!;
    const [found] = await api('/api/search-by-voter-id', voterSearchResponse, {
      voter_identification_number: voter.voterId,
    });
    await checkBothThemes(`/audit-my-address?full_address_hash=${found!.full_address_hash}`);
    const jurisdictions = (await fetch(`${baseUrl()}/api/jurisdictions/${encodeURIComponent(county)}`).then(
      (r) => r.json(),
    )) as { jurisdiction_name: string }[];
    const j = encodeURIComponent(jurisdictions[0]!.jurisdiction_name);
    await checkBothThemes(`/scorecard-j?county=${encodeURIComponent(county)}&jurisdiction=${j}`);
    for (const theme of ['light', 'dark'] as const) {
      const { page, errors, close } = await openPage('/search-by-name', { theme });
      await page.getByRole('tab', { name: 'Search By Voter ID' }).click();
      const form = page.getByRole('tabpanel', { name: 'Search By Voter ID' });
      await form.getByLabel('Voter Identification Number').fill(voter.voterId);
      await form.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('table', { name: 'Registered voters found' }).waitFor();
      await expectAccessible(page, `a voter found by id (${theme})`);
      expect(errors).toEqual([]);
      await close();
    }
  });

  // One test per page: four pages in both themes ran past one test's time on a loaded machine.
  it.each(['/scorecard', '/current-metrics', '/metric-trend-charts', '/nvra-cleanup-tracker'])(
    'a county drilled into: %s of one county',
    async (path) => {
      expect(countyZone).not.toBe('');
      await checkBothThemes(`${path}?zone=${countyZone}`);
    },
  );
});

/**
 * Every triage-status icon in a rendered table has the status in words in its cell: no status is
 * told by colour alone. Returns the cells that break it.
 */
const statusByColourAlone = `
  [...document.querySelectorAll('table td svg.triage-icon')]
    .map((svg) => svg.closest('td'))
    .filter((td) => !/[A-Za-z]{3,}/.test(td.innerText))
    .map((td) => td.outerHTML.slice(0, 200))`;

describe('statuses: readable in both themes, never by colour alone (issue 37 item 4)', () => {
  it("the research notes and the clerk's notes dialogs with their activity lists pass axe (colour contrast included)", async () => {
    const root = users.get('ROLE_SITE-ROOT');
    if (!root) throw new Error('no site root');
    const reviewPath = `/registrations-for-review?county=${encodeURIComponent(county)}`;
    let flagged: string | null = null;
    for (const theme of ['light', 'dark'] as const) {
      const { page, errors, close } = await openPage(reviewPath, { theme, user: root });
      const rows = page.getByTestId('data-table').locator('tbody tr');
      await rows.first().getByTestId('notes-button').waitFor();
      if (flagged === null) {
        // Flag the first registration and move it on, so its activity list shows in-triage
        // (yellow) and to-be-challenged (red) statuses, the two that were too faint.
        // The first unflagged row: other walks on this dataset flag rows of the list too.
        const labels = await rows
          .getByTestId('notes-button')
          .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
        const label = labels.find((l) => l.endsWith(': Unflagged')) ?? '';
        flagged = label.replace(/:.*$/, '').replace(/\D/g, '');
        if (!flagged) throw new Error(`no unflagged row in ${labels.join('; ')}`);
        await flagRegistration(root.accessToken, Number(flagged), {
          flag_status: 'TRG',
          flagged_reason: 'Deceased',
          flagged_reason_x: 'Obituary in the county paper',
        });
        // Four eyes: another volunteer, the county's Election Patriot, marks it to be challenged.
        const patriot = users.get('ROLE_ELECTION-PATRIOT');
        if (!patriot) throw new Error('no patriot');
        await callApi('/api/update-triage-status', patriot.accessToken, {
          voter_id: Number(flagged),
          triage_status: 'SFCR',
          flagged_reason: 'Deceased',
          comments_x: 'Confirmed with the death record',
        });
        await page.reload();
        await rows.first().getByTestId('notes-button').waitFor();
      }
      expect(await page.evaluate<string[]>(statusByColourAlone), `review list (${theme})`).toEqual([]);
      await page.getByRole('button', { name: `Research notes for voter ID ${flagged}:` }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('heading', { name: `Research Notes for Voter ID: ${flagged}` }).waitFor();
      const activity = dialog.getByRole('tab', { name: 'Activity' });
      if (await activity.count()) await activity.click();
      await dialog.getByTestId('activity-list').waitFor();
      await expectAccessible(page, `research notes with the activity list (${theme})`);
      // The clerk's version of the notes (Add To Queue / Next Steps), with its own Activity tab.
      await dialog.getByRole('button', { name: 'Clerk: Add To Queue / Next Steps' }).click();
      // Only the clerk's dialog has tabs; the first one fades out.
      await page.getByRole('dialog').getByRole('tab', { name: 'Activity' }).waitFor();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
      const clerkDialog = page.getByRole('dialog');
      await clerkDialog.getByRole('tab', { name: 'Activity' }).click();
      await clerkDialog.getByTestId('activity-list').waitFor();
      await expectAccessible(page, `the clerk's notes with the activity list (${theme})`);
      expect(await clerkDialog.getByTestId('registration-facts').textContent()).toMatch(
        /Precinct(WARD \d+ )?PRECINCT \w+/,
      );
      expect(errors).toEqual([]);
      await close();
    }
  });

  it.each([
    { path: '/dashboard', role: 'ROLE_CLERK' },
    { path: '/dashboard', role: 'ROLE_DIGITAL-RESEARCHER' },
    { path: '/registrations-for-clerk-review', role: 'ROLE_CLERK' },
    { path: '/election-patriot-dashboard', role: 'ROLE_ELECTION-PATRIOT' },
    { path: '/registrations-for-review', role: 'ROLE_ELECTION-PATRIOT' },
  ])('$path ($role): every status icon in a table has its status in words', async ({ path, role }) => {
    const { page, close } = await openPage(path, { user: users.get(role) });
    await page.locator('h1, h2').first().waitFor();
    await waitUntilSettled(page);
    expect(await page.evaluate<string[]>(statusByColourAlone)).toEqual([]);
    await close();
  });
});

describe('keyboard focus is visible', () => {
  it.each(['/login', '/', '/scorecard', '/search-by-name'])('tabbing through %s', async (path) => {
    for (const theme of ['light', 'dark'] as const) {
      const { page, close } = await openPage(path, { theme });
      await page.locator('h1, h2').first().waitFor();
      await expectFocusVisible(page, `${path} (${theme})`, 30);
      await close();
    }
  });

  it('tabbing through a workspace table (the site root dashboard and users)', async () => {
    for (const path of ['/dashboard', '/users']) {
      const { page, close } = await openPage(path, { user: users.get('ROLE_SITE-ROOT') });
      await page.locator('h1, h2').first().waitFor();
      await expectFocusVisible(page, path, 40);
      await close();
    }
  });
});
