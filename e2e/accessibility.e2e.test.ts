import { voterSearchResponse } from '@voterroll/contract/voters-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_CURRENT_SNAPSHOT } from './dataset';
import {
  baseUrl,
  closeBrowser,
  createAccount,
  expectAccessible,
  expectFocusVisible,
  type OpenOptions,
  openPage,
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
