import { useQuery } from '@tanstack/react-query';
import {
  type ClerkReviewFilter,
  type ClerkSort,
  clerkListResponse,
  clerkMetricsResponse,
  clerkReviewSummaryResponse,
} from '@voterroll/contract/clerk-api';
import { apiGet, apiPost } from '../../lib/api-client';

/** Every clerk query's key starts so: a change in the notes dialog refetches them all. */
export const CLERK_KEY = 'clerk';

export function useClerkMetrics() {
  return useQuery({
    queryKey: [CLERK_KEY, 'metrics'],
    queryFn: ({ signal }) => apiGet('/api/clerk-review-metrics/', clerkMetricsResponse, signal),
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

export type ClerkListKind =
  | { tab: 'workspace'; status: string }
  | { tab: 'challenged'; filter: ClerkReviewFilter }
  | { tab: 'confirmation' };

export interface ClerkListParams {
  page: number;
  sort?: ClerkSort | undefined;
  dir?: 'asc' | 'desc' | undefined;
  q?: string | undefined;
}

/** One server page of a clerk table (the server filters, sorts and pages: 30 rows). */
export function useClerkList(kind: ClerkListKind, p: ClerkListParams) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(p)) if (v !== undefined && v !== '') params.set(k, String(v));
  if (kind.tab === 'workspace') params.set('status', kind.status);
  return useQuery({
    queryKey: [CLERK_KEY, 'list', kind, p],
    queryFn: ({ signal }) =>
      kind.tab === 'challenged'
        ? apiPost('/api/clerk-review-list', { filter_code: kind.filter, ...p }, clerkListResponse)
        : apiGet(
            `${kind.tab === 'workspace' ? '/api/clerk-workspace-list/' : '/api/due-for-confirmation'}?${params}`,
            clerkListResponse,
            signal,
          ),
    placeholderData: (previous) => previous,
    retry: false,
  });
}
