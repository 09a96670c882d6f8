import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage, screenshotInBothThemes } from './harness';

/**
 * Issue 13 part 5: /map shades Michigan's counties by the current scorecard from the boundary data
 * shipped with the app, each county reachable by keyboard, and a click opens the county's scorecard.
 */

afterAll(closeBrowser);
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 20_000 });

describe('the scorecard map', () => {
  it('shades the counties by score and a click reaches the county scorecard', async () => {
    const { page, errors } = await openPage('/map');
    const map = page.getByTestId('michigan-map');
    await poll(() => map.locator('a[data-county]').count()).toBe(83);
    const levels = await map
      .locator('a[data-county]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-level')));
    // Scored counties are shaded by their level; the dataset scores every county.
    expect(levels.filter((l) => l !== 'none').length).toBeGreaterThan(70);
    expect(new Set(levels).size).toBeGreaterThan(1);
    // The same figures as a table, and each shape named with its score.
    expect(await page.getByRole('table', { name: /the map's scores/ }).count()).toBe(1);
    const kent = map.locator('a[data-county="KENT"]');
    expect(await kent.getAttribute('aria-label')).toMatch(/^KENT: overall score \d+\.\d\d$/);
    await screenshotInBothThemes(page, 'map');

    // The hard score shades the map anew.
    await page.locator('label[for="map-score-hard"]').click();
    await poll(() => kent.getAttribute('aria-label')).toMatch(/^KENT: hard score/);

    // Keyboard: the county link takes focus and Enter opens its scorecard.
    await kent.focus();
    await page.keyboard.press('Enter');
    await poll(() => new URL(page.url()).search).toBe('?county=KENT');
    await poll(() =>
      page.getByRole('heading', { name: 'Voter Roll Integrity Scorecard - KENT County' }).count(),
    ).toBe(1);

    await page.goBack();
    await poll(() => map.locator('a[data-county]').count()).toBe(83);
    await map.locator('a[data-county="WAYNE"] path').click();
    await poll(() =>
      page.getByRole('heading', { name: 'Voter Roll Integrity Scorecard - WAYNE County' }).count(),
    ).toBe(1);
    expect(errors).toEqual([]);
  }, 180_000);
});
