import type { AuditEvent, subscriptionRow } from '@voterroll/contract/admin-api';
import type { Actor, Role } from '@voterroll/contract/roles';
import type { Queryable } from '@voterroll/db/database';
import type { z } from 'zod';
import { isStateWide, scopeCondition } from '../../auth/scope';

/** The SQL of user administration, messages and the audit log. */

export async function listUsers(q: Queryable, actor: Actor, status: 'all' | 'active' | 'inactive') {
  const params: unknown[] = [];
  const where = [scopeCondition(actor, { county: 'county', jurisdiction: 'jurisdiction' }, params)];
  if (status !== 'all') where.push(status === 'active' ? 'is_active' : 'not is_active');
  return q.query<{
    username: string;
    email: string;
    firstname: string;
    lastname: string;
    county: string | null;
    jurisdiction: string | null;
    group: string | null;
    party: string | null;
    roles: string;
    is_active: boolean;
    reason: string | null;
    last_login: string | null;
    createdAt: string;
    row_number: number;
  }>(
    `select username, email, first_name as firstname, last_name as lastname, county, jurisdiction,
            group_code as "group", party, array_to_string(roles, ',') as roles, is_active, reason,
            to_char(last_login at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as last_login,
            to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt",
            (row_number() over (order by created_at desc, id desc))::int as row_number
       from users
      where ${where.join(' and ')}
      order by created_at desc, id desc`,
    params,
  );
}

export interface EditTarget {
  id: number;
  username: string;
  roles: Role[];
  is_active: boolean;
  county: string | null;
  jurisdiction: string | null;
}

/** The account a username names and where it lies, for the route's area check (no lock). */
export async function userArea(
  q: Queryable,
  username: string,
): Promise<{ county: string | null; jurisdiction: string | null } | null> {
  const [row] = await q.query<{ county: string | null; jurisdiction: string | null }>(
    'select county, jurisdiction from users where lower(username) = lower($1)',
    [username],
  );
  return row ?? null;
}

export async function lockUserForEdit(q: Queryable, username: string): Promise<EditTarget | null> {
  const [row] = await q.query<EditTarget>(
    `select id, username, roles, is_active, county, jurisdiction from users
      where lower(username) = lower($1) for update`,
    [username],
  );
  return row ?? null;
}

export async function updateUser(
  q: Queryable,
  id: number,
  u: {
    active: boolean;
    roles: Role[];
    firstName: string;
    lastName: string;
    county: string | null;
    jurisdiction: string | null;
  },
): Promise<void> {
  await q.query(
    `update users set is_active = $2, roles = $3, first_name = $4, last_name = $5, county = $6,
            jurisdiction = $7, updated_at = now()
      where id = $1`,
    [id, u.active, u.roles, u.firstName, u.lastName, u.county, u.jurisdiction],
  );
}

/** The active county leads of the actor's county (all of them for a state-wide actor). */
export async function zonalLeads(q: Queryable, actor: Actor) {
  const params: unknown[] = [];
  const where = scopeCondition({ ...actor, jurisdiction: null }, { county: 'county' }, params);
  return q.query<{
    username: string;
    first_name: string;
    last_name: string;
    email: string;
    county: string | null;
    jurisdiction: string | null;
  }>(
    `select username, first_name, last_name, email, county, jurisdiction from users
      where is_active and 'ROLE_COUNTY-LEAD' = any (roles) and ${where}
      order by county nulls first, last_name, first_name`,
    params,
  );
}

const createdAt = `to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt"`;

export async function listMessages(q: Queryable) {
  return q.query<{ name: string; email: string; message: string; createdAt: string; row_number: number }>(
    `select name, email, message, ${createdAt},
            (row_number() over (order by created_at desc, id desc))::int as row_number
       from contact_messages order by created_at desc, id desc`,
  );
}

/**
 * The subscriptions, newest first, each with its alerts' area named as the mails name it (the
 * state is "Michigan") and whether the address is confirmed (alerts/subscriptions.ts).
 */
export async function listSubscriptions(q: Queryable) {
  return q.query<z.infer<typeof subscriptionRow>>(
    `select s.name, s.email, s.message, ${createdAt.replace('created_at', 's.created_at')},
            case when z.level = 'state' then 'Michigan' else z.zone_name end as area,
            case when s.unsubscribed_at is not null then 'unsubscribed'
                 when s.confirmed_at is not null then 'confirmed' else 'waiting' end as status,
            (row_number() over (order by s.created_at desc, s.id desc))::int as row_number
       from subscriptions s left join zones z on z.zone_hash = s.zone_hash
      order by s.created_at desc, s.id desc`,
  );
}

/**
 * The latest security events. An actor with an area sees only the events of accounts in it (the
 * event's actor or subject is such an account): the users of another county are not theirs to see
 * (listUsers), nor their sign-ins.
 */
export async function listAudit(q: Queryable, actor: Actor, limit: number, event: string | undefined) {
  const params: unknown[] = [limit, event ?? null];
  const inArea = isStateWide(actor)
    ? 'true'
    : `exists (select 1 from users u
                where (u.id = a.actor_user_id or lower(u.username) = lower(a.subject))
                  and ${scopeCondition(actor, { county: 'u.county', jurisdiction: 'u.jurisdiction' }, params)})`;
  return q.query<{
    id: number;
    at: string;
    event: AuditEvent;
    actor: string | null;
    subject: string | null;
    ip: string | null;
    detail: Record<string, unknown>;
  }>(
    `select id::int as id, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, event,
            actor, subject, ip, detail
       from audit_log a where ($2::text is null or event = $2) and ${inArea}
      order by id desc limit $1`,
    params,
  );
}
