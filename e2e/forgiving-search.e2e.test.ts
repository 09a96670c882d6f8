import { addressesResponse, toSearchKey } from '@voterroll/contract/addresses-api';
import { PUB28_DIRECTIONALS } from '@voterroll/voterfile/address/directionals';
import { PUB28_STREET_SUFFIXES } from '@voterroll/voterfile/address/street-suffixes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_CURRENT_SNAPSHOT } from './dataset';
import { closeBrowser, openPage, screenshot } from './harness';
import { api, type DatasetVoter, datasetVoters } from './lookup-data';

afterAll(closeBrowser);

/**
 * Issue 27: the type-ahead reads what people type (street types and directionals spelled out, the
 * city after the street, a whole building), the name search takes the start of a first name, and
 * a name search that finds no one says what it searched and what to try.
 */

const TYPE_WORDS = new Map(PUB28_STREET_SUFFIXES.map(([abbreviation, word]) => [abbreviation, word]));
const DIRECTION_WORDS = new Map(PUB28_DIRECTIONALS.map(([abbreviation, word]) => [abbreviation, word]));

let voters: DatasetVoter[];
beforeAll(async () => {
  voters = (await datasetVoters(E2E_CURRENT_SNAPSHOT)).filter((v) =>
    ['A', 'V', 'CH', 'I'].includes(v.status),
  );
});

const words = (v: DatasetVoter) => v.typedStreet.toUpperCase().split(' ');
const cityOf = (v: DatasetVoter) => v.dwelling.split('|')[2] ?? '';

/** A street of the dataset whose last word is a type abbreviation Pub 28 spells otherwise. */
function withAbbreviatedType(): { voter: DatasetVoter; spelled: string } {
  for (const v of voters) {
    if (v.hasUnit) continue;
    const w = words(v);
    const long = TYPE_WORDS.get(w.at(-1) ?? '');
    if (w.length >= 3 && /^\d+$/.test(w[0]!) && long && long !== w.at(-1))
      return { voter: v, spelled: [...w.slice(0, -1), long].join(' ') };
  }
  throw new Error('the e2e dataset has no street with an abbreviated type');
}

/** A street of the dataset with a directional before its name, spelled out. */
function withDirectional(): { voter: DatasetVoter; spelled: string } {
  for (const v of voters) {
    if (v.hasUnit) continue;
    const w = words(v);
    const long = DIRECTION_WORDS.get(w[1] ?? '');
    if (w.length >= 4 && /^\d+$/.test(w[0]!) && long)
      return { voter: v, spelled: [w[0], long, ...w.slice(2)].join(' ') };
  }
  throw new Error('the e2e dataset has no street with a directional');
}

/** A street address at which registrations live in at least two units, and how many live there. */
function building(): { street: string; registrations: number } {
  const units = new Map<string, Set<string>>();
  const people = new Map<string, number>();
  for (const v of voters) {
    const [street, unit, city] = v.dwelling.split('|');
    const key = `${street}|${city}`;
    people.set(key, (people.get(key) ?? 0) + 1);
    if (v.hasUnit) units.set(key, (units.get(key) ?? new Set()).add(unit!));
  }
  for (const [key, set] of units)
    if (set.size >= 2) return { street: key.split('|')[0]!, registrations: people.get(key) ?? 0 };
  throw new Error('the e2e dataset has no building with two registered units');
}

/** The full address the API suggests for a street typed as the file spells it (no unit). */
async function fullAddressOf(v: DatasetVoter): Promise<string> {
  const { addresses } = await api(`/api/addresses?key=${toSearchKey(v.typedStreet)}`, addressesResponse);
  const hit = addresses.find(
    (a) =>
      a.units === undefined && a.full_street_address === v.typedStreet.toUpperCase().replace(/\s+/g, ' '),
  );
  if (!hit) throw new Error(`no suggestion for ${v.typedStreet}`);
  return hit.full_address;
}

describe('the forgiving type-ahead (Audit My Address)', () => {
  async function offered(typed: string, option: string | RegExp) {
    const { page, errors } = await openPage('/audit-my-address');
    await page.getByPlaceholder('Search for address ...').fill(typed);
    const found = page.getByRole('option', { name: option }).first();
    await found.waitFor();
    return { page, errors, found };
  }

  it('finds an address typed with its street type spelled out', async () => {
    const { voter, spelled } = withAbbreviatedType();
    const full = await fullAddressOf(voter);
    const { page, errors, found } = await offered(spelled.toLowerCase(), full);
    await found.click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => page.getByTestId('registrations-heading').textContent()).toContain(full);
    expect(errors).toEqual([]);
  });

  it('finds an address typed with a directional spelled out', async () => {
    const { voter, spelled } = withDirectional();
    const full = await fullAddressOf(voter);
    const { errors } = await offered(spelled, full);
    expect(errors).toEqual([]);
  });

  it('finds an address typed with the city (and ZIP) after the street', async () => {
    const { voter, spelled } = withAbbreviatedType();
    const full = await fullAddressOf(voter);
    const city = cityOf(voter);
    await offered(`${spelled}, ${city.toLowerCase()}`, full);
    const { errors } = await offered(`${spelled} ${city} MI ${voter.zip}`, full);
    expect(errors).toEqual([]);
  });

  it('offers a whole building beside its units, and its search lists every unit', async () => {
    const b = building();
    const { page, errors, found } = await offered(
      b.street.toLowerCase(),
      new RegExp(`^${b.street.toUpperCase()}, .* \\(whole building, \\d+ units\\)$`),
    );
    const label = (await found.textContent()) ?? '';
    expect(Number(/(\d+) units/.exec(label)?.[1])).toBeGreaterThanOrEqual(2);
    await screenshot(page, 'type-ahead-whole-building');
    await found.click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    // Every unit's registrations: as many as the dataset has at that street address.
    await expect
      .poll(() => page.getByTestId('registrations-heading').textContent())
      .toContain(`${b.registrations} Registration(s) found`);
    expect(errors).toEqual([]);
  });
});

describe('Search By Name', () => {
  it('finds a voter by the start of the first name, and a miss says what to try', async () => {
    const voter = voters.find((v) => v.firstName.length >= 4 && v.lastName !== '' && v.yearOfBirth !== '');
    if (!voter) throw new Error('no voter to search for');
    const { page, errors } = await openPage('/search-by-name');
    const form = page.getByRole('tabpanel', { name: 'Search By Name' });
    await form.getByLabel('County').selectOption(voter.county);
    await form.getByLabel('First Name').fill(voter.firstName.slice(0, 3).toLowerCase());
    await form.getByLabel('Last Name').fill(voter.lastName);
    await form.getByLabel('Year of Birth').fill(voter.yearOfBirth);
    await form.getByRole('button', { name: 'Search' }).click();
    const table = page.getByRole('table', { name: 'Registered voters found' });
    await expect
      .poll(async () => (await table.locator('tbody tr').allTextContents()).join('|'))
      .toContain(voter.voterId);

    await form.getByLabel('Last Name').fill(`${voter.lastName}QZX`);
    await form.getByRole('button', { name: 'Search' }).click();
    const miss = page.getByTestId('no-voters-found');
    await expect
      .poll(() => miss.textContent())
      .toBe(
        `No registered voter found with last name ${voter.lastName}QZX, a first name starting with ` +
          `${voter.firstName.slice(0, 3)}, born in ${voter.yearOfBirth}, in ${voter.county} County. ` +
          'To widen the search: check the spelling of the last name (it must match in full); type fewer ' +
          `letters of the first name; try ${Number(voter.yearOfBirth) - 1} or ${Number(voter.yearOfBirth) + 1} ` +
          'as the year of birth; choose All counties.',
      );
    await screenshot(page, 'search-by-name-miss');
    expect(errors).toEqual([]);
  });
});
