import { useQuery } from '@tanstack/react-query';
import { countiesResponse } from '@voterroll/contract/metrics-api';
import { apiGet } from '../../lib/api-client';

/** The counties of the current voter file, for the search forms' county select. */
export function useCounties() {
  return useQuery({
    queryKey: ['counties'],
    queryFn: ({ signal }) => apiGet('/api/counties', countiesResponse, signal),
    staleTime: 10 * 60_000,
  });
}
