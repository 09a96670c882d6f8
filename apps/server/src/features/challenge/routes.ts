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
  challengeQuery,
  challengeResponse,
} from '@voterroll/contract/challenge-api';
import { errorResponse } from '@voterroll/contract/common-api';
import { ELECTION_LAW } from '@voterroll/contract/flag-forms';
import { triageChangeResponse, triageErrorResponse } from '@voterroll/contract/flags-api';
import { personNameOf } from '@voterroll/contract/labels';
import { can } from '@voterroll/contract/policies';
import { registrationNotFound } from '@voterroll/contract/registration-api';
import type { Actor } from '@voterroll/contract/roles';
import { TRIAGE_STATUS_INFO } from '@voterroll/contract/triage';
import type { Db, Queryable } from '@voterroll/db/database';
import { type TransitionErrorCode, transitionIn } from '@voterroll/records/flags/transition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../auth/gate';
import { areaRecord } from '../../http/preamble';
import { refuse } from '../../http/replies';
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
  named: number | undefined,
): Promise<ChallengeResponse> {
  const reg = await registrationAt(q, snapshot, voterId);
  const voter = reg && asVoter(reg);
  const { challenger, problem } = voter
    ? await challengerFor(q, snapshot, actor.userId, voter, named)
    : { challenger: null, problem: challengeGone(voterId) };
  const submitted = await submittedPacket(q, flag.flagged_reg_id);
  return {
    snapshot_date: snapshot,
    flag,
    voter,
    findings: voter ? await findingsOf(q, snapshot, voterId) : [],
    challenger,
    challenger_problem: problem,
    can_submit:
      flag.current_triage_status === 'SFCR' && problem === null && can(actor.roles, 'challenge.submit'),
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
        querystring: challengeQuery,
        response: { 200: challengeResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const rec = challengeRecord.of(request);
      if (!rec.flag) return refuse(reply, 404, CHALLENGE_NOT_FLAGGED(rec.voterId));
      const named = request.query.challenger_voter_id;
      return draftOf(db, request.snapshot, actorOf(request), rec.voterId, rec.flag, named);
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
          200: triageChangeResponse,
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
      const done = await db.transaction(async (tx) => {
        const d = await draftOf(tx, snapshot, actor, rec.voterId, flag, b.challenger_voter_id);
        if (d.flag.current_triage_status !== 'SFCR')
          return { status: 409, message: CHALLENGE_FROM_SFCR(label(d.flag.current_triage_status)) } as const;
        if (d.challenger_problem || !d.voter || !d.challenger)
          return {
            status: 422,
            message: d.challenger_problem ?? CHALLENGE_NOT_FLAGGED(rec.voterId),
          } as const;
        const packet: ChallengePacket = {
          statute: ELECTION_LAW.section,
          statute_text: CHALLENGE_STATUTE_TEXT,
          disclaimer: CHALLENGE_DISCLAIMER,
          snapshot_date: snapshot,
          submitted_at: new Date().toISOString(),
          challenger: { ...d.challenger, account: actor.username },
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
        return r;
      });
      if ('status' in done) return refuse(reply, done.status, done.message);
      if (!done.ok) {
        return refuse(reply, STATUS_OF[done.error.code], done.error.message, { flag: done.error.flag });
      }
      return { message: CHALLENGE_SUBMITTED, flag: done.value };
    },
  );
};
