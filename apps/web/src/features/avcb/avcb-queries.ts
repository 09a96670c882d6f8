import { useQuery } from '@tanstack/react-query';
import { avcbRowsResponse, avcbTotalsResponse } from '@voterroll/contract/avcb-api';
import { apiGet } from '../../lib/api-client';

/** The 2020 AVCB counts' two cards, kept per user (the server answers by permission). */
export const useAvcbTotals = (username: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: ['avcb-2020', 'totals', username],
    queryFn: ({ signal }) => apiGet('/api/avcb-totals-2020', avcbTotalsResponse, signal),
    enabled,
    staleTime: 0,
  });

/** The 2020 AVCB counts' boards table. */
export const useAvcbRows = (username: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: ['avcb-2020', 'rows', username],
    queryFn: ({ signal }) => apiGet('/api/avcb-counts-2020', avcbRowsResponse, signal),
    enabled,
    staleTime: 0,
  });
