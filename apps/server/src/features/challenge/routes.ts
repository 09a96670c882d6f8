import {
  CHALLENGE_DISCLAIMER,
  CHALLENGE_FROM_SFCR,
  CHALLENGE_NOT_FLAGGED,
  CHALLENGE_STATUTE_TEXT,
  CHALLENGE_SUBMITTED,
  type ChallengePacket,
  type ChallengeResponse,
  challengeBody,
  challengeGone,
  challengeParams,
  challengePdfName,
  challengePdfQuery,
  challengeResponse,
  challengeSubmitResponse,
  myChallengesResponse,
} from '@voterroll/contract/challenge-api';
import { errorResponse } from '@voterroll/contract/common-api';
import { ELECTION_LAW } from '@voterroll/contract/flag-forms';
import { triageErrorResponse } from '@voterroll/contract/flags-api';
import { personNameOf } from '@voterroll/contract/labels';
import { can } from '@voterroll/contract/policies';
import { registrationNotFound } from '@voterroll/contract/registration-api';
import type { Actor } from '@voterroll/contract/roles';
import { TRIAGE_STATUS_INFO } from '@voterroll/contract/triage';
import type { Db, Queryable } from '@voterroll/db/database';
import { type TransitionErrorCode, transitionIn } from '@voterroll/records/flags/transition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../auth/gate';
import { areaRecord } from '../../http/preamble';
import { refuse } from '../../http/replies';
import { closeReference, contactOf, myChallenges, openReference, packetOf, withSentences } from './packet';
import { packetPdf } from './packet-pdf';
import {
  asVoter,
  type ChallengeFlag,
  challengerFor,
  findChallengeRecord,
  findingsOf,
  registrationAt,
  submittedPacket,
} from './queries';

/**
 * The challenge of MCL 168.512 (issue 26): an Election Patriot prepares it from 'To Be Challenged'
 * (SFCR) and submits it (CS, through the transition function, the packet on the event), and the
 * clerk of the area reads it. The area is the registration's (else its flag's), as for every flag.
 */

const keyOf = (request: { params?: unknown; body?: unknown }) =>
  (request.params as { voterId?: number } | undefined)?.voterId ??
  (request.body as { voter_id: number }).voter_id;

const challengeRecord = areaRecord({
  name: 'registration to challenge',
  find: (db, voterId) => findChallengeRecord(db, voterId as number),
  place: (r) => ({ county: r.place.county, jurisdiction: r.place.jurisdiction }),
  notFound: (request) => ({ status: 404, message: registrationNotFound(keyOf(request)) }),
  outside: (request) => ({
    status: 403,
    message: `Voter ID ${keyOf(request)} is registered outside your area.`,
  }),
});

/** HTTP status of each refusal of the transition function (as the flags routes answer them). */
const STATUS_OF: Record<TransitionErrorCode, 400 | 403 | 404 | 409 | 422> = {
  invalid: 400,
  forbidden: 403,
  'out-of-scope': 403,
  'not-found': 404,
  changed: 409,
  'needs-review': 422,
  'not-offered': 422,
};

const label = (s: keyof typeof TRIAGE_STATUS_INFO) => TRIAGE_STATUS_INFO[s].label;

/** The challenge as this user would submit it now: the draft, its challenger, why not, the packet sent. */
async function draftOf(
  q: Queryable,
  snapshot: string,
  actor: Actor,
  voterId: number,
  flag: ChallengeFlag,
): Promise<ChallengeResponse> {
  const reg = await registrationAt(q, snapshot, voterId);
  const voter = reg && asVoter(reg);
  const { challenger, problem } = voter
    ? await challengerFor(q, snapshot, actor.userId, voter, flag.flagged_reg_id)
    : { challenger: null, problem: challengeGone(voterId) };
  const sent = await submittedPacket(q, flag.flagged_reg_id);
  const submitted = sent && { ...sent, packet: await packetOf(q, sent.packet) };
  const preparing = flag.current_triage_status === 'SFCR' && can(actor.roles, 'challenge.submit');
  return {
    snapshot_date: snapshot,
    flag,
    voter,
    findings: voter ? await withSentences(q, snapshot, voterId, await findingsOf(q, snapshot, voterId)) : [],
    challenger,
    contact: await contactOf(q, actor.userId, actor.username),
    challenger_problem: problem,
    reference: preparing && voter ? await openReference(q, flag.flagged_reg_id) : null,
    can_submit: preparing && problem === null,
    submitted,
  };
}

export const challengeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/challenge/:voterId',
    {
      config: {
        access: { permission: 'challenge.prepare' },
        snapshot: 'required',
        area: { record: challengeRecord, key: 'params.voterId' },
      },
      schema: {
        params: challengeParams,
        response: { 200: challengeResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const rec = challengeRecord.of(request);
      if (!rec.flag) return refuse(reply, 404, CHALLENGE_NOT_FLAGGED(rec.voterId));
      return draftOf(db, request.snapshot, actorOf(request), rec.voterId, rec.flag);
    },
  );

  app.post(
    '/api/challenge',
    {
      config: {
        access: { permission: 'challenge.submit' },
        snapshot: 'required',
        area: { record: challengeRecord, key: 'body.voter_id' },
        rateLimit: { max: 30, timeWindow: '1 minute' },
      },
      schema: {
        body: challengeBody,
        response: {
          200: challengeSubmitResponse,
          ...Object.fromEntries([400, 403, 404, 409, 422].map((s) => [s, triageErrorResponse])),
        },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const actor = actorOf(request);
      const snapshot = request.snapshot;
      const rec = challengeRecord.of(request);
      if (!rec.flag) return refuse(reply, 404, CHALLENGE_NOT_FLAGGED(rec.voterId));
      const flag = rec.flag;
      let reference = '';
      const done = await db.transaction(async (tx) => {
        const d = await draftOf(tx, snapshot, actor, rec.voterId, flag);
        if (d.flag.current_triage_status !== 'SFCR')
          return { status: 409, message: CHALLENGE_FROM_SFCR(label(d.flag.current_triage_status)) } as const;
        if (d.challenger_problem || !d.voter || !d.challenger || !d.reference)
          return {
            status: 422,
            message: d.challenger_problem ?? CHALLENGE_NOT_FLAGGED(rec.voterId),
          } as const;
        const packet: ChallengePacket = {
          reference: d.reference,
          statute: ELECTION_LAW.section,
          statute_text: CHALLENGE_STATUTE_TEXT,
          disclaimer: CHALLENGE_DISCLAIMER,
          snapshot_date: snapshot,
          submitted_at: new Date().toISOString(),
          challenger: { ...d.challenger, ...d.contact },
          voter: d.voter,
          flagged_reason: d.flag.flagged_reason,
          reasons: b.reasons,
          findings: d.findings,
        };
        const c = d.challenger;
        const r = await transitionIn(tx, {
          by: { kind: 'user', actor },
          voterId: rec.voterId,
          expected: { version: b.expected_version, status: 'SFCR' },
          to: 'CS',
          reason: d.flag.flagged_reason,
          comment: `Challenge submitted to the clerk under ${ELECTION_LAW.section} by ${personNameOf(c.full_name)} (voter ID ${c.voter_id}), a registered voter of ${c.jurisdiction_name}. Reasons: ${b.reasons}`,
          packet,
        });
        if (r.ok) await closeReference(tx, d.reference);
        reference = d.reference;
        return r;
      });
      if ('status' in done) return refuse(reply, done.status, done.message);
      if (!done.ok) {
        return refuse(reply, STATUS_OF[done.error.code], done.error.message, { flag: done.error.flag });
      }
      return { message: CHALLENGE_SUBMITTED, flag: done.value, reference };
    },
  );

  // The packet as a PDF: the same content as the page, the same permission and area.
  app.get(
    '/api/challenge/:voterId/packet.pdf',
    {
      config: {
        access: { permission: 'challenge.prepare' },
        produces: 'application/pdf',
        snapshot: 'required',
        area: { record: challengeRecord, key: 'params.voterId' },
      },
      schema: {
        params: challengeParams,
        querystring: challengePdfQuery,
        // 200 is the PDF itself (a Buffer, sent unserialized).
        response: { 200: z.unknown(), 403: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const rec = challengeRecord.of(request);
      if (!rec.flag) return refuse(reply, 404, CHALLENGE_NOT_FLAGGED(rec.voterId));
      const { reasons } = request.query;
      const actor = actorOf(request);
      const d = await draftOf(db, request.snapshot, actor, rec.voterId, rec.flag);
      const sent = d.submitted?.packet;
      if (!sent && !d.voter) return refuse(reply, 404, d.challenger_problem ?? challengeGone(rec.voterId));
      const pdf = sent
        ? await packetPdf({
            ...sent,
            contact: sent.challenger,
            challenger_problem: null,
          })
        : await packetPdf({
            reference: d.reference,
            statute: ELECTION_LAW.section,
            statute_text: CHALLENGE_STATUTE_TEXT,
            disclaimer: CHALLENGE_DISCLAIMER,
            snapshot_date: d.snapshot_date,
            submitted_at: null,
            challenger: d.challenger,
            contact: d.contact,
            challenger_problem: d.challenger_problem,
            voter: d.voter!,
            flagged_reason: d.flag.flagged_reason,
            reasons: reasons ?? '',
            findings: d.findings,
          });
      return reply
        .type('application/pdf')
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          `inline; filename="${challengePdfName(sent?.reference ?? d.reference, rec.voterId)}"`,
        )
        .send(pdf);
    },
  );

  // The packets the signed-in challenger submitted, with where each is now (the patriot's home).
  app.get(
    '/api/my-challenges',
    {
      config: { access: { permission: 'challenge.submit' } },
      schema: { response: { 200: myChallengesResponse } },
    },
    async (request) => myChallenges(db, actorOf(request).userId),
  );
};
