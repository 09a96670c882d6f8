import { can, type Permission } from '@voterroll/contract/policies';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { noAccessPath } from './no-access';
import { type StoredUser, useStoredUser } from './stored-user';

/**
 * A page for one permission: a signed-in user without it goes to the no-access page, which names
 * the roles that may use the page and whom to ask (issue 26; the spec's redirect to /login stays
 * for signed-out visitors, PrivateRoute). The server refuses the data as well.
 */
export function usePermissionGuard(permission: Permission): StoredUser | null {
  const user = useStoredUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const allowed = user !== null && can(user.roles ?? [], permission);
  useEffect(() => {
    if (user && !allowed) void navigate(noAccessPath([permission], pathname), { replace: true });
  }, [user, allowed, navigate, permission, pathname]);
  return allowed ? user : null;
}
