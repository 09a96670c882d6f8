import { useQuery } from '@tanstack/react-query';
import { currentMetricsResponse } from '@voterroll/contract/metrics-api';
import { apiGet } from './api-client';

/**
 * The date of the current (latest published) voter-file snapshot, "YYYY-MM-DD". The statewide
 * metrics carry it; the header badge and the page titles ("October 01 2025 ...") read it from here.
 */
export function useCurrentSnapshot(): string | undefined {
  const { data } = useQuery({
    queryKey: ['current-metrics', 'MICHIGAN'],
    queryFn: ({ signal }) => apiGet('/api/current-metrics/MICHIGAN', currentMetricsResponse, signal),
    staleTime: 10 * 60_000,
  });
  const snapshot = data?.snapshot;
  return typeof snapshot === 'string' ? snapshot : undefined;
}
