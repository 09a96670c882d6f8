import {
  BULK_CONFIRM_ABOVE,
  bulkConfirmMessage,
  flaggedCommentsParams,
  flaggedCommentsResponse,
  flagRegistrationIntBody,
  flagRegistrationResponse,
  flagRegistrationsBulkBody,
  reviewOutcomeBody,
  triageChangeResponse,
  triageErrorResponse,
  updateTriageStatusBody,
} from '@voterroll/contract/flags-api';
import { REVIEW_OUTCOMES, TRIAGE_STATUS_INFO } from '@voterroll/contract/triage';
import type { Db } from '@voterroll/db/database';
import {
  type TransitionErrorCode,
  type TransitionRequest,
  transition,
} from '@voterroll/records/flags/transition';
import { transitionMany } from '@voterroll/records/flags/transition-many';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../auth/gate';
import { areaRecord } from '../../http/preamble';
import { badRequest, refuse } from '../../http/replies';
import { findFlag, flaggedComments } from './queries';

/** A registration's flag by voter id, where the registration is; null when it is not flagged. */
export const flagRecord = areaRecord({
  name: 'flag',
  find: (db, voterId) => findFlag(db, voterId as number),
  place: (f) => f.place,
  outside: (request) => ({
    status: 403,
    message: `Voter ID ${(request.params as { voterId: number }).voterId} is registered outside your area.`,
  }),
});

export interface FlagsRoutesOptions {
  db: Db;
  /** Bulk requests above this many registrations must name their count (confirm_count). */
  bulkConfirmAbove?: number | undefined;
}

/** HTTP status of each refusal of the transition function. */
export const STATUS_OF: Record<TransitionErrorCode, 400 | 403 | 404 | 409 | 422> = {
  invalid: 400,
  forbidden: 403,
  'out-of-scope': 403,
  'not-found': 404,
  changed: 409,
  'needs-review': 422,
  'not-offered': 422,
};

const refusals = {
  400: triageErrorResponse,
  403: triageErrorResponse,
  404: triageErrorResponse,
  409: triageErrorResponse,
  422: triageErrorResponse,
};

/** Flagging and status changes: every one goes through the transition function. */
export const flagsRoutes: FastifyPluginAsyncZod<FlagsRoutesOptions> = async (app, o) => {
  const { db } = o;
  const confirmAbove = o.bulkConfirmAbove ?? BULK_CONFIRM_ABOVE;
  const unique = (ids: number[]) => [...new Set(ids)];
  const needsConfirmation = (n: number, confirm: number | undefined) => n > confirmAbove && confirm !== n;

  app.post(
    '/api/update-triage-status',
    {
      config: { access: { permission: 'flags.triage' }, rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: { body: updateTriageStatusBody, response: { 200: triageChangeResponse, ...refusals } },
    },
    async (request, reply) => {
      const b = request.body;
      const r = await transition(db, {
        by: { kind: 'user', actor: actorOf(request) },
        voterId: b.voter_id,
        // The flag the client saw (spec payload's flagged_reg_id): another one means it changed meanwhile.
        expected: { version: b.expected_version, status: b.expected_status, flaggedRegId: b.flagged_reg_id },
        // To INQ: the clerk's 'Add to Work Queue', which creates the flag of an unflagged registration
        // and writes the spec's comment and reason itself (transition.ts, spec 3 section 4.2).
        to: b.triage_status,
        reason: b.flagged_reason ?? null,
        comment: b.comments_x,
      });
      if (!r.ok) return refuse(reply, STATUS_OF[r.error.code], r.error.message, { flag: r.error.flag });
      return { message: `Saved: ${TRIAGE_STATUS_INFO[r.value.current_triage_status].label}.`, flag: r.value };
    },
  );

  // "Lives here" / "Does not live here but is valid" (spec 1 section 4): the registration is found
  // valid, so the move is to VALID (a note when it is already), with the outcome on the event; the
  // transition table decides who may (from TRG or SFCR only those holding the final disposition).
  app.post(
    '/api/review-outcome',
    {
      config: { access: { permission: 'flags.triage' }, rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: { body: reviewOutcomeBody, response: { 200: triageChangeResponse, ...refusals } },
    },
    async (request, reply) => {
      const b = request.body;
      const o = REVIEW_OUTCOMES[b.outcome];
      const r = await transition(db, {
        by: { kind: 'user', actor: actorOf(request) },
        voterId: b.voter_id,
        expected: { version: b.expected_version, status: b.expected_status },
        to: 'VALID',
        reason: o.reason,
        comment: b.comments_x ? `${o.label}: ${b.comments_x}` : o.label,
        outcome: b.outcome,
      });
      if (!r.ok) return refuse(reply, STATUS_OF[r.error.code], r.error.message, { flag: r.error.flag });
      return { message: `Recorded: ${o.label}. ${TRIAGE_STATUS_INFO.VALID.label}.`, flag: r.value };
    },
  );

  app.post(
    '/api/flag-registration-int',
    {
      config: {
        access: { permission: 'flags.flag-internal' },
        rateLimit: { max: 60, timeWindow: '1 minute' },
      },
      schema: { body: flagRegistrationIntBody, response: { 200: flagRegistrationResponse, ...refusals } },
    },
    async (request, reply) => {
      const b = request.body;
      const ids = unique(b.selectedVoterIds.map((s) => s.voterIdentificationNo));
      if (needsConfirmation(ids.length, b.confirm_count))
        return badRequest(reply, bulkConfirmMessage(ids.length));
      const actor = actorOf(request);
      const requests: TransitionRequest[] = ids.map((voterId) => ({
        by: { kind: 'user', actor },
        voterId,
        // The flag dialog acts on unflagged registrations only (spec 1: other rows cannot be selected).
        expected: { status: 'NEW' },
        to: b.flagReport.flag_status,
        reason: b.flagReport.flagged_reason,
        comment: b.flagReport.flagged_reason_x,
        bulk: ids.length > 1,
      }));
      const r = await transitionMany(db, requests);
      if (!r.ok) {
        const first = r.error.refused[0]!.error;
        return refuse(reply, STATUS_OF[first.code], r.error.message, { flag: first.flag });
      }
      return {
        message: thanks(r.value.length),
        flagged_reg_id: r.value[0]?.flagged_reg_id ?? null,
        flags: r.value,
      };
    },
  );

  app.post(
    '/api/flag-registrations-bulk',
    {
      config: { access: { permission: 'review.bulk-flag' }, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        body: flagRegistrationsBulkBody,
        response: { 200: flagRegistrationResponse, ...refusals },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const ids = unique(b.selectedVoterIdsWithReviewCodes.map((s) => s.voterIdentificationNo));
      if (needsConfirmation(ids.length, b.confirm_count))
        return badRequest(reply, bulkConfirmMessage(ids.length));
      const actor = actorOf(request);
      // The codes the client shows are not trusted: each event records the findings the server holds.
      const r = await transitionMany(
        db,
        ids.map((voterId) => ({
          by: { kind: 'user', actor },
          voterId,
          expected: { status: 'NEW' },
          to: b.flag_status,
          reason: b.flagged_reason,
          comment: b.flagged_reason_x,
          bulk: ids.length > 1,
        })),
      );
      if (!r.ok) {
        const first = r.error.refused[0]!.error;
        return refuse(reply, STATUS_OF[first.code], r.error.message, { flag: first.flag });
      }
      return {
        message: thanks(r.value.length),
        flagged_reg_id: r.value[0]?.flagged_reg_id ?? null,
        flags: r.value,
      };
    },
  );

  app.get(
    '/api/flagged-registration-comments/:voterId',
    {
      config: {
        access: { permission: 'flags.comments' },
        area: { record: flagRecord, key: 'params.voterId' },
      },
      schema: {
        params: flaggedCommentsParams,
        response: { 200: flaggedCommentsResponse, 403: refusals[403] },
      },
    },
    async (request) => flaggedComments(db, flagRecord.of(request)?.flag ?? null, actorOf(request)),
  );
};

const thanks = (n: number) =>
  n === 1
    ? 'Thank you: the registration has been updated.'
    : `Thank you: ${n} registrations have been updated.`;
