import {
  CLERK_FLAG_DETAIL,
  CLERK_FLAG_REASON,
  CLERK_NEW_FLAG_COMMENT,
  CLERK_QUEUE_COMMENT,
} from '@voterroll/contract/triage';
import { KENT_VOTER } from '@voterroll/records/flags/flag.fixture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FlagTestApp, flagTestApp } from '../../test-support/flag-app';

/**
 * The clerk's research notes over HTTP (spec 3 sections 4.2, 5 and 6): Add to Work Queue with and
 * without a flag, Next Steps, the form's messages, and refusals by role and by area.
 */

let h: FlagTestApp;
beforeAll(async () => {
  h = await flagTestApp({
    lansingVoters: 60,
    users: {
      clerk: [['ROLE_CLERK'], {}],
      root: [['ROLE_SITE-ROOT'], {}],
      lansingClerk: [['ROLE_CLERK'], { county: 'INGHAM', jurisdiction: 'LANSING CITY' }],
      eastLansingClerk: [['ROLE_CLERK'], { county: 'INGHAM', jurisdiction: 'EAST LANSING CITY' }],
      kentClerk: [['ROLE_CLERK'], { county: 'KENT' }],
      researcher: [['ROLE_DIGITAL-RESEARCHER'], {}],
      patriot: [['ROLE_ELECTION-PATRIOT'], {}],
    },
  });
});
afterAll(() => h.close());

const post = (who: string, payload: object) =>
  h.app.inject({
    method: 'POST',
    url: '/api/update-triage-status',
    headers: { 'x-access-token': h.tokens[who]! },
    payload,
  });
const history = async (voterId: number) =>
  (
    await h.app.inject({
      method: 'GET',
      url: `/api/flagged-registration-comments/${voterId}`,
      headers: { 'x-access-token': h.tokens.clerk! },
    })
  ).json();
/** The web dialog's Add to Work Queue: what it saw of the registration, and the spec's comment. */
const addToQueue = (voterId: number, flaggedRegId: number | null = null) => ({
  voter_id: voterId,
  flagged_reg_id: flaggedRegId,
  triage_status: 'INQ',
  comments_x: flaggedRegId === null ? CLERK_NEW_FLAG_COMMENT : CLERK_QUEUE_COMMENT,
});
const nextSteps = (voterId: number, triage_status: string, comments_x: string) => ({
  voter_id: voterId,
  triage_status,
  comments_x,
});

describe(`the clerk's research notes on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('adds an unflagged registration to the work queue by creating its flag in INQ', async () => {
    const r = await post('clerk', addToQueue(2));
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      message: 'Saved: In Queue for clerk review.',
      flag: { voter_id: 2, flagged_reg_id: expect.any(Number), current_triage_status: 'INQ', version: 1 },
    });
    const hist = await history(2);
    expect(hist['flagged-registration']).toMatchObject({
      current_triage_status: 'INQ',
      flag_type: 'CLERK',
      flagged_reason: CLERK_FLAG_REASON,
      flagged_reason_x: CLERK_FLAG_DETAIL,
      reporter_first_name: null,
      reporter_last_name: null,
      reporter_email: null,
    });
    expect(hist.comments).toEqual([
      expect.objectContaining({
        from_triage_status: 'NEW',
        current_triage_status: 'INQ',
        flagged_reason: CLERK_FLAG_REASON,
        comments_x: 'Created flag and added to work queue',
        actor_name: 'clerk@example.org',
        actor_role: 'ROLE_CLERK',
      }),
    ]);
    const [reporter] = await h.t.db.query('select reporter_user_id from flags where voter_id = 2');
    expect(reporter).toEqual({ reporter_user_id: null });
  });

  it("adds a flagged registration to the queue keeping the flag's reason, with the spec's comment", async () => {
    const flagged = await h.app.inject({
      method: 'POST',
      url: '/api/flag-registration-int',
      headers: { 'x-access-token': h.tokens.researcher! },
      payload: {
        selectedVoterIds: [{ voterIdentificationNo: 3 }],
        flagReport: {
          flag_status: 'TRG',
          flagged_reason: 'Deceased',
          flagged_reason_x: 'Obituary in the paper',
        },
      },
    });
    const flagId = flagged.json().flagged_reg_id as number;
    // The server writes what happened, whatever words the request carries.
    const r = await post('root', { ...addToQueue(3, flagId), comments_x: 'Some other words here' });
    expect(r.statusCode).toBe(200);
    expect(r.json().flag).toEqual({
      voter_id: 3,
      flagged_reg_id: flagId,
      current_triage_status: 'INQ',
      version: 2,
    });
    const hist = await history(3);
    expect(hist['flagged-registration']).toMatchObject({ flagged_reason: 'Deceased', flag_type: 'FLAG_REG' });
    expect(hist.comments.map((c: { comments_x: string }) => c.comments_x)).toEqual([
      'Obituary in the paper',
      'Added to clerk work queue',
    ]);
    expect(hist.comments[1]).toMatchObject({ from_triage_status: 'TRG', current_triage_status: 'INQ' });
  });

  it('answers "changed meanwhile" when the flag the clerk saw is not the one there now', async () => {
    await post('clerk', addToQueue(5));
    const stale = await post('clerk', addToQueue(5));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      message: 'This registration was changed meanwhile: it is now In Queue for clerk review.',
      flag: { voter_id: 5, flagged_reg_id: expect.any(Number), current_triage_status: 'INQ', version: 1 },
    });
    expect((await history(5)).comments).toHaveLength(1);
  });

  it('records Next Steps from the queue and between the final dispositions', async () => {
    const added = (await post('lansingClerk', addToQueue(6))).json().flag;
    const ns = await post('lansingClerk', {
      ...nextSteps(6, 'NS', 'Confirmation notice mailed on Oct 3'),
      flagged_reg_id: added.flagged_reg_id,
      expected_version: 1,
      expected_status: 'INQ',
    });
    expect(ns.statusCode).toBe(200);
    expect(ns.json()).toEqual({
      message: 'Saved: Confirmation Notice Sent.',
      flag: { ...added, current_triage_status: 'NS', version: 2 },
    });
    const cat = await post('lansingClerk', nextSteps(6, 'CAT', 'Address corrected in QVF'));
    expect(cat.json().message).toBe('Saved: Record Updated.');
    const ci = await post('root', nextSteps(6, 'CI', 'Cancellation started under NVRA'));
    expect(ci.json().message).toBe('Saved: Cleanup Initiated.');
    expect(
      (await history(6)).comments.map(
        (c: { from_triage_status: string; current_triage_status: string; actor_name: string }) =>
          `${c.from_triage_status}>${c.current_triage_status} ${c.actor_name}`,
      ),
    ).toEqual([
      'NEW>INQ lansingClerk@example.org',
      'INQ>NS lansingClerk@example.org',
      'NS>CAT lansingClerk@example.org',
      'CAT>CI root@example.org',
    ]);
    // A clerk's move back to review statuses is not in the table.
    const back = await post('clerk', {
      ...nextSteps(6, 'TRG', 'Needs more research'),
      flagged_reason: 'Other',
    });
    expect(back.statusCode).toBe(403);
    expect(back.json().message).toBe(
      'Your role does not allow changing a registration from Cleanup Initiated to TRIAGE - Needs More Research.',
    );
  });

  it("answers the Next Steps form's messages", async () => {
    await post('clerk', addToQueue(7));
    const cases: [object, string][] = [
      [{ voter_id: 7, comments_x: 'Confirmation notice mailed' }, 'Triage status required'],
      [nextSteps(7, '', 'Confirmation notice mailed'), 'Triage status required'],
      [{ voter_id: 7, triage_status: 'NS' }, 'Reason description required'],
      [nextSteps(7, 'NS', '   '), 'Reason description required'],
      [nextSteps(7, 'NS', 'mailed'), 'Please describe reason using minimum 8 characters'],
      [nextSteps(7, 'NS', 'x'.repeat(1025)), 'Reason Description: Maximum 1024 characters, please'],
    ];
    for (const [body, message] of cases) {
      const r = await post('clerk', body);
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toContain(message);
    }
    expect((await history(7)).comments).toHaveLength(1);
  });

  it('refuses the clerk moves to other roles (403), and writes nothing', async () => {
    for (const who of ['researcher', 'patriot']) {
      const add = await post(who, addToQueue(8));
      expect(add.statusCode).toBe(403);
      expect(add.json().message).toBe(
        'Your role does not allow changing a registration from UNFLAGGED to In Queue for clerk review.',
      );
    }
    expect((await history(8))['flagged-registration']).toBeNull();
    await post('clerk', addToQueue(8));
    const ns = await post('patriot', nextSteps(8, 'NS', 'Confirmation notice mailed'));
    expect(ns.statusCode).toBe(403);
    expect(ns.json().message).toBe(
      'Your role does not allow changing a registration from In Queue for clerk review to Confirmation Notice Sent.',
    );
    const note = await post('researcher', nextSteps(8, 'INQ', 'A note on the clerk queue'));
    expect(note.statusCode).toBe(403);
    expect((await history(8)).comments).toHaveLength(1);
  });

  it("refuses a clerk outside the registration's county or jurisdiction (403), and writes nothing", async () => {
    const outside = [
      ['kentClerk', 9, 'LANSING CITY, INGHAM county, outside your area (KENT county).'],
      [
        'eastLansingClerk',
        9,
        'LANSING CITY, INGHAM county, outside your area (EAST LANSING CITY, INGHAM county).',
      ],
      [
        'lansingClerk',
        KENT_VOTER,
        'GRAND RAPIDS CITY, KENT county, outside your area (LANSING CITY, INGHAM county).',
      ],
    ] as const;
    for (const [who, voterId, where] of outside) {
      const r = await post(who, addToQueue(voterId));
      expect(r.statusCode).toBe(403);
      expect(r.json().message).toBe(`Voter ID ${voterId} is registered in ${where}`);
      expect((await history(voterId))['flagged-registration']).toBeNull();
    }
    await post('kentClerk', addToQueue(KENT_VOTER));
    const ns = await post('lansingClerk', nextSteps(KENT_VOTER, 'NS', 'Confirmation notice mailed'));
    expect(ns.statusCode).toBe(403);
    expect((await history(KENT_VOTER)).comments).toHaveLength(1);
  });
});
