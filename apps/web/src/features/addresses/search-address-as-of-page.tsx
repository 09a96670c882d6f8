import './addresses.css';
import { SNAPSHOTS_2020 } from '@voterroll/contract/addresses-api';
import { useCallback } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useSearchParams } from 'react-router';
import { AddressSearch } from '../../components/address-search/address-search';
import { PageLoading } from '../../components/page-loading';
import { PageTitle } from '../../components/page-title';
import { AddressRegistrationsTable } from './address-registrations-table';
import { lookupAddress2020, suggestAddresses2020 } from './addresses-queries';
import { lookupErrorText } from './lookup-error';
import { NoAddressCard } from './no-address-card';
import { RegistrationDetails } from './registration-details';
import { useAddressLookup } from './use-address-lookup';
import { useDetailsInUrl } from './use-details-in-url';
import { ZoneSummaryCard } from './zone-summary-card';

const SNAPSHOT = 'qvf_snapshot';
const DEFAULT_SNAPSHOT = SNAPSHOTS_2020[0];

/** /search-address-as-of: who was registered at an address around the Nov 2020 general election. */
export function SearchAddressAsOfPage() {
  const [params, setParams] = useSearchParams();
  const snapshot = SNAPSHOTS_2020.find((s) => s.snapshot_value === params.get(SNAPSHOT)) ?? DEFAULT_SNAPSHOT;
  const value = snapshot.snapshot_value;
  const suggest = useCallback(
    (key: string, signal: AbortSignal) => suggestAddresses2020(key, value, signal),
    [value],
  );
  const fetchLookup = useCallback(
    (hash: string, signal: AbortSignal) => lookupAddress2020(hash, value, signal),
    [value],
  );
  const a = useAddressLookup(['address-lookup-2020', value], fetchLookup, [SNAPSHOT]);
  const { lookup, registrations, address } = a;
  const details = useDetailsInUrl(registrations);

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
              // Another file: the same address is looked up in it (the URL keeps the address, and
              // the lookup is keyed by the file); the open details and chosen rows were this file's.
              const next = new URLSearchParams(params);
              next.set(SNAPSHOT, e.currentTarget.value);
              next.delete('voter');
              a.setSelected(new Set());
              setParams(next);
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
            chosen={a.chosen}
            onChosenChange={a.setChosen}
            onSearch={a.search}
            onClear={a.clear}
            busy={lookup.isFetching}
          />
        </div>
      </div>

      {a.searched && lookup.isPending && <PageLoading />}
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
            <AddressRegistrationsTable
              registrations={registrations}
              caption={`Registrations at ${address} in the ${snapshot.snapshot_desc} voter file`}
              selected={a.selected}
              onSelectedChange={a.setSelected}
              onFlagged={a.markFlagged}
              onDetails={details.open}
            />
          </div>
          <div className="col-lg-3 order-1 order-lg-2">
            <ZoneSummaryCard zone={lookup.data.zone} />
          </div>
        </div>
      )}
      <RegistrationDetails
        registration={details.details}
        onBack={details.close}
        onChanged={(f) => a.markFlagged([f])}
      />
    </>
  );
}
