import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { densityTestApp, MAIN_101 } from '../../test-support/density-app';
import type { FlagTestApp } from '../../test-support/flag-app';

let h: FlagTestApp;
beforeAll(async () => {
  h = await densityTestApp({
    researcher: [['ROLE_DIGITAL-RESEARCHER'], {}],
    inghamPatriot: [['ROLE_ELECTION-PATRIOT'], { county: 'INGHAM' }],
    kent: [['ROLE_ELECTION-PATRIOT'], { county: 'KENT' }],
    police: [['ROLE_LAW-ENFORCEMENT'], {}],
  });
});
afterAll(() => h.close());

const get = (url: string, who?: string) =>
  h.app.inject({ method: 'GET', url, headers: who ? { 'x-access-token': h.tokens[who]! } : {} });

describe('the county table', () => {
  it('answers without a user: each county with its addresses, those with 5 or more, those to categorise', async () => {
    const r = await get('/api/registration-density/');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual([
      {
        county_name: 'INGHAM',
        zone_hash: expect.any(String),
        total_addresses: 50,
        addr_gt_4_reg: 50,
        new_addr_gt_4_reg: 50,
      },
      {
        county_name: 'KENT',
        zone_hash: expect.any(String),
        total_addresses: 1,
        addr_gt_4_reg: 1,
        new_addr_gt_4_reg: 1,
      },
    ]);
  });
});

describe("a zone's addresses", () => {
  it('lists addresses above the threshold, most registrations first, 30 a page', async () => {
    const first = (await get('/api/registration-density/4/INGHAM', 'researcher')).json();
    expect(first).toMatchObject({ total: 50, page: 1, page_size: 30, snapshot_date: '2025-10-01' });
    expect(first.rows).toHaveLength(30);
    expect(first.rows[0]).toMatchObject({
      row_number: 1,
      registration_count: 6,
      city: 'LANSING',
      state: 'MI',
      zip_code: '48910',
      county_name: 'INGHAM',
      jurisdiction_name: 'LANSING CITY',
      current_triage_status: 'NEW',
      category: null,
      living_unit_count: null,
      addr_check_result_codes: null,
    });
    const second = (
      await get('/api/registration-density/4/INGHAM/LANSING%20CITY/?page=2', 'researcher')
    ).json();
    expect(second.rows).toHaveLength(20);
    expect(second.rows[0].row_number).toBe(31);
    expect((await get('/api/registration-density/5/INGHAM', 'researcher')).json().total).toBe(10);
    // Past the last page: no rows, and the total is still the filter's.
    const past = (await get('/api/registration-density/4/INGHAM?page=3', 'researcher')).json();
    expect(past).toMatchObject({ total: 50, page: 3, rows: [] });
    expect((await get('/api/registration-density/2-4/INGHAM', 'researcher')).json().total).toBe(0);
    expect((await get('/api/registration-density/0-2/KENT', 'researcher')).json().total).toBe(0);
    expect((await get('/api/registration-density/4/INGHAM?all=1', 'researcher')).json().rows).toHaveLength(
      50,
    );
  });

  it('filters by free text, case-insensitive', async () => {
    const r = (await get('/api/registration-density/4/INGHAM?q=101%20main', 'researcher')).json();
    expect(r.rows.map((x: { address_hash: string }) => x.address_hash)).toEqual([MAIN_101]);
    expect(r.rows[0].full_street_address).toBe('101 MAIN ST');
  });

  it('refuses another county, an unknown county and a bad threshold with a message', async () => {
    const outside = await get('/api/registration-density/4/INGHAM', 'kent');
    expect(outside.statusCode).toBe(403);
    expect(outside.json().message).toBe('This area is outside yours (KENT county).');
    expect((await get('/api/registration-density/4/KENT', 'kent')).json().total).toBe(1);
    const unknown = await get('/api/registration-density/4/NOWHERE', 'researcher');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No county named "NOWHERE" has been loaded.');
    const bad = await get('/api/registration-density/many/INGHAM', 'researcher');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('A threshold is a number or a range such as 2-4.');
    expect((await get('/api/registration-density/4-2/INGHAM', 'researcher')).statusCode).toBe(400);
    expect(
      (await get('/api/registration-density/4/INGHAM?category=Castle', 'researcher')).json().message,
    ).toContain('Unknown category.');
  });

  it('is refused to a role the spec does not name, and to no user', async () => {
    expect((await get('/api/registration-density/4/INGHAM', 'police')).statusCode).toBe(403);
    expect((await get('/api/registration-density/4/INGHAM')).statusCode).toBe(401);
  });
});

describe('occupants', () => {
  it("lists the address's registered voters with name, year of birth and unit, in the caller's area only", async () => {
    const r = await get(`/api/address/INGHAM/${MAIN_101}`, 'inghamPatriot');
    expect(r.statusCode).toBe(200);
    const { registrations } = r.json();
    expect(
      registrations.map((o: { voter_identification_number: string }) => o.voter_identification_number).sort(),
    ).toEqual(['1', '101', '151', '201', '251', '51']);
    expect(registrations[0]).toEqual({
      row_number: 1,
      voter_identification_number: expect.any(String),
      last_name: expect.stringMatching(/^VOTER/),
      first_name: 'JANE',
      year_of_birth: expect.any(Number),
      extension: '',
    });
    const outside = await get(`/api/address/INGHAM/${MAIN_101}`, 'kent');
    expect(outside.statusCode).toBe(403);
    expect(outside.body).not.toContain('VOTER');
    // Asked under the caller's own county, another county's address has no occupants.
    expect((await get(`/api/address/KENT/${MAIN_101}`, 'kent')).json()).toEqual({ registrations: [] });
    expect((await get('/api/address/INGHAM/not-a-hash', 'researcher')).json().message).toContain(
      'That is not a valid address',
    );
  });
});
