import { useQuery } from '@tanstack/react-query';
import {
  addressesResponse,
  addressRegistrationsResponse,
  type Registration,
  zoneByAddressResponse,
} from '@voterroll/contract/addresses-api';
import { unusualChangeMonthsResponse, unusualChangesResponse } from '@voterroll/contract/changes-api';
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

/**
 * The newest file's unusual changes statewide, for the home page: the newest month with any
 * (GET /api/unusual-change-months), then its list (GET /api/unusual-changes/{snapshot}).
 */
export function useNewestUnusualChanges() {
  return useQuery({
    queryKey: ['newest-unusual-changes'],
    queryFn: async ({ signal }) => {
      const { months } = await apiGet('/api/unusual-change-months', unusualChangeMonthsResponse, signal);
      const newest = months[0];
      if (!newest) return null;
      return apiGet(`/api/unusual-changes/${segment(newest.snapshot_date)}`, unusualChangesResponse, signal);
    },
    staleTime: 10 * 60_000,
    retry: false,
  });
}
