import {
  CHALLENGE_FROM_SFCR,
  CHALLENGE_SUBMITTED,
  CHALLENGER_NOT_YOURS,
  CHALLENGER_UNKNOWN,
  type ChallengeResponse,
  challengerElsewhere,
} from '@voterroll/contract/challenge-api';
import { KENT_VOTER } from '@voterroll/records/flags/flag.fixture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FlagTestApp, flagTestApp } from '../../test-support/flag-app';

/**
 * The challenge of MCL 168.512 over HTTP: prepared from To Be Challenged by a patriot who is a
 * registered voter of the same city or township, submitted as CS with the packet on the flag's
 * history, and then the clerk's. Voter 4 (Lansing) moved to Ohio (NCOA_STATE); 7 and 8 are Lansing
 * voters (JANE VOTER7, JANE VOTER8); Kent voters live in Grand Rapids.
 */

let h: FlagTestApp;
const OHIO = 4;
const REASONS = 'The change-of-address record shows a move to Ohio in 2023; the neighbours confirm it.';

const as = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  h.app.inject({
    method,
    url,
    headers: { 'x-access-token': h.tokens[who]! },
    ...(payload ? { payload } : {}),
  });
const prepare = async (who: string, voterId = OHIO, query = '') => {
  const r = await as(who, 'GET', `/api/challenge/${voterId}${query}`);
  return { status: r.statusCode, body: r.json() as ChallengeResponse & { message?: string } };
};
const submit = (who: string, body: object) =>
  as(who, 'POST', '/api/challenge', { voter_id: OHIO, reasons: REASONS, attest: true, ...body });
const userId = async (name: string) =>
  (
    await h.t.db.query<{ id: number }>('select id from users where username = $1', [`${name}@example.org`])
  )[0]!.id;
const setAccount = async (
  name: string,
  fields: { voter_id?: number; first_name?: string; last_name?: string },
) => {
  for (const [k, v] of Object.entries(fields))
    await h.t.db.query(`update users set ${k} = $2 where id = $1`, [await userId(name), v]);
};

beforeAll(async () => {
  h = await flagTestApp({
    lansingVoters: 10,
    users: {
      lansingPatriot: [['ROLE_ELECTION-PATRIOT'], { county: 'INGHAM', jurisdiction: 'LANSING CITY' }],
      kentPatriot: [['ROLE_ELECTION-PATRIOT'], { county: 'KENT' }],
      plus: [['ROLE_ELECTION-PATRIOT-PLUS'], { county: 'INGHAM' }],
      unmatched: [['ROLE_ELECTION-PATRIOT'], { county: 'INGHAM' }],
      clerk: [['ROLE_CLERK'], { county: 'INGHAM', jurisdiction: 'LANSING CITY' }],
      researcher: [['ROLE_DIGITAL-RESEARCHER'], { county: 'INGHAM' }],
    },
  });
  // Matched at sign-up: the Lansing patriot to voter 7 (Lansing), Plus to a Grand Rapids voter.
  await setAccount('lansingPatriot', { voter_id: 7 });
  await setAccount('plus', { voter_id: KENT_VOTER + 1 });
  // The patriot's review: triage, then To Be Challenged, each an individual review.
  for (const [to, reason] of [
    ['TRG', 'Out of State Move'],
    ['SFCR', 'Out of State Move'],
  ] as const) {
    const r = await as('lansingPatriot', 'POST', '/api/update-triage-status', {
      voter_id: OHIO,
      triage_status: to,
      flagged_reason: reason,
      comments_x: 'Checked the change-of-address record',
    });
    expect(r.statusCode, r.body).toBe(200);
  }
  const r = await as('lansingPatriot', 'POST', '/api/update-triage-status', {
    voter_id: 5,
    triage_status: 'TRG',
    flagged_reason: 'Deceased',
    comments_x: 'An obituary with the same name',
  });
  expect(r.statusCode, r.body).toBe(200);
});
afterAll(() => h.close());

describe(`the challenge of MCL 168.512 on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('prepares the challenge: the named voter, the evidence, the challenger of the same city', async () => {
    const { status, body } = await prepare('lansingPatriot');
    expect(status).toBe(200);
    expect(body.flag).toMatchObject({ current_triage_status: 'SFCR', flagged_reason: 'Out of State Move' });
    expect(body.voter).toMatchObject({
      voter_id: OHIO,
      full_name: 'VOTER4, JANE',
      jurisdiction_name: 'LANSING CITY',
    });
    const move = body.findings.find((f) => f.rule === 'NCOA_STATE');
    expect(move?.evidence).toBeTruthy();
    expect(JSON.stringify(move?.evidence)).toMatch(/OH/);
    expect(body.challenger).toMatchObject({
      voter_id: 7,
      full_name: 'VOTER7, JANE',
      jurisdiction_name: 'LANSING CITY',
    });
    expect(body.challenger_problem).toBeNull();
    expect(body.can_submit).toBe(true);
    expect(body.submitted).toBeNull();
  });

  it('refuses a user of another county without telling anything of the registration', async () => {
    const { status, body } = await prepare('kentPatriot');
    expect(status).toBe(403);
    expect(JSON.stringify(body)).not.toMatch(/VOTER4|Out of State/);
    const r = await submit('kentPatriot', { expected_version: 2 });
    expect(r.statusCode).toBe(403);
  });

  it("refuses a challenger registered elsewhere with the statute's reason", async () => {
    const { body } = await prepare('plus');
    const problem = challengerElsewhere('GRAND RAPIDS CITY, KENT county', 'LANSING CITY, INGHAM county');
    expect(body.challenger_problem).toBe(problem);
    expect(body.can_submit).toBe(false);
    const r = await submit('plus', { expected_version: body.flag.version });
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe(problem);
    expect((await prepare('lansingPatriot')).body.flag.current_triage_status).toBe('SFCR');
  });

  it('finds a registration the challenger names, only when it is in their name', async () => {
    expect((await prepare('unmatched')).body.challenger_problem).toBe(CHALLENGER_UNKNOWN);
    const named = await prepare('unmatched', OHIO, '?challenger_voter_id=8');
    expect(named.body.challenger_problem).toBe(CHALLENGER_NOT_YOURS);
    await setAccount('unmatched', { first_name: 'Jane', last_name: 'Voter8' });
    const mine = await prepare('unmatched', OHIO, '?challenger_voter_id=8');
    expect(mine.body.challenger).toMatchObject({ voter_id: 8 });
    expect(mine.body.challenger_problem).toBeNull();
    expect(mine.body.can_submit).toBe(true);
  });

  it("checks the form: the reasons and the attestation, in the reader's words", async () => {
    const short = await submit('lansingPatriot', { expected_version: 2, reasons: 'moved' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/minimum 8 characters/);
    const unattested = await submit('lansingPatriot', { expected_version: 2, attest: false });
    expect(unattested.statusCode).toBe(400);
    expect(unattested.json().message).toMatch(/Confirm the statement/);
  });

  it('is submitted from To Be Challenged only', async () => {
    const r = await as('lansingPatriot', 'POST', '/api/challenge', {
      voter_id: 5,
      expected_version: 1,
      reasons: REASONS,
      attest: true,
    });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(CHALLENGE_FROM_SFCR('TRIAGE - Needs More Research'));
  });

  it('submits it: CS with the packet on the history, and the clerk has it', async () => {
    const { body: draft } = await prepare('lansingPatriot');
    const stale = await submit('lansingPatriot', { expected_version: draft.flag.version + 5 });
    expect(stale.statusCode).toBe(409);
    const r = await submit('lansingPatriot', { expected_version: draft.flag.version });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ message: CHALLENGE_SUBMITTED, flag: { current_triage_status: 'CS' } });

    const [event] = await h.t.db.query<{ to_status: string; comments_x: string; challenge_packet: any }>(
      'select to_status, comments_x, challenge_packet from flag_events where voter_id = $1 order by flag_event_id desc limit 1',
      [OHIO],
    );
    expect(event?.to_status).toBe('CS');
    expect(event?.comments_x).toContain(REASONS);
    expect(event?.comments_x).toContain('JANE VOTER7 (voter ID 7), a registered voter of LANSING CITY');
    expect(event?.challenge_packet).toMatchObject({
      statute: 'MCL 168.512',
      challenger: { voter_id: 7, jurisdiction_name: 'LANSING CITY', account: 'lansingPatriot@example.org' },
      voter: { voter_id: OHIO, full_name: 'VOTER4, JANE' },
      flagged_reason: 'Out of State Move',
      reasons: REASONS,
    });
    expect(event?.challenge_packet.findings.map((f: { rule: string }) => f.rule)).toContain('NCOA_STATE');

    const metrics = (await as('clerk', 'GET', '/api/clerk-review-metrics/')).json();
    expect(metrics.challenge_submitted_count).toBe(1);
    const list = (await as('clerk', 'POST', '/api/clerk-review-list', { filter_code: 'CS' })).json();
    expect(
      list.rows.map((row: { voter_identification_number: number }) => row.voter_identification_number),
    ).toEqual([OHIO]);

    const { body: read } = await prepare('clerk');
    expect(read.submitted).toMatchObject({
      actor_name: 'lansingPatriot@example.org',
      packet: { reasons: REASONS },
    });
    expect(read.can_submit).toBe(false);
    const again = await submit('lansingPatriot', { expected_version: r.json().flag.version });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CHALLENGE_FROM_SFCR('INVALID - Challenge Submitted'));
  });

  it('is not for roles without the permission, nor for an unflagged registration', async () => {
    expect((await prepare('researcher')).status).toBe(403);
    const unflagged = await prepare('lansingPatriot', 9);
    expect(unflagged.status).toBe(404);
    expect(unflagged.body.message).toMatch(/not flagged/);
  });
});
