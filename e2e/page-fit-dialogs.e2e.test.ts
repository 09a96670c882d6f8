import { describe, it } from 'vitest';
import { waitUntilSettled } from './harness';
import { at, checkFit, openVoterDetails, prepareFitWalk, rowsShown } from './page-fit-walk';

/**
 * Issue 27 item 8, continued (page-fit.e2e.test.ts walks the pages): the dialogs and the tabs
 * that walk leaves out fit at 1280x900 and 390x844 in both themes. Pictures:
 * e2e/screenshots/fit-<name>-<width>-<theme>.png.
 */

prepareFitWalk({ flags: false });

const reviewPath = () => `/registrations-for-review?county=${encodeURIComponent(at.county)}`;

describe('dialogs and tabs fit', { timeout: 120_000 }, () => {
  it('a researcher: a registration’s research notes from Registrations For Review', () =>
    checkFit('researcher', 'review-research-notes', reviewPath(), async (p) => {
      await rowsShown(p);
      await p.getByTestId('data-table').locator('tbody tr').first().getByTestId('notes-button').click();
      await p
        .getByRole('dialog')
        .getByRole('heading', { name: /^Research Notes/ })
        .waitFor();
    }));

  it('site root: the clerk’s notes opened from the research notes (Registrations For Review)', () =>
    checkFit('root', 'review-clerk-notes', reviewPath(), async (p) => {
      await rowsShown(p);
      await p.getByTestId('data-table').locator('tbody tr').first().getByTestId('notes-button').click();
      await p.getByRole('button', { name: 'Clerk: Add To Queue / Next Steps' }).click();
      await p
        .getByRole('dialog')
        .getByRole('heading', { name: /^Research Notes/ })
        .waitFor();
    }));

  it('a researcher: the Send For Review dialog of a bulk action', () =>
    checkFit('researcher', 'review-send-for-review', reviewPath(), async (p) => {
      await rowsShown(p);
      // A registration not flagged yet (page-fit.e2e.test.ts flags some): its box is enabled.
      await p
        .getByTestId('data-table')
        .locator('tbody tr input[type="checkbox"]:not([disabled])')
        .first()
        .check();
      await p.getByLabel('Bulk action').selectOption('TRG');
      await p.getByRole('button', { name: 'Apply', exact: true }).click();
      await p.getByRole('dialog', { name: /^Send For Review/ }).waitFor();
    }));

  it('a visitor: the flag dialog of the address audit', () =>
    checkFit('visitor', 'flag-dialog', `/audit-my-address?full_address_hash=${at.addressHash}`, async (p) => {
      await p.locator('tbody tr input[type="checkbox"]:not([disabled])').first().check();
      await p.getByRole('combobox', { name: 'Bulk action' }).selectOption({ label: 'Flag for review' });
      await p.getByRole('button', { name: 'Apply', exact: true }).click();
      await p.getByRole('dialog').getByTestId('flag-voter-roll-date').waitFor();
    }));

  it('Elections: a ballot envelope’s dialog (Ballot Envelopes 2020)', () =>
    checkFit('root', 'ballot-envelope-dialog', '/ballot-envelopes-2020', async (p) => {
      await rowsShown(p);
      await p.getByTestId('data-table').locator('tbody tr').first().getByRole('button').first().click();
      // Its title is no heading (react-bootstrap's Modal.Title): the envelope's picture says it shows.
      await p.getByRole('dialog', { name: 'AV Ballot Envelope' }).getByRole('img').first().waitFor();
    }));

  it('Elections: the Nov 2024 ballot tracker of a registration', () =>
    checkFit(
      'visitor',
      'ballot-tracker',
      `/audit-my-address?full_address_hash=${at.addressHash}`,
      async (p) => {
        await openVoterDetails(p);
        await p.getByRole('button', { name: 'Nov 2024 Ballot Tracker' }).click();
        const tracker = p.getByRole('dialog', { name: 'Nov 2024 Ballot Tracker' });
        await tracker.getByRole('heading', { name: 'Vote', exact: true }).waitFor();
      },
    ));

  it('a metric’s details (Current Metrics)', () =>
    checkFit('visitor', 'metric-details', '/current-metrics', async (p) => {
      await p.getByRole('button', { name: 'More Details ...' }).first().click();
      await p.getByRole('dialog').getByRole('heading').first().waitFor();
    }));

  it.each([
    ['Election Patriot Dashboard', 'patriot'],
    ['Digital Researcher Dashboard', 'researcher'],
    ['Membership Requests', 'membership'],
  ])('site root: the dashboard’s %s tab', (tab, key) =>
    checkFit('root', `root-dashboard-${key}`, '/dashboard', async (p) => {
      await p.getByRole('tab', { name: tab }).click();
      await p.getByRole('tabpanel', { name: tab }).waitFor();
      await waitUntilSettled(p);
    }),
  );
});
