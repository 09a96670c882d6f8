import {
  PAGE_CURSOR_DAMAGED,
  PAGE_CURSOR_STALE,
  PAGE_NEEDS_LINK,
  PAGE_WITHOUT_LINK_MAX,
} from '@voterroll/contract/page-links';
import { REVIEW_CSV_HEADER } from '@voterroll/contract/review-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zoneCodes } from '../../auth/zone-in-area';
import { type FlagTestApp, flagTestApp } from '../../test-support/flag-app';
import { reviewCsv } from './review-csv';

let h: FlagTestApp;
beforeAll(async () => {
  h = await flagTestApp({
    // 100 Lansing voters; every third from 1 on (34 of them) is past 100.
    lansingVoters: 100,
    users: {
      researcher: [['ROLE_DIGITAL-RESEARCHER'], {}],
      police: [['ROLE_LAW-ENFORCEMENT'], { county: 'INGHAM' }],
      kent: [['ROLE_ELECTION-PATRIOT'], { county: 'KENT' }],
    },
  });
});
afterAll(() => h.close());

const get = (url: string, who: string) =>
  h.app.inject({ method: 'GET', url, headers: { 'x-access-token': h.tokens[who]! } });
const post = (url: string, who: string, payload: object) =>
  h.app.inject({ method: 'POST', url, headers: { 'x-access-token': h.tokens[who]! }, payload });

describe('Registrations For Review', () => {
  it('lists 30 registrations a page, each with the evidence of its findings', async () => {
    const first = await get('/api/review-list/AGE_100_PLUS/INGHAM', 'researcher');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ total: 34, page: 1, page_size: 30, snapshot_date: '2025-10-01' });
    expect(body.rows).toHaveLength(30);
    const row = body.rows.find(
      (r: { voter_identification_number: number }) => r.voter_identification_number === 1,
    );
    expect(row).toMatchObject({
      filter_code: 'AGE_100_PLUS',
      current_triage_status: 'NEW',
      flagged_reg_id: null,
      challenge_codes: 'AGE_100_PLUS,AGE_90_PLUS',
      full_name: 'VOTER1, JANE',
      year_of_birth: 1921,
      jurisdiction_name: 'LANSING CITY',
      voted_nov_2020: false,
      snapshot_ref: '2025-10-01',
    });
    expect(row.findings).toEqual([
      {
        rule: 'AGE_100_PLUS',
        detail: null,
        snapshot_date: '2025-10-01',
        evidence: expect.any(Object),
        verdict: null,
      },
      {
        rule: 'AGE_90_PLUS',
        detail: null,
        snapshot_date: '2025-10-01',
        evidence: expect.any(Object),
        verdict: null,
      },
    ]);
    expect(Object.keys(row.findings[0].evidence).length).toBeGreaterThan(0);
    const second = await get('/api/review-list/AGE_100_PLUS/INGHAM/LANSING%20CITY?page=2', 'researcher');
    expect(second.json().rows.map((r: { row_number: number }) => r.row_number)).toEqual([31, 32, 33, 34]);
    const all = await get('/api/review-list/AGE_100_PLUS/INGHAM/-1/?all=1', 'police');
    expect(all.json().rows).toHaveLength(34);
  });

  it('opens the next page from its link, and refuses a damaged, stale or deep page link', async () => {
    const url = '/api/review-list/AGE_100_PLUS/INGHAM';
    const first = (await get(url, 'researcher')).json();
    expect(first.links).toEqual([{ page: 2, cursor: expect.any(String) }]);
    const next = (await get(`${url}?after=${first.links[0].cursor}`, 'researcher')).json();
    expect(next.page).toBe(2);
    expect(next.rows.map((r: { row_number: number }) => r.row_number)).toEqual([31, 32, 33, 34]);
    expect(next.links).toEqual([{ page: 1, cursor: null }]);
    const shown = [...first.rows, ...next.rows].map((r) => r.voter_identification_number);
    expect(new Set(shown).size).toBe(34);
    const refused = async (query: string, message: string) => {
      const res = await get(`${url}?${query}`, 'researcher');
      expect([query, res.statusCode, res.json().message]).toEqual([
        query,
        400,
        expect.stringContaining(message),
      ]);
    };
    await refused('after=not-a-link', PAGE_CURSOR_DAMAGED);
    // Another order's link: its key is no year of birth, or its list is not this one.
    await refused(`sort=year_of_birth&after=${first.links[0].cursor}`, PAGE_CURSOR_DAMAGED);
    await refused(`dir=desc&after=${first.links[0].cursor}`, PAGE_CURSOR_STALE);
    await refused(`status=NEW&after=${first.links[0].cursor}`, PAGE_CURSOR_STALE);
    await refused(`page=${PAGE_WITHOUT_LINK_MAX + 1}`, PAGE_NEEDS_LINK);
  });

  it("names the address's postal location and canvass category (address research of the sources)", async () => {
    const db = h.t.db;
    const [voter] = await db.query<{ norm_street: string; norm_city: string; zip5: string }>(
      `select norm_street, norm_city, zip5 from registrations where snapshot_date = '2025-10-01' and voter_id = 1`,
    );
    if (!voter) throw new Error('voter 1 is in the fixture');
    await db.query(
      `insert into postal_locations (snapshot_date, line, name, kind, address_line_1, city, state, zip_code, norm_street, zip5)
       values ('2025-10-01', 2, 'LANSING MAIN POST OFFICE', 'USPS', $1, $2, 'MI', $3, $1, $3)`,
      [voter.norm_street, voter.norm_city, voter.zip5],
    );
    await db.query(
      `insert into canvass_records (snapshot_date, line, address_line_1, extension, city, zip_code, category, finding,
                                    living_unit_count, norm_street, unit_key, norm_city, zip5)
       values ('2025-10-01', 2, $1, '', $2, $3, 'Business', null, null, $1, '', $2, $3)`,
      [voter.norm_street, voter.norm_city, voter.zip5],
    );
    const rows = (await get('/api/review-list/AGE_100_PLUS/INGHAM?all=1', 'researcher')).json().rows;
    const of = (id: number) =>
      rows.find((r: { voter_identification_number: number }) => r.voter_identification_number === id);
    expect(of(1)).toMatchObject({ name: 'USPS: LANSING MAIN POST OFFICE', category: 'Business' });
    await db.exec(`delete from postal_locations; delete from canvass_records`);
  });

  it('filters by triage status and text, and keeps other areas out', async () => {
    const flagged = await post('/api/flag-registration-int', 'researcher', {
      selectedVoterIds: [{ voterIdentificationNo: 4 }],
      flagReport: {
        flag_status: 'TRG',
        flagged_reason: 'Deceased',
        flagged_reason_x: 'Obituary published in 2024',
      },
    });
    expect(flagged.statusCode).toBe(200);
    const trg = await get('/api/review-list/ALL/INGHAM?status=TRG', 'researcher');
    expect(
      trg.json().rows.map((r: { voter_identification_number: number }) => r.voter_identification_number),
    ).toEqual([4]);
    expect(trg.json().rows[0]).toMatchObject({
      current_triage_status: 'TRG',
      challenge_codes: 'AGE_100_PLUS,AGE_90_PLUS,NCOA_STATE',
      ncoa_match_type: 'I',
      ncoa_move_date: '2023-05-01',
      ncoa_moved_to_address: '12 OAK ST, TOLEDO, OH 43604',
      moved_from_county: 'INGHAM',
    });
    const byName = await get('/api/review-list/AGE_100_PLUS/INGHAM?q=voter7', 'researcher');
    expect(byName.json().rows.map((r: { full_name: string }) => r.full_name)).toEqual([
      'VOTER7, JANE',
      'VOTER70, JANE',
      'VOTER73, JANE',
      'VOTER76, JANE',
      'VOTER79, JANE',
    ]);
    const kent = await get('/api/review-list/ALL/INGHAM', 'kent');
    expect(kent.statusCode).toBe(403);
    expect(kent.json().message).toBe('This area is outside yours (KENT county).');
    const unknown = await get('/api/review-list/ALL/NOWHERE', 'researcher');
    expect(unknown.statusCode).toBe(404);
  });

  it('summarises the zone for the cards, counting the registrations each filter lists', async () => {
    const body = { county_name: 'INGHAM', jurisdiction_name: 'LANSING CITY', precinct: null };
    const summary = await post('/api/review-summary', 'researcher', body);
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toContainEqual({
      id: expect.any(Number),
      metric_key: 'AGE_100_PLUS_COUNT',
      metric_filter_code: 'AGE_100_PLUS',
      metric_desc_x: 'Age 100+',
      metric_value: 34,
      metric_active_value: 34,
    });
    // Each filter's count is its list's total; All counts each registration once, though the 34
    // past 100 have two findings each, so the filters add up to more.
    const metrics: { metric_filter_code: string; metric_value: number }[] = summary.json();
    for (const m of metrics) {
      const list = (
        await get(`/api/review-list/${m.metric_filter_code}/INGHAM/LANSING%20CITY`, 'researcher')
      ).json();
      expect([m.metric_filter_code, list.total]).toEqual([m.metric_filter_code, m.metric_value]);
    }
    const all = (await get('/api/review-list/ALL/INGHAM/LANSING%20CITY?all=1', 'researcher')).json();
    expect(metrics.reduce((s, m) => s + m.metric_value, 0)).toBeGreaterThanOrEqual(all.total + 34);
    const active = all.rows.filter(
      (r: { voter_status_type_code: string }) => r.voter_status_type_code === 'A',
    );
    expect((await get('/api/summary/INGHAM/LANSING%20CITY/', 'researcher')).json()).toEqual({
      total_registered_voter_count: 100,
      registrations_for_review: all.total,
      active_registrations_for_review: active.length,
    });
  });

  it('exports every row of the filter as CSV, in the list’s order, inside the user’s area only', async () => {
    const csv = await get('/api/review-list-csv/ALL/INGHAM/LANSING%20CITY', 'researcher');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="2025-10-01-INGHAM-LANSING-CITY-ALL-ALL-Registrations.csv"',
    );
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(REVIEW_CSV_HEADER.map((h) => (h.includes(',') ? `"${h}"` : h)).join(','));
    const all = (await get('/api/review-list/ALL/INGHAM/LANSING%20CITY?all=1', 'researcher')).json();
    const ids = (rows: string[]) => rows.map((l) => Number(l.split(',')[0]));
    const listed = all.rows.map(
      (r: { voter_identification_number: number }) => r.voter_identification_number,
    );
    expect(lines.length - 1).toBe(all.total);
    // The list's default order (by name), as the page shows it.
    expect(ids(lines.slice(1))).toEqual(listed);
    expect(lines.find((l) => l.startsWith('1,'))).toMatch(
      /^1,"VOTER1, JANE",[^,]+,LANSING CITY,(WARD \d+ )?PRECINCT \d+,1921,[^,]*,A,NEW,"AGE_100_PLUS,AGE_90_PLUS/,
    );
    // The page's sort and direction, and batches of 7 read the same rows as one.
    const byBirth = '/api/review-list/ALL/INGHAM/LANSING%20CITY?all=1&sort=year_of_birth&dir=desc';
    const birthOrder = (await get(byBirth, 'researcher'))
      .json()
      .rows.map((r: { voter_identification_number: number }) => r.voter_identification_number);
    const birthCsv = await get(byBirth.replace('review-list', 'review-list-csv'), 'researcher');
    expect(ids(birthCsv.body.trimEnd().split('\r\n').slice(1))).toEqual(birthOrder);
    expect(birthOrder).not.toEqual(listed);
    const zone = await zoneCodes(h.t.db, { county: 'INGHAM', jurisdiction: 'LANSING CITY' });
    if (!zone.ok) throw new Error(zone.error);
    let batched = '';
    const q = { status: 'ALL', sort: 'year_of_birth', dir: 'desc' } as const;
    for await (const chunk of reviewCsv(h.t.db, '2025-10-01', zone.value, 'ALL', q, 7)) batched += chunk;
    expect(batched).toBe(birthCsv.body);
    // The list's status and search filters hold.
    const trg = (await get('/api/review-list-csv/ALL/INGHAM?status=TRG', 'researcher')).body
      .trimEnd()
      .split('\r\n');
    expect(ids(trg.slice(1))).toEqual([4]);
    expect(trg[1]).toContain(',TRG,');
    const byName = (await get('/api/review-list-csv/AGE_100_PLUS/INGHAM?q=voter7', 'researcher')).body;
    expect(byName.trimEnd().split('\r\n').length - 1).toBe(5);
    // Another county's user is refused, as on the list.
    const kent = await get('/api/review-list-csv/ALL/INGHAM', 'kent');
    expect(kent.statusCode).toBe(403);
    expect(kent.json().message).toBe('This area is outside yours (KENT county).');
    expect((await get('/api/review-list-csv/ALL/INGHAM?status=BOGUS', 'researcher')).statusCode).toBe(400);
  });

  it('counts reviewers’ verdicts on findings per rule as the measured precision', async () => {
    const mark = (voter_id: number, verdict: string) =>
      post('/api/finding-review', 'researcher', {
        voter_id,
        rule: 'AGE_100_PLUS',
        snapshot_date: '2025-10-01',
        verdict,
        reason: 'Birth year typed wrong: the clerk confirmed 1991',
      });
    expect((await mark(1, 'FALSE_POSITIVE')).statusCode).toBe(200);
    expect((await mark(4, 'CONFIRMED')).statusCode).toBe(200);
    expect((await mark(7, 'CONFIRMED')).statusCode).toBe(200);
    expect((await mark(7, 'CONFIRMED')).statusCode).toBe(200);
    expect((await mark(2, 'CONFIRMED')).json().message).toBe(
      'Voter ID 2 has no AGE_100_PLUS finding in the 2025-10-01 voter file.',
    );
    const precision = await h.app.inject({ method: 'GET', url: '/api/finding-precision' });
    expect(precision.json()).toContainEqual({
      rule: 'AGE_100_PLUS',
      reviewed: 3,
      false_positives: 1,
      confirmed: 2,
      precision: 0.667,
      truth_found: 16,
      truth_right: 16,
      truth_precision: 1,
    });
    expect(precision.json()).toContainEqual(
      expect.objectContaining({
        rule: 'DUPLICATE',
        truth_found: 37,
        truth_right: 30,
        truth_precision: 0.811,
      }),
    );
    const list = await get(
      '/api/review-list/AGE_100_PLUS/INGHAM?sort=voter_identification_number',
      'researcher',
    );
    expect(list.json().rows[0].findings[0].verdict).toBe('FALSE_POSITIVE');
  });
});
