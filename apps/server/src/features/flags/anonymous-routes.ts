import {
  ANONYMOUS_FLAG_LIMITS,
  ANONYMOUS_PHONE_NOT_VERIFIED,
  anonymousLimitMessage,
  flagRegistrationExtBody,
  flagRegistrationResponse,
  triageErrorResponse,
} from '@voterroll/contract/flags-api';
import type { Db } from '@voterroll/db/database';
import { transitionMany } from '@voterroll/records/flags/transition-many';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hashToken } from '../../auth/secrets';
import {
  anonymousFlagsByAddress,
  anonymousFlagsByPhone,
  releasePhoneProof,
  takePhoneProof,
} from './anonymous-queries';
import { STATUS_OF } from './routes';

/**
 * The anonymous flag dialog (spec 1): a visitor with a phone verified by text code reports
 * registrations to triage. Limited per verified phone and per flagged address over 24 hours,
 * besides the per-client request limit.
 */
export const anonymousFlagRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/api/flag-registration-ext',
    {
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        body: flagRegistrationExtBody,
        response: {
          200: flagRegistrationResponse,
          400: triageErrorResponse,
          403: triageErrorResponse,
          404: triageErrorResponse,
          409: triageErrorResponse,
          422: triageErrorResponse,
          429: triageErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const r = b.flagReport.reporter;
      const phone = r.reporter_phone_no;
      const proof = await takePhoneProof(db, phone, hashToken(b.phone_verification_token));
      if (proof === null) return reply.status(400).send({ message: ANONYMOUS_PHONE_NOT_VERIFIED });
      // A refused flag gives the proof back; a flag made keeps it used.
      const ids = [...new Set(b.selectedVoterIds.map((s) => s.voterIdentificationNo))];
      const limited =
        (await anonymousFlagsByPhone(db, phone)) + ids.length > ANONYMOUS_FLAG_LIMITS.perPhonePerDay
          ? 'phone'
          : (await anonymousFlagsByAddress(db, ids)) > ANONYMOUS_FLAG_LIMITS.perAddressPerDay
            ? 'address'
            : null;
      if (limited) {
        await releasePhoneProof(db, proof);
        return reply.status(429).send({ message: anonymousLimitMessage(limited) });
      }
      const reporter = {
        firstName: r.reporter_first_name,
        lastName: r.reporter_last_name,
        email: r.reporter_email,
        party: r.reporter_party_affiliation,
        addressLn1: r.reporter_address_ln1,
        addressLn2: r.reporter_address_ln2,
        city: r.reporter_city,
        state: r.reporter_state,
        zipCode: r.reporter_zip_code,
        phone,
      };
      const done = await transitionMany(
        db,
        ids.map((voterId) => ({
          by: { kind: 'anonymous' as const, reporter },
          voterId,
          expected: { status: 'NEW' as const },
          to: 'TRG' as const,
          reason: b.flagReport.flagged_reason,
          comment: b.flagReport.flagged_reason_x,
          bulk: ids.length > 1,
        })),
      );
      if (!done.ok) {
        const first = done.error.refused[0]!.error;
        await releasePhoneProof(db, proof);
        return reply.status(STATUS_OF[first.code]).send({ message: done.error.message, flag: first.flag });
      }
      const n = done.value.length;
      return {
        message:
          n === 1
            ? 'Thank you: the registration has been sent for review.'
            : `Thank you: ${n} registrations have been sent for review.`,
        flagged_reg_id: done.value[0]?.flagged_reg_id ?? null,
        flags: done.value,
      };
    },
  );
};
