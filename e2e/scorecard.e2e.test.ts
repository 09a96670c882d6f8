import { SCORE_THRESHOLDS, zoneStatsResponse } from '@voterroll/contract/scorecard-api';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage, screenshot, screenshotInBothThemes } from './harness';

afterAll(closeBrowser);

const table = (page: Page) => page.getByTestId('data-table');
const rowNames = (page: Page) => table(page).locator('tbody tr td:first-child a').allTextContents();
const summaryText = (page: Page) => page.getByTestId('pager-summary').textContent();

/** The colour a score must have, from the contract's thresholds (the page must agree). */
function expectedLevel(text: string): string {
  const score = Number(text.replace(/[^\d.]/g, ''));
  const t = SCORE_THRESHOLDS;
  return score > t.green ? 'green' : score >= t.yellow ? 'yellow' : 'red';
}

describe('scorecards', () => {
  it('statewide: the state scores, the county table sorted, paged and kept in the URL', async () => {
    const { page, errors } = await openPage('/scorecard');
    await page.getByRole('heading', { name: 'Voter Roll Integrity Scorecard - Michigan' }).waitFor();
    const api = zoneStatsResponse.parse(await (await page.request.get('/api/qvfstatsstate/MICHIGAN')).json());
    const [state, counties] = api;
    const summary = page.getByTestId('zone-summary');
    await summary.waitFor();
    expect(await summary.locator('.score-button').allTextContents()).toEqual([
      expect.stringContaining(state.current_overall_hard_score?.toFixed(2) ?? 'N/A'),
      expect.stringContaining(state.current_overall_score?.toFixed(2) ?? 'N/A'),
    ]);

    // Default: county name ascending, 10 a page.
    const names = [...counties.map((c) => c.zone_name)].sort((a, b) => a.localeCompare(b));
    expect(await rowNames(page)).toEqual(names.slice(0, 10));
    expect(await summaryText(page)).toBe(`Showing 1 to 10 of ${counties.length}`);

    // Last page, then a reload keeps it (the page is in the URL).
    const last = Math.ceil(counties.length / 10);
    await page.getByRole('button', { name: 'Last page' }).click();
    await expect
      .poll(() => summaryText(page))
      .toBe(`Showing ${(last - 1) * 10 + 1} to ${counties.length} of ${counties.length}`);
    const pageButtons = await page.locator('.pagination .page-item').allTextContents();
    expect(pageButtons.map((t) => Number.parseInt(t, 10)).filter((n) => !Number.isNaN(n))).toEqual([
      1,
      last - 2,
      last - 1,
      last,
    ]);
    await page.reload();
    await expect.poll(() => rowNames(page)).toEqual(names.slice((last - 1) * 10));

    // Sorting returns to page 1; the first click on a new column sorts ascending, the next descending.
    await page.getByRole('button', { name: /Overall Score/ }).click();
    await expect.poll(() => summaryText(page)).toBe(`Showing 1 to 10 of ${counties.length}`);
    const ascending = [...counties].sort(
      (a, b) => (a.current_overall_score ?? -1) - (b.current_overall_score ?? -1),
    );
    const shown = async () =>
      (await table(page).locator('tbody tr td:nth-child(3)').allTextContents()).map((t) =>
        Number.parseFloat(t),
      );
    expect(await shown()).toEqual(ascending.slice(0, 10).map((c) => c.current_overall_score));
    await page.getByRole('button', { name: /Overall Score/ }).click();
    await expect.poll(shown).toEqual(
      ascending
        .slice(-10)
        .reverse()
        .map((c) => c.current_overall_score),
    );
    expect(new URL(page.url()).searchParams.get('tsort')).toBe('-current_overall_score');

    // Every score button has the colour of the one scale, hard or overall: one number, one colour.
    for (const button of await table(page).locator('tbody tr .score-button').all())
      expect(await button.getAttribute('data-level')).toBe(expectedLevel((await button.textContent()) ?? ''));
    expect(errors).toEqual([]);
  });

  it('drills down from a county to a jurisdiction and to a zone’s metrics', async () => {
    const { page, errors } = await openPage('/scorecard?county=KENT');
    await page.getByRole('heading', { name: 'Voter Roll Integrity Scorecard - KENT County' }).waitFor();
    await page.getByRole('heading', { name: 'Jurisdiction Breakdown' }).waitFor();
    expect(await page.getByTestId('zone-summary').locator('td').first().textContent()).toBe('KENT');
    const first = table(page).locator('tbody tr td:first-child a').first();
    const jurisdiction = (await first.textContent()) ?? '';
    await first.click();
    await page.waitForURL(
      (u) => u.pathname === '/scorecard-j' && u.searchParams.get('jurisdiction') === jurisdiction,
    );
    await page.getByRole('heading', { name: 'Precinct Breakdown' }).waitFor();
    const headers = await table(page).locator('thead th').allTextContents();
    // The same columns, in the same order, as the county and jurisdiction tables.
    expect(headers.map((h) => h.replace(/[▲▼↕]/g, '').trim())).toEqual([
      'Precinct Name',
      'Hard Score',
      'Overall Score',
    ]);
    expect(await table(page).locator('tbody tr').count()).toBeGreaterThan(0);
    await screenshotInBothThemes(page, 'scorecard-jurisdiction');

    const score = table(page).locator('tbody tr').first().locator('.score-button').first();
    const href = (await score.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/current-metrics\?zone=[0-9a-f]{32}$/);
    await score.click();
    await page.waitForURL((u) => u.pathname === '/current-metrics');
    expect(errors).toEqual([]);
  });

  it('finds a county and a jurisdiction by typing part of the name, with the keyboard', async () => {
    const { page, errors } = await openPage('/scorecard');
    const county = page.getByRole('combobox', { name: 'County' });
    await county.click();
    await county.pressSequentially('Way');
    const listbox = page.getByRole('listbox', { name: 'County' });
    // WAYNE first (it starts with the text), then NEWAYGO (which holds it).
    await expect.poll(() => listbox.getByRole('option').allTextContents()).toEqual(['WAYNE', 'NEWAYGO']);
    await county.press('Enter');
    // Focus moves on to Wayne's jurisdictions; the county's scorecard is one link away.
    const jurisdiction = page.getByRole('combobox', { name: 'Jurisdiction in WAYNE' });
    const id = await jurisdiction.getAttribute('id');
    await expect
      .poll(() => page.evaluate<boolean>(`document.activeElement?.id === ${JSON.stringify(id)}`))
      .toBe(true);
    await page.getByRole('link', { name: 'Open WAYNE County scorecard' }).click();
    await page.getByRole('heading', { name: 'Voter Roll Integrity Scorecard - WAYNE County' }).waitFor();

    const api = zoneStatsResponse.parse(
      await (await page.request.get('/api/qvfstatscountyjurisdiction/WAYNE')).json(),
    );
    const [wayne, jurisdictions] = api;
    // The county's rank among the 83 and what lowers its scores, as the server computed them.
    const summary = page.getByTestId('zone-summary');
    expect(await summary.locator('.rank-note').allTextContents()).toEqual([
      `#${wayne.hard_rank} of ${wayne.peer_count}`,
      `#${wayne.overall_rank} of ${wayne.peer_count}`,
    ]);
    const lowered = await page.getByTestId('zone-lowered-by').locator('td').nth(1).textContent();
    for (const f of wayne.top_findings.slice(0, 3)) expect(lowered).toContain(`${f.per_1000} per 1,000`);
    await expect
      .poll(() => page.getByTestId('change-legend').textContent())
      .toMatch(/▲ better: the score rose.*▼ worse: it fell/);

    const target = jurisdictions[0]?.zone_name ?? '';
    const box = page.getByRole('combobox', { name: 'Jurisdiction in WAYNE' });
    await box.click();
    await box.pressSequentially(target.slice(0, 4).toLowerCase());
    await expect
      .poll(() =>
        page
          .getByRole('listbox', { name: 'Jurisdiction in WAYNE' })
          .getByRole('option')
          .first()
          .textContent(),
      )
      .toBe(target);
    await box.press('ArrowDown');
    await box.press('ArrowUp');
    await box.press('Enter');
    await page.waitForURL(
      (u) => u.pathname === '/scorecard-j' && u.searchParams.get('jurisdiction') === target,
    );
    await page.getByRole('heading', { name: 'Precinct Breakdown' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('shows the picker, ranks and legend on a desktop and a phone', async () => {
    for (const width of [1280, 390]) {
      const { page, errors } = await openPage('/scorecard?county=WAYNE', {
        width,
        height: width === 390 ? 844 : 900,
      });
      await page.getByTestId('zone-summary').waitFor();
      await page.getByTestId('data-table').locator('.rank-note').first().waitFor();
      await page.getByRole('combobox', { name: 'County' }).waitFor();
      // Nothing wider than the viewport.
      const wide = await page.evaluate<number>('document.documentElement.scrollWidth');
      expect(wide).toBeLessThanOrEqual(width);
      await screenshot(page, `scorecard-county-${width}`);
      const map = await openPage('/map', { width, height: width === 390 ? 844 : 900 });
      await map.page.getByTestId('michigan-map').waitFor();
      await map.page.getByRole('combobox', { name: 'County' }).fill('way');
      await map.page.getByRole('option', { name: 'WAYNE' }).waitFor();
      await screenshot(map.page, `map-picker-${width}`);
      expect([...errors, ...map.errors]).toEqual([]);
    }
  }, 180_000);

  it('an unknown county says so instead of a blank page', async () => {
    const { page } = await openPage('/scorecard?county=NOWHERE');
    await page.getByText('No scores found for NOWHERE county.').waitFor();
  });

  it('takes screenshots of the statewide scorecard in both themes', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const { page } = await openPage('/scorecard', { theme });
      await page.getByTestId('zone-summary').waitFor();
      await screenshot(page, `scorecard-${theme}`);
    }
  });
});
