import {
  CODE_EXPIRED,
  CODE_TOO_MANY_TRIES,
  CODE_VERIFIED,
  CODE_WRONG,
  findMeBody,
  findMeResponse,
  messageResponse,
  mfaSendTextBody,
  mfaVerifyTextBody,
  mfaVerifyTextResponse,
  NO_REGISTRATION_FOUND,
  SEVERAL_REGISTRATIONS_FOUND,
  SIGNUP_DONE,
  SIGNUP_EMAIL_TAKEN,
  SIGNUP_NOT_FOUND,
  SIGNUP_PHONE_NOT_VERIFIED,
  SIGNUP_VOTER_TAKEN,
  signupBody,
  TEXT_SEND_FAILED,
  TEXT_SENT,
  TOO_MANY_TEXTS,
} from '@voterroll/contract/accounts-api';
import { NO_SNAPSHOT_MESSAGE } from '@voterroll/contract/common-api';
import type { Role } from '@voterroll/contract/roles';
import type { Db } from '@voterroll/db/database';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { insertAccount } from '../../auth/accounts';
import { audit } from '../../auth/audit';
import type { Delivery } from '../../auth/delivery';
import { hashSecret, hashToken, newCode, newToken, verifySecret } from '../../auth/secrets';
import { refuse } from '../../http/replies';
import {
  accountExists,
  CODE_MAX_TRIES,
  CODE_MINUTES,
  consumeCode,
  consumePhoneVerification,
  findRegistrations,
  insertCode,
  markCodeVerified,
  recentSends,
  registrationById,
  SENDS_PER_IP_PER_HOUR,
  SENDS_PER_PHONE_PER_HOUR,
  takeCodeAttempt,
} from './queries';

/** Sign-up in four steps (spec 1): find my registration, verify my phone, create the account. */
export const signupRoutes: FastifyPluginAsyncZod<{ db: Db; delivery: Delivery }> = async (
  app,
  { db, delivery },
) => {
  app.post(
    '/api/find-me',
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '15 minutes' }, snapshot: 'optional' },
      schema: {
        body: findMeBody,
        response: { 200: findMeResponse, 404: messageResponse, 409: messageResponse, 503: messageResponse },
      },
    },
    async (request, reply) => {
      const b = request.body;
      // Without a voter file there is no one to find: the service is not there yet (503).
      const snapshot = request.snapshotOrNull;
      if (!snapshot) return refuse(reply, 503, NO_SNAPSHOT_MESSAGE);
      const matches = await findRegistrations(db, snapshot, b);
      if (matches.length === 0)
        return reply.status(404).send({ message: NO_REGISTRATION_FOUND(b.my_first_name, b.my_last_name) });
      if (matches.length > 1) {
        // "Admin has been notified": a message in the administrators' /messages list (besides the
        // audit log), naming what was searched and the registrations found.
        const voterIds = matches.map((m) => m.voter_identification_number);
        await db.transaction(async (tx) => {
          await audit(tx, 'signup.several-matches', {
            ip: request.ip,
            detail: { county: b.my_county, voter_ids: voterIds },
          });
          await tx.query('insert into contact_messages (name, email, message, ip) values ($1, $2, $3, $4)', [
            `${b.my_first_name} ${b.my_last_name} (sign-up)`,
            '',
            `Sign-up found more than one registration for ${b.my_first_name} ${b.my_last_name}, born ${b.my_yob}, ` +
              `in ${b.my_county} county at the same address: voter ids ${voterIds.join(', ')}. ` +
              'The person was told that an administrator will contact them.',
            request.ip,
          ]);
        });
        return reply.status(409).send({ message: SEVERAL_REGISTRATIONS_FOUND });
      }
      return matches;
    },
  );

  app.post(
    '/api/auth/mfa-send-text',
    {
      config: { access: 'public', rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        body: mfaSendTextBody,
        response: { 200: messageResponse, 429: messageResponse, 502: messageResponse },
      },
    },
    async (request, reply) => {
      const phone = request.body.my_phone_number;
      const sends = await recentSends(db, phone, request.ip);
      if (sends.phone >= SENDS_PER_PHONE_PER_HOUR || sends.ip >= SENDS_PER_IP_PER_HOUR)
        return reply.status(429).send({ message: TOO_MANY_TEXTS });
      const code = newCode();
      await insertCode(db, phone, await hashSecret(code), request.ip);
      try {
        await delivery.sendText(
          phone,
          `Your Voter Roll Integrity verification code is ${code}. It expires in ${CODE_MINUTES} minutes.`,
        );
      } catch (e) {
        request.log.error({ err: e }, 'sending a text failed');
        return reply.status(502).send({ message: TEXT_SEND_FAILED });
      }
      return { message: TEXT_SENT };
    },
  );

  // Failures answer 200 with status Failed: the wizard shows status_msg (spec 1 section 8).
  app.post(
    '/api/auth/mfa-verify-text',
    {
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { body: mfaVerifyTextBody, response: { 200: mfaVerifyTextResponse } },
    },
    async (request) => {
      const { my_phone_number: phone, sms_code: code } = request.body;
      const failed = (status_msg: string) => ({ message: { status: 'Failed' as const, status_msg } });
      const attempt = await takeCodeAttempt(db, phone);
      if (!attempt) return failed(CODE_EXPIRED);
      if (attempt.attempts > CODE_MAX_TRIES) {
        await consumeCode(db, attempt.id);
        return failed(CODE_TOO_MANY_TRIES);
      }
      if (!(await verifySecret(code, attempt.code_hash))) {
        if (attempt.attempts >= CODE_MAX_TRIES) {
          await consumeCode(db, attempt.id);
          return failed(CODE_TOO_MANY_TRIES);
        }
        return failed(CODE_WRONG);
      }
      const token = newToken();
      await markCodeVerified(db, attempt.id, hashToken(token));
      return {
        message: { status: 'Success' as const, status_msg: CODE_VERIFIED, verification_token: token },
      };
    },
  );

  app.post(
    '/api/auth/signup',
    {
      config: { access: 'public', rateLimit: { max: 5, timeWindow: '1 minute' }, snapshot: 'optional' },
      schema: {
        body: signupBody,
        response: {
          201: messageResponse,
          400: messageResponse,
          404: messageResponse,
          409: messageResponse,
          503: messageResponse,
        },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const snapshot = request.snapshotOrNull;
      if (!snapshot) return refuse(reply, 503, NO_SNAPSHOT_MESSAGE);
      // The server is the authority on who the registration is: what it was found by (names, birth
      // year, address) must match again, and its area comes from it.
      const registration = await registrationById(db, snapshot, b.voter_id);
      if (
        !registration ||
        registration.first_name !== b.first_name ||
        registration.last_name !== b.last_name ||
        registration.year_of_birth !== b.my_yob ||
        !registration.address_hashes.includes(b.my_address)
      )
        return reply.status(404).send({ message: SIGNUP_NOT_FOUND });
      const outcome = await db.transaction(async (tx) => {
        const taken = await accountExists(tx, b.email, b.voter_id);
        if (taken) return taken;
        if (!(await consumePhoneVerification(tx, b.phone, hashToken(b.phone_verification_token))))
          return 'phone' as const;
        const id = await insertAccount(tx, {
          username: b.email,
          email: b.email,
          password: b.password,
          firstName: b.first_name,
          lastName: b.last_name,
          roles: [`ROLE_${b.role}` as Role],
          active: false,
          county: registration.county_name,
          jurisdiction: registration.jurisdiction_name,
          voterId: b.voter_id,
          phone: b.phone,
          group: b.group,
          party: b.party ?? null,
          reason: b.reason,
        });
        return id === null ? ('email' as const) : id;
      });
      if (outcome === 'email') return reply.status(409).send({ message: SIGNUP_EMAIL_TAKEN });
      if (outcome === 'voter') return reply.status(409).send({ message: SIGNUP_VOTER_TAKEN });
      if (outcome === 'phone') return reply.status(400).send({ message: SIGNUP_PHONE_NOT_VERIFIED });
      await audit(db, 'signup', {
        subject: b.email,
        ip: request.ip,
        detail: { user_id: outcome, role: `ROLE_${b.role}`, county: registration.county_name },
      });
      return reply.status(201).send({ message: SIGNUP_DONE });
    },
  );
};
