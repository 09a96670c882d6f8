import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FlagTestApp, flagTestApp } from '../../test-support/flag-app';

let h: FlagTestApp;
beforeAll(async () => {
  h = await flagTestApp({
    lansingVoters: 10,
    users: {
      researcher: [['ROLE_DIGITAL-RESEARCHER'], {}],
      other: [['ROLE_DIGITAL-RESEARCHER'], {}],
      patriot: [['ROLE_ELECTION-PATRIOT'], {}],
      clerk: [['ROLE_CLERK'], {}],
    },
  });
});
afterAll(() => h.close());

const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  h.app.inject({
    method,
    url,
    headers: { 'x-access-token': h.tokens[who]! },
    ...(payload ? { payload } : {}),
  });
const flag = (who: string, voter: number) =>
  call(who, 'POST', '/api/flag-registration-int', {
    selectedVoterIds: [{ voterIdentificationNo: voter }],
    flagReport: {
      flag_status: 'TRG',
      flagged_reason: 'Deceased',
      flagged_reason_x: 'Obituary published in the Lansing State Journal',
    },
  });

describe('the Digital Researcher tab (GET /api/my-flags)', () => {
  it("lists the flags the user raised with their current statuses, and counts the user's notes", async () => {
    expect((await flag('researcher', 1)).statusCode).toBe(200);
    expect((await flag('researcher', 2)).statusCode).toBe(200);
    expect((await flag('other', 3)).statusCode).toBe(200);
    // A patriot decides one of them: the researcher's list shows the new status.
    const valid = await call('patriot', 'POST', '/api/update-triage-status', {
      voter_id: 2,
      triage_status: 'VALID',
      flagged_reason: 'Confirmed resident',
      comments_x: 'Spoke with the resident at the door',
    });
    expect(valid.statusCode).toBe(200);

    const mine = await call('researcher', 'GET', '/api/my-flags');
    expect(mine.statusCode).toBe(200);
    const body = mine.json();
    expect(body.counts).toEqual([
      { current_triage_status: 'TRG', flag_count: 1 },
      { current_triage_status: 'VALID', flag_count: 1 },
    ]);
    expect(body.events_recorded).toBe(2);
    expect(
      body.rows.map((r: { voter_identification_number: number }) => r.voter_identification_number),
    ).toEqual([2, 1]);
    expect(body.rows[1]).toMatchObject({
      voter_identification_number: 1,
      full_name: 'VOTER1, JANE',
      county_name: 'INGHAM',
      jurisdiction_name: 'LANSING CITY',
      current_triage_status: 'TRG',
      flag_type: 'FLAG_REG',
      flagged_reason: 'Deceased',
    });
    expect(body.rows[1].raised_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    // Another researcher sees only their own.
    const theirs = (await call('other', 'GET', '/api/my-flags')).json();
    expect(
      theirs.rows.map((r: { voter_identification_number: number }) => r.voter_identification_number),
    ).toEqual([3]);
  });

  it('is refused to roles without the tab', async () => {
    const r = await call('clerk', 'GET', '/api/my-flags');
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe('Insufficient Permission, please contact site root.');
  });
});
