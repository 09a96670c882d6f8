import type { ChallengeResponse, MyChallenges } from '@voterroll/contract/challenge-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FlagTestApp, flagTestApp } from '../../test-support/flag-app';
import { pdfText } from '../../test-support/pdf-text';

/**
 * The packet a clerk can act on (issue 35): evidence in sentences, a reference number given when
 * it is first prepared and kept once submitted, the challenger's contact, the PDF (same content,
 * same permission and area), and the packets a challenger submitted with their counts. Voter 4
 * (Lansing) moved to Ohio (NCOA_STATE); the patriot is matched to voter 7, of Lansing.
 */

let h: FlagTestApp;
const OHIO = 4;
const REASONS = 'The change-of-address record shows a move to Ohio in 2023; the neighbours confirm it.';
const REFERENCE = /^CH-\d{4}-\d{6}$/;

const as = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  h.app.inject({
    method,
    url,
    headers: { 'x-access-token': h.tokens[who]! },
    ...(payload ? { payload } : {}),
  });
const draft = async (who: string) =>
  (await as(who, 'GET', `/api/challenge/${OHIO}`)).json() as ChallengeResponse;
const pdf = (who: string, query = '') => as(who, 'GET', `/api/challenge/${OHIO}/packet.pdf${query}`);
const mine = async (who: string) => (await as(who, 'GET', '/api/my-challenges')).json() as MyChallenges;
const move = async (who: string, to: string, reason = 'Out of State Move') => {
  const r = await as(who, 'POST', '/api/update-triage-status', {
    voter_id: OHIO,
    triage_status: to,
    flagged_reason: reason,
    comments_x: 'Checked the change-of-address record',
  });
  expect(r.statusCode, r.body).toBe(200);
};

beforeAll(async () => {
  h = await flagTestApp({
    lansingVoters: 10,
    users: {
      patriot: [['ROLE_ELECTION-PATRIOT'], { county: 'INGHAM', jurisdiction: 'LANSING CITY' }],
      kentPatriot: [['ROLE_ELECTION-PATRIOT'], { county: 'KENT' }],
      clerk: [['ROLE_CLERK'], { county: 'INGHAM', jurisdiction: 'LANSING CITY' }],
      researcher: [['ROLE_DIGITAL-RESEARCHER'], { county: 'INGHAM' }],
    },
  });
  await h.t.db.query(`update users set voter_id = 7, phone = '5175550107' where username = $1`, [
    'patriot@example.org',
  ]);
  // A researcher raises it, the patriot marks it To Be Challenged (a second pair of eyes).
  await move('researcher', 'TRG');
  await move('patriot', 'SFCR');
});
afterAll(() => h.close());

describe(`the challenge packet on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('says the evidence in sentences, never JSON', async () => {
    const d = await draft('patriot');
    const move = d.findings.find((f) => f.rule === 'NCOA_STATE');
    expect(move?.sentences.join(' ')).toMatch(/National Change of Address record .*OH/);
    expect(move?.sentences.at(-1)).toMatch(/^Source: ncoa\.csv, line \d+/);
    for (const f of d.findings) expect(f.sentences.join(' ')).not.toMatch(/[{}"]/);
  });

  it('gives the packet a reference number when first prepared, the same on every view', async () => {
    const first = await draft('patriot');
    expect(first.reference).toMatch(REFERENCE);
    expect((await draft('patriot')).reference).toBe(first.reference);
    // The clerk reads; only who may submit is preparing it.
    expect((await draft('clerk')).reference).toBeNull();
  });

  it("carries the challenger's registration and contact", async () => {
    const d = await draft('patriot');
    expect(d.challenger).toMatchObject({ voter_id: 7, jurisdiction_name: 'LANSING CITY' });
    expect(d.contact).toEqual({
      account: 'patriot@example.org',
      email: 'patriot@example.org',
      phone: '5175550107',
    });
  });

  it('makes the draft a PDF with its reference, the reasons typed and the sentences', async () => {
    const { reference } = await draft('patriot');
    const r = await pdf('patriot', `?reasons=${encodeURIComponent(REASONS)}`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['content-disposition']).toContain(`challenge-${reference}.pdf`);
    expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(r.rawPayload);
    expect(text).toContain(reference!);
    expect(text).toContain('National Change of Address record');
    expect(text.replace(/\n/g, ' ')).toContain('the neighbours confirm it');
    expect(text).toContain('patriot@example.org');
    expect(text).not.toMatch(/[{}"]/);
  });

  it('refuses the PDF to another area and to a role without the permission', async () => {
    const other = await pdf('kentPatriot');
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toMatch(/VOTER4|Ohio/i);
    expect((await pdf('researcher')).statusCode).toBe(403);
    expect((await pdf('clerk')).statusCode).toBe(200);
  });

  it('submits the packet under its reference; the clerk reads and prints the same', async () => {
    const d = await draft('patriot');
    const r = await as('patriot', 'POST', '/api/challenge', {
      voter_id: OHIO,
      expected_version: d.flag.version,
      reasons: REASONS,
      attest: true,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().reference).toBe(d.reference);
    const read = await draft('clerk');
    expect(read.submitted?.packet).toMatchObject({
      reference: d.reference,
      reasons: REASONS,
      challenger: { voter_id: 7, email: 'patriot@example.org', phone: '5175550107' },
    });
    expect(read.submitted?.packet.findings.every((f) => f.sentences.length > 1)).toBe(true);
    const text = pdfText((await pdf('clerk')).rawPayload);
    expect(text).toContain(d.reference!);
    expect(text).toMatch(new RegExp(`Submitted: \\s*${read.submitted!.at.slice(0, 10)}`));
  });

  it("lists the challenger's packets and keeps counting them once the clerk acts", async () => {
    const before = await mine('patriot');
    expect(before).toMatchObject({ submitted_total: 1, submitted_this_month: 1, waiting: 1 });
    expect(before.rows).toEqual([
      expect.objectContaining({ voter_id: OHIO, full_name: 'VOTER4, JANE', current_triage_status: 'CS' }),
    ]);
    expect(before.rows[0]!.reference).toMatch(REFERENCE);
    const clerkCounts = async () => (await as('clerk', 'GET', '/api/clerk-review-metrics/')).json();
    expect(await clerkCounts()).toMatchObject({
      challenges_submitted_total: 1,
      challenges_submitted_this_month: 1,
      challenge_submitted_count: 1,
    });
    // The clerk adds it to the work queue: it leaves Challenged, the packet stays submitted.
    await move('clerk', 'INQ');
    expect(await clerkCounts()).toMatchObject({
      challenges_submitted_total: 1,
      challenges_submitted_this_month: 1,
      challenge_submitted_count: 0,
      in_queue_count: 1,
    });
    const after = await mine('patriot');
    expect(after).toMatchObject({ submitted_total: 1, submitted_this_month: 1, waiting: 0 });
    expect(after.rows[0]!.current_triage_status).toBe('INQ');
    expect((await mine('kentPatriot')).submitted_total).toBe(0);
    expect((await as('researcher', 'GET', '/api/my-challenges')).statusCode).toBe(403);
  });
});
