import './addresses.css';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Registration } from '@voterroll/contract/addresses-api';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { type AddressChoice, AddressSearch } from '../../components/address-search/address-search';
import { DataTable } from '../../components/data-table/data-table';
import { PageLoading } from '../../components/page-loading';
import { PageTitle } from '../../components/page-title';
import { RegistrationDetails } from '../../components/registration/registration-details';
import { type AddressLookup, lookupAddress, suggestAddresses } from './address-api';
import { BulkActions } from './bulk-actions';
import { lookupErrorText } from './lookup-error';
import { MapPanel } from './map-panel';
import { NoAddressCard } from './no-address-card';
import { registrationColumns } from './registration-columns';
import { useAddressInUrl } from './use-address-in-url';
import { ZoneSummaryCard } from './zone-summary-card';

/** Only unflagged registrations can be chosen for a bulk action (spec 1). */
const isSelectable = (r: Registration) => r.current_triage_status === null;

/** Audit My Address (routes / and /audit-my-address): who is registered at an address. */
export function AuditMyAddressPage() {
  const { searched, search, clear } = useAddressInUrl();
  const [chosen, setChosen] = useState<AddressChoice | null>(searched);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [details, setDetails] = useState<Registration | null>(null);

  // The search runs from the URL: a full address hash arriving there runs it (spec 1).
  const queryClient = useQueryClient();
  const lookupKey = ['address-lookup', searched?.full_address_hash];
  const lookup = useQuery({
    queryKey: lookupKey,
    queryFn: ({ signal }) => lookupAddress(searched?.full_address_hash ?? '', signal),
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
  const address = searched?.full_address ?? registrations[0]?.full_street_address ?? 'the chosen address';

  return (
    <>
      <PageTitle>Audit My Address - Michigan</PageTitle>
      <p className="text-body-secondary">
        Type your street address and pick it from the list to see who is registered to vote there.
      </p>
      <div className="mb-3" style={{ maxWidth: '48rem' }}>
        <AddressSearch
          suggest={suggestAddresses}
          chosen={chosen}
          onChosenChange={setChosen}
          onSearch={(c) => {
            setSelected(new Set());
            search(c);
          }}
          onClear={() => {
            setSelected(new Set());
            clear();
          }}
          busy={lookup.isFetching}
        />
        {lookup.isSuccess && registrations.length === 0 && (
          <div className="no-registrations-text mt-2">
            No registrations found in voter file for above address
          </div>
        )}
      </div>

      {searched && lookup.isPending && <PageLoading />}
      {lookup.isError && (
        <Alert variant="danger" data-testid="address-error">
          {lookupErrorText(lookup.error)}
        </Alert>
      )}
      {lookup.isSuccess && registrations.length === 0 && <NoAddressCard address={address} />}
      {lookup.isSuccess && lookup.data.zone && registrations.length > 0 && (
        <>
          <h2 className="h4" data-testid="registrations-heading">
            {registrations.length} Registration(s) found
            <small className="d-block fs-6 text-body-secondary mt-1">{address}</small>
          </h2>
          <div className="row g-3 mb-3">
            <div className="col-md-4">
              <ZoneSummaryCard zone={lookup.data.zone} />
            </div>
            <div className="col-md-8">
              <MapPanel address={address} />
            </div>
          </div>
          <DataTable
            data={registrations}
            columns={registrationColumns(setDetails)}
            getRowId={(r) => r.voter_identification_number}
            pageSize={10}
            initialSort={{ id: 'last_name', desc: false }}
            urlKey="reg_"
            caption={`Registrations at ${address}`}
            selection={{ isSelectable, selectedIds: selected, onChange: setSelected }}
            toolbar={
              <BulkActions
                selectedIds={selected}
                onClearSelection={() => setSelected(new Set())}
                onFlagged={(flags) =>
                  // Flagged rows take their new status here, without another search (spec 1).
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
                  )
                }
              />
            }
          />
        </>
      )}
      <RegistrationDetails registration={details} onBack={() => setDetails(null)} />
    </>
  );
}
