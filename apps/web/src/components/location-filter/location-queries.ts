import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import {
  countiesResponse,
  jurisdictionsResponse,
  precinctsResponse,
  zoneDetailsResponse,
} from '@voterroll/contract/metrics-api';
import { apiGet, segment } from '../../lib/api-client';

/**
 * The place lists of the current voter file, for every select and filter: one key and one
 * staleness each. They change only with a new snapshot, so they are kept half an hour.
 */
const LIST_STALE_MS = 30 * 60_000;

const countiesQuery = queryOptions({
  queryKey: ['counties'],
  queryFn: ({ signal }) => apiGet('/api/counties', countiesResponse, signal),
  staleTime: LIST_STALE_MS,
});

const jurisdictionsQuery = (county: string) =>
  queryOptions({
    queryKey: ['jurisdictions', county],
    queryFn: ({ signal }) => apiGet(`/api/jurisdictions/${segment(county)}`, jurisdictionsResponse, signal),
    staleTime: LIST_STALE_MS,
  });

const precinctsQuery = (county: string, jurisdiction: string) =>
  queryOptions({
    queryKey: ['precincts', county, jurisdiction],
    queryFn: ({ signal }) =>
      apiGet(`/api/precincts/${segment(county)}/${segment(jurisdiction)}`, precinctsResponse, signal),
    staleTime: LIST_STALE_MS,
  });

/** GET /api/counties. */
export const useCounties = () => useQuery(countiesQuery);

/** GET /api/jurisdictions/{county}; nothing while no county is chosen. */
export const useJurisdictions = (county: string | null | undefined) =>
  useQuery({ ...jurisdictionsQuery(county ?? ''), enabled: Boolean(county) });

/** GET /api/precincts/{county}/{jurisdiction}; nothing until both are chosen. */
export const usePrecincts = (county: string | null | undefined, jurisdiction: string | null | undefined) =>
  useQuery({ ...precinctsQuery(county ?? '', jurisdiction ?? ''), enabled: Boolean(county && jurisdiction) });

export const fetchZoneDetails = (zoneHash: string) =>
  apiGet(`/api/getzonedetails/${segment(zoneHash)}`, zoneDetailsResponse);
export const fetchCounties = (client: QueryClient) => client.fetchQuery(countiesQuery);
export const fetchJurisdictions = (client: QueryClient, county: string) =>
  client.fetchQuery(jurisdictionsQuery(county));
