import { useQuery } from '@tanstack/react-query';
import { countiesResponse, jurisdictionsResponse } from '@voterroll/contract/metrics-api';
import { apiGet, segment } from './api-client';

/** The counties of the current voter file (GET /api/counties), for selects. */
export function useCounties() {
  return useQuery({
    queryKey: ['counties'],
    queryFn: ({ signal }) => apiGet('/api/counties', countiesResponse, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The jurisdictions of a county (GET /api/jurisdictions/{county}); nothing while no county is chosen. */
export function useJurisdictions(county: string | null | undefined) {
  return useQuery({
    queryKey: ['jurisdictions', county],
    queryFn: ({ signal }) =>
      apiGet(`/api/jurisdictions/${segment(county ?? '')}`, jurisdictionsResponse, signal),
    enabled: Boolean(county) && county !== 'ALL',
    staleTime: Number.POSITIVE_INFINITY,
  });
}
