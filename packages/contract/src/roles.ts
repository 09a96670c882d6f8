import { z } from 'zod';

/** The product's roles, spelled as the spec spells them. */
export const ROLES = [
  'ROLE_SITE-ROOT',
  'ROLE_SITE-ADMIN',
  'ROLE_USER-ADMIN',
  'ROLE_COUNTY-LEAD',
  'ROLE_CLERK',
  'ROLE_ELECTION-PATRIOT',
  'ROLE_ELECTION-PATRIOT-PLUS',
  'ROLE_DIGITAL-RESEARCHER',
  'ROLE_DATA-ENTRY',
  'ROLE_LAW-ENFORCEMENT',
] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/**
 * Who is acting, as the server knows it from the session: every permission and scope check and
 * every recorded event takes one. A user with neither county nor jurisdiction is state-wide.
 */
export interface Actor {
  userId: number;
  username: string;
  roles: readonly Role[];
  /** County name (upper case, as in the voter file) or null for state-wide. */
  county: string | null;
  /** Jurisdiction name or null for the whole county. */
  jurisdiction: string | null;
}

const sameName = (a: string, b: string | null | undefined) => a.toUpperCase() === (b ?? '').toUpperCase();

/**
 * Geographic scope of one row: a user with a county sees and changes only registrations (and
 * users) of that county, with a jurisdiction too only of that jurisdiction; neither is state-wide.
 */
export function canAccessZone(
  actor: Pick<Actor, 'county' | 'jurisdiction'>,
  county: string | null | undefined,
  jurisdiction?: string | null,
): boolean {
  if (!actor.county) return true;
  if (!sameName(actor.county, county)) return false;
  if (!actor.jurisdiction) return true;
  return sameName(actor.jurisdiction, jurisdiction);
}
