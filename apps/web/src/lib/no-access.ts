import type { Permission } from '@voterroll/contract/policies';

/**
 * Where a signed-in user goes who opens a page their roles do not allow (issue 26): the no-access
 * page, told which permissions the page takes (any of them opens it) and which page it was. A
 * signed-out visitor still goes to /login (PrivateRoute).
 */
export function noAccessPath(permissions: readonly Permission[], from: string): string {
  const q = new URLSearchParams(permissions.map((p) => ['permission', p]));
  q.set('from', from);
  return `/no-access?${q}`;
}
