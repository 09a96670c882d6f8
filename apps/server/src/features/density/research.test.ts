import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addressHash } from '@voterroll/voterfile/address/address-hash';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { densityTestApp, MAIN_101, MAIN_102 } from '../../test-support/density-app';
import { type FlagTestApp, flagTestApp } from '../../test-support/flag-app';

let h: FlagTestApp;
beforeAll(async () => {
  h = await densityTestApp({
    researcher: [['ROLE_DIGITAL-RESEARCHER'], {}],
    patriot: [['ROLE_ELECTION-PATRIOT'], { county: 'INGHAM' }],
    kent: [['ROLE_ELECTION-PATRIOT'], { county: 'KENT' }],
  });
});
afterAll(() => h.close());

const post = (url: string, who: string, payload: object) =>
  h.app.inject({ method: 'POST', url, headers: { 'x-access-token': h.tokens[who]! }, payload });
const get = (url: string, who: string) =>
  h.app.inject({ method: 'GET', url, headers: { 'x-access-token': h.tokens[who]! } });
const events = (hash: string) =>
  h.t.db.query<{ kind: string; from_status: string; to_status: string; category: string | null }>(
    `select kind, from_status, to_status, category from address_research_events where address_hash = $1
      order by address_research_event_id`,
    [hash],
  );

describe('POST /api/edit-location', () => {
  it('saves a categorisation, sets the status by the category, and keeps every change as an event', async () => {
    const saved = await post('/api/edit-location', 'patriot', {
      selectedAddress: MAIN_101,
      name: 'Main Street Shipping',
      category: 'Business',
      living_unit_count: '2',
      comments: 'A storefront: no one lives here',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      message: 'Address categorization saved.',
      current_triage_status: 'INVALID',
    });
    const rows = (await get('/api/registration-density/4/INGHAM?status=INVALID', 'researcher')).json().rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      address_hash: MAIN_101,
      name: 'Main Street Shipping',
      category: 'Business',
      living_unit_count: 2,
      comments: 'A storefront: no one lives here',
      current_triage_status: 'INVALID',
    });
    const counties = (await get('/api/registration-density/', 'researcher')).json();
    expect(counties[0]).toMatchObject({ county_name: 'INGHAM', addr_gt_4_reg: 50, new_addr_gt_4_reg: 49 });
    // Filters: by category, and New leaves the researched address out.
    expect(
      (await get('/api/registration-density/4/INGHAM?category=Business', 'researcher')).json().total,
    ).toBe(1);
    expect((await get('/api/registration-density/4/INGHAM?status=NEW', 'researcher')).json().total).toBe(49);

    const again = await post('/api/edit-location', 'patriot', {
      selectedAddress: MAIN_101,
      name: 'Main Street Shipping',
      category: 'Apartment',
      living_unit_count: 6,
      comments: 'Apartments above the shop',
    });
    expect(again.json().current_triage_status).toBe('CANVASS');
    expect(await events(MAIN_101)).toEqual([
      { kind: 'CATEGORIZE', from_status: 'NEW', to_status: 'INVALID', category: 'Business' },
      { kind: 'CATEGORIZE', from_status: 'INVALID', to_status: 'CANVASS', category: 'Apartment' },
    ]);
  });

  it('feeds the review list: business name, address type and research comments of the address', async () => {
    // Voter 1 lives at 101 MAIN ST and is past 100 (a finding).
    const list = (await get('/api/review-list/AGE_100_PLUS/INGHAM?q=VOTER1', 'researcher')).json();
    const row = list.rows.find(
      (r: { voter_identification_number: number }) => r.voter_identification_number === 1,
    );
    expect(row).toMatchObject({
      name: 'Main Street Shipping',
      category: 'Apartment',
      comments: 'Apartments above the shop',
    });
  });

  it("refuses researchers, another county's editors, and bad input with the spec's messages", async () => {
    const researcher = await post('/api/edit-location', 'researcher', {
      selectedAddress: MAIN_102,
      category: 'Hotel',
    });
    expect(researcher.statusCode).toBe(403);
    const kent = await post('/api/edit-location', 'kent', { selectedAddress: MAIN_102, category: 'Hotel' });
    expect(kent.statusCode).toBe(403);
    expect(kent.json().message).toBe('This area is outside yours (KENT county).');
    const bad = async (payload: object) =>
      (await post('/api/edit-location', 'patriot', { selectedAddress: MAIN_102, ...payload })).json().message;
    expect(await bad({})).toContain('Category is required');
    expect(await bad({ category: 'Hotel', living_unit_count: '12a' })).toContain(
      'No. of units Must be a number',
    );
    expect(await bad({ category: 'Hotel', living_unit_count: '10000' })).toContain('Max 9999');
    expect(await bad({ category: 'Hotel', comments: 'x'.repeat(501) })).toContain('Maximum 500 characters');
    const unknown = await post('/api/edit-location', 'patriot', {
      selectedAddress: addressHash('1 NOWHERE RD', 'LANSING', '48910'),
      category: 'Hotel',
    });
    expect(unknown.statusCode).toBe(404);
    expect(await events(MAIN_102)).toEqual([]);
  });
});

describe('POST /api/verifyAddress/{addressHash}/ (offline verifier)', () => {
  const verify = async (address: object, who = 'patriot', hash = MAIN_102) =>
    post(`/api/verifyAddress/${hash}/`, who, { state: 'MI', ...address });

  it('checks the address against the voter file and records the codes with their descriptions', async () => {
    const r = await verify({ address_line_1: '102 Main Street', city: 'Lansing', zip_code: '48910' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      result_codes: 'AS01',
      results: [
        {
          code: 'AS01',
          short: 'Address Valid',
          long: 'The street address, city and ZIP code match an address in the voter file.',
        },
      ],
      current_triage_status: 'NEW',
      provider: 'offline',
    });
    const row = (await get('/api/registration-density/4/INGHAM?q=102%20MAIN', 'researcher')).json().rows[0];
    expect(row.addr_check_result_codes).toBe('AS01');
    expect(await events(MAIN_102)).toEqual([
      { kind: 'VERIFY', from_status: 'NEW', to_status: 'NEW', category: null },
    ]);
  });

  it('answers a changed city or ZIP, an unknown street, an unknown ZIP and a PO box with their codes', async () => {
    const codes = async (address: object) => (await verify(address)).json().result_codes;
    expect(await codes({ address_line_1: '102 MAIN ST', city: 'EAST LANSING', zip_code: '48910' })).toBe(
      'AS01,AC03',
    );
    expect(await codes({ address_line_1: '9999 NOWHERE RD', city: 'LANSING', zip_code: '48910' })).toBe(
      'AE02',
    );
    expect(await codes({ address_line_1: '102 MAIN ST', city: 'LANSING', zip_code: '48911' })).toBe(
      'AS01,AC01',
    );
    expect(await codes({ address_line_1: '9999 NOWHERE RD', city: 'LANSING', zip_code: '12345' })).toBe(
      'AE01',
    );
    expect(await codes({ address_line_1: 'PO BOX 12', city: 'LANSING', zip_code: '48910' })).toBe('PB');
    expect(
      await codes({ address_line_1: '102 MAIN ST', extension: 'APT 9', city: 'LANSING', zip_code: '48910' }),
    ).toBe('AS02');
  });

  it("refuses another county's address, a researcher, and a bad ZIP", async () => {
    const address = { address_line_1: '102 MAIN ST', city: 'LANSING', zip_code: '48910' };
    expect((await verify(address, 'kent')).statusCode).toBe(403);
    expect((await verify(address, 'researcher')).statusCode).toBe(403);
    const bad = await verify({ ...address, zip_code: '4891' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('A ZIP code is 5 digits (or ZIP+4).');
  });
});

describe('the HTTP verifier (ADDRESS_VERIFY_URL)', () => {
  let provider: Server;
  let asked: { key?: string; address_line_1?: string }[] = [];
  let p: FlagTestApp;
  beforeAll(async () => {
    // A provider on this machine answering as Melissa does, with the licence error GE05.
    provider = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        asked.push(JSON.parse(body));
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ Records: [{ Results: 'GE05' }] }));
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const port = (provider.address() as AddressInfo).port;
    p = await flagTestApp({
      lansingVoters: 5,
      users: { patriot: [['ROLE_ELECTION-PATRIOT'], {}] },
      app: {
        addressVerification: { url: `http://127.0.0.1:${port}/verify`, key: 'licence-1', timeoutMs: 5000 },
      },
    });
  });
  afterAll(async () => {
    await p.close();
    await new Promise((resolve) => provider.close(resolve));
  });

  it('sends the address and the licence key, and a GE05 answer sets the licence error status', async () => {
    asked = [];
    const r = await p.app.inject({
      method: 'POST',
      url: `/api/verifyAddress/${MAIN_101}/`,
      headers: { 'x-access-token': p.tokens.patriot! },
      payload: { address_line_1: '101 MAIN ST', city: 'LANSING', state: 'MI', zip_code: '48910' },
    });
    expect(r.json()).toMatchObject({
      result_codes: 'GE05',
      current_triage_status: 'MELISSA_LICENSE_ERROR',
      provider: 'http',
      results: [{ code: 'GE05', short: 'License Key Invalid or Expired' }],
    });
    expect(asked).toEqual([expect.objectContaining({ key: 'licence-1', address_line_1: '101 MAIN ST' })]);
  });
});
