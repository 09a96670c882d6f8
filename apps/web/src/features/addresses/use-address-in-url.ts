import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { AddressChoice } from '../../components/address-search/address-search';

const FULL = 'full_address_hash';
const STREET = 'address_hash';
const TEXT = 'address';

/**
 * The searched address lives in the URL (spec 1: full_address_hash and address_hash preload the
 * widget; a full hash runs the search), so a search can be shared, reloaded and gone back to.
 * `address` carries the text when the search was made here; links from elsewhere may omit it.
 * A new search or a clear drops everything else but the `keep` parameters (old table pages).
 */
export function useAddressInUrl(keep: readonly string[] = []) {
  const [params, setParams] = useSearchParams();
  const full = params.get(FULL);
  const street = params.get(STREET);
  const text = params.get(TEXT);
  const searched = useMemo<AddressChoice | null>(
    () =>
      full
        ? { full_address_hash: full, address_hash: street ?? '', ...(text ? { full_address: text } : {}) }
        : null,
    [full, street, text],
  );
  const kept = () => {
    const next = new URLSearchParams();
    for (const k of keep) {
      const v = params.get(k);
      if (v !== null) next.set(k, v);
    }
    return next;
  };
  return {
    searched,
    search: (c: AddressChoice) => {
      const next = kept();
      next.set(FULL, c.full_address_hash);
      if (c.address_hash) next.set(STREET, c.address_hash);
      if (c.full_address) next.set(TEXT, c.full_address);
      setParams(next);
    },
    clear: () => setParams(kept()),
  };
}
