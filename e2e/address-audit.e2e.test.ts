import {
  addressesResponse,
  addressRegistrationsResponse,
  toSearchKey,
  zoneByAddressResponse,
} from '@voterroll/contract/addresses-api';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_CURRENT_SNAPSHOT } from './dataset';
import { closeBrowser, openPage, screenshot } from './harness';
import { api, type DatasetVoter, datasetVoters, sharedDwelling } from './lookup-data';

afterAll(closeBrowser);

/** A dwelling of the dataset where several people are registered, and what the API says of it. */
let household: DatasetVoter[];
let expected: { fullAddress: string; fullHash: string; addressHash: string; county: string; count: number };

beforeAll(async () => {
  household = sharedDwelling(await datasetVoters(E2E_CURRENT_SNAPSHOT), 2);
  const first = household[0]!;
  const { addresses } = await api(`/api/addresses?key=${toSearchKey(first.typedStreet)}`, addressesResponse);
  const match = addresses.find(
    (a) => a.units === undefined && a.full_address.startsWith(first.typedStreet.toUpperCase()),
  );
  if (!match) throw new Error(`no suggestion for ${first.typedStreet}`);
  const [zone] = await api('/api/getzonebyaddress', zoneByAddressResponse, {
    address_key: match.full_address_hash,
  });
  const { registrations } = await api(
    `/api/address/${encodeURIComponent(zone!.county_name)}?full_address_hash=${match.full_address_hash}`,
    addressRegistrationsResponse,
  );
  expected = {
    fullAddress: match.full_address,
    fullHash: match.full_address_hash,
    addressHash: match.address_hash,
    county: zone!.county_name,
    count: registrations.length,
  };
});

/** The shortest start of `text` holding `n` letters or digits. */
function prefixWithAlphanumerics(text: string, n: number): string {
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (/[A-Za-z0-9]/.test(text[i]!)) seen++;
    if (seen === n) return text.slice(0, i + 1);
  }
  return text;
}

/** The keys the page sent to the type-ahead endpoint. */
function typeAheadKeys(page: Page): string[] {
  const keys: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/addresses') keys.push(url.searchParams.get('key') ?? '');
  });
  return keys;
}

describe('Audit My Address', () => {
  it('type-ahead: waits for six characters, sends the trimmed key in upper case, then searches', async () => {
    const { page, errors } = await openPage('/audit-my-address');
    const keys = typeAheadKeys(page);
    const search = page.getByRole('button', { name: 'Search', exact: true });
    expect(await search.isDisabled()).toBe(true);

    const box = page.getByPlaceholder('Search for address ...');
    const typed = `  ${household[0]!.typedStreet}  `;
    // Five letters or digits: no request, even after the 500 ms pause.
    await box.pressSequentially(prefixWithAlphanumerics(typed.trim(), 5), { delay: 20 });
    await page.waitForTimeout(900);
    expect(keys).toEqual([]);
    await box.fill(typed);
    const option = page.getByRole('option', { name: expected.fullAddress, exact: true });
    await option.waitFor();
    // Trimmed and upper-cased, its spaces kept for the server's Publication 28 reading (issue 27).
    expect(keys.at(-1)).toBe(typed.trim().replace(/\s+/g, ' ').toUpperCase());
    expect(await search.isDisabled()).toBe(true);
    await option.click();
    expect(await search.isEnabled()).toBe(true);
    await search.click();

    const heading = page.getByTestId('registrations-heading');
    await expect.poll(() => heading.textContent()).toContain(`${expected.count} Registration(s) found`);
    expect(await heading.textContent()).toContain(expected.fullAddress);
    expect(new URL(page.url()).searchParams.get('full_address_hash')).toBe(expected.fullHash);
    expect(await page.getByTestId('zone-summary').textContent()).toContain(expected.county);
    // No MAP_TILE_URL in the harness: the placeholder links out.
    const placeholder = page.getByTestId('map-placeholder');
    expect(await placeholder.getByRole('link').getAttribute('target')).toBe('_blank');

    const table = page.getByRole('table', { name: `Registrations at ${expected.fullAddress}` });
    expect(await table.locator('tbody tr').count()).toBe(Math.min(expected.count, 10));
    const lastNames = await table.locator('tbody tr td:nth-child(4)').allTextContents();
    expect(lastNames).toEqual([...lastNames].sort((a, b) => a.localeCompare(b)));
    for (const v of household.slice(0, 10)) expect(lastNames.join('|')).toContain(v.lastName);

    // Apply needs a row and an action.
    const apply = page.getByRole('button', { name: 'Apply' });
    expect(await apply.isDisabled()).toBe(true);
    await page.getByRole('combobox', { name: 'Bulk action' }).selectOption({ label: 'Flag for review' });
    expect(await apply.isDisabled()).toBe(true);
    const firstBox = table.locator('tbody tr').first().getByRole('checkbox');
    if (await firstBox.isEnabled()) {
      await firstBox.check();
      expect(await apply.isEnabled()).toBe(true);
    }
    await screenshot(page, 'audit-my-address-light');
    expect(errors).toEqual([]);
  });

  it('runs the search from full_address_hash in the URL, in dark mode too', async () => {
    const { page, errors } = await openPage(
      `/audit-my-address?full_address_hash=${expected.fullHash}&address_hash=${expected.addressHash}`,
      { theme: 'dark' },
    );
    const heading = page.getByTestId('registrations-heading');
    await expect.poll(() => heading.textContent()).toContain(`${expected.count} Registration(s) found`);
    // The widget shows the address it was preloaded with.
    const street = expected.fullAddress.split(',')[0]!;
    await expect.poll(() => page.getByPlaceholder('Search for address ...').inputValue()).toBe(street);
    await screenshot(page, 'audit-my-address-dark');
    expect(errors).toEqual([]);
  });

  it('an address the voter file does not hold: the no-match card with tips', async () => {
    const { page } = await openPage(
      `/audit-my-address?full_address_hash=${'0'.repeat(32)}&address=${encodeURIComponent('1 NOWHERE RD')}`,
    );
    const card = page.getByTestId('no-address-card');
    await card.waitFor();
    expect(await card.textContent()).toContain('No addresses found in voter file matching 1 NOWHERE RD');
    expect(await card.textContent()).toContain('St. vs Street');
    // How to widen it, and the name search for a person (issue 37 item 8).
    expect(await card.textContent()).toContain('To widen the search');
    expect(await card.getByRole('link', { name: 'Search by name or voter ID' }).getAttribute('href')).toBe(
      '/search-by-name',
    );
    expect(await page.getByText('No registrations found in voter file for above address').count()).toBe(1);
  });

  it('offers the alerts of the address’s area with the form filled in, and the home the newest unusual changes', async () => {
    const { page, errors } = await openPage('/');
    // Before a search: the newest unusual changes statewide, linking to their month.
    const newest = page.getByTestId('newest-unusual-changes');
    await newest.waitFor();
    expect(await newest.getByRole('listitem').count()).toBeGreaterThan(0);
    await screenshot(page, 'home-newest-unusual-changes');
    await page.goto(`/audit-my-address?full_address_hash=${expected.fullHash}`);
    const alerts = page.getByTestId('alerts-link');
    await alerts.waitFor();
    expect(await page.getByTestId('newest-unusual-changes').count()).toBe(0);
    await alerts.click();
    await page.waitForURL((u) => u.pathname === '/subscribe');
    await expect.poll(() => page.getByLabel('Jurisdiction').inputValue()).not.toBe('');
    const chosen = await page.getByLabel('Jurisdiction').locator('option:checked').textContent();
    expect(await alerts.count()).toBe(0);
    expect(chosen).toBe(
      (await page.evaluate('new URL(location.href).searchParams.get("jurisdiction")')) as string,
    );
    await screenshot(page, 'subscribe-from-address');
    expect(errors).toEqual([]);
  });

  it('a request the server refuses: the error state', async () => {
    const { page } = await openPage('/audit-my-address?full_address_hash=not-an-address');
    await expect
      .poll(() => page.getByTestId('address-error').textContent())
      .toBe('There was an error processing your request. Please try again later.');
    expect(await page.getByTestId('registrations-heading').count()).toBe(0);
  });

  it('the clear button empties the box and the results', async () => {
    const { page } = await openPage(
      `/?full_address_hash=${expected.fullHash}&address=${encodeURIComponent(expected.fullAddress)}`,
    );
    await page.getByTestId('registrations-heading').waitFor();
    await page.getByRole('button', { name: 'Clear address' }).click();
    expect(await page.getByPlaceholder('Search for address ...').inputValue()).toBe('');
    await expect.poll(() => page.getByTestId('registrations-heading').count()).toBe(0);
    expect(new URL(page.url()).search).toBe('');
  });
});
