import {
  ACCOUNT_INACTIVE,
  checkSessionResponse,
  messageResponse,
  SIGNED_OUT,
  SIGNIN_FAILED,
  SIGNIN_THROTTLED,
  SIGNIN_UNKNOWN_NAME,
  sessionUser,
  signinBody,
} from '@voterroll/contract/accounts-api';
import type { Db } from '@voterroll/db/database';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../../auth/audit';
import { actorOf, tokenOf } from '../../auth/gate';
import { dummySecretHash, verifySecret } from '../../auth/secrets';
import { cachedServerKey } from '../../auth/server-keys';
import { createSession, revokeToken, type SessionPolicy } from '../../auth/sessions';
import {
  accountCeilingKey,
  clearAccountFailures,
  isAccountSlowed,
  recordAccountFailure,
} from './account-ceiling';
import {
  accountById,
  accountByLogin,
  clearSigninFailures,
  isThrottled,
  recordSignin,
  recordSigninFailure,
  sessionUserOf,
  throttleKey,
} from './queries';

/** Sign-in, sign-out and the session check (spec 1 section 7). */
export const sessionRoutes: FastifyPluginAsyncZod<{ db: Db; sessions?: SessionPolicy }> = async (
  app,
  { db, sessions },
) => {
  const throttleSecret = cachedServerKey(db, 'signin-throttle');
  app.post(
    '/api/auth/signin',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        body: signinBody,
        response: { 200: sessionUser, 401: messageResponse, 403: messageResponse, 429: messageResponse },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const ip = request.ip;
      const serverKey = await throttleSecret();
      const account = await accountByLogin(db, username);
      // The audit names the account, never the text typed: a password typed as the name stays out.
      const fail = (reason: string, failures?: number) =>
        audit(db, 'signin.failure', {
          subject: account?.username ?? SIGNIN_UNKNOWN_NAME,
          ip,
          detail: { reason, ...(account ? { user_id: account.id } : {}), ...(failures ? { failures } : {}) },
        });
      // Throttled per (name as typed, client), and per account across every client (an unknown
      // name by itself): a known and an unknown name answer alike, in the same time, and the
      // account's owner is slowed only after many failures, never locked out.
      const key = throttleKey(serverKey, username, ip);
      const ceiling = accountCeilingKey(serverKey, account, username);
      if ((await isThrottled(db, key)) || (await isAccountSlowed(db, ceiling))) {
        await fail('throttled');
        return reply.status(429).send({ message: SIGNIN_THROTTLED });
      }
      const passwordHash = account?.password_hash ?? (await dummySecretHash());
      if (!(await verifySecret(password, passwordHash)) || !account) {
        const failures = await recordSigninFailure(db, key);
        await recordAccountFailure(db, ceiling);
        await fail(account ? 'wrong password' : 'unknown account', failures);
        return reply.status(401).send({ message: SIGNIN_FAILED });
      }
      await clearSigninFailures(db, key);
      await clearAccountFailures(db, ceiling);
      if (!account.is_active) {
        await fail('inactive');
        return reply.status(403).send({ message: ACCOUNT_INACTIVE });
      }
      await recordSignin(db, account.id);
      const token = await createSession(
        db,
        account.id,
        { ip, userAgent: request.headers['user-agent'] },
        sessions,
      );
      await audit(db, 'signin.success', {
        actor: { userId: account.id, username: account.username },
        subject: account.username,
        ip,
      });
      return sessionUserOf(account, token);
    },
  );

  // Public: signing out with an expired or unknown token is not an error, it is already done.
  app.post(
    '/api/auth/signout',
    { config: { access: 'public', actor: 'optional' }, schema: { response: { 200: messageResponse } } },
    async (request) => {
      const token = tokenOf(request);
      if (token) await revokeToken(db, token);
      if (request.actor) await audit(db, 'signout', { actor: request.actor, ip: request.ip });
      return { message: SIGNED_OUT };
    },
  );

  app.get(
    '/api/auth/check-session',
    {
      config: { access: { permission: 'session.check' } },
      schema: { response: { 200: checkSessionResponse } },
    },
    async (request) => {
      const account = await accountById(db, actorOf(request).userId);
      if (!account) throw new Error('session of a deleted account');
      const { accessToken: _, ...user } = sessionUserOf(account, '');
      return { ...user, party: account.party };
    },
  );
};
