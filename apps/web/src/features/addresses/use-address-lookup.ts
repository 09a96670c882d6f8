import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FlagState } from '@voterroll/contract/flags-api';
import { useEffect, useState } from 'react';
import type { AddressChoice } from '../../components/address-search/address-search';
import type { AddressLookup } from './addresses-queries';
import { useAddressInUrl } from './use-address-in-url';

/**
 * The state both address pages share: the address searched (kept in the URL, so a link runs the
 * search), the lookup of its registrations, the rows chosen for a bulk action, and the flagged
 * rows' new status written into the lookup without another search (spec 1).
 */
export function useAddressLookup(
  key: readonly unknown[],
  fetchLookup: (fullAddressHash: string, signal: AbortSignal) => Promise<AddressLookup>,
  keepParams: readonly string[] = [],
) {
  const { searched, search, clear } = useAddressInUrl(keepParams);
  const [chosen, setChosen] = useState<AddressChoice | null>(searched);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const queryClient = useQueryClient();
  const lookupKey = [...key, searched?.full_address_hash];
  const lookup = useQuery({
    queryKey: lookupKey,
    queryFn: ({ signal }) => fetchLookup(searched?.full_address_hash ?? '', signal),
    enabled: searched !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const registrations = lookup.data?.registrations ?? [];
  // A search from a link names only the hashes: the box then shows the address the file gives.
  const streetOfFile = registrations[0]?.full_street_address;
  useEffect(() => {
    if (streetOfFile && searched && !searched.full_address)
      setChosen((c) => (c && !c.full_address ? { ...c, full_address: streetOfFile } : c));
  }, [streetOfFile, searched]);

  const markFlagged = (flags: FlagState[]) =>
    queryClient.setQueryData<AddressLookup>(lookupKey, (old) =>
      old
        ? {
            ...old,
            registrations: old.registrations.map((r) => {
              const f = flags.find((x) => String(x.voter_id) === r.voter_identification_number);
              return f ? { ...r, current_triage_status: f.current_triage_status } : r;
            }),
          }
        : old,
    );

  return {
    searched,
    chosen,
    setChosen,
    lookup,
    registrations,
    address: searched?.full_address ?? streetOfFile ?? 'the chosen address',
    selected,
    setSelected,
    markFlagged,
    search: (c: AddressChoice) => {
      setSelected(new Set());
      search(c);
    },
    clear: () => {
      setSelected(new Set());
      clear();
    },
  };
}
