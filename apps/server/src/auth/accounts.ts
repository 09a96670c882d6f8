import type { Role } from '@voterroll/contract/roles';
import type { Queryable } from '@voterroll/db/database';
import { hashSecret } from './secrets';

/** Creating accounts: sign-up, the `voterroll admin create` command, demo accounts and tests. */

export interface NewAccount {
  username: string;
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  roles: readonly Role[];
  active: boolean;
  county?: string | null;
  jurisdiction?: string | null;
  voterId?: string | number | null;
  phone?: string | null;
  group?: string | null;
  party?: string | null;
  reason?: string | null;
}

/** Inserts an account; returns its id, or null when the username, e-mail or voter id is taken. */
export async function insertAccount(q: Queryable, a: NewAccount): Promise<number | null> {
  const passwordHash = await hashSecret(a.password);
  const [row] = await q.query<{ id: number }>(
    `insert into users (username, email, first_name, last_name, roles, is_active, password_hash,
                        county, jurisdiction, voter_id, phone, group_code, party, reason)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
     on conflict do nothing
     returning id`,
    [
      a.username,
      a.email,
      (a.firstName ?? '').toUpperCase(),
      (a.lastName ?? '').toUpperCase(),
      [...a.roles],
      a.active,
      passwordHash,
      a.county?.toUpperCase() || null,
      a.jurisdiction?.toUpperCase() || null,
      a.voterId ?? null,
      a.phone ?? null,
      a.group ?? null,
      a.party ?? null,
      a.reason ?? null,
    ],
  );
  return row?.id ?? null;
}

/** Sets the password and voids the account's reset links not yet used (a reset, a change alike). */
export async function setPassword(q: Queryable, userId: number, password: string): Promise<void> {
  await q.query('update password_resets set used_at = now() where user_id = $1 and used_at is null', [
    userId,
  ]);
  await q.query('update users set password_hash = $2, updated_at = now() where id = $1', [
    userId,
    await hashSecret(password),
  ]);
}
