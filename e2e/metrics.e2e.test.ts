import {
  countiesResponse,
  currentMetricsResponse,
  jurisdictionsResponse,
  nvraMetricsResponse,
} from '@voterroll/contract/metrics-api';
import { findingPrecisionResponse } from '@voterroll/contract/review-api';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { E2E_SNAPSHOTS } from './dataset';
import { closeBrowser, openPage, screenshot, storageItem, waitUntilSettled } from './harness';

afterAll(closeBrowser);

const api = async <S extends z.ZodType>(page: Page, path: string, schema: S): Promise<z.infer<S>> =>
  schema.parse(await (await page.request.get(path)).json());
const zoneOf = (page: Page) => new URL(page.url()).searchParams.get('zone');
const fmt = (n: unknown) => new Intl.NumberFormat('en-US').format(Number(n));
/** A card's count once its animation has finished. */
const cardCount = (page: Page, key: string, which = '.metric-count') =>
  page.locator(`[data-metric="${key}"] ${which}`).textContent();

describe('metrics pages', () => {
  it('current metrics: the cards show the zone’s counts; More Details explains, cites the law and charts the trend', async () => {
    const { page, errors } = await openPage('/current-metrics');
    await page.getByRole('heading', { name: 'October 01 2025 Voter Roll Metrics' }).waitFor();
    await expect.poll(() => zoneOf(page)).toBe('MICHIGAN');
    const m = await api(page, '/api/current-metrics/MICHIGAN', currentMetricsResponse);
    await expect.poll(() => cardCount(page, 'DUPLICATE_COUNT')).toBe(fmt(m.duplicate_count));
    await expect
      .poll(() => cardCount(page, 'DUPLICATE_COUNT', '.metric-active-count'))
      .toBe(fmt(m.duplicate_active_count));
    // Its two parts, one per rule: a registration matching by both is in both.
    for (const part of ['duplicate_address', 'duplicate_name'])
      await expect
        .poll(() => cardCount(page, 'DUPLICATE_COUNT', `[data-part="${part}"] .metric-part-count`))
        .toBe(fmt(m[`${part}_count`]));
    await expect.poll(() => cardCount(page, 'NCOA_STATE_COUNT')).toBe(fmt(m.ncoa_state_count));
    // UOCAVA's parts by status code: military, overseas civilian, other overseas.
    for (const code of ['m', 'c', 'o'])
      await expect
        .poll(() => cardCount(page, 'UOCAVA_COUNT', `[data-part="uocava_${code}"] .metric-part-count`))
        .toBe(fmt(m[`uocava_${code}_count`]));
    expect(await page.locator('[data-metric]').count()).toBeGreaterThanOrEqual(11);

    await page
      .locator('[data-metric="DUPLICATE_COUNT"]')
      .getByRole('button', { name: 'More Details ...' })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: /Duplicates/ }).waitFor();
    expect(await dialog.locator('.statutes').textContent()).toContain('MCL 168.512');
    const chart = dialog.locator('figure.trend-chart');
    await chart.waitFor();
    expect(await chart.getAttribute('data-points')).toBe(String(E2E_SNAPSHOTS.length));
    await chart.locator('.recharts-line-curve').first().waitFor({ state: 'attached' });
    // The metric and its two parts.
    expect(await chart.locator('.recharts-line-curve').count()).toBe(3);
    expect(await dialog.getByText('Same address (rule 1)').count()).toBeGreaterThan(0);
    await screenshot(page, 'current-metrics-details-light');
    await dialog.getByRole('link', { name: /Methodology/ }).click();
    await page.waitForURL((u) => u.pathname === '/methodology' && u.hash === '#DUPLICATE_COUNT');
    await page
      .locator('#DUPLICATE_COUNT')
      .getByText(/first name, year of birth and street address/)
      .waitFor();
    await page.locator('#DUPLICATE_COUNT').getByText('Same name (rule 2)').waitFor();
    expect(errors).toEqual([]);
  });

  it('More Details of Non-residential charts each category of address beside the total', async () => {
    const { page, errors } = await openPage('/current-metrics');
    await page
      .locator('[data-metric="NON_RESIDENTIAL_COUNT"]')
      .getByRole('button', { name: 'More Details ...' })
      .click();
    const dialog = page.getByRole('dialog');
    const chart = dialog.locator('figure.trend-chart');
    await chart.locator('.recharts-line-curve').first().waitFor({ state: 'attached' });
    // The total and its six parts.
    expect(await chart.locator('.recharts-line-curve').count()).toBe(7);
    expect(await chart.locator('table th[scope="col"]').allTextContents()).toEqual([
      'Snapshot',
      'All categories',
      'Virtual mailbox',
      'Prison',
      'Seasonal camp or RV park',
      'Business',
      'Homeless shelter',
      'Memory care',
    ]);
    expect(errors).toEqual([]);
  });

  it('the location filter cascades county → jurisdiction → precinct, sets the zone and remembers it', async () => {
    const { page, errors } = await openPage('/current-metrics');
    const counties = await api(page, '/api/counties', countiesResponse);
    const kent = counties.find((c) => c.county_name === 'KENT');
    if (!kent) throw new Error('the e2e dataset has no KENT county');
    const county = page.getByLabel('County', { exact: true });
    await expect.poll(() => county.locator('option').count()).toBe(counties.length + 1);
    expect(await page.getByLabel('Jurisdiction', { exact: true }).count()).toBe(0);

    await county.selectOption(kent.zone_hash);
    await expect.poll(() => zoneOf(page)).toBe(kent.zone_hash);
    const kentMetrics = await api(page, `/api/current-metrics/${kent.zone_hash}`, currentMetricsResponse);
    await expect.poll(() => cardCount(page, 'DUPLICATE_COUNT')).toBe(fmt(kentMetrics.duplicate_count));
    expect(await page.getByTestId('zone-breadcrumb').textContent()).toContain('KENT');

    const jurisdictions = await api(page, '/api/jurisdictions/KENT', jurisdictionsResponse);
    const ada = jurisdictions[0];
    if (!ada) throw new Error('KENT has no jurisdictions in the e2e dataset');
    const jurisdiction = page.getByLabel('Jurisdiction', { exact: true });
    await expect.poll(() => jurisdiction.locator('option').count()).toBe(jurisdictions.length + 1);
    await jurisdiction.selectOption(ada.zone_hash);
    await expect.poll(() => zoneOf(page)).toBe(ada.zone_hash);
    const precinct = page.getByLabel('Precinct', { exact: true });
    await expect.poll(() => precinct.locator('option').count()).toBeGreaterThan(1);
    const firstPrecinct = (await precinct.locator('option').nth(1).getAttribute('value')) ?? '';
    await precinct.selectOption(firstPrecinct);
    await expect.poll(() => zoneOf(page)).toBe(firstPrecinct);

    // Clearing a level returns to the one above; the precinct dropdown goes with the jurisdiction.
    await page.getByRole('button', { name: 'Clear Jurisdiction' }).click();
    await expect.poll(() => zoneOf(page)).toBe(kent.zone_hash);
    expect(await precinct.count()).toBe(0);

    // Kept in local storage: a plain visit to another metrics page starts from KENT.
    expect(JSON.parse((await storageItem(page, 'location')) ?? '{}').county?.name).toBe('KENT');
    await page.goto('/nvra-cleanup-tracker');
    await expect.poll(() => zoneOf(page)).toBe(kent.zone_hash);
    await page.getByRole('button', { name: 'Clear County' }).click();
    await expect.poll(() => zoneOf(page)).toBe('MICHIGAN');
    expect(await page.getByLabel('Jurisdiction', { exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('a shared link with a precinct zone fills the filter with its county, jurisdiction and precinct', async () => {
    const { page: probe } = await openPage('/about');
    const jurisdictions = await api(probe, '/api/jurisdictions/KENT', jurisdictionsResponse);
    const ada = jurisdictions[0]!;
    const precincts = (await (
      await probe.request.get(`/api/precincts/KENT/${encodeURIComponent(ada.jurisdiction_name)}`)
    ).json()) as {
      precinct_name: string;
      zone_hash: string;
    }[];
    const target = precincts[0]!;
    const { page } = await openPage(`/current-metrics?zone=${target.zone_hash}`);
    const selected = (label: string) =>
      page.getByLabel(label, { exact: true }).locator('option:checked').textContent();
    await expect.poll(() => selected('Precinct')).toBe(target.precinct_name);
    expect(await selected('County')).toBe('KENT');
    expect(await selected('Jurisdiction')).toBe(ada.jurisdiction_name);
    expect(zoneOf(page)).toBe(target.zone_hash);
  });

  it('trend charts, NVRA cleanup and red metrics by county show the API’s figures', async () => {
    const { page, errors } = await openPage('/metric-trend-charts');
    await page.getByRole('heading', { name: 'Voter Roll Historical Metrics' }).waitFor();
    for (const title of [
      'Total and Active Registrations',
      'Inactive Registrations',
      'NVRA Violations as of Dec 2022',
      'NVRA 2025',
      'Age 90+ (as of Jan 1 2025)',
      'Age 100+ (as of Jan 1 2025)',
      'Deceased',
      'Duplicates',
    ]) {
      const chart = page.locator(`[data-panel="${title}"] figure.trend-chart`);
      await chart.waitFor();
      expect(await chart.getAttribute('data-points')).toBe(String(E2E_SNAPSHOTS.length));
    }

    await page.goto('/nvra-cleanup-tracker');
    const nvra = await api(page, '/api/nvra-metrics/MICHIGAN', nvraMetricsResponse);
    const figure = (label: string) => page.locator(`[data-figure="${label}"] [data-value]`).textContent();
    await expect.poll(() => figure('Total')).toBe(fmt(nvra.total));
    await expect.poll(() => figure('Remaining')).toBe(fmt(nvra.remaining));
    await expect.poll(() => figure('Removed')).toBe(fmt(nvra.removed));
    await page.getByText('FOIA Data from MDOS-BOE').waitFor();

    await page.goto('/countywise-red-metrics');
    await page.getByTestId('pager-summary').waitFor();
    expect(await page.getByTestId('pager-summary').textContent()).toBe('Showing 1 to 20 of 83');
    const firstCounty = page.getByTestId('data-table').locator('tbody tr td:first-child a').first();
    expect(await firstCounty.textContent()).toBe('ALCONA');
    expect(await firstCounty.getAttribute('href')).toMatch(/^\/current-metrics\?zone=[0-9a-f]{32}$/);
    // Export to CSV: every row of every page, made in the browser.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export to CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('red-metrics-by-county.csv');
    // The browser is remote (launchServer): the file comes as a stream, not a path.
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const csv = Buffer.concat(chunks).toString('utf8');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('County,NVRA 2025,NVRA Dec 2022,Duplicates,Deceased,Age 100+,Age 90+');
    expect(lines).toHaveLength(84);
    expect(lines[1]?.startsWith('ALCONA,')).toBe(true);
    expect(errors).toEqual([]);
  });

  it('the methodology page is in the sidebar and explains both scores', async () => {
    const { page } = await openPage('/scorecard');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Methodology' }).click();
    await page.waitForURL('**/methodology');
    await page.getByRole('heading', { name: 'The two scores' }).waitFor();
    expect(
      await page
        .getByText(/Hard score/)
        .first()
        .textContent(),
    ).toBeTruthy();
    expect(await page.locator('.methodology-metric').count()).toBeGreaterThanOrEqual(11);
  });

  it('the methodology page states each rule’s measured precision as /api/finding-precision gives it', async () => {
    const { page, errors } = await openPage('/methodology');
    const rows = await api(page, '/api/finding-precision', findingPrecisionResponse);
    const pct = (share: number) => `${(share * 100).toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
    const shown = page.locator('.rule-precision');
    await shown.first().waitFor();
    const rules = await shown.evaluateAll((ps) => ps.map((p) => p.getAttribute('data-rule')));
    expect(rules.length).toBeGreaterThanOrEqual(12);
    for (const rule of rules) {
      const r = rows.find((row) => row.rule === rule);
      if (!r) throw new Error(`${rule}: not in /api/finding-precision`);
      const text = await page.locator(`.rule-precision[data-rule="${rule}"]`).textContent();
      expect(text, rule ?? '').toContain(
        r.truth_precision === null
          ? 'On generated data: not measured'
          : `On generated data: ${pct(r.truth_precision)} (${fmt(r.truth_right)} of ${fmt(r.truth_found)} findings right)`,
      );
      expect(text, rule ?? '').toContain(
        r.precision === null
          ? 'In reviews: no finding reviewed yet.'
          : `In reviews: ${pct(r.precision)} (${fmt(r.confirmed)} of ${fmt(r.reviewed)} reviewed findings confirmed)`,
      );
    }
    expect(errors).toEqual([]);
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`takes screenshots of the metrics pages in ${theme} mode`, { timeout: 120_000 }, async () => {
      for (const [path, ready] of [
        ['/current-metrics', '[data-metric]'],
        ['/metric-trend-charts', 'figure.trend-chart'],
        ['/nvra-cleanup-tracker', '[data-testid="nvra-card"]'],
        ['/countywise-red-metrics', '[data-testid="data-table"]'],
        ['/methodology', '.methodology-metric'],
      ] as const) {
        const { page, close } = await openPage(path, { theme });
        await page.locator(ready).first().waitFor();
        await waitUntilSettled(page); // the counts' roll-up
        await screenshot(page, `${path.slice(1)}-${theme}`);
        await close();
      }
    });
  }
});
