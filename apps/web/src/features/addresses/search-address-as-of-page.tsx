import './addresses.css';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type Registration, SNAPSHOTS_2020 } from '@voterroll/contract/addresses-api';
import { useCallback, useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useSearchParams } from 'react-router';
import { type AddressChoice, AddressSearch } from '../../components/address-search/address-search';
import { DataTable } from '../../components/data-table/data-table';
import { PageLoading } from '../../components/page-loading';
import { PageTitle } from '../../components/page-title';
import { RegistrationDetails } from '../../components/registration/registration-details';
import { type AddressLookup, lookupAddress2020, suggestAddresses2020 } from './address-api';
import { BulkActions } from './bulk-actions';
import { lookupErrorText } from './lookup-error';
import { NoAddressCard } from './no-address-card';
import { registrationColumns } from './registration-columns';
import { useAddressInUrl } from './use-address-in-url';
import { ZoneSummaryCard } from './zone-summary-card';

const SNAPSHOT = 'qvf_snapshot';
const DEFAULT_SNAPSHOT = SNAPSHOTS_2020[0];

/**
 * Only unflagged registrations can be chosen for a bulk action (spec 1). The status is the
 * registration's current flag, whatever file is shown: flagging acts on the registration now.
 */
const isSelectable = (r: Registration) => r.current_triage_status === null;

/** /search-address-as-of: who was registered at an address around the Nov 2020 general election. */
export function SearchAddressAsOfPage() {
  const [params, setParams] = useSearchParams();
  const snapshot = SNAPSHOTS_2020.find((s) => s.snapshot_value === params.get(SNAPSHOT)) ?? DEFAULT_SNAPSHOT;
  const { searched, search, clear } = useAddressInUrl([SNAPSHOT]);
  const [chosen, setChosen] = useState<AddressChoice | null>(searched);
  const [details, setDetails] = useState<Registration | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const value = snapshot.snapshot_value;
  const suggest = useCallback(
    (key: string, signal: AbortSignal) => suggestAddresses2020(key, value, signal),
    [value],
  );

  const queryClient = useQueryClient();
  const lookupKey = ['address-lookup-2020', value, searched?.full_address_hash];
  const lookup = useQuery({
    queryKey: lookupKey,
    queryFn: ({ signal }) => lookupAddress2020(searched?.full_address_hash ?? '', value, signal),
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
      <PageTitle title="Nov 2020 Address Lookup">
        Check who was registered to vote at your address around the time of the Nov 2020 General Election
      </PageTitle>
      <div className="row g-2 align-items-end mb-3" style={{ maxWidth: '60rem' }}>
        <Form.Group className="col-sm-4 col-lg-3" controlId="snapshot-2020">
          <Form.Label>Voter File As Of</Form.Label>
          <Form.Select
            value={value}
            onChange={(e) => {
              // Another file: the results of this one no longer apply.
              setChosen(null);
              setDetails(null);
              setSelected(new Set());
              setParams(new URLSearchParams({ [SNAPSHOT]: e.currentTarget.value }));
            }}
          >
            {SNAPSHOTS_2020.map((s) => (
              <option key={s.snapshot_value} value={s.snapshot_value}>
                {s.snapshot_desc}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <div className="col-sm-8 col-lg-9">
          <AddressSearch
            key={value}
            suggest={suggest}
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
        </div>
      </div>

      {searched && lookup.isPending && <PageLoading />}
      {lookup.isError && (
        <Alert variant="danger" data-testid="address-error">
          {lookupErrorText(lookup.error)}
        </Alert>
      )}
      {lookup.isSuccess && registrations.length === 0 && (
        <>
          <div className="no-registrations-text mb-2">
            No registrations found in voter file for above address
          </div>
          <NoAddressCard address={address} />
        </>
      )}
      {lookup.isSuccess && lookup.data.zone && registrations.length > 0 && (
        <div className="row g-3">
          <div className="col-lg-9 order-2 order-lg-1">
            <p className="h5" data-testid="registrations-summary">
              {registrations.length} Registration(s) found in {snapshot.snapshot_desc} voter roll at {address}
            </p>
            <DataTable
              data={registrations}
              columns={registrationColumns(setDetails)}
              getRowId={(r) => r.voter_identification_number}
              pageSize={10}
              initialSort={{ id: 'last_name', desc: false }}
              urlKey="reg_"
              caption={`Registrations at ${address} in the ${snapshot.snapshot_desc} voter file`}
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
                              const f = flags.find(
                                (x) => String(x.voter_id) === r.voter_identification_number,
                              );
                              return f ? { ...r, current_triage_status: f.current_triage_status } : r;
                            }),
                          }
                        : old,
                    )
                  }
                />
              }
            />
          </div>
          <div className="col-lg-3 order-1 order-lg-2">
            <ZoneSummaryCard zone={lookup.data.zone} />
          </div>
        </div>
      )}
      <RegistrationDetails registration={details} onBack={() => setDetails(null)} />
    </>
  );
}
