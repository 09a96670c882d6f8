import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type adminUserRow, usersResponse } from '@voterroll/contract/admin-api';
import { useCallback } from 'react';
import type { z } from 'zod';
import { apiGet } from '../../lib/api-client';

export type AdminUser = z.infer<typeof adminUserRow>;
const KEY = ['admin-users'] as const;

/** Every account the administrator may see (their county's, or all for state-wide administrators). */
export function useAdminUsers() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiGet('/api/users?status=all', usersResponse, signal),
    staleTime: 0,
  });
}

/** After a successful edit the row changes in place (spec 3 section 4.3), without reloading the list. */
export function useUpdateUserRow(): (username: string, patch: Partial<AdminUser>) => void {
  const client = useQueryClient();
  return useCallback(
    (username, patch) =>
      client.setQueryData<AdminUser[]>(KEY, (rows) =>
        rows?.map((r) => (r.username === username ? { ...r, ...patch } : r)),
      ),
    [client],
  );
}

/** The list gives roles comma-separated; a save sends an array. */
export const rolesOf = (u: AdminUser): string[] =>
  u.roles
    .split(',')
    .map((r) => r.trim())
    .filter((r) => r.length > 0);
