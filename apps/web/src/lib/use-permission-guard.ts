import { can, INSUFFICIENT_PERMISSION_MESSAGE, type Permission } from '@voterroll/contract/policies';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { type StoredUser, useStoredUser } from './stored-user';

/**
 * Spec 3 section 6: a page sends a user without the permission to /login with
 * 'Insufficient Permission, please contact site root.' (The server refuses the data as well.)
 */
export function usePermissionGuard(
  permission: Permission,
  message: string = INSUFFICIENT_PERMISSION_MESSAGE,
): StoredUser | null {
  const user = useStoredUser();
  const navigate = useNavigate();
  const allowed = user !== null && can(user.roles ?? [], permission);
  useEffect(() => {
    if (user && !allowed)
      void navigate(`/login?redirect-msg=${encodeURIComponent(message)}`, {
        replace: true,
      });
  }, [user, allowed, navigate, message]);
  return allowed ? user : null;
}
