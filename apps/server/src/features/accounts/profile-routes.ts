import {
  AREA_SET_BY_ADMIN,
  CURRENT_PASSWORD_WRONG,
  changePasswordBody,
  DEACTIVATED,
  deactivateBody,
  editUserBody,
  messageResponse,
  PASSWORD_CHANGED,
  PROFILE_UPDATED,
  updateProfileBody,
} from '@voterroll/contract/accounts-api';
import { ALL } from '@voterroll/contract/admin-api';
import type { Db, Queryable } from '@voterroll/db/database';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setPassword } from '../../auth/accounts';
import { audit } from '../../auth/audit';
import { actorOf } from '../../auth/gate';
import { verifySecret } from '../../auth/secrets';
import { revokeUserSessions } from '../../auth/sessions';
import { type AccountRow, accountById } from './queries';

/** 'ALL' and empty mean no restriction (state-wide, or the whole county). */
const areaValue = (v: string | null | undefined) => {
  const s = (v ?? '').trim().toUpperCase();
  return s === '' || s === ALL ? null : s;
};

/**
 * The area is what limits the data a user sees, so the user cannot move it: an administrator
 * does (user administration). The profile forms send it back; a different value is refused.
 */
function changesArea(a: AccountRow, county: string, jurisdiction: string): boolean {
  return areaValue(county) !== areaValue(a.county) || areaValue(jurisdiction) !== areaValue(a.jurisdiction);
}

/** My profile: update, password change, deactivation (spec 1 sections 2, 5, 7). Each ends the sessions. */
export const profileRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const responses = { 200: messageResponse, 400: messageResponse, 403: messageResponse };

  /**
   * Both profile forms: the area they send back must be the account's own; the update and the
   * end of the account's sessions are one transaction.
   */
  async function updateOwnProfile(
    request: FastifyRequest,
    area: { county: string; jurisdiction: string },
    reply: FastifyReply,
    update: (tx: Queryable, userId: number) => Promise<unknown>,
  ) {
    const actor = actorOf(request);
    const account = await accountById(db, actor.userId);
    if (!account) throw new Error('session of a deleted account');
    if (changesArea(account, area.county, area.jurisdiction))
      return reply.status(403).send({ message: AREA_SET_BY_ADMIN });
    await db.transaction(async (tx) => {
      await update(tx, actor.userId);
      await revokeUserSessions(tx, actor.userId);
    });
    await audit(db, 'profile.updated', { actor, subject: actor.username, ip: request.ip });
    return { message: PROFILE_UPDATED };
  }

  app.post(
    '/api/auth/update-profile',
    {
      config: { access: { permission: 'profile.edit' } },
      schema: { body: updateProfileBody, response: responses },
    },
    (request, reply) =>
      updateOwnProfile(request, request.body, reply, (tx, userId) =>
        tx.query('update users set group_code = $2, updated_at = now() where id = $1', [
          userId,
          request.body.group,
        ]),
      ),
  );

  app.post(
    '/api/edit-user',
    {
      config: { access: { permission: 'profile.edit' } },
      schema: { body: editUserBody, response: responses },
    },
    (request, reply) => {
      const b = request.body;
      // Username and e-mail cannot be edited (spec 1 section 5): what the form sends is ignored.
      return updateOwnProfile(request, request.body, reply, (tx, userId) =>
        tx.query(
          `update users set first_name = $2, last_name = $3, group_code = $4, party = $5, updated_at = now()
            where id = $1`,
          [userId, b.firstName.toUpperCase(), b.lastName.toUpperCase(), b.group, b.party ?? null],
        ),
      );
    },
  );

  /** Changing the password or closing the account asks for the password the user has now. */
  async function isOwnPassword(userId: number, password: string): Promise<boolean> {
    const account = await accountById(db, userId);
    if (!account) throw new Error('session of a deleted account');
    return verifySecret(password, account.password_hash);
  }

  app.post(
    '/api/auth/change-password',
    {
      config: { access: { permission: 'profile.edit' }, rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: { body: changePasswordBody, response: responses },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      if (!(await isOwnPassword(actor.userId, request.body.currentPassword)))
        return reply.status(400).send({ message: CURRENT_PASSWORD_WRONG });
      await db.transaction(async (tx) => {
        await setPassword(tx, actor.userId, request.body.newPassword);
        await revokeUserSessions(tx, actor.userId);
      });
      await audit(db, 'password.changed', { actor, subject: actor.username, ip: request.ip });
      return { message: PASSWORD_CHANGED };
    },
  );

  app.post(
    '/api/auth/deactivate',
    {
      config: { access: { permission: 'profile.edit' }, rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: { body: deactivateBody, response: responses },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      if (!(await isOwnPassword(actor.userId, request.body.password)))
        return reply.status(400).send({ message: CURRENT_PASSWORD_WRONG });
      await db.transaction(async (tx) => {
        await tx.query('update users set is_active = false, updated_at = now() where id = $1', [
          actor.userId,
        ]);
        await revokeUserSessions(tx, actor.userId);
      });
      await audit(db, 'account.deactivated', { actor, subject: actor.username, ip: request.ip });
      return { message: DEACTIVATED };
    },
  );
};
