import { addressesResponse } from '@voterroll/contract/addresses-api';
import { apiGet } from '../../lib/api-client';

/** GET /api/addresses?key= (the key is already trimmed, without spaces, upper-cased). */
export const suggestAddresses = async (key: string, signal: AbortSignal) =>
  (await apiGet(`/api/addresses?key=${encodeURIComponent(key)}`, addressesResponse, signal)).addresses;
