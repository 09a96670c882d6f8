import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FlagTestApp, flagTestApp } from '../../test-support/flag-app';

let h: FlagTestApp;
beforeAll(async () => {
  h = await flagTestApp({
    lansingVoters: 100,
    app: { flagBulkConfirmAbove: 3 },
    users: {
      researcher: [['ROLE_DIGITAL-RESEARCHER'], {}],
      patriot: [['ROLE_ELECTION-PATRIOT'], {}],
      plus: [['ROLE_ELECTION-PATRIOT-PLUS'], {}],
      clerk: [['ROLE_CLERK'], {}],
      entry: [['ROLE_DATA-ENTRY'], {}],
      kent: [['ROLE_ELECTION-PATRIOT'], { county: 'KENT' }],
    },
  });
});
afterAll(() => h.close());

const post = (url: string, who: string, payload: object) =>
  h.app.inject({ method: 'POST', url, headers: { 'x-access-token': h.tokens[who]! }, payload });
const flagReport = (flag_status: string, flagged_reason = 'Deceased') => ({
  flag_status,
  flagged_reason,
  flagged_reason_x: 'Obituary published in September',
});
const ids = (...voterIds: number[]) => voterIds.map((voterIdentificationNo) => ({ voterIdentificationNo }));

describe('flagging and triage over HTTP', () => {
  it('flags a registration, refuses flagging it again, and lists the history with who and when', async () => {
    const first = await post('/api/flag-registration-int', 'researcher', {
      selectedVoterIds: ids(5),
      flagReport: flagReport('TRG'),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      flags: [{ voter_id: 5, current_triage_status: 'TRG', version: 1 }],
    });
    const again = await post('/api/flag-registration-int', 'patriot', {
      selectedVoterIds: ids(5),
      flagReport: flagReport('VALID', 'Confirmed resident'),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Nothing was changed: This registration was changed meanwhile: it is now TRIAGE - Needs More Research.',
    );
    const comments = await h.app.inject({
      method: 'GET',
      url: '/api/flagged-registration-comments/5',
      headers: { 'x-access-token': h.tokens.patriot! },
    });
    expect(comments.statusCode).toBe(200);
    const body = comments.json();
    expect(body['flagged-registration']).toMatchObject({
      current_triage_status: 'TRG',
      flag_type: 'FLAG_REG',
    });
    expect(body.comments).toEqual([
      expect.objectContaining({
        from_triage_status: 'NEW',
        current_triage_status: 'TRG',
        actor_name: 'researcher@example.org',
        comments_x: 'Obituary published in September',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\d /),
      }),
    ]);
  });

  it('moves a registration with the expected version; a stale one gets the current state', async () => {
    await post('/api/flag-registration-int', 'researcher', {
      selectedVoterIds: ids(6),
      flagReport: flagReport('TRG'),
    });
    const body = {
      voter_id: 6,
      flagged_reason: 'Deceased',
      comments_x: 'Checked the county death index',
      triage_status: 'SFCR',
      expected_version: 1,
    };
    const moved = await post('/api/update-triage-status', 'patriot', body);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({
      message: 'Saved: INVALID - To Be Challenged.',
      flag: { voter_id: 6, flagged_reg_id: expect.any(Number), current_triage_status: 'SFCR', version: 2 },
    });
    const otherFlag = await post('/api/update-triage-status', 'patriot', {
      ...body,
      expected_version: undefined,
      flagged_reg_id: 999_999,
    });
    expect(otherFlag.statusCode).toBe(409);
    const stale = await post('/api/update-triage-status', 'clerk', {
      ...body,
      triage_status: 'VALID',
      flagged_reason: 'Confirmed resident',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      message: 'This registration was changed meanwhile: it is now INVALID - To Be Challenged.',
      flag: { voter_id: 6, flagged_reg_id: expect.any(Number), current_triage_status: 'SFCR', version: 2 },
    });
  });

  it("answers the spec's messages for bad input, and refuses roles and areas", async () => {
    const short = await post('/api/update-triage-status', 'patriot', {
      voter_id: 7,
      flagged_reason: 'Deceased',
      comments_x: 'short',
      triage_status: 'TRG',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('Please describe reason using minimum 8 characters');
    const entry = await post('/api/update-triage-status', 'entry', {
      voter_id: 7,
      flagged_reason: 'Deceased',
      comments_x: 'A long enough reason',
      triage_status: 'TRG',
    });
    expect(entry.statusCode).toBe(403);
    const kent = await post('/api/flag-registration-int', 'kent', {
      selectedVoterIds: ids(7),
      flagReport: flagReport('TRG'),
    });
    expect(kent.statusCode).toBe(403);
    expect(kent.json().message).toBe(
      'Nothing was changed: Voter ID 7 is registered in LANSING CITY, INGHAM county, outside your area (KENT county).',
    );
    const researcherDisposes = await post('/api/flag-registration-int', 'researcher', {
      selectedVoterIds: ids(7),
      flagReport: flagReport('TRG'),
    });
    expect(researcherDisposes.statusCode).toBe(200);
    const toChallenge = await post('/api/update-triage-status', 'researcher', {
      voter_id: 7,
      flagged_reason: 'Deceased',
      comments_x: 'A long enough reason',
      triage_status: 'SFCR',
    });
    expect(toChallenge.statusCode).toBe(403);
    expect(toChallenge.json().message).toBe(
      'Your role does not allow changing a registration from TRIAGE - Needs More Research to INVALID - To Be Challenged.',
    );
  });

  it('makes bulk actions above the limit name their count, all or nothing', async () => {
    const payload = {
      selectedVoterIdsWithReviewCodes: ids(10, 11, 12, 13),
      flag_status: 'TRG',
      flagged_reason: 'Deceased',
      flagged_reason_x: 'Listed in the obituaries',
    };
    const unconfirmed = await post('/api/flag-registrations-bulk', 'researcher', payload);
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().message).toBe(
      'You selected 4 registrations: confirm that all 4 should change (confirm_count: 4).',
    );
    await post('/api/flag-registration-int', 'researcher', {
      selectedVoterIds: ids(13),
      flagReport: flagReport('TRG'),
    });
    const oneTaken = await post('/api/flag-registrations-bulk', 'researcher', {
      ...payload,
      confirm_count: 4,
    });
    expect(oneTaken.statusCode).toBe(409);
    const count = async () =>
      (
        await h.t.db.query<{ n: number }>(
          'select count(*)::int as n from flags where voter_id in (10, 11, 12)',
        )
      )[0]!.n;
    expect(await count()).toBe(0);
    const done = await post('/api/flag-registrations-bulk', 'researcher', {
      ...payload,
      selectedVoterIdsWithReviewCodes: ids(10, 11, 12),
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('Thank you: 3 registrations have been updated.');
    expect(await count()).toBe(3);
  });

  it('has retired Skip Triage: no bulk action marks a registration To Be Challenged (four eyes)', async () => {
    const payload = {
      selectedVoterIdsWithReviewCodes: ids(20),
      flag_status: 'SFCR',
      flagged_reason: 'Deceased',
      flagged_reason_x: 'Listed in the obituaries',
    };
    const r = await post('/api/flag-registrations-bulk', 'plus', payload);
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toMatch(/Choose Send To Triage or Mark as okay\./);
    const single = await post('/api/update-triage-status', 'plus', {
      voter_id: 20,
      triage_status: 'SFCR',
      flagged_reason: 'Deceased',
      comments_x: 'Listed in the obituaries',
    });
    expect(single.statusCode).toBe(403);
  });
});
