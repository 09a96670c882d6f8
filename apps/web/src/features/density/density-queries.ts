import { useQuery } from '@tanstack/react-query';
import {
  densityCountiesResponse,
  densityResponse,
  type EditLocationInput,
  editLocationResponse,
  occupantsResponse,
  verifyAddressResponse,
} from '@voterroll/contract/density-api';
import { apiGet, apiPost, segment } from '../../lib/api-client';

/** The zone the density page shows: a county, optionally a jurisdiction and a precinct. */
export interface DensityZone {
  county: string;
  jurisdiction?: string | undefined;
  precinct?: string | undefined;
}

export interface DensityFilters {
  threshold: string;
  status: string;
  category: string;
  q: string;
}

/** `{threshold}/{county}/[{jurisdiction}/[{precinct}/]]` and the filters (spec 2 section 7). */
export function densityUrl(zone: DensityZone, f: DensityFilters, at: DensityAt | 'all'): string {
  const path = [zone.county, zone.jurisdiction, zone.precinct]
    .filter((p): p is string => Boolean(p))
    .map((p) => `${segment(p)}/`)
    .join('');
  const params = new URLSearchParams({ status: f.status, category: f.category });
  if (f.q) params.set('q', f.q);
  if (at === 'all') params.set('all', '1');
  else if (at.cursor) params.set('after', at.cursor);
  else if (at.page > 1) params.set('page', String(at.page));
  return `/api/registration-density/${segment(f.threshold)}/${path}?${params}`;
}

export function useDensityCounties() {
  return useQuery({
    queryKey: ['registration-density'],
    queryFn: ({ signal }) => apiGet('/api/registration-density/', densityCountiesResponse, signal),
  });
}

/** A page of the list: its number, and its page link's cursor (null: by number, the first pages). */
export interface DensityAt {
  page: number;
  cursor: string | null;
}

export function useDensityRows(zone: DensityZone, f: DensityFilters, at: DensityAt) {
  const url = densityUrl(zone, f, at);
  return useQuery({
    queryKey: ['registration-density', url],
    queryFn: ({ signal }) => apiGet(url, densityResponse, signal),
    placeholderData: (previous) => previous,
    retry: false,
  });
}

/** Every row of the filter, for Export to CSV. */
export const fetchAllDensityRows = (zone: DensityZone, f: DensityFilters) =>
  apiGet(densityUrl(zone, f, 'all'), densityResponse);

export function useOccupants(county: string, addressHash: string) {
  return useQuery({
    queryKey: ['occupants', county, addressHash],
    queryFn: ({ signal }) =>
      apiGet(`/api/address/${segment(county)}/${segment(addressHash)}`, occupantsResponse, signal),
    retry: false,
  });
}

export const saveCategorisation = (body: EditLocationInput) =>
  apiPost('/api/edit-location', body, editLocationResponse);

export const verifyAddress = (
  addressHash: string,
  body: { address_line_1: string; extension: string; city: string; state: string; zip_code: string },
) => apiPost(`/api/verifyAddress/${segment(addressHash)}/`, body, verifyAddressResponse);
