import {
  decideLinkBody,
  LINK_APPROVED,
  LINK_REFUSED,
  LINK_REQUEST_GONE,
  LINK_REQUEST_WAITING,
  type LinkRequestRow,
  linkRegistrationBody,
  linkRequestParams,
  linkRequestsResponse,
  type MyRegistration,
  messageResponse,
  myRegistrationResponse,
  NO_REGISTRATION_FOUND,
  REGISTRATION_ALREADY_YOURS,
  REGISTRATION_LINK_REQUESTED,
  REGISTRATION_LINKED,
  REGISTRATION_NOT_LINKED,
  REGISTRATION_TAKEN,
  REGISTRATION_UNLINK_REQUESTED,
  SEVERAL_REGISTRATIONS_FOUND,
} from '@voterroll/contract/accounts-api';
import { NO_SNAPSHOT_MESSAGE } from '@voterroll/contract/common-api';
import type { Db, Queryable } from '@voterroll/db/database';
import { currentSnapshot } from '@voterroll/records/snapshots/current-snapshot';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../../auth/audit';
import { actorOf } from '../../auth/gate';
import { refuse } from '../../http/replies';
import { findRegistrations } from './queries';

/**
 * The account's own registration, the challenger of MCL 168.512 (issue 35): linked at sign-up or
 * here through the same guided match (name, birth year, address), once; after that a re-link or
 * an unlink is a request a user admin approves. One account per registration (users_voter_id).
 */

type Linked = NonNullable<MyRegistration['linked']>;

/** A registration as the current voter file has it (status null: not in it). */
async function describe(q: Queryable, voterId: number): Promise<Linked> {
  const snapshot = await currentSnapshot(q);
  const [r] = snapshot
    ? await q.query<Linked>(
        `select voter_id::int as voter_id, last_name || ', ' || first_name as full_name, county_name,
                jurisdiction_name, voter_status_type_code
           from registrations where snapshot_date = $1 and voter_id = $2`,
        [snapshot, voterId],
      )
    : [];
  return (
    r ?? {
      voter_id: voterId,
      full_name: null,
      county_name: null,
      jurisdiction_name: null,
      voter_status_type_code: null,
    }
  );
}

interface LinkState {
  voter_id: string | null;
  ever_linked: boolean;
}
const linkState = async (q: Queryable, userId: number) =>
  (
    await q.query<LinkState>(
      `select voter_id::text as voter_id, (voter_id is not null or voter_linked_at is not null) as ever_linked
         from users where id = $1 for update`,
      [userId],
    )
  )[0];
const pendingOf = async (q: Queryable, userId: number) =>
  (
    await q.query<{ id: number; voter_id: string | null; requested_at: string }>(
      `select id, voter_id::text as voter_id, to_char(requested_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as requested_at
         from registration_link_requests where user_id = $1 and decided_at is null`,
      [userId],
    )
  )[0];
const takenByOther = async (q: Queryable, voterId: number, userId: number) =>
  (await q.query('select 1 from users where voter_id = $1 and id <> $2', [voterId, userId])).length > 0;

export const registrationLinkRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const answers = { 200: messageResponse, 202: messageResponse, 404: messageResponse, 409: messageResponse };

  app.get(
    '/api/my-registration',
    {
      config: { access: { permission: 'profile.view' } },
      schema: { response: { 200: myRegistrationResponse } },
    },
    async (request) => {
      const userId = actorOf(request).userId;
      const state = await linkState(db, userId);
      const pending = await pendingOf(db, userId);
      return {
        linked: state?.voter_id ? await describe(db, Number(state.voter_id)) : null,
        pending: pending
          ? {
              voter_id: pending.voter_id ? Number(pending.voter_id) : null,
              requested_at: pending.requested_at,
            }
          : null,
        needs_approval: state?.ever_linked ?? false,
      };
    },
  );

  app.post(
    '/api/my-registration',
    {
      config: {
        access: { permission: 'profile.edit' },
        snapshot: 'optional',
        rateLimit: { max: 10, timeWindow: '15 minutes' },
      },
      schema: { body: linkRegistrationBody, response: { ...answers, 503: messageResponse } },
    },
    async (request, reply) => {
      const b = request.body;
      const actor = actorOf(request);
      const snapshot = request.snapshotOrNull;
      if (!snapshot) return refuse(reply, 503, NO_SNAPSHOT_MESSAGE);
      // The server finds the registration: never one the request names.
      const matches = await findRegistrations(db, snapshot, b);
      if (matches.length === 0)
        return refuse(reply, 404, NO_REGISTRATION_FOUND(b.my_first_name, b.my_last_name));
      if (matches.length > 1) return refuse(reply, 409, SEVERAL_REGISTRATIONS_FOUND);
      const voterId = Number(matches[0]!.voter_identification_number);
      const outcome = await db.transaction(async (tx) => {
        const state = await linkState(tx, actor.userId);
        if (state?.voter_id === String(voterId))
          return { status: 409, message: REGISTRATION_ALREADY_YOURS } as const;
        if (await takenByOther(tx, voterId, actor.userId))
          return { status: 409, message: REGISTRATION_TAKEN } as const;
        if (await pendingOf(tx, actor.userId)) return { status: 409, message: LINK_REQUEST_WAITING } as const;
        if (!state?.ever_linked) {
          await tx.query(
            'update users set voter_id = $2, voter_linked_at = now(), updated_at = now() where id = $1',
            [actor.userId, voterId],
          );
          await audit(tx, 'registration.linked', {
            actor,
            subject: actor.username,
            ip: request.ip,
            detail: { voter_id: voterId },
          });
          return { status: 200, message: REGISTRATION_LINKED } as const;
        }
        await tx.query('insert into registration_link_requests (user_id, voter_id) values ($1, $2)', [
          actor.userId,
          voterId,
        ]);
        await audit(tx, 'registration.link-requested', {
          actor,
          subject: actor.username,
          ip: request.ip,
          detail: { from: state.voter_id ? Number(state.voter_id) : null, to: voterId },
        });
        return { status: 202, message: REGISTRATION_LINK_REQUESTED } as const;
      });
      return reply.status(outcome.status).send({ message: outcome.message });
    },
  );

  app.post(
    '/api/my-registration/unlink',
    {
      config: { access: { permission: 'profile.edit' } },
      schema: { response: answers },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const outcome = await db.transaction(async (tx) => {
        const state = await linkState(tx, actor.userId);
        if (!state?.voter_id) return { status: 409, message: REGISTRATION_NOT_LINKED } as const;
        if (await pendingOf(tx, actor.userId)) return { status: 409, message: LINK_REQUEST_WAITING } as const;
        await tx.query('insert into registration_link_requests (user_id, voter_id) values ($1, null)', [
          actor.userId,
        ]);
        await audit(tx, 'registration.link-requested', {
          actor,
          subject: actor.username,
          ip: request.ip,
          detail: { from: Number(state.voter_id), to: null },
        });
        return { status: 202, message: REGISTRATION_UNLINK_REQUESTED } as const;
      });
      return reply.status(outcome.status).send({ message: outcome.message });
    },
  );

  app.get(
    '/api/registration-link-requests',
    {
      config: { access: { permission: 'users.registration-links' } },
      schema: { response: { 200: linkRequestsResponse } },
    },
    async () => {
      const rows = await db.query<{
        id: number;
        username: string;
        account_name: string;
        current: string | null;
        requested: string | null;
        requested_at: string;
      }>(
        `select q.id, u.username, trim(u.first_name || ' ' || u.last_name) as account_name,
                u.voter_id::text as current, q.voter_id::text as requested,
                to_char(q.requested_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as requested_at
           from registration_link_requests q join users u on u.id = q.user_id
          where q.decided_at is null order by q.requested_at limit 500`,
      );
      const out: LinkRequestRow[] = [];
      for (const r of rows)
        out.push({
          id: r.id,
          username: r.username,
          account_name: r.account_name,
          current: r.current ? await describe(db, Number(r.current)) : null,
          requested: r.requested ? await describe(db, Number(r.requested)) : null,
          requested_at: r.requested_at,
        });
      return out;
    },
  );

  app.post(
    '/api/registration-link-requests/:id',
    {
      config: { access: { permission: 'users.registration-links' } },
      schema: { params: linkRequestParams, body: decideLinkBody, response: answers },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { approve } = request.body;
      const outcome = await db.transaction(async (tx) => {
        const [q] = await tx.query<{
          user_id: number;
          voter_id: string | null;
          username: string;
          current: string | null;
        }>(
          `select q.user_id, q.voter_id::text as voter_id, u.username, u.voter_id::text as current
             from registration_link_requests q join users u on u.id = q.user_id
            where q.id = $1 and q.decided_at is null for update of q`,
          [request.params.id],
        );
        if (!q) return { status: 404, message: LINK_REQUEST_GONE } as const;
        const to = q.voter_id ? Number(q.voter_id) : null;
        if (approve && to !== null && (await takenByOther(tx, to, q.user_id)))
          return { status: 409, message: REGISTRATION_TAKEN } as const;
        await tx.query(
          'update registration_link_requests set decided_at = now(), decided_by = $2, approved = $3 where id = $1',
          [request.params.id, actor.userId, approve],
        );
        if (approve)
          await tx.query(
            `update users set voter_id = $2, voter_linked_at = coalesce(voter_linked_at, now()), updated_at = now()
              where id = $1`,
            [q.user_id, to],
          );
        const event = !approve
          ? 'registration.link-refused'
          : to === null
            ? 'registration.unlinked'
            : 'registration.relinked';
        await audit(tx, event, {
          actor,
          subject: q.username,
          ip: request.ip,
          detail: { from: q.current ? Number(q.current) : null, to },
        });
        return { status: 200, message: approve ? LINK_APPROVED : LINK_REFUSED } as const;
      });
      return reply.status(outcome.status).send({ message: outcome.message });
    },
  );
};
