import {
  addressesResponse,
  addressRegistrationsResponse,
  zoneByAddressResponse,
} from '@voterroll/contract/addresses-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadPublicDataset, type PublicDataset } from '../../test-support/public-dataset';

let d: PublicDataset;
beforeAll(async () => {
  d = await loadPublicDataset();
}, 120_000);
afterAll(() => d.close());

async function suggest(url: string) {
  const r = await d.app.inject(url);
  expect(r.statusCode, r.body).toBe(200);
  return addressesResponse.parse(r.json()).addresses;
}
async function hashOf(streetAddress: string, url = '/api/addresses?key=') {
  const key = streetAddress.replaceAll(' ', '');
  const found = await suggest(`${url}${key}`);
  const hit = found.find((a) => a.full_street_address === streetAddress && a.units === undefined);
  if (!hit) throw new Error(`${streetAddress} not suggested`);
  return hit.full_address_hash;
}

describe('GET /api/addresses (type-ahead)', () => {
  it('finds the addresses whose key starts with what was typed, spaces and case aside', async () => {
    const found = await suggest('/api/addresses?key=1%20main%20st');
    // The whole building first, then in search-key order: 1MAINSTAPT2... sorts before 1MAINSTLANSING...
    expect(found.map((a) => [a.full_street_address, a.units])).toEqual([
      ['1 MAIN ST', 2],
      ['1 MAIN ST APT 2', undefined],
      ['1 MAIN ST', undefined],
    ]);
    expect(found[2]?.full_address).toBe('1 MAIN ST, LANSING, MI 48910');
    expect(found[2]?.full_address_hash).toMatch(/^[0-9a-f]{32}$/);
  });

  const streets = async (typed: string) =>
    (await suggest(`/api/addresses?key=${encodeURIComponent(typed)}`)).map((a) => a.full_address);

  it('reads a street type spelled out, and the city and ZIP after the street', async () => {
    expect(await streets('7 Oak Avenue')).toEqual(['7 OAK AVE, LANSING, MI 48910']);
    expect(await streets('5 elm street')).toEqual(['5 ELM ST, LANSING, MI 48910']);
    expect(await streets('5 Elm Street, Lansing, MI 48910')).toEqual(['5 ELM ST, LANSING, MI 48910']);
    expect(await streets('5 Elm Street Lansing')).toEqual(['5 ELM ST, LANSING, MI 48910']);
    // The unit comes before the city in the stored key: the street alone still finds the flat.
    expect(await streets('1 Main Street Apartment 2, Lansing')).toEqual([
      '1 MAIN ST APT 2, LANSING, MI 48910',
    ]);
    expect(await streets('1 Main St Unit 2 Lansing 48910')).toEqual(['1 MAIN ST APT 2, LANSING, MI 48910']);
    expect(await streets('1 Main St #2')).toEqual(['1 MAIN ST APT 2, LANSING, MI 48910']);
  });

  it('still reads a key without spaces as a prefix, as the widget sent it before', async () => {
    expect(await streets('5ELMST')).toEqual(['5 ELM ST, LANSING, MI 48910']);
  });

  it('offers the whole building, whose lookups read every unit', async () => {
    const [building] = await suggest('/api/addresses?key=1%20Main%20Street%20Lansing');
    expect(building).toMatchObject({ full_address: '1 MAIN ST, LANSING, MI 48910', units: 2 });
    expect(building?.full_address_hash).toBe(building?.address_hash);
    const zone = await d.app.inject({
      method: 'POST',
      url: '/api/getzonebyaddress',
      payload: { address_key: building?.full_address_hash },
    });
    expect(zoneByAddressResponse.parse(zone.json())[0]).toMatchObject({ county_name: 'INGHAM' });
    const r = await d.app.inject(`/api/address/INGHAM?full_address_hash=${building?.full_address_hash}`);
    const registrations = addressRegistrationsResponse.parse(r.json()).registrations;
    expect(registrations.map((x) => [x.first_name, x.full_street_address])).toEqual([
      ['JANE', '1 MAIN ST'],
      ['JOHN', '1 MAIN ST APT 2'],
    ]);
  });

  it('suggests only addresses registered in the current voter file', async () => {
    expect(await suggest('/api/addresses?key=99RIVER')).toEqual([]);
  });

  it('refuses a key shorter than 6 letters or digits with a clear message', async () => {
    const r = await d.app.inject('/api/addresses?key=1%20MA');
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toContain('Type at least 6 letters or digits of the address.');
  });

  it('refuses an over-long key', async () => {
    const r = await d.app.inject(`/api/addresses?key=${'1'.repeat(97)}`);
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toContain('An address has at most 96 characters.');
  });

  it('caps the suggestions on the server', async () => {
    const app = await buildApp({ db: d.t.db, limits: { addressSuggestionsMax: 1 } });
    const r = await app.inject('/api/addresses?key=1MAINST');
    expect(addressesResponse.parse(r.json()).addresses).toHaveLength(1);
    await app.close();
  });
});

describe('address audit', () => {
  it('answers the zone of an address, the first row with its county', async () => {
    const r = await d.app.inject({
      method: 'POST',
      url: '/api/getzonebyaddress',
      payload: { address_key: await hashOf('1 MAIN ST') },
    });
    const zones = zoneByAddressResponse.parse(r.json());
    expect(zones[0]).toMatchObject({
      county_name: 'INGHAM',
      jurisdiction_name: 'LANSING CITY',
      precinct: 'WARD 01 PRECINCT 001',
    });
    const bad = await d.app.inject({
      method: 'POST',
      url: '/api/getzonebyaddress',
      payload: { address_key: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('choose an address from the list');
  });

  it('lists the registrations at an address with the card fields and their triage status', async () => {
    const hash = await hashOf('1 MAIN ST');
    const before = addressRegistrationsResponse.parse(
      (await d.app.inject(`/api/address/INGHAM?full_address_hash=${hash}`)).json(),
    ).registrations;
    expect(before).toHaveLength(1);
    expect(before[0]).toMatchObject({
      voter_identification_number: '1',
      first_name: 'JANE',
      middle_name: 'Q',
      last_name: 'DOE',
      sex: 'F',
      full_street_address: '1 MAIN ST',
      full_mailing_address: 'PO BOX 12 LANSING MI 48901',
      is_permanent_absentee_voter: 'Y',
      uocava_status_name: 'NON-UOCAVA',
      current_triage_status: null,
      flagged_reg_id: null,
      row_number: 1,
    });
    await d.t.db.query(
      `insert into flags (voter_id, current_triage_status, flag_type, flagged_reason, flagged_reason_x,
                          county_name, jurisdiction_name)
       values (1, 'TRG', 'FLAG_REG', 'Other', 'checked by the test', 'INGHAM', 'LANSING CITY')`,
    );
    const [flag] = await d.t.db.query<{ id: number }>(
      `select flagged_reg_id::int as id from flags where voter_id = 1`,
    );
    const after = addressRegistrationsResponse.parse(
      (await d.app.inject(`/api/address/ingham?full_address_hash=${hash}`)).json(),
    ).registrations;
    expect(after[0]).toMatchObject({ current_triage_status: 'TRG', flagged_reg_id: flag?.id });
  });

  it('answers 404 for an address never loaded and 400 for an over-long county', async () => {
    const r = await d.app.inject({
      method: 'POST',
      url: '/api/getzonebyaddress',
      payload: { address_key: 'f'.repeat(32) },
    });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ message: 'No such address in the voter file.' });
    const long = await d.app.inject(`/api/address/${'K'.repeat(65)}?full_address_hash=${'f'.repeat(32)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('A county name has at most 64 characters.');
  });

  it('answers no registrations for another county and 404 for an unknown county', async () => {
    const hash = await hashOf('1 MAIN ST APT 2');
    const kent = await d.app.inject(`/api/address/KENT?full_address_hash=${hash}`);
    expect(kent.json()).toEqual({ registrations: [] });
    const unknown = await d.app.inject(`/api/address/ATLANTIS?full_address_hash=${hash}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'No county named "ATLANTIS" has been loaded.' });
  });
});

describe('Nov 2020 lookup', () => {
  const url2020 = '/api/addresses-2020?qvf_snapshot=2020-11-01&key=';

  it('reads the 2020 snapshot, not the current one', async () => {
    const hash = await hashOf('99 RIVER RD', url2020);
    const r = await d.app.inject(
      `/api/address-2020/INGHAM?qvf_snapshot=2020-11-01&full_address_hash=${hash}`,
    );
    const names = addressRegistrationsResponse.parse(r.json()).registrations.map((x) => x.first_name);
    // By last name: DOE, then PAST.
    expect(names).toEqual(['JANE', 'PAULA']);
    const now = await d.app.inject(`/api/address/INGHAM?full_address_hash=${hash}`);
    expect(now.json()).toEqual({ registrations: [] });
    const zone = await d.app.inject({
      method: 'POST',
      url: '/api/getzonebyaddress-2020',
      payload: { address_key: hash, qvf_snapshot: '2020-11-01' },
    });
    expect(zone.json()[0]).toMatchObject({ county_name: 'INGHAM' });
  });

  it('offers only the loaded 2020 snapshots and refuses the others clearly', async () => {
    expect((await d.app.inject('/api/snapshots-2020')).json()).toEqual([
      { snapshot_value: '2020-11-01', snapshot_desc: 'November 01 2020' },
    ]);
    const missing = await d.app.inject('/api/addresses-2020?qvf_snapshot=2020-12-01&key=99RIVERRD');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'The voter file of 2020-12-01 has not been loaded.' });
    const other = await d.app.inject('/api/addresses-2020?qvf_snapshot=2025-10-01&key=99RIVERRD');
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toContain('Choose one of the voter files of 2020-11-01');
  });
});

describe('rate limits', () => {
  it('answers 429 with a clear message after the configured number of lookups', async () => {
    const app = await buildApp({ db: d.t.db, limits: { lookup: { max: 2, windowMs: 60_000 } } });
    const hash = await hashOf('1 MAIN ST');
    const call = () => app.inject(`/api/address/INGHAM?full_address_hash=${hash}`);
    expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(200);
    const third = await call();
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toMatch(
      /^Too many requests from your connection\. Please wait .+ and try again\.$/,
    );
    await app.close();
  });
});
