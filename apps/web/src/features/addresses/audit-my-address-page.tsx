import './addresses.css';
import type { Registration } from '@voterroll/contract/addresses-api';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { AddressSearch } from '../../components/address-search/address-search';
import { suggestAddresses } from '../../components/address-search/address-search-queries';
import { PageLoading } from '../../components/page-loading';
import { PageTitle } from '../../components/page-title';
import { AddressRegistrationsTable } from './address-registrations-table';
import { lookupAddress } from './addresses-queries';
import { lookupErrorText } from './lookup-error';
import { MapPanel } from './map-panel';
import { NoAddressCard } from './no-address-card';
import { RegistrationDetails } from './registration-details';
import { useAddressLookup } from './use-address-lookup';
import { ZoneSummaryCard } from './zone-summary-card';

/** Audit My Address (routes / and /audit-my-address): who is registered at an address. */
export function AuditMyAddressPage() {
  const a = useAddressLookup(['address-lookup'], lookupAddress);
  const { lookup, registrations, address } = a;
  const [details, setDetails] = useState<Registration | null>(null);

  return (
    <>
      <PageTitle>Audit My Address - Michigan</PageTitle>
      <p className="text-body-secondary">
        Type your street address and pick it from the list to see who is registered to vote there.
      </p>
      <div className="mb-3" style={{ maxWidth: '48rem' }}>
        <AddressSearch
          suggest={suggestAddresses}
          chosen={a.chosen}
          onChosenChange={a.setChosen}
          onSearch={a.search}
          onClear={a.clear}
          busy={lookup.isFetching}
        />
        {lookup.isSuccess && registrations.length === 0 && (
          <div className="no-registrations-text mt-2">
            No registrations found in voter file for above address
          </div>
        )}
      </div>

      {a.searched && lookup.isPending && <PageLoading />}
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
          <AddressRegistrationsTable
            registrations={registrations}
            caption={`Registrations at ${address}`}
            selected={a.selected}
            onSelectedChange={a.setSelected}
            onFlagged={a.markFlagged}
            onDetails={setDetails}
          />
        </>
      )}
      <RegistrationDetails
        registration={details}
        onBack={() => setDetails(null)}
        onChanged={(f) => a.markFlagged([f])}
      />
    </>
  );
}
