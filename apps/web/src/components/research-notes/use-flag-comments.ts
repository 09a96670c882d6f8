import { useQuery, useQueryClient } from '@tanstack/react-query';
import { flaggedCommentsResponse } from '@voterroll/contract/flags-api';
import { apiGet } from '../../lib/api-client';

/**
 * A registration's flag and its history (GET /api/flagged-registration-comments), as the research
 * notes dialogs read it: always fresh, and `reload` after any change or refusal.
 */
export function useFlagComments(voterId: number | null, enabled = true) {
  const queryClient = useQueryClient();
  const queryKey = ['flagged-registration-comments', String(voterId)];
  const comments = useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      apiGet(`/api/flagged-registration-comments/${voterId}`, flaggedCommentsResponse, signal),
    enabled: voterId !== null && enabled,
    staleTime: 0,
    retry: false,
  });
  const reload = () => void queryClient.invalidateQueries({ queryKey });
  return { comments, flag: comments.data?.['flagged-registration'] ?? null, reload };
}
