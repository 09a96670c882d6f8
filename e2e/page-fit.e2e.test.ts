import { SNAPSHOTS_2020 } from '@voterroll/contract/addresses-api';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi } from './api-helpers';
import { waitUntilSettled } from './harness';
import { datasetVoters, sharedDwelling } from './lookup-data';
import { at, checkFit, flaggedRow, openVoterDetails, prepareFitWalk, rowsShown } from './page-fit-walk';

/**
 * Issue 27 item 8: every page, at 1280x900 and on a 390x844 phone, in both themes, fits its
 * viewport (e2e/page-fit.ts): nothing wider than the viewport, no table cut or scrolling sideways.
 * Public pages as a visitor, the others as a role that may open them; one page per role, reused.
 * Pictures: e2e/screenshots/fit-<page>-<width>-<theme>.png.
 */

prepareFitWalk();

const PUBLIC: [string, string][] = [
  ['home', '/'],
  ['audit-my-voting-history', '/audit-my-voting-history'],
  ['search-by-name', '/search-by-name'],
  ['search-address-as-of', '/search-address-as-of'],
  ['scorecard', '/scorecard'],
  ['current-metrics', '/current-metrics'],
  ['metric-trend-charts', '/metric-trend-charts'],
  ['nvra-cleanup-tracker', '/nvra-cleanup-tracker'],
  ['countywise-red-metrics', '/countywise-red-metrics'],
  ['methodology', '/methodology'],
  ['map', '/map'],
  ['login', '/login'],
  ['signup', '/signup'],
  ['request-password-reset', '/request-password-reset'],
  ['reset-password', '/reset-password?token=abc'],
  ['contact-us', '/contact-us'],
  ['subscribe', '/subscribe'],
  ['subscribe-confirm', '/subscribe/confirm?token=abc'],
  ['unsubscribe', '/unsubscribe?token=abc'],
  ['about', '/about'],
  ['using-the-data', '/using-the-data'],
  ['funding', '/funding'],
  ['get-involved', '/get-involved'],
  ['support-us', '/support-us'],
  ['elx-2020-11-03', '/elx-2020-11-03'],
  ['under-construction', '/under-construction'],
  ['error', '/error'],
  ['error401', '/error401'],
  ['error403', '/error403'],
  ['not-found', '/no-such-page'],
  ['terms-and-conditions', '/terms-and-conditions'],
  ['privacy-policy', '/privacy-policy'],
];

describe('every public page fits, as a visitor', { timeout: 180_000 }, () => {
  it.each(PUBLIC)('%s', (name, path) => checkFit('visitor', name, path));

  it('an address audit with its registrations', () =>
    checkFit(
      'visitor',
      'audit-my-address-results',
      `/audit-my-address?full_address_hash=${at.addressHash}`,
      (p) => p.locator('table tbody tr').first().waitFor(),
    ));

  it('the type-ahead’s suggestions, long ones wrapped on a phone', async () => {
    const dweller = (await datasetVoters('2025-10-01')).find((v) => v.hasUnit && v.status === 'A');
    if (!dweller) throw new Error('the e2e dataset has no registration with a unit');
    await checkFit('visitor', 'type-ahead-suggestions', '/audit-my-address', async (p) => {
      await p.getByPlaceholder('Search for address ...').fill(dweller.typedStreet);
      await p.getByRole('option').first().waitFor();
    });
  });

  it('a registration’s details from the address audit', () =>
    checkFit(
      'visitor',
      'registration-details',
      `/audit-my-address?full_address_hash=${at.addressHash}`,
      async (p) => {
        await openVoterDetails(p);
        await p.getByRole('dialog').waitFor();
      },
    ));

  it('the Nov 2020 lookup with an address’s registrations', async () => {
    const [nov] = SNAPSHOTS_2020;
    const typed = sharedDwelling(await datasetVoters(nov.snapshot_value), 2)[0]!.typedStreet;
    await checkFit('visitor', 'search-address-as-of-results', '/search-address-as-of', async (p) => {
      await p.getByPlaceholder('Search for address ...').fill(typed);
      const street = typed.toUpperCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await p
        .getByRole('option', { name: new RegExp(`^${street}`) })
        .first()
        .click();
      await p.getByRole('button', { name: 'Search', exact: true }).click();
      await p.getByTestId('registrations-summary').waitFor();
    });
  });

  it('a voter found by id', () =>
    checkFit('visitor', 'search-by-name-results', '/search-by-name', async (page) => {
      await page.getByRole('tab', { name: 'Search By Voter ID' }).click();
      const form = page.getByRole('tabpanel', { name: 'Search By Voter ID' });
      await form.getByLabel('Voter Identification Number').fill(at.voterId);
      await form.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('table', { name: 'Registered voters found' }).waitFor();
    }));

  it('a voting history found', () =>
    checkFit('visitor', 'audit-my-voting-history-results', '/audit-my-voting-history', async (page) => {
      const v = at.voter!;
      await page.getByLabel('County').selectOption(v.county);
      await page.getByLabel('Zip Code').fill(v.zip);
      await page.getByLabel('Last Name').fill(v.lastName);
      await page.getByLabel('First Name').fill(v.firstName);
      await page.getByLabel('Year of Birth').fill(v.yearOfBirth);
      await page.getByRole('button', { name: 'Get My Voting History' }).click();
      await page.getByTestId('voter-summary').waitFor();
    }));

  it('a county drilled into: scorecard, metrics, trend charts, NVRA tracker', async () => {
    for (const path of ['/scorecard', '/current-metrics', '/metric-trend-charts', '/nvra-cleanup-tracker'])
      await checkFit('visitor', `${path.slice(1)}-county`, `${path}?zone=${at.countyZone}`);
  });

  it('a jurisdiction scorecard', () =>
    checkFit(
      'visitor',
      'scorecard-j',
      `/scorecard-j?county=${encodeURIComponent(at.county)}&jurisdiction=${encodeURIComponent(at.jurisdiction)}`,
    ));

  it('unusual changes with a trend open', async () => {
    // The newest snapshot that lists unusual changes (the latest may list none).
    const snapshots = await callApi<{ snapshot: string }[]>('/api/voter-file-snapshots');
    let chosen = '';
    for (const { snapshot } of snapshots)
      if ((await callApi<{ rows: unknown[] }>(`/api/unusual-changes/${snapshot}`)).rows.length > 0) {
        chosen = snapshot;
        break;
      }
    if (!chosen) throw new Error('the e2e dataset lists no unusual change in any snapshot');
    await checkFit('visitor', 'unusual-changes', '/unusual-changes', async (page) => {
      const select = page.getByLabel('Voter roll snapshot');
      await expect.poll(() => select.locator('option').count()).toBeGreaterThan(1);
      await select.selectOption(chosen);
      await page.getByRole('button', { name: 'Show the monthly trend' }).first().click();
      await page.getByRole('figure').first().waitFor();
    });
  });
});

describe('every signed-in page fits, as a role that may open it', { timeout: 180_000 }, () => {
  const ROOT = [
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
  ];
  it.each(ROOT)('site root %s', (path) => checkFit('root', `root${path.replace(/\//g, '-')}`, path));

  it('site root: a user’s edit dialog', () =>
    checkFit('root', 'root-edit-user', '/users', async (p) => {
      await p
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      await p.getByRole('dialog').waitFor();
    }));

  it('site root: the ballot envelopes', () =>
    checkFit('root', 'ballot-envelopes-2020', '/ballot-envelopes-2020', (p) => rowsShown(p)));

  it('a researcher: the dashboard', () => checkFit('researcher', 'researcher-dashboard', '/dashboard'));

  it('a researcher: a registration', () =>
    checkFit('researcher', 'registration', `/registration/${at.voterId}`, (p) =>
      p
        .getByRole('heading', { name: /Voting history/i })
        .first()
        .waitFor(),
    ));

  it('a researcher: registrations changed', () =>
    checkFit('researcher', 'registrations-changed', `/registrations-changed${at.changed}`, (p) =>
      at.changed ? rowsShown(p) : Promise.resolve(),
    ));

  it('a data-entry user: the dashboard', () => checkFit('entry', 'entry-dashboard', '/dashboard'));

  it('a clerk: the dashboard', () => checkFit('clerk', 'clerk-dashboard', '/dashboard'));

  /** The clerk's dashboard with the Challenged list open (its card), the challenged row shown. */
  const challengedList = async (p: Page) => {
    await p.getByTestId('clerk-card-challenge_submitted_count').getByTestId('clerk-count').click();
    await p
      .getByTestId('data-table')
      .locator('tbody tr', { hasText: String(at.challengedId) })
      .waitFor();
  };

  it('a clerk: the Challenged list', () =>
    checkFit('clerk', 'clerk-challenged', '/dashboard', challengedList));

  it('a clerk: a challenged registration’s research notes', () =>
    checkFit('clerk', 'clerk-research-notes', '/dashboard', async (p) => {
      await challengedList(p);
      await p
        .getByTestId('data-table')
        .locator('tbody tr', { hasText: String(at.challengedId) })
        .getByTestId('notes-button')
        .click();
      await p
        .getByRole('dialog')
        .getByRole('heading', { name: /^Research Notes/ })
        .waitFor();
    }));

  it('a clerk: My Workspace and Confirmation', async () => {
    for (const tab of ['My Workspace', 'Confirmation'])
      await checkFit('clerk', `clerk-${tab.toLowerCase().replace(' ', '-')}`, '/dashboard', async (p) => {
        await p.getByRole('tab', { name: tab }).click();
        await waitUntilSettled(p);
      });
  });

  it('a clerk: clerk review', () => checkFit('clerk', 'clerk-review', '/registrations-for-clerk-review'));

  it('a patriot: the dashboard', () =>
    checkFit('patriot', 'patriot-home', '/dashboard', (p) => flaggedRow(p).waitFor()));

  it('a patriot: the Flagged tab', () =>
    checkFit('patriot', 'patriot-flagged', '/election-patriot-dashboard', (p) => flaggedRow(p).waitFor()));

  it('a patriot: a flag’s research notes', () =>
    checkFit('patriot', 'patriot-research-notes', '/election-patriot-dashboard', async (p) => {
      await flaggedRow(p).getByTestId('notes-button').click();
      await p
        .getByRole('dialog')
        .getByRole('heading', { name: /^Research Notes/ })
        .waitFor();
    }));

  it('a patriot: the Removed tab', () =>
    checkFit('patriot', 'patriot-removed', '/election-patriot-dashboard', async (p) => {
      await p.getByRole('tab', { name: 'Removed' }).click();
      await waitUntilSettled(p);
    }));

  it('a patriot: registrations for review', () =>
    checkFit(
      'patriot',
      'registrations-for-review',
      `/registrations-for-review?county=${encodeURIComponent(at.county)}`,
      (p) => rowsShown(p),
    ));

  it('a patriot: a challenge', () => checkFit('patriot', 'challenge', `/challenge/${at.flaggedId}`));

  it('a patriot: a county’s dense addresses with an address’s occupants open', () =>
    checkFit(
      'patriot',
      'high-reg-density-addresses',
      `/high-reg-density?zone=${at.countyZone}`,
      async (p) => {
        await rowsShown(p);
        const occupants = p.getByRole('button', { name: /^Occupants of / });
        await occupants.first().click();
        await p.getByTestId('occupants').locator('tbody tr').first().waitFor();
      },
    ));

  it('a patriot: an address’s digital research notes', () =>
    checkFit('patriot', 'high-reg-density-research', `/high-reg-density?zone=${at.countyZone}`, async (p) => {
      await rowsShown(p);
      await p
        .getByRole('button', { name: /^Digital Research notes of / })
        .first()
        .click();
      await p.getByRole('dialog').getByLabel('Category').waitFor();
    }));
});
