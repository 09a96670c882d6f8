import { DENSITY_SEARCH_TOO_SHORT } from '@voterroll/contract/density-api';
import { encodeCursor, PAGE_CURSOR_DAMAGED, PAGE_CURSOR_STALE } from '@voterroll/contract/page-links';
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
  type Listed = {
    rows: { address_hash: string; row_number: number }[];
    page: number;
    total: number;
    links: { page: number; cursor: string | null }[];
  };
  const page = async (url: string) => {
    const r = await get(url, 'researcher');
    expect(r.statusCode).toBe(200);
    return r.json();
  };
  /** The band's rows in the list's order, by a plain query of the load's table. */
  const expected = async (county: string, above: number, street = '') =>
    (
      await h.t.db.query<{ address_hash: string }>(
        `select d.address_hash from address_density d join zones z on z.level = 'county' and z.county_code = d.county_code
          where z.zone_name = $1 and d.registration_count > $2 and d.snapshot_date = '2025-10-01'
            and position($3 in d.search_text) > 0
          order by d.registration_count desc, d.address_hash, d.jurisdiction_code, d.ward, d.precinct`,
        [county, above, street],
      )
    ).map((r) => r.address_hash);
  const hashes = (p: Listed) => p.rows.map((r) => r.address_hash);
  /** The URL of a page's link, as the pager opens it. */
  const linked = (base: string, p: Listed, to: number) => {
    const link = p.links.find((l) => l.page === to);
    if (!link) return null;
    const sep = base.includes('?') ? '&' : '?';
    return link.cursor ? `${base}${sep}after=${encodeURIComponent(link.cursor)}` : base;
  };

  it('lists addresses above the threshold, most registrations first, 30 a page', async () => {
    const first = await page('/api/registration-density/4/INGHAM');
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
    expect((await page('/api/registration-density/5/INGHAM')).total).toBe(10);
    expect((await page('/api/registration-density/2-4/INGHAM')).total).toBe(0);
    expect((await page('/api/registration-density/0-2/KENT')).total).toBe(0);
    expect((await page('/api/registration-density/4/INGHAM/LANSING%20CITY/')).total).toBe(50);
    expect((await page('/api/registration-density/4/INGHAM?all=1')).rows).toHaveLength(50);
    // The first pages open by number too.
    const second = await page('/api/registration-density/4/INGHAM/LANSING%20CITY/?page=2');
    expect(second.rows.map((r: { row_number: number }) => r.row_number)).toEqual(
      Array.from({ length: 20 }, (_, i) => 31 + i),
    );
    expect((await get('/api/registration-density/4/INGHAM?page=11', 'researcher')).statusCode).toBe(400);
  });

  it("walks every address of the band once, in order, by the pages' links, and back", async () => {
    const all = await expected('INGHAM', 4);
    expect(all).toHaveLength(50);
    const base = '/api/registration-density/4/INGHAM/LANSING%20CITY/';
    const seen: string[] = [];
    const numbers: number[] = [];
    const pages: Listed[] = [];
    let url: string | null = base;
    while (url) {
      const p: Listed = await page(url);
      pages.push(p);
      seen.push(...hashes(p));
      numbers.push(...p.rows.map((r) => r.row_number));
      url = linked(base, p, p.page + 1);
    }
    // The 40 addresses of 5 tie on their count: the address orders them.
    expect(seen).toEqual(all);
    expect(numbers).toEqual(all.map((_, i) => i + 1));
    expect(pages.map((p) => [p.page, p.rows.length])).toEqual([
      [1, 30],
      [2, 20],
    ]);
    const lastPage = pages[1] as Listed;
    expect(lastPage.links.map((l) => l.page)).toEqual([1, 2]);
    // Back to the first page by its link.
    expect(hashes(await page(linked(base, lastPage, 1) as string))).toEqual(all.slice(0, 30));
    // A status filter pages the same way (nobody has researched these: all are New).
    const base2 = '/api/registration-density/4/INGHAM?status=NEW';
    const fresh: Listed = await page(base2);
    expect(fresh.total).toBe(50);
    expect(hashes(await page(linked(base2, fresh, 2) as string))).toEqual(all.slice(30));
  });

  it('opens the last page from the end, by the link without a key', async () => {
    const all = await expected('INGHAM', 4);
    const lastRead: Listed = await page(
      `/api/registration-density/4/INGHAM?after=${encodeURIComponent(
        encodeCursor({ l: listOf(await page('/api/registration-density/4/INGHAM')), p: 2 }),
      )}`,
    );
    expect(lastRead.page).toBe(2);
    expect(hashes(lastRead)).toEqual(all.slice(30));
    expect(lastRead.rows[0]?.row_number).toBe(31);
  });

  it('refuses a damaged page link, or one of another filter, with a message', async () => {
    const r = await get(
      `/api/registration-density/4/INGHAM?after=${encodeURIComponent('not-a-cursor!')}`,
      'researcher',
    );
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toContain(PAGE_CURSOR_DAMAGED);
    const first: Listed = await page('/api/registration-density/4/INGHAM');
    const next = first.links.find((l) => l.page === 2)?.cursor as string;
    const other = await get(
      `/api/registration-density/5/INGHAM?after=${encodeURIComponent(next)}`,
      'researcher',
    );
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe(PAGE_CURSOR_STALE);
    const madeUp = encodeCursor({ l: listOf(first), p: 2, k: [5, 'x'] });
    const bad = await get(`/api/registration-density/4/INGHAM?after=${madeUp}`, 'researcher');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(PAGE_CURSOR_DAMAGED);
  });

  it('searches the start of the street, with or without its house number, as a plain filter does', async () => {
    const r = await page('/api/registration-density/4/INGHAM?q=101%20main');
    expect(hashes(r)).toEqual([MAIN_101]);
    expect(r.rows[0].full_street_address).toBe('101 MAIN ST');
    const street = await page('/api/registration-density/4/INGHAM?q=mai');
    expect(street.total).toBe(50);
    expect(hashes(street)).toEqual((await expected('INGHAM', 4, 'MAIN')).slice(0, 30));
    const rest: Listed = await page(linked('/api/registration-density/4/INGHAM?q=mai', street, 2) as string);
    expect([...hashes(street), ...hashes(rest)]).toEqual(await expected('INGHAM', 4, 'MAIN'));
    expect((await page('/api/registration-density/5/INGHAM?q=main%20st')).total).toBe(10);
    expect((await page('/api/registration-density/4/INGHAM?q=elm')).total).toBe(0);
    // The city is not the street.
    expect((await page('/api/registration-density/4/INGHAM?q=lansing')).total).toBe(0);
  });

  it('asks for three letters of the street where no index answers a search', async () => {
    for (const q of ['m', 'MA', '101', '101 ma', '48910']) {
      const r = await get(`/api/registration-density/4/INGHAM?q=${encodeURIComponent(q)}`, 'researcher');
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toContain(DENSITY_SEARCH_TOO_SHORT);
    }
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

/** The list a page's links belong to (their cursors' `l`). */
function listOf(p: { links: { cursor: string | null }[] }): string {
  const cursor = p.links.find((l) => l.cursor)?.cursor as string;
  return JSON.parse(atob(cursor.replaceAll('-', '+').replaceAll('_', '/'))).l;
}

describe('a long band', () => {
  const base = '/api/registration-density/0-2/INGHAM';
  type Listed = {
    rows: { address_hash: string; row_number: number }[];
    page: number;
    total: number;
    links: { page: number; cursor: string | null }[];
  };
  const open = async (p: Listed | null, to: number): Promise<Listed> => {
    const cursor = p?.links.find((l) => l.page === to)?.cursor;
    const r = await get(cursor ? `${base}?after=${encodeURIComponent(cursor)}` : base, 'researcher');
    expect(r.statusCode).toBe(200);
    return r.json();
  };

  beforeAll(async () => {
    // 200 more addresses of 1 or 2 registrations (ties), shown as 101 MAIN ST, in its precinct.
    await h.t.db.exec(`
      insert into address_density (snapshot_date, address_hash, county_code, jurisdiction_code, ward, precinct,
                                   registration_count, active_count, full_address_hash, search_text)
      select d.snapshot_date, md5(n::text), d.county_code, d.jurisdiction_code, d.ward, d.precinct,
             1 + n % 2, 1, d.full_address_hash, d.search_text
        from address_density d cross join generate_series(1, 200) n
       where d.address_hash = '${MAIN_101}';
      insert into address_density_counts (snapshot_date, zone_hash, registration_count, addresses)
      select '2025-10-01', z.zone_hash, c, 100 from zones z cross join (values (1), (2)) v(c)
       where z.level = 'county' and z.zone_name = 'INGHAM';`);
  });

  it('walks all seven pages forwards and backwards by their links, each row once, in order', async () => {
    const all = (
      await h.t.db.query<{ address_hash: string }>(
        `select address_hash from address_density where registration_count <= 2 and county_code =
           (select county_code from zones where level = 'county' and zone_name = 'INGHAM')
         order by registration_count desc, address_hash, jurisdiction_code, ward, precinct`,
      )
    ).map((r) => r.address_hash);
    expect(all).toHaveLength(200);
    let p = await open(null, 1);
    expect(p.links.map((l) => l.page)).toEqual([1, 2, 3, 7]);
    const forwards = [...p.rows];
    while (p.page < 7) {
      p = await open(p, p.page + 1);
      forwards.push(...p.rows);
    }
    expect(forwards.map((r) => r.address_hash)).toEqual(all);
    expect(forwards.map((r) => r.row_number)).toEqual(all.map((_, i) => i + 1));
    expect(p.rows).toHaveLength(20);
    const backwards = [...p.rows];
    while (p.page > 1) {
      p = await open(p, p.page - 1);
      backwards.unshift(...p.rows);
    }
    expect(backwards.map((r) => r.address_hash)).toEqual(all);
    // The last page's link (read from the end) and the links around a middle page.
    const last = await open(await open(null, 1), 7);
    expect(last.rows.map((r) => r.address_hash)).toEqual(all.slice(180));
    const third = await open(await open(null, 1), 3);
    const fifth = await open(third, 5);
    expect(fifth.links.map((l) => l.page)).toEqual([1, 3, 4, 5, 6, 7]);
    expect(fifth.rows.map((r) => r.row_number)[0]).toBe(121);
    expect((await open(fifth, 4)).rows.map((r) => r.address_hash)).toEqual(all.slice(90, 120));
    expect((await open(fifth, 3)).rows.map((r) => r.address_hash)).toEqual(all.slice(60, 90));
  });
});
