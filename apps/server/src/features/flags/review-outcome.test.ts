import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FlagTestApp, flagTestApp } from '../../test-support/flag-app';

/** POST /api/review-outcome: "Lives here" / "Does not live here but is valid" (spec 1 section 4). */

let h: FlagTestApp;
beforeAll(async () => {
  h = await flagTestApp({
    lansingVoters: 30,
    users: {
      researcher: [['ROLE_DIGITAL-RESEARCHER'], {}],
      patriot: [['ROLE_ELECTION-PATRIOT'], { county: 'INGHAM' }],
      kent: [['ROLE_ELECTION-PATRIOT'], { county: 'KENT' }],
      entry: [['ROLE_DATA-ENTRY'], {}],
    },
  });
});
afterAll(() => h.close());

const post = (url: string, who: string | null, payload: object) =>
  h.app.inject({
    method: 'POST',
    url,
    headers: who ? { 'x-access-token': h.tokens[who]! } : {},
    payload,
  });
const outcome = (who: string | null, payload: object) => post('/api/review-outcome', who, payload);
const history = async (voterId: number, who = 'patriot') => {
  const r = await h.app.inject({
    method: 'GET',
    url: `/api/flagged-registration-comments/${voterId}`,
    headers: { 'x-access-token': h.tokens[who]! },
  });
  expect(r.statusCode).toBe(200);
  return r.json();
};

describe('review outcomes', () => {
  it('"Lives here" on an unflagged registration: VALID, recorded with who, when and the outcome', async () => {
    const r = await outcome('researcher', {
      voter_id: 7,
      outcome: 'LIVES_HERE',
      comments_x: 'Spoke with her at the door',
      expected_status: 'NEW',
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      message: 'Recorded: Lives here. VALID - Registration Verified OK.',
      flag: { voter_id: 7, flagged_reg_id: expect.any(Number), current_triage_status: 'VALID', version: 1 },
    });
    const body = await history(7);
    expect(body['flagged-registration']).toMatchObject({
      current_triage_status: 'VALID',
      flagged_reason: 'Confirmed resident',
      flag_type: 'FLAG_REG',
      review_outcome: {
        outcome: 'LIVES_HERE',
        actor_name: 'researcher@example.org',
        at: expect.stringMatching(/^\d{4}-\d\d-\d\d /),
      },
    });
    expect(body.comments).toEqual([
      expect.objectContaining({
        from_triage_status: 'NEW',
        current_triage_status: 'VALID',
        actor_name: 'researcher@example.org',
        actor_role: 'ROLE_DIGITAL-RESEARCHER',
        comments_x: 'Lives here: Spoke with her at the door',
        review_outcome: 'LIVES_HERE',
      }),
    ]);
    const [row] = await h.t.db.query<{ review_outcome: string; actor_user_id: number | null }>(
      'select review_outcome, actor_user_id from flag_events where voter_id = 7',
    );
    expect(row).toMatchObject({ review_outcome: 'LIVES_HERE', actor_user_id: expect.any(Number) });
    // Append-only: the recorded review cannot be rewritten.
    await expect(h.t.db.query("update flag_events set review_outcome = 'NOT_HERE_VALID'")).rejects.toThrow(
      /append-only/,
    );
  });

  it('from triage only the final disposition roles decide; a patriot records "Does not live here but is valid"', async () => {
    await post('/api/flag-registration-int', 'researcher', {
      selectedVoterIds: [{ voterIdentificationNo: 8 }],
      flagReport: {
        flag_status: 'TRG',
        flagged_reason: 'Does not live here',
        flagged_reason_x: 'Mail returned twice',
      },
    });
    const refused = await outcome('researcher', { voter_id: 8, outcome: 'NOT_HERE_VALID' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message:
        'Your role does not allow changing a registration from TRIAGE - Needs More Research to VALID - Registration Verified OK.',
      flag: { current_triage_status: 'TRG' },
    });
    const stale = await outcome('patriot', { voter_id: 8, outcome: 'NOT_HERE_VALID', expected_version: 7 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'This registration was changed meanwhile: it is now TRIAGE - Needs More Research.',
    );
    const done = await outcome('patriot', { voter_id: 8, outcome: 'NOT_HERE_VALID', expected_version: 1 });
    expect(done.statusCode).toBe(200);
    expect(done.json().flag).toMatchObject({ current_triage_status: 'VALID', version: 2 });
    const body = await history(8);
    expect(body['flagged-registration']).toMatchObject({
      flag_type: 'FLAG_REG',
      flagged_reason: 'Other',
      review_outcome: { outcome: 'NOT_HERE_VALID', actor_name: 'patriot@example.org' },
    });
    expect(body.comments.map((c: { review_outcome: string | null }) => c.review_outcome)).toEqual([
      null,
      'NOT_HERE_VALID',
    ]);
    expect(body.comments[1].comments_x).toBe('Does not live here but is valid');
  });

  it('a later outcome replaces the one in force, a note keeps it, a reopening clears it', async () => {
    await outcome('researcher', { voter_id: 9, outcome: 'LIVES_HERE' });
    // Already VALID: a researcher may note, and the outcome is a note that changes what is in force.
    const noted = await outcome('researcher', {
      voter_id: 9,
      outcome: 'NOT_HERE_VALID',
      comments_x: 'Student',
    });
    expect(noted.statusCode).toBe(200);
    expect(noted.json().flag).toMatchObject({ current_triage_status: 'VALID', version: 1 });
    expect((await history(9))['flagged-registration'].review_outcome).toMatchObject({
      outcome: 'NOT_HERE_VALID',
    });
    const note = await post('/api/update-triage-status', 'patriot', {
      voter_id: 9,
      flagged_reason: 'Other',
      comments_x: 'Enrolled at MSU, home address kept',
      triage_status: 'VALID',
    });
    expect(note.statusCode).toBe(200);
    expect((await history(9))['flagged-registration'].review_outcome).toMatchObject({
      outcome: 'NOT_HERE_VALID',
    });
    const reopened = await post('/api/update-triage-status', 'patriot', {
      voter_id: 9,
      flagged_reason: 'Out of State Move',
      comments_x: 'New evidence: an Ohio registration',
      triage_status: 'TRG',
    });
    expect(reopened.statusCode).toBe(200);
    expect((await history(9))['flagged-registration'].review_outcome).toBeNull();
  });

  it('refuses bad input in the user’s terms, another county, a role without review and no user', async () => {
    const bad = await outcome('patriot', { voter_id: 10, outcome: 'MAYBE' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(
      'Choose an outcome: Lives here, or Does not live here but is valid.',
    );
    const long = await outcome('patriot', {
      voter_id: 10,
      outcome: 'LIVES_HERE',
      comments_x: 'x'.repeat(1025),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('Note: Maximum 1024 characters, please');
    const unknown = await outcome('patriot', { voter_id: 999_999, outcome: 'LIVES_HERE' });
    expect(unknown.statusCode).toBe(404);
    const kent = await outcome('kent', { voter_id: 10, outcome: 'LIVES_HERE' });
    expect(kent.statusCode).toBe(403);
    expect(kent.json().message).toMatch(/^Voter ID 10 /);
    expect(kent.json().flag).toBeUndefined();
    expect((await outcome('entry', { voter_id: 10, outcome: 'LIVES_HERE' })).statusCode).toBe(403);
    expect((await outcome(null, { voter_id: 10, outcome: 'LIVES_HERE' })).statusCode).toBe(401);
    // Nothing of the refused requests was written.
    expect(await h.t.db.query('select 1 from flags where voter_id in (10, 999999)')).toEqual([]);
  });
});
