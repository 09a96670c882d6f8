import type { Actor, Role } from '@voterroll/contract/roles';
import type { Queryable } from '@voterroll/db/database';
import { hashToken, newToken } from './secrets';

/**
 * Access tokens are opaque random values sent in the x-access-token header; the server keeps only
 * their sha-256 in `sessions`, so a token is valid exactly while its row is unrevoked, its account
 * active, and it is neither past its absolute expiry nor idle too long. Logout, password change,
 * profile update and deactivation revoke rows.
 */

export const TOKEN_HEADER = 'x-access-token';

/** How long a session lives: SESSION_MAX_HOURS after sign-in, SESSION_IDLE_MINUTES without use. */
export interface SessionPolicy {
  maxHours: number;
  idleMinutes: number;
}

/** OWASP ASVS 3.3 / NIST 800-63B AAL2: re-authenticate after 30 idle minutes, and within 12 hours. */
export const DEFAULT_SESSION_POLICY: SessionPolicy = { maxHours: 8, idleMinutes: 30 };

export interface SessionOrigin {
  ip?: string | null;
  userAgent?: string | null;
}

export async function createSession(
  q: Queryable,
  userId: number,
  origin: SessionOrigin = {},
  policy: SessionPolicy = DEFAULT_SESSION_POLICY,
): Promise<string> {
  const token = newToken();
  await q.query(
    `insert into sessions (token_hash, user_id, expires_at, ip, user_agent)
     values ($1, $2, now() + make_interval(hours => $3), $4, $5)`,
    [hashToken(token), userId, policy.maxHours, origin.ip ?? null, origin.userAgent?.slice(0, 300) ?? null],
  );
  return token;
}

interface ActorRow {
  id: number;
  username: string;
  roles: string[];
  county: string | null;
  jurisdiction: string | null;
  /** last_seen_at is over a minute old: the use is recorded. */
  stale: boolean;
}

/** Most recent uses a process remembers before forgetting those over a minute old. */
const USES_REMEMBERED = 10_000;

/**
 * Records a session's use on public routes, which do not look the session up: at most once a
 * minute a token per process, and only for a session still valid, so a public call keeps a
 * signed-in user's idle clock running as a signed-in call does, but never revives an ended one.
 */
export function sessionUseRecorder(
  q: Queryable,
  policy: SessionPolicy = DEFAULT_SESSION_POLICY,
  now: () => number = () => performance.now(),
): (token: string) => Promise<void> {
  const recorded = new Map<string, number>();
  return async (token) => {
    if (token.length === 0 || token.length > 200) return;
    const at = now();
    const last = recorded.get(token);
    if (last !== undefined && at - last < 60_000) return;
    if (recorded.size >= USES_REMEMBERED)
      for (const [t, when] of recorded) if (at - when >= 60_000) recorded.delete(t);
    if (recorded.size >= USES_REMEMBERED) recorded.clear(); // a flood of tokens within the minute
    recorded.set(token, at);
    await recordUse(q, hashToken(token), policy);
  };
}

/** Restarts a live session's idle clock, if its last use is over a minute old; never an ended one. */
function recordUse(q: Queryable, tokenHash: string, policy: SessionPolicy) {
  return q.query(
    `update sessions set last_seen_at = now()
      where token_hash = $1 and revoked_at is null and expires_at > now()
        and last_seen_at > now() - make_interval(mins => $2)
        and last_seen_at < now() - interval '1 minute'`,
    [tokenHash, policy.idleMinutes],
  );
}

/**
 * The actor of a valid session, or null (unknown, past its absolute expiry, idle too long, revoked,
 * or account inactive). A use is recorded at most once a minute, so idle expiry is to the minute.
 */
export async function actorOfToken(
  q: Queryable,
  token: string,
  policy: SessionPolicy = DEFAULT_SESSION_POLICY,
): Promise<Actor | null> {
  if (token.length === 0 || token.length > 200) return null;
  const tokenHash = hashToken(token);
  const [row] = await q.query<ActorRow>(
    `select u.id, u.username, u.roles, u.county, u.jurisdiction,
            s.last_seen_at < now() - interval '1 minute' as stale
       from sessions s join users u on u.id = s.user_id
      where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now()
        and s.last_seen_at > now() - make_interval(mins => $2) and u.is_active`,
    [tokenHash, policy.idleMinutes],
    { prepare: 'session-actor' },
  );
  if (!row) return null;
  if (row.stale) await recordUse(q, tokenHash, policy);
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
