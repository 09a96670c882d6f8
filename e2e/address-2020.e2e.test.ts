import {
  addressesResponse,
  addressRegistrationsResponse,
  SNAPSHOTS_2020,
  toSearchKey,
  zoneByAddressResponse,
} from '@voterroll/contract/addresses-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage, screenshot, screenshotInBothThemes } from './harness';
import { api, type DatasetVoter, datasetVoters, sharedDwelling } from './lookup-data';

afterAll(closeBrowser);

const [nov, dec] = SNAPSHOTS_2020;
let household: DatasetVoter[];
let expected: { fullAddress: string; county: string; jurisdiction: string; count: number };

beforeAll(async () => {
  household = sharedDwelling(await datasetVoters(nov.snapshot_value), 2);
  const typed = household[0]!.typedStreet;
  const query = `key=${toSearchKey(typed)}&qvf_snapshot=${nov.snapshot_value}`;
  const { addresses } = await api(`/api/addresses-2020?${query}`, addressesResponse);
  const match = addresses.find(
    (a) => a.units === undefined && a.full_address.startsWith(typed.toUpperCase()),
  );
  if (!match) throw new Error(`no 2020 suggestion for ${typed}`);
  const [zone] = await api('/api/getzonebyaddress-2020', zoneByAddressResponse, {
    address_key: match.full_address_hash,
    qvf_snapshot: nov.snapshot_value,
  });
  const { registrations } = await api(
    `/api/address-2020/${encodeURIComponent(zone!.county_name)}?qvf_snapshot=${nov.snapshot_value}&full_address_hash=${match.full_address_hash}`,
    addressRegistrationsResponse,
  );
  expected = {
    fullAddress: match.full_address,
    county: zone!.county_name,
    jurisdiction: zone!.jurisdiction_name ?? '',
    count: registrations.length,
  };
});

describe('Nov 2020 address lookup', () => {
  it('finds who was registered in the November 2020 file, and a new file choice looks the same address up in it', async () => {
    const { page, errors } = await openPage('/search-address-as-of');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Check who was registered to vote at your address around the time of the Nov 2020 General Election',
    );
    const snapshot = page.getByLabel('Voter File As Of');
    expect(await snapshot.inputValue()).toBe('2020-11-01');
    expect(await snapshot.locator('option:checked').textContent()).toBe('November 01 2020');

    const box = page.getByPlaceholder('Search for address ...');
    await box.fill(` ${household[0]!.typedStreet} `);
    await page.getByRole('option', { name: expected.fullAddress, exact: true }).click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();

    const summary = page.getByTestId('registrations-summary');
    await expect
      .poll(() => summary.textContent())
      .toBe(
        `${expected.count} Registration(s) found in November 01 2020 voter roll at ${expected.fullAddress}`,
      );
    const side = await page.getByTestId('zone-summary').textContent();
    expect(side).toContain(expected.county);
    expect(side).toContain(expected.jurisdiction);
    const rows = page.locator('table tbody tr');
    expect(await rows.count()).toBe(Math.min(expected.count, 10));
    expect(await rows.allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining(household[0]!.voterId)]),
    );
    await screenshotInBothThemes(page, 'search-address-as-of');

    // The flag controls act on the registration's current flag: Apply needs a row and an action;
    // an anonymous visitor is offered Flag for review only.
    const apply = page.getByRole('button', { name: 'Apply' });
    const action = page.getByRole('combobox', { name: 'Bulk action' });
    expect(await action.locator('option').allTextContents()).toEqual([
      'Choose an action ...',
      'Flag for review',
    ]);
    expect(await apply.isDisabled()).toBe(true);
    const rowBox = rows.getByRole('checkbox').and(page.locator(':enabled')).first();
    await rowBox.check();
    expect(await apply.isDisabled()).toBe(true);
    await action.selectOption({ label: 'Flag for review' });
    expect(await apply.isEnabled()).toBe(true);
    await rowBox.uncheck();
    expect(await apply.isDisabled()).toBe(true);
    await rowBox.check();
    await apply.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await dialog.waitFor({ state: 'hidden' });

    // Another voter file: the same address is looked up in it (issue 27), found there or not.
    await snapshot.selectOption(dec.snapshot_value);
    const none = page.getByText('No registrations found in voter file for above address');
    await expect
      .poll(async () => {
        if ((await none.count()) > 0) return 'none';
        return (await summary.count()) > 0 ? ((await summary.textContent()) ?? '') : '';
      })
      .toMatch(/^(none|\d+ Registration\(s\) found in December 01 2020 voter roll)/);
    expect(await box.inputValue()).toBe(expected.fullAddress);
    expect(new URL(page.url()).searchParams.get('qvf_snapshot')).toBe(dec.snapshot_value);
    expect(errors).toEqual([]);
  });

  it('opens the registration details from a row', async () => {
    const { page } = await openPage('/search-address-as-of', { theme: 'dark' });
    await page.getByPlaceholder('Search for address ...').fill(household[0]!.typedStreet);
    await page.getByRole('option', { name: expected.fullAddress, exact: true }).click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByTestId('registrations-summary').waitFor();
    await page
      .getByRole('button', { name: /^Details of / })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Volunteer Activity').waitFor();
    expect(await dialog.textContent()).toContain('Voter ID');
    await screenshot(page, 'search-address-as-of-details-dark');
    await dialog.getByRole('button', { name: '← Back' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  });
});
