import {
  type ChangedResponse,
  FIELD_CHANGE_KINDS,
  type UnusualChangeRow,
  type UnusualChangesResponse,
  whatChanged,
} from '@voterroll/contract/changes-api';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  closeBrowser,
  createAccount,
  expectAccessible,
  openPage,
  queryRows,
  screenshot,
  setColourMode,
} from './harness';

/**
 * Issue 29, Unusual Changes: a visitor reads a month's unusual changes in words and opens a row's
 * monthly trend, at 1280 px and on a 390 px phone; a signed-in researcher follows "See the
 * registrations" to the registrations behind the figure, with before and after.
 */

afterAll(closeBrowser);

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });
type Account = Awaited<ReturnType<typeof createAccount>>;
interface ZoneDetails {
  level: string;
  county_name: string | null;
  jurisdiction_name: string | null;
  precinct: string | null;
  zone_name: string;
}

let researcher: Account;
let snapshot: string;
/** The newest file with unusual changes: where the page opens. */
let opening: string;
let target: UnusualChangeRow;
let rows: UnusualChangeRow[];

const api = async <T>(path: string, token?: string): Promise<T> => {
  const r = await fetch(`${baseUrl()}${path}`, { headers: token ? { 'x-access-token': token } : {} });
  if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`);
  return (await r.json()) as T;
};
const isField = (k: string) => (FIELD_CHANGE_KINDS as readonly string[]).includes(k);
const heading = (r: UnusualChangeRow) => `${whatChanged(r.kind)}: ${r.zone_name}`;
const itemOf = (page: Page, r: UnusualChangeRow) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: heading(r), exact: true }) });
/** How far the page is wider than its viewport (0: nothing to scroll sideways). */
const overflow = (page: Page) =>
  page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');

beforeAll(async () => {
  researcher = await createAccount(`unusual-${Math.random().toString(36).slice(2, 7)}`, [
    'ROLE_DIGITAL-RESEARCHER',
  ]);
  const snapshots = await api<{ snapshot: string }[]>('/api/voter-file-snapshots');
  const months = await api<{ months: { snapshot_date: string; count: number }[] }>(
    '/api/unusual-change-months',
  );
  opening = months.months[0]?.snapshot_date ?? '';
  // The newest snapshot with an unusual field change, below the state if any (the e2e dataset's
  // are statewide: the drill-down then asks for a county).
  for (const below of [true, false])
    for (const s of snapshots) {
      const list = await api<UnusualChangesResponse>(`/api/unusual-changes/${s.snapshot}`);
      const found = list.rows.find((r) => isField(r.kind) && (r.level !== 'state' || !below));
      if (found) {
        snapshot = s.snapshot;
        target = found;
        rows = list.rows;
        return;
      }
    }
  throw new Error('the e2e dataset has no unusual field change in any snapshot');
});

async function openList(width: number, user?: Account) {
  const opened = await openPage('/unusual-changes', {
    width,
    ...(user
      ? { user: { username: user.username, accessToken: user.token, roles: ['ROLE_DIGITAL-RESEARCHER'] } }
      : {}),
  });
  const { page } = opened;
  // It opens on the newest month with unusual changes, named in the URL, with its findings listed.
  await poll(() => page.getByLabel('Voter roll snapshot').inputValue()).toBe(opening);
  await poll(() => new URL(page.url()).searchParams.get('snapshot')).toBe(opening);
  await poll(() =>
    page.getByRole('list', { name: 'Unusual changes' }).getByRole('listitem').count(),
  ).toBeGreaterThan(0);
  if (snapshot !== opening) {
    await page.getByLabel('Voter roll snapshot').selectOption(snapshot);
    await poll(() => new URL(page.url()).searchParams.get('snapshot')).toBe(snapshot);
  }
  const list = page.getByRole('list', { name: 'Unusual changes' });
  await poll(() => list.getByRole('listitem').count()).toBe(rows.length);
  return opened;
}

async function openTrend(page: Page) {
  const item = itemOf(page, target);
  await item.getByRole('button', { name: 'Show the monthly trend' }).click();
  const title = `${whatChanged(target.kind)} in ${target.zone_name}, by month`;
  const figure = page.getByRole('figure', { name: title });
  await poll(() => figure.count()).toBe(1);
  // The chart's table: this snapshot's bar is the figure the row reports.
  const cell = figure
    .locator('table tbody tr')
    .filter({ has: page.locator(`th:text-matches("^${snapshot}")`) });
  await poll(() => cell.locator('td').textContent()).toBe(target.observed.toLocaleString('en-US'));
  // The month the change was flagged in is marked on the trend.
  expect(await cell.locator('th').textContent()).toBe(`${snapshot} (flagged)`);
  expect(await figure.locator('table tbody tr').count()).toBeGreaterThan(1);
}

describe('Unusual Changes in the browser', () => {
  it('lists the month’s unusual changes in words; a row opens its trend (1280 px, signed out)', async () => {
    const { page, errors } = await openList(1280);
    const item = itemOf(page, target);
    await poll(() => item.getByText(target.explanation, { exact: true }).count()).toBe(1);
    expect(await item.getByText('Registrations changed').locator('xpath=..').textContent()).toContain(
      target.observed.toLocaleString('en-US'),
    );
    // Words, never the API's codes.
    const text = (await page.getByRole('list', { name: 'Unusual changes' }).textContent()) ?? '';
    for (const code of [
      'NVRA_8D_2025',
      'FIRST_MONTH',
      'RENUMBERING',
      'birth_year',
      'permanent_absentee',
      'jurisdiction',
    ])
      expect(text).not.toContain(code);
    await openTrend(page);
    expect(await item.getByRole('link', { name: 'Sign in' }).count()).toBe(1);
    expect(await item.getByRole('link', { name: 'See the registrations' }).count()).toBe(0);
    await screenshot(page, 'unusual-changes');
    await expectAccessible(page, '/unusual-changes (light)');
    await setColourMode(page, 'dark');
    await expectAccessible(page, '/unusual-changes (dark)');
    await screenshot(page, 'unusual-changes-dark');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  }, 60_000);

  it('a researcher on a phone opens the trend and drills down to before and after (390 px)', async () => {
    const { page, errors } = await openList(390, researcher);
    await openTrend(page);
    await screenshot(page, 'unusual-changes-phone');
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await itemOf(page, target).getByRole('link', { name: 'See the registrations' }).click();
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain(
      'Registrations Changed',
    );
    let path: string;
    if (target.level === 'state') {
      // Statewide, the page asks for a county: the one with the most of these changes.
      await poll(() => page.getByTestId('changed-statewide').count()).toBe(1);
      const [busiest] = await queryRows<{ county_name: string }>(
        `select z.county_name from registration_field_changes c
           join zones z on z.level = 'county' and z.county_code = c.county_code
          where c.snapshot_date = $1::date and c.kind = $2
          group by z.county_name order by count(*) desc, z.county_name limit 1`,
        [snapshot, target.kind],
      );
      if (!busiest) throw new Error(`no ${target.kind} change in ${snapshot}`);
      await page.getByLabel('County', { exact: true }).selectOption({ label: busiest.county_name });
      path = `${encodeURIComponent(busiest.county_name)}/`;
    } else {
      const [zone] = await api<ZoneDetails[]>(`/api/getzonedetails/${target.zone_hash}`);
      if (!zone?.county_name) throw new Error(`zone ${target.zone_hash} has no county`);
      path = [zone.county_name, zone.jurisdiction_name, zone.level === 'precinct' ? zone.zone_name : null]
        .filter((p): p is string => Boolean(p))
        .map((p) => `${encodeURIComponent(p)}/`)
        .join('');
    }
    const expected = await api<ChangedResponse>(
      `/api/registrations-changed/${snapshot}/${path}?kind=${target.kind}`,
      researcher.token,
    );
    if (target.level !== 'state') expect(expected.total).toBe(target.observed);
    expect(expected.total).toBeGreaterThan(0);
    const table = page.getByRole('table', { name: 'Registrations changed, with before and after' });
    await poll(() => table.locator('tbody tr td:nth-child(4)').allTextContents()).toEqual(
      expected.rows.map((r) => String(r.voter_identification_number)),
    );
    const headers = await table.locator('thead th').allTextContents();
    expect(headers.slice(0, 4).map((h) => h.replace(/[↑↓↕]/g, '').trim())).toEqual([
      'Name',
      'Before',
      'After',
      'Voter ID',
    ]);
    const [first] = expected.rows;
    const cells = await table.locator('tbody tr').first().locator('td').allTextContents();
    expect(cells[1]).not.toBe(cells[2]);
    if (first && target.kind !== 'status' && target.kind !== 'gender' && target.kind !== 'uocava')
      expect([cells[1], cells[2]]).toEqual([first.before || '(blank)', first.after || '(blank)']);
    await screenshot(page, 'registrations-changed-phone');
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    // The first row opens its registration at its own address; Back returns to the same list.
    const listUrl = page.url();
    const link = table.locator('tbody tr').first().getByTestId('registration-link');
    const box = await link.boundingBox();
    expect(box?.height ?? 0, 'the row link is 44 px tall to tap').toBeGreaterThanOrEqual(44);
    await link.click();
    await poll(() => new URL(page.url()).pathname).toBe(
      `/registration/${first?.voter_identification_number}`,
    );
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.goBack();
    await poll(() => page.url()).toBe(listUrl);
    await poll(() => table.locator('tbody tr td:nth-child(4)').allTextContents()).toEqual(
      expected.rows.map((r) => String(r.voter_identification_number)),
    );

    // The same drill-down at 1280 px.
    const wide = await openPage(page.url().replace(baseUrl(), ''), {
      user: {
        username: researcher.username,
        accessToken: researcher.token,
        roles: ['ROLE_DIGITAL-RESEARCHER'],
      },
    });
    const wideTable = wide.page.getByRole('table', { name: 'Registrations changed, with before and after' });
    await poll(() => wideTable.locator('tbody tr').count()).toBe(expected.rows.length);
    await screenshot(wide.page, 'registrations-changed');
    await expectAccessible(wide.page, '/registrations-changed (light)');
    await setColourMode(wide.page, 'dark');
    await expectAccessible(wide.page, '/registrations-changed (dark)');
    expect(await overflow(wide.page)).toBeLessThanOrEqual(0);

    // The page is in the URL (issue 37): Back from a registration on page 2 returns to page 2.
    if (expected.total > expected.page_size) {
      const second = await api<ChangedResponse>(
        `/api/registrations-changed/${snapshot}/${path}?kind=${target.kind}&page=2`,
        researcher.token,
      );
      await page.getByRole('button', { name: 'Next page' }).first().click();
      await poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
      const idsShown = () => table.locator('tbody tr td:nth-child(4)').allTextContents();
      const secondIds = second.rows.map((r) => String(r.voter_identification_number));
      await poll(idsShown).toEqual(secondIds);
      const pageTwo = page.url();
      await table.locator('tbody tr').first().getByTestId('registration-link').click();
      await poll(() => new URL(page.url()).pathname).toBe(`/registration/${secondIds[0]}`);
      await page.goBack();
      await poll(() => page.url()).toBe(pageTwo);
      await poll(idsShown).toEqual(secondIds);
    }
    expect(errors).toEqual([]);
    expect(wide.errors).toEqual([]);
  }, 90_000);
});
