import {
  CHALLENGE_FROM_SFCR,
  CHALLENGE_SUBMITTED,
  CHALLENGER_UNKNOWN,
  type ChallengeResponse,
  challengerElsewhere,
  challengerNotActive,
} from '@voterroll/contract/challenge-api';
import { voterStatusLabel } from '@voterroll/contract/labels';
import { CS_ONLY_BY_PACKET, FOUR_EYES_MARK, FOUR_EYES_SUBMIT } from '@voterroll/contract/triage';
import { KENT_VOTER } from '@voterroll/records/flags/flag.fixture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FlagTestApp, flagTestApp } from '../../test-support/flag-app';

/**
 * The challenge of MCL 168.512 over HTTP: prepared from To Be Challenged by a patriot who is a
 * registered voter of the same city or township, submitted as CS with the packet on the flag's
 * history, and then the clerk's. Voter 4 (Lansing) moved to Ohio (NCOA_STATE); 7, 8 and 10 are
 * Lansing voters (JANE VOTER7, ...), 10 no longer active; Kent voters live in Grand Rapids. The
 * challenger is the registration linked to the account, never a name; four eyes (DESIGN.md 8).
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
      secondPatriot: [['ROLE_ELECTION-PATRIOT'], { county: 'INGHAM', jurisdiction: 'LANSING CITY' }],
      inactive: [['ROLE_ELECTION-PATRIOT'], { county: 'INGHAM' }],
      kentPatriot: [['ROLE_ELECTION-PATRIOT'], { county: 'KENT' }],
      plus: [['ROLE_ELECTION-PATRIOT-PLUS'], { county: 'INGHAM' }],
      unmatched: [['ROLE_ELECTION-PATRIOT'], { county: 'INGHAM' }],
      clerk: [['ROLE_CLERK'], { county: 'INGHAM', jurisdiction: 'LANSING CITY' }],
      researcher: [['ROLE_DIGITAL-RESEARCHER'], { county: 'INGHAM' }],
    },
  });
  // Linked at sign-up: the Lansing patriots to voters 7 and 8, Plus to a Grand Rapids voter, one
  // patriot to voter 10, whom the current file lists as Verify (not active).
  await setAccount('lansingPatriot', { voter_id: 7 });
  await setAccount('secondPatriot', { voter_id: 8 });
  await setAccount('plus', { voter_id: KENT_VOTER + 1 });
  await setAccount('inactive', { voter_id: 10 });
  await h.t.db.query(`update registrations set voter_status_type_code = 'V' where voter_id = 10`);
  const move = async (who: string, voterId: number, to: string, reason: string) =>
    as(who, 'POST', '/api/update-triage-status', {
      voter_id: voterId,
      triage_status: to,
      flagged_reason: reason,
      comments_x: 'Checked the evidence on its own',
    });
  // A researcher raises voter 4, the patriot (a second pair of eyes) marks it To Be Challenged.
  for (const [who, to] of [
    ['researcher', 'TRG'],
    ['lansingPatriot', 'SFCR'],
  ] as const) {
    const r = await move(who, OHIO, to, 'Out of State Move');
    expect(r.statusCode, r.body).toBe(200);
  }
  // The patriot raises 5 and 6; the second patriot marks 6 To Be Challenged.
  for (const [who, voterId, to] of [
    ['lansingPatriot', 5, 'TRG'],
    ['lansingPatriot', 6, 'TRG'],
    ['secondPatriot', 6, 'SFCR'],
  ] as const) {
    const r = await move(who, voterId, to, 'Deceased');
    expect(r.statusCode, r.body).toBe(200);
  }
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

  it('uses the linked registration, never a name: a renamed account cannot challenge as another voter', async () => {
    expect((await prepare('unmatched')).body.challenger_problem).toBe(CHALLENGER_UNKNOWN);
    // Renamed to voter 8's name and naming voter 8: still no challenger (the attack of issue 35).
    await setAccount('unmatched', { first_name: 'JANE', last_name: 'VOTER8' });
    const named = await prepare('unmatched', OHIO, '?challenger_voter_id=8');
    expect(named.body.challenger).toBeNull();
    expect(named.body.challenger_problem).toBe(CHALLENGER_UNKNOWN);
    expect(named.body.can_submit).toBe(false);
    const r = await submit('unmatched', {
      expected_version: named.body.flag.version,
      challenger_voter_id: 8,
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe(CHALLENGER_UNKNOWN);
    // Renaming the linked account changes nothing either.
    await setAccount('lansingPatriot', { first_name: 'SOMEONE', last_name: 'ELSE' });
    const mine = await prepare('lansingPatriot');
    expect(mine.body.challenger).toMatchObject({ voter_id: 7, full_name: 'VOTER7, JANE' });
    expect(mine.body.can_submit).toBe(true);
    expect((await prepare('lansingPatriot')).body.flag.current_triage_status).toBe('SFCR');
  });

  it('refuses a challenger whose registration is not active, saying what to do', async () => {
    const { body } = await prepare('inactive');
    const problem = challengerNotActive(10, voterStatusLabel('V'));
    expect(body.challenger).toMatchObject({ voter_id: 10, voter_status_type_code: 'V' });
    expect(body.challenger_problem).toBe(problem);
    expect(body.can_submit).toBe(false);
    const r = await submit('inactive', { expected_version: body.flag.version });
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe(problem);
  });

  it('four eyes: who raised a flag neither marks it To Be Challenged nor submits it', async () => {
    // Voter 5: raised by the patriot, who may not mark it; the second patriot may.
    const mark = await as('lansingPatriot', 'POST', '/api/update-triage-status', {
      voter_id: 5,
      triage_status: 'SFCR',
      flagged_reason: 'Deceased',
      comments_x: 'I found the obituary myself',
    });
    expect(mark.statusCode).toBe(403);
    expect(mark.json().message).toBe(FOUR_EYES_MARK);
    // Voter 6: raised by the patriot, marked by the second: the raiser cannot be its challenger.
    const { body } = await prepare('lansingPatriot', 6);
    expect(body.flag.current_triage_status).toBe('SFCR');
    expect(body.challenger_problem).toBe(FOUR_EYES_SUBMIT);
    expect(body.can_submit).toBe(false);
    const r = await as('lansingPatriot', 'POST', '/api/challenge', {
      voter_id: 6,
      expected_version: body.flag.version,
      reasons: REASONS,
      attest: true,
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe(FOUR_EYES_SUBMIT);
    expect((await prepare('secondPatriot', 6)).body).toMatchObject({
      challenger_problem: null,
      can_submit: true,
    });
  });

  it('reaches Challenge Submitted only through the packet: no status change, no bulk action', async () => {
    for (const [who, voterId] of [
      ['lansingPatriot', OHIO],
      ['secondPatriot', 6],
    ] as const) {
      const r = await as(who, 'POST', '/api/update-triage-status', {
        voter_id: voterId,
        triage_status: 'CS',
        flagged_reason: 'Out of State Move',
        comments_x: 'Challenge submitted by hand',
      });
      expect(r.statusCode).toBe(422);
      expect(r.json().message).toBe(CS_ONLY_BY_PACKET);
    }
    const bulk = await as('lansingPatriot', 'POST', '/api/flag-registrations-bulk', {
      selectedVoterIdsWithReviewCodes: [{ voterIdentificationNo: 1 }, { voterIdentificationNo: 2 }],
      flag_status: 'CS',
      flagged_reason: 'Deceased',
      flagged_reason_x: 'Two obituaries found',
    });
    expect(bulk.statusCode).toBe(400);
    const flagged = await h.t.db.query(
      'select 1 from flags where voter_id in (1, 2) or current_triage_status = $1',
      ['CS'],
    );
    expect(flagged).toEqual([]);
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
