import type { Role } from '@voterroll/contract/roles';
import type { Queryable } from '@voterroll/db/database';
import { insertAccount } from '../auth/accounts';
import { createSession } from '../auth/sessions';

/** Tests: an active account with these roles and area, and a session token for it. */
export async function accountWithSession(
  q: Queryable,
  name: string,
  roles: readonly Role[],
  area: { county?: string | null; jurisdiction?: string | null } = {},
): Promise<{ userId: number; token: string; username: string; password: string }> {
  const username = `${name}@example.org`;
  const password = `pw-${name}-${Math.random().toString(36).slice(2)}`;
  const userId = await insertAccount(q, {
    username,
    email: username,
    password,
    firstName: name,
    lastName: 'TEST',
    roles,
    active: true,
    county: area.county ?? null,
    jurisdiction: area.jurisdiction ?? null,
  });
  if (userId === null) throw new Error(`account ${username} exists`);
  return { userId, token: await createSession(q, userId), username, password };
}
