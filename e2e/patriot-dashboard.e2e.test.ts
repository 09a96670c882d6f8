import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { personNameOf, triageMoveLabel } from '@voterroll/contract/labels';
import { REGISTERED_STATUSES } from '@voterroll/contract/metrics';
import {
  FLAGGED_CSV_SUFFIX,
  type FlaggedRow,
  PATRIOT_PROCESS,
  type RemovedRow,
} from '@voterroll/contract/patriot-api';
import { readCsv } from '@voterroll/voterfile/test-support/read-output';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, flagRegistration } from './api-helpers';
import { E2E_CURRENT_SNAPSHOT } from './dataset';
import {
  backgroundLuminances,
  closeBrowser,
  createAccount,
  openPage,
  queryRows,
  screenshotInBothThemes,
  setColourMode,
} from './harness';
import { HISTORY_COMMENT, HISTORY_PATRIOT } from './patriot-history';

/**
 * Issue 13, the Election Patriot dashboard (spec 3 section 2.3): a patriot filters the Flagged list
 * by triage status and jurisdiction, exports it (the downloaded CSV's rows are the API's rows of
 * those filters, field by field), finds a registration by name, and sees under Removed the
 * registration their county flagged before the next voter file removed it (the dataset's history
 * flag, e2e/patriot-history.ts), with that voter file's date.
 */

afterAll(closeBrowser);

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });
type Account = Awaited<ReturnType<typeof createAccount>>;
interface ReviewRow {
  voter_identification_number: number;
  current_triage_status: string;
  jurisdiction_name: string;
  last_name: string;
}

const suffix = Math.random().toString(36).slice(2, 7);
let patriot: Account;
let county: string;
/** The dataset's flag on a registration the current voter file removed. */
let removed: { voter_id: string; jurisdiction_name: string };
/** This walk's flags, in one jurisdiction: two for review, one marked valid. */
let jurisdiction: string;
let forReview: ReviewRow[];
let valid: ReviewRow;

const rowOf = (page: Page, id: number | string) =>
  page.getByTestId('data-table').locator('tbody tr', { hasText: String(id) });
const flaggedNow = () => callApi<FlaggedRow[]>('/api/flagged-registration-review', patriot.token);

beforeAll(async () => {
  const [history] = await queryRows<{ voter_id: string; county_name: string; jurisdiction_name: string }>(
    `select e.voter_id::text, f.county_name, f.jurisdiction_name
       from flag_events e join flags f on f.flagged_reg_id = e.flagged_reg_id
      where e.actor_name = $1 and e.comments_x = $2`,
    [HISTORY_PATRIOT, HISTORY_COMMENT],
  );
  if (!history) throw new Error('the e2e dataset has no history flag (e2e/patriot-history.ts)');
  removed = history;
  county = history.county_name;
  patriot = await createAccount(`patriot-${suffix}`, ['ROLE_ELECTION-PATRIOT'], { county });

  // Three unflagged registrations of one jurisdiction of the county, flagged by this patriot.
  const rows = (
    await callApi<{ rows: ReviewRow[] }>(
      `/api/review-list/ALL/${encodeURIComponent(county)}/?sort=voter_identification_number&dir=asc`,
      patriot.token,
    )
  ).rows.filter((r) => r.current_triage_status === 'NEW');
  const byJurisdiction = new Map<string, ReviewRow[]>();
  for (const r of rows)
    byJurisdiction.set(r.jurisdiction_name, [...(byJurisdiction.get(r.jurisdiction_name) ?? []), r]);
  const [name, chosen] = [...byJurisdiction].sort((a, b) => b[1].length - a[1].length)[0]!;
  if (chosen.length < 3) throw new Error(`${county}: no jurisdiction with 3 unflagged registrations`);
  jurisdiction = name;
  forReview = chosen.slice(0, 2);
  valid = chosen[2]!;
  for (const r of forReview) {
    await flagRegistration(patriot.token, r.voter_identification_number, {
      flag_status: 'TRG',
      flagged_reason: 'Invalid Address',
      flagged_reason_x: 'The address is a vacant lot on the county parcel map',
    });
  }
  await flagRegistration(patriot.token, valid.voter_identification_number, {
    flag_status: 'VALID',
    flagged_reason: 'Confirmed resident',
    flagged_reason_x: 'Met the resident at the door, lives here',
  });
});

describe('the Election Patriot dashboard in the browser', () => {
  it('filters and exports the flagged list, and shows a flagged registration the rolls later dropped', async () => {
    const { page, errors } = await openPage('/election-patriot-dashboard', {
      user: {
        username: patriot.username,
        accessToken: patriot.token,
        roles: ['ROLE_ELECTION-PATRIOT'],
        county,
      },
      theme: 'light',
    });
    await poll(() => page.getByTestId('patriot-area').textContent()).toBe(`${county} · All jurisdictions`);
    // One heading, the spec's title (the page once showed 'My Dashboard' above it).
    expect(await page.getByRole('heading', { name: /Dashboard/ }).allTextContents()).toEqual([
      'Election Patriot Dashboard',
    ]);
    await poll(() => rowOf(page, valid.voter_identification_number).count()).toBe(1);
    await screenshotInBothThemes(page, 'patriot-dashboard-flagged');
    // The process steps and the active tab follow the colour mode: dark backgrounds in dark mode
    // (the steps were light pills there), light ones in light mode.
    const themed = '[aria-label="The cleanup process"] li, #patriot-tabs .nav-link.active';
    for (const theme of ['dark', 'light']) {
      await setColourMode(page, theme);
      const luminances = await backgroundLuminances(page, themed);
      expect(luminances.length).toBe(PATRIOT_PROCESS.length + 1);
      for (const l of luminances) expect(theme === 'dark' ? l < 0.1 : l > 0.8, `${theme}: ${l}`).toBe(true);
    }

    // The status icon opens the research notes (spec 3 section 2.4): the server answers the
    // patriot for their area, so the flag's activity shows the move to valid made when flagging.
    await rowOf(page, valid.voter_identification_number).getByTestId('notes-button').click();
    const dialog = page.getByRole('dialog');
    await poll(() =>
      dialog
        .getByRole('heading', { name: `Research Notes for Voter ID: ${valid.voter_identification_number}` })
        .count(),
    ).toBe(1);
    await poll(() => dialog.getByTestId('activity-move').allTextContents()).toEqual([
      triageMoveLabel('NEW', 'VALID'),
    ]);
    expect(await dialog.getByTestId('disposition-form').count()).toBe(1);
    await screenshotInBothThemes(page, 'patriot-dashboard-notes');
    await page.keyboard.press('Escape');
    await poll(() => page.getByRole('dialog').count()).toBe(0);

    // Filters: needs further research (TRG) in this walk's jurisdiction.
    await page.getByLabel('Triage status').selectOption('TRG');
    await page.getByLabel('Jurisdiction', { exact: true }).selectOption(jurisdiction);
    await poll(() => rowOf(page, valid.voter_identification_number).count()).toBe(0);
    for (const r of forReview) expect(await rowOf(page, r.voter_identification_number).count()).toBe(1);
    const shown = await page.getByTestId('data-table').locator('tbody tr').count();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export to CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${county.replace(/\s+/g, '-')}${FLAGGED_CSV_SUFFIX}`);
    const path = join(mkdtempSync(join(tmpdir(), 'e2e-patriot-')), download.suggestedFilename());
    await download.saveAs(path);
    const csv = readCsv(path, 'utf8');
    expect(csv.header).toEqual([
      'Status',
      'System Review Codes',
      'Full Street Address',
      'Full Name',
      'Voter Id',
      'Year of Birth',
      'Jurisdiction',
      'Reason',
      'Last Change',
    ]);
    // Every row of the filters, none other, each field as the API answers it.
    const expected = (await flaggedNow())
      .filter((r) => r.current_triage_status === 'TRG' && r.jurisdiction_name === jurisdiction)
      .sort((a, b) => a.voter_identification_number - b.voter_identification_number);
    expect(expected.length).toBe(shown);
    const exported = [...csv.records].sort((a, b) => Number(a['Voter Id']) - Number(b['Voter Id']));
    expect(exported).toEqual(
      expected.map((r) => ({
        Status: 'TRG',
        'System Review Codes': r.system_review_codes,
        'Full Street Address': r.full_street_address ?? '',
        'Full Name': r.full_name,
        'Voter Id': String(r.voter_identification_number),
        'Year of Birth': r.year_of_birth === null ? '' : String(r.year_of_birth),
        Jurisdiction: jurisdiction,
        Reason: r.flagged_reason,
        'Last Change': r.updated_at,
      })),
    );
    for (const r of forReview) {
      expect(exported.find((e) => e['Voter Id'] === String(r.voter_identification_number))).toMatchObject({
        Reason: 'Invalid Address',
        'Full Name': expect.stringContaining(r.last_name),
      });
    }

    // Clear, then the name filter finds the registration marked valid.
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.getByLabel('Name or address').fill(valid.last_name.toLowerCase());
    await poll(() => rowOf(page, valid.voter_identification_number).count()).toBe(1);
    for (const text of await page.getByTestId('data-table').locator('tbody tr').allTextContents()) {
      expect(text.toUpperCase()).toContain(valid.last_name.toUpperCase());
    }

    // Removed: the dataset's flag, made while the previous voter file was current, which the
    // current file no longer holds as registered.
    const truth = await queryRows<{ snapshot_date: string; voter_status_type_code: string }>(
      `select snapshot_date::text, voter_status_type_code from registrations
        where voter_id = $1 and snapshot_date >= '2025-09-01' order by snapshot_date`,
      [removed.voter_id],
    );
    expect(REGISTERED_STATUSES as readonly string[]).toContain(truth[0]?.voter_status_type_code);
    expect(
      truth.find((t) => t.snapshot_date === E2E_CURRENT_SNAPSHOT)?.voter_status_type_code ?? 'gone',
    ).not.toMatch(/^(A|V|CH|I)$/);
    const api = await callApi<{ rows: RemovedRow[] }>('/api/flagged-registrations-removed', patriot.token);
    const gone = api.rows.find((r) => String(r.voter_identification_number) === removed.voter_id);
    expect(gone).toMatchObject({
      removed_in_snapshot: E2E_CURRENT_SNAPSHOT,
      flagged_reason: 'Does not live here',
    });

    await page.getByRole('tab', { name: 'Removed' }).click();
    await poll(() => rowOf(page, removed.voter_id).count()).toBe(1);
    const cells = await rowOf(page, removed.voter_id).locator('td').allTextContents();
    expect(cells.slice(2)).toEqual([
      personNameOf(gone!.full_name),
      gone!.full_street_address,
      String(gone!.year_of_birth ?? ''),
      removed.jurisdiction_name,
      'Does not live here',
      E2E_CURRENT_SNAPSHOT,
    ]);
    expect(await page.getByText('have since been purged from the voter rolls').count()).toBe(1);
    // At 1280 px the whole table fits its container: no column left to scroll to.
    const overflow = await page.evaluate<number>(
      `(() => { const el = document.querySelector('.tab-pane.active [data-testid=data-table] .table-responsive');
        return el.clientWidth > 0 ? el.scrollWidth - el.clientWidth : NaN; })()`,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshotInBothThemes(page, 'patriot-dashboard-removed');
    expect(errors).toEqual([]);
  }, 120_000);
});
