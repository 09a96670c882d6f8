import { useQuery, useQueryClient } from '@tanstack/react-query';
import { flaggedCommentsResponse } from '@voterroll/contract/flags-api';
import { apiGet, segment } from '../../lib/api-client';
import { useStoredUser } from '../../lib/stored-user';

/**
 * A registration's flag and its history (GET /api/flagged-registration-comments), as the research
 * notes dialogs and the registration details' Volunteer Activity read it: always fresh, and
 * `reload` after any change or refusal. The answer depends on who asks (the server refuses a
 * registration outside the user's area), so it is kept per user: a user who signs in after another
 * never sees the other's answer while theirs loads.
 */
export function useFlagComments(voterId: number | string | null, enabled = true) {
  const queryClient = useQueryClient();
  const user = useStoredUser();
  const queryKey = ['flagged-registration-comments', String(voterId), user?.username ?? null];
  const comments = useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      apiGet(
        `/api/flagged-registration-comments/${segment(String(voterId))}`,
        flaggedCommentsResponse,
        signal,
      ),
    enabled: voterId !== null && enabled,
    staleTime: 0,
    retry: false,
  });
  const reload = () => void queryClient.invalidateQueries({ queryKey });
  return { comments, flag: comments.data?.['flagged-registration'] ?? null, reload };
}
