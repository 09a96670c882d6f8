import { can, type Permission } from '@voterroll/contract/policies';

/**
 * Where a role's work is, for the page after signing in: the first of these the account may
 * open. /dashboard has a tab for clerks, patriots, researchers and membership admins; the others
 * land on their one page.
 */
const HOMES: readonly [Permission, string][] = [
  ['dashboard.clerk-tab', '/dashboard'],
  ['dashboard.patriot-tab', '/dashboard'],
  ['dashboard.researcher-tab', '/dashboard'],
  ['dashboard.membership-tab', '/dashboard'],
  ['messages.view', '/messages'],
  ['envelopes.view', '/ballot-envelopes-2020'],
  ['review.list', '/registrations-for-review'],
];

export function homePathFor(roles: readonly string[]): string {
  return HOMES.find(([permission]) => can(roles, permission))?.[1] ?? '/';
}
