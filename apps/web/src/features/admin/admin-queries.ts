import { useQuery, useQueryClient } from '@tanstack/react-query';
import { linkRequestsResponse, messageResponse } from '@voterroll/contract/accounts-api';
import {
  type AdminEditUserBody,
  type adminUserRow,
  messagesResponse,
  usersResponse,
} from '@voterroll/contract/admin-api';
import { myFlagsResponse } from '@voterroll/contract/researcher-api';
import { reviewListResponse } from '@voterroll/contract/review-api';
import { useCallback } from 'react';
import type { z } from 'zod';
import { apiGet, apiPost, segment } from '../../lib/api-client';

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

/** Saves an account as an administrator edits or approves it (POST /api/admin-edit-user). */
export const adminEditUser = (body: AdminEditUserBody) =>
  apiPost('/api/admin-edit-user', body, messageResponse);

/** The Contact Us messages, newest first, for who may read them. */
export const useMessages = (enabled: boolean) =>
  useQuery({
    queryKey: ['admin-messages'],
    queryFn: ({ signal }) => apiGet('/api/messages', messagesResponse, signal),
    enabled,
    staleTime: 0,
  });

/** The signed-in researcher's flags (the researcher tab). */
export const useMyFlags = () =>
  useQuery({
    queryKey: ['my-flags'],
    queryFn: ({ signal }) => apiGet('/api/my-flags', myFlagsResponse, signal),
    // A home's count: read again each time the home is shown, since the user's own actions
    // elsewhere change it (issue 35: 'Flags raised 0' right after a flag, until a reload).
    staleTime: 0,
    retry: false,
  });

/** The review list's unreviewed (NEW) registrations of a county or jurisdiction. */
export const useUnreviewedList = (zone: string[]) =>
  useQuery({
    queryKey: ['review-list', 'unreviewed', ...zone],
    queryFn: ({ signal }) =>
      apiGet(
        `/api/review-list/ALL/${zone.map((p) => `${segment(p)}/`).join('')}?status=NEW`,
        reviewListResponse,
        signal,
      ),
    retry: false,
  });

/** The accounts' linked-registration changes waiting for a user admin (issue 35). */
export function useLinkRequests() {
  return useQuery({
    queryKey: ['registration-link-requests'],
    queryFn: ({ signal }) => apiGet('/api/registration-link-requests', linkRequestsResponse, signal),
  });
}

/** Approves or refuses one waiting change; its answer says what was done. */
export const decideLinkRequest = (id: number, approve: boolean) =>
  apiPost(`/api/registration-link-requests/${id}`, { approve }, messageResponse);
