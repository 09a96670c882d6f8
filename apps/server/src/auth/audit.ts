import type { AuditEvent } from '@voterroll/contract/admin-api';
import type { Actor } from '@voterroll/contract/roles';
import type { Queryable } from '@voterroll/db/database';

/** One security event in audit_log. Never put a password, code or token in `detail`. */
export async function audit(
  q: Queryable,
  event: AuditEvent,
  o: {
    actor?: Pick<Actor, 'userId' | 'username'> | null;
    subject?: string | null;
    ip?: string | null;
    detail?: Record<string, unknown>;
  } = {},
): Promise<void> {
  await q.query(
    `insert into audit_log (event, actor_user_id, actor, subject, ip, detail) values ($1, $2, $3, $4, $5, $6)`,
    [
      event,
      o.actor?.userId ?? null,
      o.actor?.username ?? null,
      o.subject ?? null,
      o.ip ?? null,
      JSON.stringify(o.detail ?? {}),
    ],
  );
}
