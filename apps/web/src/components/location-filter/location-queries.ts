import { useQuery } from '@tanstack/react-query';
import {
  countiesResponse,
  jurisdictionsResponse,
  precinctsResponse,
  zoneDetailsResponse,
} from '@voterroll/contract/metrics-api';
import { apiGet, segment } from '../../lib/api-client';

// The lists change only with a new snapshot: kept for the session.
const lists = { staleTime: 30 * 60_000 };

export const useCounties = () =>
  useQuery({
    queryKey: ['counties'],
    queryFn: ({ signal }) => apiGet('/api/counties', countiesResponse, signal),
    ...lists,
  });

export const useJurisdictions = (county: string | undefined) =>
  useQuery({
    queryKey: ['jurisdictions', county],
    queryFn: ({ signal }) =>
      apiGet(`/api/jurisdictions/${segment(county ?? '')}`, jurisdictionsResponse, signal),
    enabled: Boolean(county),
    ...lists,
  });

export const usePrecincts = (county: string | undefined, jurisdiction: string | undefined) =>
  useQuery({
    queryKey: ['precincts', county, jurisdiction],
    queryFn: ({ signal }) =>
      apiGet(
        `/api/precincts/${segment(county ?? '')}/${segment(jurisdiction ?? '')}`,
        precinctsResponse,
        signal,
      ),
    enabled: Boolean(county && jurisdiction),
    ...lists,
  });

export const fetchZoneDetails = (zoneHash: string) =>
  apiGet(`/api/getzonedetails/${segment(zoneHash)}`, zoneDetailsResponse);
export const fetchCounties = () => apiGet('/api/counties', countiesResponse);
export const fetchJurisdictions = (county: string) =>
  apiGet(`/api/jurisdictions/${segment(county)}`, jurisdictionsResponse);
