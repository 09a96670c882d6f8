import {
  messageResponse,
  RESET_DONE,
  RESET_INVALID,
  RESET_REQUESTED,
  requestResetPasswordBody,
  resetPasswordBody,
  SIGNIN_UNKNOWN_NAME,
} from '@voterroll/contract/accounts-api';
import type { Db } from '@voterroll/db/database';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setPassword } from '../../auth/accounts';
import { audit } from '../../auth/audit';
import type { Delivery } from '../../auth/delivery';
import { hashToken, newToken } from '../../auth/secrets';
import { revokeUserSessions } from '../../auth/sessions';
import { accountByLogin, consumeReset, insertReset, RESET_MINUTES, withdrawReset } from './queries';

/** Password reset by a single-use, expiring link sent by mail (spec 1 sections 2, 7). */
export const resetRoutes: FastifyPluginAsyncZod<{ db: Db; delivery: Delivery; publicUrl: string }> = async (
  app,
  { db, delivery, publicUrl },
) => {
  app.post(
    '/api/auth/requestResetPassword',
    {
      config: { access: 'public', rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: { body: requestResetPasswordBody, response: { 200: messageResponse } },
    },
    async (request) => {
      const { email } = request.body;
      // Looked up, recorded and mailed after the answer, which is the same whether an account has
      // the address or not: neither its words nor its time tell. A failure is logged without the
      // address or the token (a refused recipient's error quotes the address).
      const token = newToken();
      const work = async () => {
        const account = await accountByLogin(db, email);
        const found =
          account !== null && account.email.toLowerCase() === email.toLowerCase() && account.is_active;
        // The audit names the account, never the address typed: anyone may type a stranger's.
        await audit(db, 'password.reset-requested', {
          subject: account?.username ?? SIGNIN_UNKNOWN_NAME,
          ip: request.ip,
          detail: { found, ...(account ? { user_id: account.id } : {}) },
        });
        // Over the account's cap no mail goes.
        if (
          !account ||
          !found ||
          !(await db.transaction((tx) => insertReset(tx, account.id, hashToken(token))))
        )
          return;
        const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}&username=${encodeURIComponent(account.username)}`;
        try {
          await delivery.sendMail({
            to: account.email,
            subject: 'Reset your Voter Roll Integrity password',
            text: `Someone asked to reset the password of the account ${account.username}.\n\nTo choose a new password, open this link within ${RESET_MINUTES} minutes (it works once):\n${link}\n\nIf it was not you, ignore this message: your password stays as it is.\n`,
          });
        } catch (e) {
          // A link nobody received takes no place among the account's waiting links.
          await withdrawReset(db, hashToken(token));
          throw e;
        }
      };
      app.afterReply.run('a password reset request', request.log, work, [email, token, hashToken(token)]);
      return { message: RESET_REQUESTED };
    },
  );

  app.post(
    '/api/auth/resetPassword',
    {
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { body: resetPasswordBody, response: { 200: messageResponse, 400: messageResponse } },
    },
    async (request, reply) => {
      const b = request.body;
      const userId = await db.transaction(async (tx) => {
        const id = await consumeReset(tx, hashToken(b.token), b.username, b.email);
        if (id === null) return null;
        await setPassword(tx, id, b.password);
        await revokeUserSessions(tx, id);
        return id;
      });
      if (userId === null) return reply.status(400).send({ message: RESET_INVALID });
      await audit(db, 'password.reset', { subject: b.username, ip: request.ip, detail: { user_id: userId } });
      return { message: RESET_DONE };
    },
  );
};
