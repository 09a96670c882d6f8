import { useQuery } from '@tanstack/react-query';
import {
  addressesResponse,
  addressRegistrationsResponse,
  type Registration,
  zoneByAddressResponse,
} from '@voterroll/contract/addresses-api';
import {
  densityCountiesResponse,
  densityResponse,
  type EditLocationInput,
  editLocationResponse,
  occupantsResponse,
  verifyAddressResponse,
} from '@voterroll/contract/density-api';
import { siteConfigResponse } from '@voterroll/contract/site-api';
import type { z } from 'zod';
import { ApiError, apiGet, apiPost, segment } from '../../lib/api-client';

export type Zone = z.infer<typeof zoneByAddressResponse>[number];

/** The zone of an address; an address the voter file does not hold (404) has none. */
async function zoneOf(path: string, body: unknown): Promise<Zone | null> {
  try {
    return (await apiPost(path, body, zoneByAddressResponse))[0] ?? null;
  } catch (e) {
    if (e instanceof ApiError && e.kind === 'not-found') return null;
    throw e;
  }
}

/** What a search of one address found: its zone (none when the address is unknown) and registrations. */
export interface AddressLookup {
  zone: Zone | null;
  registrations: Registration[];
}

/** POST /api/getzonebyaddress, then GET /api/address/{county}?full_address_hash= (spec 1 section 7). */
export async function lookupAddress(fullAddressHash: string, signal: AbortSignal): Promise<AddressLookup> {
  const zone = await zoneOf('/api/getzonebyaddress', { address_key: fullAddressHash });
  if (!zone) return { zone: null, registrations: [] };
  const { registrations } = await apiGet(
    `/api/address/${segment(zone.county_name)}?full_address_hash=${encodeURIComponent(fullAddressHash)}`,
    addressRegistrationsResponse,
    signal,
  );
  return { zone, registrations };
}

/** GET /api/addresses-2020?key=&qvf_snapshot=: addresses with registrations in that 2020-2021 file. */
export const suggestAddresses2020 = async (key: string, snapshot: string, signal: AbortSignal) =>
  (
    await apiGet(
      `/api/addresses-2020?key=${encodeURIComponent(key)}&qvf_snapshot=${encodeURIComponent(snapshot)}`,
      addressesResponse,
      signal,
    )
  ).addresses;

/** As lookupAddress, in one of the Nov 2020 lookup's snapshots. */
export async function lookupAddress2020(
  fullAddressHash: string,
  snapshot: string,
  signal: AbortSignal,
): Promise<AddressLookup> {
  const zone = await zoneOf('/api/getzonebyaddress-2020', {
    address_key: fullAddressHash,
    qvf_snapshot: snapshot,
  });
  if (!zone) return { zone: null, registrations: [] };
  const query = `qvf_snapshot=${encodeURIComponent(snapshot)}&full_address_hash=${encodeURIComponent(fullAddressHash)}`;
  const { registrations } = await apiGet(
    `/api/address-2020/${segment(zone.county_name)}?${query}`,
    addressRegistrationsResponse,
    signal,
  );
  return { zone, registrations };
}

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
export function densityUrl(zone: DensityZone, f: DensityFilters, page: number | 'all'): string {
  const path = [zone.county, zone.jurisdiction, zone.precinct]
    .filter((p): p is string => Boolean(p))
    .map((p) => `${segment(p)}/`)
    .join('');
  const params = new URLSearchParams({ status: f.status, category: f.category });
  if (f.q) params.set('q', f.q);
  if (page === 'all') params.set('all', '1');
  else params.set('page', String(page));
  return `/api/registration-density/${segment(f.threshold)}/${path}?${params}`;
}

export function useDensityCounties() {
  return useQuery({
    queryKey: ['registration-density'],
    queryFn: ({ signal }) => apiGet('/api/registration-density/', densityCountiesResponse, signal),
  });
}

export function useDensityRows(zone: DensityZone, f: DensityFilters, page: number) {
  const url = densityUrl(zone, f, page);
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

/** The server's settings the pages read (the map embed's URL), asked once. */
export const useSiteConfig = () =>
  useQuery({
    queryKey: ['site-config'],
    queryFn: ({ signal }) => apiGet('/api/site-config', siteConfigResponse, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
