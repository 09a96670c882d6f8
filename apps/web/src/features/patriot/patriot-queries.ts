import { useQuery } from '@tanstack/react-query';
import { myChallengesResponse } from '@voterroll/contract/challenge-api';
import { flaggedReviewResponse, removedResponse } from '@voterroll/contract/patriot-api';
import { apiGet } from '../../lib/api-client';

/** The Flagged tab's triage-status filter in the URL. */
export const PATRIOT_STATUS_PARAM = 'pf_status';

export function useFlaggedReview(enabled: boolean) {
  return useQuery({
    queryKey: ['patriot', 'flagged'],
    queryFn: ({ signal }) => apiGet('/api/flagged-registration-review', flaggedReviewResponse, signal),
    enabled,
    // A home's count: read again each time the home is shown, since the user's own actions
    // elsewhere change it (issue 35: 'Flags raised 0' right after a flag, until a reload).
    staleTime: 0,

    retry: false,
  });
}

export function useRemovedFlagged() {
  return useQuery({
    queryKey: ['patriot', 'removed'],
    queryFn: ({ signal }) => apiGet('/api/flagged-registrations-removed', removedResponse, signal),
    retry: false,
  });
}

/** The packets the signed-in patriot submitted and their counts (GET /api/my-challenges). */
export function useMyChallenges(enabled: boolean) {
  return useQuery({
    // The challenge page invalidates this key after a submission.
    queryKey: ['my-challenges'],
    queryFn: ({ signal }) => apiGet('/api/my-challenges', myChallengesResponse, signal),
    enabled,
    staleTime: 0,
    retry: false,
  });
}
