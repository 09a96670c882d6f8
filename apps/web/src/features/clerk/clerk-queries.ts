import { useQuery } from '@tanstack/react-query';
import { clerkMetricsResponse, clerkReviewSummaryResponse } from '@voterroll/contract/clerk-api';
import { CLERK_KEY } from '../../components/clerk-list/clerk-list-queries';
import { apiGet } from '../../lib/api-client';

export function useClerkMetrics() {
  return useQuery({
    queryKey: [CLERK_KEY, 'metrics'],
    queryFn: ({ signal }) => apiGet('/api/clerk-review-metrics/', clerkMetricsResponse, signal),
    // A home's count: read again each time the home is shown, since the user's own actions
    // elsewhere change it (issue 35: 'Flags raised 0' right after a flag, until a reload).
    staleTime: 0,
    retry: false,
  });
}

export function useClerkSummary() {
  return useQuery({
    queryKey: [CLERK_KEY, 'summary'],
    queryFn: ({ signal }) => apiGet('/api/clerk-review-summary/', clerkReviewSummaryResponse, signal),
    retry: false,
  });
}
