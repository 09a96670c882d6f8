import { useQuery } from '@tanstack/react-query';
import { flaggedReviewResponse, removedResponse } from '@voterroll/contract/patriot-api';
import { apiGet } from '../../lib/api-client';

/** The Flagged tab's triage-status filter in the URL. */
export const PATRIOT_STATUS_PARAM = 'pf_status';

export function useFlaggedReview(enabled: boolean) {
  return useQuery({
    queryKey: ['patriot', 'flagged'],
    queryFn: ({ signal }) => apiGet('/api/flagged-registration-review', flaggedReviewResponse, signal),
    enabled,
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
