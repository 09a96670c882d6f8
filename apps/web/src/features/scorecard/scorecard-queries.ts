import { useQuery } from '@tanstack/react-query';
import { zoneStatsResponse } from '@voterroll/contract/scorecard-api';
import { apiGet, segment } from '../../lib/api-client';

/** [summary, children] of the state, a county (name upper-cased, as the spec calls it) or a jurisdiction. */
export function useZoneStats(county?: string, jurisdiction?: string) {
  const path = !county
    ? '/api/qvfstatsstate/MICHIGAN'
    : !jurisdiction
      ? `/api/qvfstatscountyjurisdiction/${segment(county.toUpperCase())}`
      : `/api/qvfstatsprecinct/${segment(county.toUpperCase())}/${segment(jurisdiction)}`;
  return useQuery({
    queryKey: ['zone-stats', path],
    queryFn: ({ signal }) => apiGet(path, zoneStatsResponse, signal),
  });
}
