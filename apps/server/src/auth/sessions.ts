import type { Actor, Role } from '@voterroll/contract/roles';
import type { Queryable } from '@voterroll/db/database';
import { hashToken, newToken } from './secrets';

/**
 * Access tokens are opaque random values sent in the x-access-token header; the server keeps only
 * their sha-256 in `sessions`, so a token is valid exactly while its row is unexpired, unrevoked
 * and its account active. Logout, password change, profile update and deactivation revoke rows.
 */

export const SESSION_HOURS = 8;
export const TOKEN_HEADER = 'x-access-token';

export interface SessionOrigin {
  ip?: string | null;
  userAgent?: string | null;
}

export async function createSession(
  q: Queryable,
  userId: number,
  origin: SessionOrigin = {},
): Promise<string> {
  const token = newToken();
  await q.query(
    `insert into sessions (token_hash, user_id, expires_at, ip, user_agent)
     values ($1, $2, now() + make_interval(hours => $3), $4, $5)`,
    [hashToken(token), userId, SESSION_HOURS, origin.ip ?? null, origin.userAgent?.slice(0, 300) ?? null],
  );
  return token;
}

interface ActorRow {
  id: number;
  username: string;
  roles: string[];
  county: string | null;
  jurisdiction: string | null;
}

/** The actor of a valid session, or null (unknown, expired, revoked, or account inactive). */
export async function actorOfToken(q: Queryable, token: string): Promise<Actor | null> {
  if (token.length === 0 || token.length > 200) return null;
  const [row] = await q.query<ActorRow>(
    `select u.id, u.username, u.roles, u.county, u.jurisdiction
       from sessions s join users u on u.id = s.user_id
      where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now() and u.is_active`,
    [hashToken(token)],
  );
  if (!row) return null;
  return {
    userId: row.id,
    username: row.username,
    roles: row.roles as Role[],
    county: row.county,
    jurisdiction: row.jurisdiction,
  };
}

export async function revokeToken(q: Queryable, token: string): Promise<void> {
  await q.query('update sessions set revoked_at = now() where token_hash = $1 and revoked_at is null', [
    hashToken(token),
  ]);
}

/** Ends every session of a user (password change, reset, profile update, deactivation, role change). */
export async function revokeUserSessions(q: Queryable, userId: number): Promise<void> {
  await q.query('update sessions set revoked_at = now() where user_id = $1 and revoked_at is null', [userId]);
}
