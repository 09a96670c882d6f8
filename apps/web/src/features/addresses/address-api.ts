import {
  addressesResponse,
  addressRegistrationsResponse,
  type Registration,
  zoneByAddressResponse,
} from '@voterroll/contract/addresses-api';
import type { z } from 'zod';
import { apiGet, apiPost, segment } from '../../lib/api-client';

export type Zone = z.infer<typeof zoneByAddressResponse>[number];

/** What a search of one address found: its zone (none when the address is unknown) and registrations. */
export interface AddressLookup {
  zone: Zone | null;
  registrations: Registration[];
}

/** GET /api/addresses?key= (the key is already trimmed, without spaces, upper-cased). */
export const suggestAddresses = async (key: string, signal: AbortSignal) =>
  (await apiGet(`/api/addresses?key=${encodeURIComponent(key)}`, addressesResponse, signal)).addresses;

/** POST /api/getzonebyaddress, then GET /api/address/{county}?full_address_hash= (spec 1 section 7). */
export async function lookupAddress(fullAddressHash: string, signal: AbortSignal): Promise<AddressLookup> {
  const zones = await apiPost(
    '/api/getzonebyaddress',
    { address_key: fullAddressHash },
    zoneByAddressResponse,
  );
  const zone = zones[0];
  if (!zone) return { zone: null, registrations: [] };
  const { registrations } = await apiGet(
    `/api/address/${segment(zone.county_name)}?full_address_hash=${encodeURIComponent(fullAddressHash)}`,
    addressRegistrationsResponse,
    signal,
  );
  return { zone, registrations };
}
