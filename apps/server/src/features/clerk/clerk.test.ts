import {
  CLERK_METRIC_KEYS,
  CLERK_METRICS,
  type ClerkList,
  type ClerkMetricKey,
  type ClerkMetrics,
} from '@voterroll/contract/clerk-api';
import {
  encodeCursor,
  PAGE_CURSOR_DAMAGED,
  PAGE_CURSOR_STALE,
  PAGE_NEEDS_LINK,
  PAGE_WITHOUT_LINK_MAX,
} from '@voterroll/contract/page-links';
import { CLERK_QUEUE_COMMENT } from '@voterroll/contract/triage';
import { KENT_VOTER, REPORTER, setStatus } from '@voterroll/records/flags/flag.fixture';
import { transition } from '@voterroll/records/flags/transition';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FlagTestApp, flagTestApp } from '../../test-support/flag-app';

/**
 * The clerk dashboard over HTTP (spec 3 sections 2.2, 3, 6, 7): the seven counts, each equal to
 * its list; the lists' area scope (state, county, jurisdiction); Add to Work Queue moving a row
 * from Challenged and Confirmation into My Workspace; bad input and roles.
 * Voters 1-40 are in Lansing (Ingham); voter 4 moved to Ohio (NCOA_STATE); 2001-2009 in Kent.
 */

let h: FlagTestApp;
beforeAll(async () => {
  h = await flagTestApp({
    lansingVoters: 40,
    users: {
      clerk: [['ROLE_CLERK'], {}],
      inghamClerk: [['ROLE_CLERK'], { county: 'INGHAM' }],
      lansingClerk: [['ROLE_CLERK'], { county: 'INGHAM', jurisdiction: 'LANSING CITY' }],
      eastLansingClerk: [['ROLE_CLERK'], { county: 'INGHAM', jurisdiction: 'EAST LANSING CITY' }],
      kentClerk: [['ROLE_CLERK'], { county: 'KENT' }],
      patriot: [['ROLE_ELECTION-PATRIOT'], {}],
    },
  });
  const db = h.t.db;
  for (const v of [7, 10, KENT_VOTER]) await setStatus(db, v, 'CS');
  for (const [v, s] of [
    [19, 'NS'],
    [22, 'CAT'],
    [25, 'CI'],
    [28, 'INQ'],
    [31, 'VALID'],
  ] as const)
    await setStatus(db, v, s);
  // A resident's flag (anonymous, verified phone) and a volunteer's: only the first is a resident's.
  for (const voterId of [13, KENT_VOTER + 1]) {
    const r = await transition(db, {
      by: { kind: 'anonymous', reporter: REPORTER },
      voterId,
      expected: { status: 'NEW' },
      to: 'TRG',
      reason: 'Deceased',
      comment: 'Obituary in the Lansing State Journal',
    });
    if (!r.ok) throw new Error(r.error.message);
  }
  await setStatus(db, 16, 'TRG');
});
afterAll(() => h.close());

const get = (who: string, url: string) =>
  h.app.inject({ method: 'GET', url, headers: { 'x-access-token': h.tokens[who]! } });
const post = (who: string, url: string, payload: object) =>
  h.app.inject({ method: 'POST', url, headers: { 'x-access-token': h.tokens[who]! }, payload });

const metrics = async (who: string): Promise<ClerkMetrics> =>
  (await get(who, '/api/clerk-review-metrics/')).json();

/** Every row of a card's list, page by page. */
async function listOf(who: string, key: ClerkMetricKey): Promise<{ total: number; ids: number[] }> {
  const l = CLERK_METRICS[key].list;
  const ids: number[] = [];
  let total = 0;
  for (let page = 1; ; page++) {
    const r =
      l.tab === 'challenged'
        ? await post(who, '/api/clerk-review-list', { filter_code: l.filter, page })
        : await get(
            who,
            l.tab === 'confirmation'
              ? `/api/due-for-confirmation?page=${page}`
              : `/api/clerk-workspace-list/?status=${l.status}&page=${page}`,
          );
    expect(r.statusCode, r.body).toBe(200);
    const body: ClerkList = r.json();
    total = body.total;
    ids.push(...body.rows.map((row) => row.voter_identification_number));
    if (body.rows.length < body.page_size) break;
  }
  return { total, ids };
}

describe(`the clerk dashboard on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('counts each card exactly as its list holds, for a state, county, jurisdiction and other county clerk', async () => {
    for (const who of ['clerk', 'inghamClerk', 'lansingClerk', 'eastLansingClerk', 'kentClerk']) {
      const m = await metrics(who);
      for (const key of CLERK_METRIC_KEYS) {
        const { total, ids } = await listOf(who, key);
        expect({ who, key, count: m[key] }).toEqual({ who, key, count: total });
        expect(new Set(ids).size, `${who} ${key}`).toBe(total);
      }
      const summary = (await get(who, '/api/clerk-review-summary/')).json();
      expect(summary).toEqual([
        {
          metric_filter_code: 'CS',
          metric_desc_x: 'Challenges submitted',
          metric_value: m.challenge_submitted_count,
        },
        {
          metric_filter_code: 'RESIDENT',
          metric_desc_x: 'Flagged by residents',
          metric_value: m.flagged_by_residents_count,
        },
      ]);
    }
  });

  it('gives each clerk the counts of their own area', async () => {
    expect(await metrics('clerk')).toMatchObject({
      challenge_submitted_count: 3,
      flagged_by_residents_count: 2,
      due_for_confirmation_count: 1,
      in_queue_count: 1,
      clerk_action_taken_count: 1,
      cleanup_initiated_count: 1,
      conf_notice_sent_count: 1,
      snapshot_date: '2025-10-01',
    });
    expect(await metrics('lansingClerk')).toMatchObject({
      challenge_submitted_count: 2,
      flagged_by_residents_count: 1,
      due_for_confirmation_count: 1,
    });
    expect(await metrics('kentClerk')).toMatchObject({
      challenge_submitted_count: 1,
      flagged_by_residents_count: 1,
      due_for_confirmation_count: 0,
      in_queue_count: 0,
    });
    const none = await metrics('eastLansingClerk');
    for (const key of CLERK_METRIC_KEYS) expect(none[key], key).toBe(0);
    expect((await listOf('kentClerk', 'challenge_submitted_count')).ids).toEqual([KENT_VOTER]);
    expect((await listOf('lansingClerk', 'challenge_submitted_count')).ids.sort()).toEqual([10, 7]);
  });

  it('lists a challenged row with the columns of spec 3 section 2.2', async () => {
    const r = await post('lansingClerk', '/api/clerk-review-list', {
      filter_code: 'CS',
      sort: 'voter_identification_number',
      dir: 'desc',
    });
    const body: ClerkList = r.json();
    expect(body.rows.map((row) => row.voter_identification_number)).toEqual([10, 7]);
    expect(body.rows[0]).toMatchObject({
      row_number: 1,
      current_triage_status: 'CS',
      flagged_reg_id: expect.any(Number),
      full_name: 'VOTER10, JANE',
      voter_status_type_code: 'A',
      year_of_birth: 1921,
      system_review_codes: 'AGE_100_PLUS,AGE_90_PLUS',
      full_address_hash: expect.stringMatching(/^[0-9a-f]{32}$/),
      jurisdiction_name: 'LANSING CITY',
    });
    expect(body.rows[0]?.full_street_address).toMatch(/^110 /);
  });

  it('narrows Challenged and Confirmation by triage status, voter status, county and jurisdiction', async () => {
    const db = h.t.db;
    // Setup: voter 10's registration is Challenged in the file; Kent's resident flag is to be challenged.
    await db.query(`update registrations set voter_status_type_code = 'CH' where voter_id = 10`);
    await db.query(`update flags set current_triage_status = 'SFCR' where voter_id = $1`, [KENT_VOTER + 1]);
    const challenged = async (who: string, filters: object) => {
      const r = await post(who, '/api/clerk-review-list', {
        sort: 'voter_identification_number',
        ...filters,
      });
      expect(r.statusCode, r.body).toBe(200);
      return (r.json() as ClerkList).rows.map((row) => row.voter_identification_number);
    };
    const due = async (who: string, query: string) => {
      const r = await get(who, `/api/due-for-confirmation?${query}`);
      expect(r.statusCode, r.body).toBe(200);
      return (r.json() as ClerkList).rows.map((row) => row.voter_identification_number);
    };
    expect(await challenged('clerk', { filter_code: 'CS' })).toEqual([7, 10, KENT_VOTER]);
    expect(await challenged('clerk', { filter_code: 'CS', voter_status: 'CH' })).toEqual([10]);
    expect(await challenged('clerk', { filter_code: 'CS', voter_status: 'A' })).toEqual([7, KENT_VOTER]);
    expect(await challenged('clerk', { filter_code: 'CS', voter_status: 'V' })).toEqual([]);
    expect(await challenged('clerk', { filter_code: 'CS', county: 'kent' })).toEqual([KENT_VOTER]);
    expect(await challenged('clerk', { filter_code: 'CS', jurisdiction: 'Lansing City' })).toEqual([7, 10]);
    expect(
      await challenged('clerk', { filter_code: 'CS', county: 'KENT', jurisdiction: 'LANSING CITY' }),
    ).toEqual([]);
    expect(await challenged('clerk', { filter_code: 'RESIDENT' })).toEqual([13, KENT_VOTER + 1]);
    expect(await challenged('clerk', { filter_code: 'RESIDENT', triage_status: 'TRG' })).toEqual([13]);
    expect(await challenged('clerk', { filter_code: 'RESIDENT', triage_status: 'SFCR' })).toEqual([
      KENT_VOTER + 1,
    ]);
    expect(
      await challenged('clerk', { filter_code: 'RESIDENT', triage_status: 'SFCR', county: 'INGHAM' }),
    ).toEqual([]);
    // The filters stay inside the clerk's area: another county's name narrows to nothing.
    expect(await challenged('lansingClerk', { filter_code: 'CS', county: 'KENT' })).toEqual([]);
    expect(await challenged('kentClerk', { filter_code: 'CS', voter_status: 'A' })).toEqual([KENT_VOTER]);

    expect(await due('clerk', '')).toEqual([4]);
    expect(await due('clerk', 'voter_status=A&county=ingham&jurisdiction=lansing%20city')).toEqual([4]);
    expect(await due('clerk', 'county=KENT')).toEqual([]);
    expect(await due('clerk', 'jurisdiction=GRAND%20RAPIDS%20CITY')).toEqual([]);
    // Voter 4 is unflagged: no triage status filter keeps it.
    expect(await due('clerk', 'triage_status=TRG')).toEqual([]);
    await db.query(`update registrations set voter_status_type_code = 'A' where voter_id = 10`);
    await db.query(`update flags set current_triage_status = 'TRG' where voter_id = $1`, [KENT_VOTER + 1]);
  });

  it('refuses a filter value the list does not offer, in words', async () => {
    for (const [r, message] of [
      [await get('clerk', '/api/due-for-confirmation?triage_status=INQ'), 'Unknown triage status filter.'],
      [await get('clerk', '/api/due-for-confirmation?voter_status=I'), 'Unknown voter status filter.'],
      [
        await post('clerk', '/api/clerk-review-list', { filter_code: 'CS', triage_status: 'VALID' }),
        'Unknown triage status filter.',
      ],
      [
        await post('clerk', '/api/clerk-review-list', { filter_code: 'CS', voter_status: 'Active' }),
        'Unknown voter status filter.',
      ],
      [
        await post('clerk', '/api/clerk-review-list', { filter_code: 'CS', county: 'K'.repeat(65) }),
        'County at most 64 characters.',
      ],
    ] as const) {
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().message).toContain(message);
    }
  });

  it('moves a Confirmation row into My Workspace by Add to Work Queue, and the counts follow', async () => {
    const before = await metrics('lansingClerk');
    const due: ClerkList = (await get('lansingClerk', '/api/due-for-confirmation')).json();
    expect(due.rows.map((r) => r.voter_identification_number)).toEqual([4]);
    expect(due.rows[0]).toMatchObject({ current_triage_status: 'NEW', flagged_reg_id: null });
    expect(due.rows[0]?.ncoa_moved_to_address).toContain('TOLEDO');
    const add = await post('lansingClerk', '/api/update-triage-status', {
      voter_id: 4,
      flagged_reg_id: null,
      triage_status: 'INQ',
      comments_x: 'Created flag and added to work queue',
    });
    expect(add.statusCode, add.body).toBe(200);
    const after = await metrics('lansingClerk');
    expect(after.due_for_confirmation_count).toBe(before.due_for_confirmation_count - 1);
    expect(after.in_queue_count).toBe(before.in_queue_count + 1);
    const queue: ClerkList = (await get('lansingClerk', '/api/clerk-workspace-list/?status=INQ')).json();
    expect(queue.rows.map((r) => r.voter_identification_number).sort()).toEqual([28, 4]);
    expect((await get('lansingClerk', '/api/due-for-confirmation')).json()).toMatchObject({
      rows: [],
      total: 0,
    });
  });

  it('moves a Challenged row into My Workspace by Add to Work Queue', async () => {
    const cs: ClerkList = (
      await post('lansingClerk', '/api/clerk-review-list', { filter_code: 'CS' })
    ).json();
    const row = cs.rows.find((r) => r.voter_identification_number === 7)!;
    const add = await post('lansingClerk', '/api/update-triage-status', {
      voter_id: 7,
      flagged_reg_id: row.flagged_reg_id,
      triage_status: 'INQ',
      comments_x: CLERK_QUEUE_COMMENT,
    });
    expect(add.statusCode, add.body).toBe(200);
    const m = await metrics('lansingClerk');
    expect(m.challenge_submitted_count).toBe(1);
    const all: ClerkList = (await get('lansingClerk', '/api/clerk-workspace-list/')).json();
    expect(all.rows.map((r) => r.voter_identification_number).sort((a, b) => a - b)).toEqual([
      4, 7, 19, 22, 25, 28,
    ]);
    expect(all.total).toBe(6);
  });

  it('filters and sorts a list by name or address, and pages past the end answer no rows with the total', async () => {
    const q: ClerkList = (
      await get('clerk', '/api/clerk-workspace-list/?q=voter2&sort=voter_identification_number')
    ).json();
    expect(q.rows.map((r) => r.voter_identification_number)).toEqual([22, 25, 28]);
    // A name typed as the tables show it, first name first.
    const typed: ClerkList = (await get('clerk', '/api/clerk-workspace-list/?q=jane%20voter22')).json();
    expect(typed.rows.map((r) => r.voter_identification_number)).toEqual([22]);
    const far: ClerkList = (await get('clerk', '/api/clerk-workspace-list/?page=9')).json();
    expect(far).toMatchObject({ rows: [], page: 9 });
    expect(far.total).toBeGreaterThan(0);
    const j: ClerkList = (
      await get('clerk', '/api/clerk-workspace-list/?jurisdiction=grand%20rapids%20city')
    ).json();
    expect(j.total).toBe(0);
  });

  it("refuses a damaged or another list's page link of Confirmation, and a page past 10 without one", async () => {
    const refused = async (query: string, message: string) => {
      const r = await get('clerk', `/api/due-for-confirmation?${query}`);
      expect(r.statusCode, query).toBe(400);
      expect(r.json().message, query).toContain(message);
    };
    await refused('after=not-a-cursor', PAGE_CURSOR_DAMAGED);
    await refused(`after=${encodeCursor({ l: 'other', p: 2, k: ['DOE, JANE', 4] })}`, PAGE_CURSOR_STALE);
    await refused(`page=${PAGE_WITHOUT_LINK_MAX + 1}`, PAGE_NEEDS_LINK);
    // Page 10 still opens by number (past the end: no rows).
    const tenth = await get('clerk', `/api/due-for-confirmation?page=${PAGE_WITHOUT_LINK_MAX}`);
    expect(tenth.statusCode).toBe(200);
    expect(tenth.json()).toMatchObject({ rows: [], page: PAGE_WITHOUT_LINK_MAX });
  });

  it('refuses bad input with a message, and other roles', async () => {
    const bad = await post('clerk', '/api/clerk-review-list', { filter_code: 'XYZ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Please select a metric.');
    const page0 = await get('clerk', '/api/due-for-confirmation?page=0');
    expect(page0.statusCode).toBe(400);
    expect(page0.json().message).toContain('Pages start at 1.');
    const sort = await get('clerk', '/api/clerk-workspace-list/?sort=password');
    expect(sort.statusCode).toBe(400);
    for (const url of [
      '/api/clerk-review-metrics/',
      '/api/clerk-workspace-list/',
      '/api/due-for-confirmation',
    ])
      expect((await get('patriot', url)).statusCode, url).toBe(403);
    expect((await h.app.inject({ method: 'GET', url: '/api/clerk-review-metrics/' })).statusCode).toBe(401);
  });
});
