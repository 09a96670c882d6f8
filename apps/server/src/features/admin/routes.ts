import { messageResponse } from '@voterroll/contract/accounts-api';
import {
  ALL,
  AREA_OUTSIDE_SCOPE,
  adminEditUserBody,
  auditLogQuery,
  auditLogResponse,
  CANNOT_EDIT_SELF,
  messagesResponse,
  ROLE_NOT_GRANTABLE,
  subscriptionsResponse,
  USER_CHANGED_MEANWHILE,
  USER_NOT_FOUND,
  USER_OUT_OF_AREA,
  USER_UPDATED,
  usersQuery,
  usersResponse,
  zonalLeadResponse,
} from '@voterroll/contract/admin-api';
import { can, ROLE_GRANTS } from '@voterroll/contract/policies';
import type { Role } from '@voterroll/contract/roles';
import { canAccessZone } from '@voterroll/contract/roles';
import type { Db } from '@voterroll/db/database';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../../auth/audit';
import { actorOf } from '../../auth/gate';
import { revokeUserSessions } from '../../auth/sessions';
import { areaRecord } from '../../http/preamble';
import {
  listAudit,
  listMessages,
  listSubscriptions,
  listUsers,
  lockUserForEdit,
  updateUser,
  userArea,
  zonalLeads,
} from './queries';

/** The account an edit names: found by its username, in the area of its county and jurisdiction. */
const accountRecord = areaRecord({
  name: 'account',
  find: (db, username) => userArea(db, username as string),
  // A state-wide account (no county) lies outside every county: only state-wide editors reach it.
  place: (u) => ({ county: u.county, jurisdiction: u.jurisdiction }),
  notFound: () => ({ status: 404, message: USER_NOT_FOUND }),
  outside: () => ({ status: 403, message: USER_OUT_OF_AREA }),
});

/** An edit of an account holding a role the editor may not grant (it would let them lock out a superior). */
export const ACCOUNT_NOT_EDITABLE = (role: string) =>
  `This account holds the role ${role}, which you may not grant: only an administrator who may grant it can change the account.`;

type EditOutcome =
  | {
      ok: true;
      events: {
        event: 'user.activated' | 'user.deactivated' | 'user.roles-changed' | 'user.area-changed';
        detail: Record<string, unknown>;
      }[];
    }
  | { ok: false; status: 403 | 404 | 409; message: string };

/** User administration, membership requests, messages and the audit log (spec 3 sections 2.5, 2.6, 4.3, 7). */
export const adminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/users',
    {
      config: { access: { permission: 'users.list' } },
      schema: { querystring: usersQuery, response: { 200: usersResponse } },
    },
    async (request) => listUsers(db, actorOf(request), request.query.status),
  );

  app.post(
    '/api/admin-edit-user',
    {
      config: {
        access: { permission: 'users.edit' },
        area: { record: accountRecord, key: 'body.selectedUsername' },
      },
      schema: {
        body: adminEditUserBody,
        response: { 200: messageResponse, 403: messageResponse, 404: messageResponse, 409: messageResponse },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const b = request.body;
      const checked = accountRecord.of(request);
      const county = b.county.toUpperCase() === ALL ? null : b.county.toUpperCase();
      const municipality = (b.municipality ?? '').toUpperCase();
      const jurisdiction =
        county === null || municipality === '' || municipality === ALL ? null : municipality;
      const roles = [...new Set(b.roles)].sort() as Role[];
      const outcome = await db.transaction(async (tx): Promise<EditOutcome> => {
        const target = await lockUserForEdit(tx, b.selectedUsername);
        if (!target) return { ok: false, status: 404, message: USER_NOT_FOUND };
        if (target.id === actor.userId) return { ok: false, status: 403, message: CANNOT_EDIT_SELF };
        // The preamble checked the account's area before this lock: it must not have moved since.
        if (target.county !== checked.county || target.jurisdiction !== checked.jurisdiction)
          return { ok: false, status: 409, message: USER_CHANGED_MEANWHILE };
        // The area being given must be the editor's to give.
        if ((actor.county && !county) || !canAccessZone(actor, county, jurisdiction))
          return { ok: false, status: 403, message: AREA_OUTSIDE_SCOPE };
        // Any change (status, name, area) of an account above the editor is refused, not only its roles.
        const above = target.roles.find((r) => !can(actor.roles, ROLE_GRANTS[r]));
        if (above) return { ok: false, status: 403, message: ACCOUNT_NOT_EDITABLE(above) };
        const before = new Set(target.roles);
        const changed = [
          ...roles.filter((r) => !before.has(r)),
          ...target.roles.filter((r) => !roles.includes(r)),
        ];
        const refused = changed.find((r) => !can(actor.roles, ROLE_GRANTS[r]));
        if (refused) return { ok: false, status: 403, message: ROLE_NOT_GRANTABLE(refused) };
        await updateUser(tx, target.id, {
          active: b.status,
          roles,
          firstName: b.firstName,
          lastName: b.lastName,
          county,
          jurisdiction,
        });
        const events: Extract<EditOutcome, { ok: true }>['events'] = [];
        if (b.status !== target.is_active)
          events.push({ event: b.status ? 'user.activated' : 'user.deactivated', detail: {} });
        if (changed.length > 0)
          events.push({ event: 'user.roles-changed', detail: { from: target.roles, to: roles } });
        if (county !== target.county || jurisdiction !== target.jurisdiction)
          events.push({
            event: 'user.area-changed',
            detail: { from: [target.county, target.jurisdiction], to: [county, jurisdiction] },
          });
        // What the user may do changed: their sessions end, the next sign-in carries the new rights.
        if (events.length > 0) await revokeUserSessions(tx, target.id);
        return { ok: true, events };
      });
      if (!outcome.ok) return reply.status(outcome.status).send({ message: outcome.message });
      for (const e of outcome.events)
        await audit(db, e.event, { actor, subject: b.selectedUsername, ip: request.ip, detail: e.detail });
      return { message: USER_UPDATED };
    },
  );

  app.get(
    '/api/zonal-lead/',
    {
      config: { access: { permission: 'zonal-lead.view' } },
      schema: { response: { 200: zonalLeadResponse } },
    },
    async (request) => ({ zonalLeads: await zonalLeads(db, actorOf(request)) }),
  );

  app.get(
    '/api/messages',
    { config: { access: { permission: 'messages.view' } }, schema: { response: { 200: messagesResponse } } },
    async () => listMessages(db),
  );

  app.get(
    '/api/subscriptions',
    {
      config: { access: { permission: 'subscriptions.view' } },
      schema: { response: { 200: subscriptionsResponse } },
    },
    async () => listSubscriptions(db),
  );

  app.get(
    '/api/audit-log',
    {
      config: { access: { permission: 'audit-log.view' } },
      schema: { querystring: auditLogQuery, response: { 200: auditLogResponse } },
    },
    async (request) => listAudit(db, actorOf(request), request.query.limit, request.query.event),
  );
};
