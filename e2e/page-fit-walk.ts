import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { callApi, challengeThroughPacket, flagRegistration } from './api-helpers';
import { E2E_CURRENT_SNAPSHOT } from './dataset';
import {
  closeBrowser,
  createAccount,
  type OpenOptions,
  openPage,
  queryRows,
  screenshot,
  setColourMode,
  waitUntilSettled,
} from './harness';
import { datasetVoters, sharedDwelling } from './lookup-data';
import { expectFits } from './page-fit';

/**
 * The page-fit walk's set-up and its one check (page-fit.e2e.test.ts): a reused page per role,
 * the data the pages show (`at`), and `checkFit`, which opens a page at both sizes and themes,
 * takes its pictures and checks that it fits.
 */

const SIZES = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];
export type Role = 'visitor' | 'root' | 'clerk' | 'patriot' | 'researcher' | 'entry';
const ROLES: Record<Exclude<Role, 'visitor'>, string> = {
  root: 'ROLE_SITE-ROOT',
  clerk: 'ROLE_CLERK',
  patriot: 'ROLE_ELECTION-PATRIOT',
  researcher: 'ROLE_DIGITAL-RESEARCHER',
  entry: 'ROLE_DATA-ENTRY',
};
const COUNTY_ROLES = new Set<Role>(['clerk', 'patriot']);

const suffix = Math.random().toString(36).slice(2, 7);
const pages = new Map<Role, Page>();
export const users = new Map<Role, NonNullable<OpenOptions['user']>>();
export const at = {
  county: '',
  countyZone: '',
  jurisdiction: '',
  voterId: '',
  addressHash: '',
  flaggedId: 0,
  challengedId: 0,
  changed: '',
  voter: undefined as Awaited<ReturnType<typeof datasetVoters>>[number] | undefined,
};

/**
 * Registers the walk's set-up: accounts per role, the data the pages show and, unless `flags` is
 * false (a second walk file, run beside the first, must not flag the same registrations), three flags.
 */
export function prepareFitWalk({ flags = true }: { flags?: boolean } = {}): void {
  afterAll(closeBrowser);
  beforeAll(async () => {
    // The county with the most deceased registrations: every county page has rows to show.
    const counties = await callApi<{ county_name: string; deceased_count: number }[]>(
      '/api/red-metrics-by-county',
    );
    at.county = [...counties].sort((a, b) => b.deceased_count - a.deceased_count)[0]!.county_name;
    const zones = await callApi<{ county_name: string; zone_hash: string }[]>('/api/counties');
    at.countyZone = zones.find((z) => z.county_name === at.county)!.zone_hash;
    const jurisdictions = await callApi<{ jurisdiction_name: string }[]>(
      `/api/jurisdictions/${encodeURIComponent(at.county)}`,
    );
    at.jurisdiction = jurisdictions[0]!.jurisdiction_name;
    const voter = sharedDwelling(await datasetVoters(E2E_CURRENT_SNAPSHOT), 2)[0]!;
    at.voter = voter;
    at.voterId = voter.voterId;
    const [found] = await callApi<{ full_address_hash: string }[]>('/api/search-by-voter-id', undefined, {
      voter_identification_number: voter.voterId,
    });
    at.addressHash = found!.full_address_hash;
    // The snapshot, kind and county with the most registrations changed (Registrations Changed).
    const [changed] = await queryRows<{ snapshot: string; kind: string; zone_hash: string }>(
      `select c.snapshot_date::text as snapshot, c.kind, z.zone_hash from registration_field_changes c
         join zones z on z.level = 'county' and z.county_code = c.county_code
        group by 1, 2, 3 order by count(*) desc limit 1`,
    );
    if (changed) at.changed = `?zone=${changed.zone_hash}&snapshot=${changed.snapshot}&kind=${changed.kind}`;

    for (const [role, code] of Object.entries(ROLES) as [Exclude<Role, 'visitor'>, string][]) {
      const area = COUNTY_ROLES.has(role) ? { county: at.county } : {};
      const a = await createAccount(`fit-${role}-${suffix}`, [code], area);
      users.set(role, { username: a.username, accessToken: a.token, roles: [code], ...area });
    }
    if (!flags) return;
    // A registration of the county the patriot flagged for review: the Flagged table has a row.
    const patriot = users.get('patriot')!;
    const review = await callApi<{
      rows: { voter_identification_number: number; current_triage_status: string }[];
    }>(`/api/review-list/ALL/${encodeURIComponent(at.county)}/`, patriot.accessToken);
    // Two registrations of the county the patriot flagged: one for review, one to be challenged (its
    // row brings the Flagged table's Challenge column, the widest state of the table).
    const [forReview, toChallenge, challenged] = review.rows
      .filter((r) => r.current_triage_status === 'NEW')
      .map((r) => r.voter_identification_number);
    at.flaggedId = forReview!;
    for (const id of [forReview!, toChallenge!])
      await flagRegistration(patriot.accessToken, id, {
        flag_status: 'TRG',
        flagged_reason: 'Invalid Address',
        flagged_reason_x: 'The address is a vacant lot on the county parcel map',
      });
    // A third, challenged: the clerk's Challenged list has a row.
    at.challengedId = challenged!;
    await flagRegistration(patriot.accessToken, challenged!, {
      flag_status: 'TRG',
      flagged_reason: 'Deceased',
      flagged_reason_x: 'Obituary in the county paper',
    });
    // A second patriot reviews what the first raised (four eyes) and submits the challenge.
    const second = await createAccount(`fit-patriot2-${suffix}`, ['ROLE_ELECTION-PATRIOT'], {
      county: at.county,
    });
    await challengeThroughPacket(second, challenged!, 'Deceased');
    await callApi('/api/update-triage-status', second.token, {
      voter_id: toChallenge,
      triage_status: 'SFCR',
      flagged_reason: 'Invalid Address',
      comments_x: 'Checked the parcel map and the county assessor: no dwelling here',
    });
  });
}

/** The role's one page (opened on first use, at 1280 px). */
async function pageOf(role: Role): Promise<Page> {
  let page = pages.get(role);
  if (!page) {
    page = (await openPage('/about', role === 'visitor' ? {} : { user: users.get(role) })).page;
    pages.set(role, page);
  }
  return page;
}

/**
 * Opens `path` as `role`, brings it to the state to look at (`ready`), then at each size takes
 * its picture in both themes and checks that it fits. Every size is checked before failing.
 */
export async function checkFit(
  role: Role,
  name: string,
  path: string,
  ready?: (page: Page) => Promise<void>,
) {
  const page = await pageOf(role);
  await page.setViewportSize(SIZES[0]!);
  await page.goto(path);
  await page.locator('h1, h2').first().waitFor();
  await waitUntilSettled(page);
  if (ready) {
    await ready(page);
    await waitUntilSettled(page);
  }
  const problems: string[] = [];
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await waitUntilSettled(page);
    for (const theme of ['light', 'dark']) {
      await setColourMode(page, theme);
      await screenshot(page, `fit-${name}-${size.width}-${theme}`);
      await dialogScreens(page, `fit-${name}-${size.width}-${theme}`);
    }
    await expectFits(page, `${name} at ${size.width} px`).catch((e: Error) => problems.push(e.message));
  }
  await setColourMode(page, 'light');
  if (problems.length > 0) throw new Error(problems.join('\n'));
}

/**
 * A dialog longer than the screen scrolls inside the fixed backdrop, so the page's picture shows
 * only its first screen: the next screens (up to five in all) as <name>-2.png, <name>-3.png ...
 */
async function dialogScreens(page: Page, name: string): Promise<void> {
  // The topmost open dialog's scroller: its body (a scrollable dialog) or the backdrop box.
  const scroller = `(() => {
    const modal = [...document.querySelectorAll('.modal.show')].pop();
    if (!modal) return null;
    return [modal.querySelector('.modal-body'), modal].find((e) => e && e.scrollHeight > e.clientHeight + 1 &&
      /auto|scroll/.test(getComputedStyle(e).overflowY)) || null;
  })()`;
  const scrollTo = (i: number) =>
    page.evaluate<number>(`(() => { const s = ${scroller}; if (!s) return -1;
      s.scrollTop = ${i} * (s.clientHeight - 40); return s.scrollTop; })()`);
  let last = 0;
  for (let i = 1; i < 5; i++) {
    const top = await scrollTo(i);
    if (top <= last) break;
    last = top;
    await page.screenshot({ path: resolve('e2e/screenshots', `${name}-${i + 1}.png`) });
  }
  if (last === 0) return;
  // Back at the top, what moved under the pointer (a chart's tooltip) ends its transition.
  await scrollTo(0);
  await waitUntilSettled(page);
}

export const flaggedRow = (page: Page) =>
  page.getByTestId('data-table').locator('tbody tr', { hasText: String(at.flaggedId) });

export const rowsShown = async (page: Page, scope = page.getByTestId('data-table').first()) => {
  await scope.locator('tbody tr').first().waitFor({ timeout: 20_000 });
};

/** On the address audit's results, opens the walk's voter's details dialog. */
export const openVoterDetails = async (page: Page) => {
  const v = at.voter!;
  await page.getByTestId('registrations-heading').waitFor();
  await page
    .getByRole('button', { name: new RegExp(`^Details of ${v.firstName} ${v.lastName} `) })
    .first()
    .click();
};
