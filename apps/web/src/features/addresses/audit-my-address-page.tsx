import './addresses.css';
import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';
import { AddressSearch } from '../../components/address-search/address-search';
import { suggestAddresses } from '../../components/address-search/address-search-queries';
import { MapPanel } from '../../components/map-panel/map-panel';
import { PageLoading } from '../../components/page-loading';
import { PageTitle } from '../../components/page-title';
import { AddressRegistrationsTable } from './address-registrations-table';
import { lookupAddress } from './addresses-queries';
import { lookupErrorText } from './lookup-error';
import { NewestUnusualChanges } from './newest-unusual-changes';
import { NoAddressCard } from './no-address-card';
import { RegistrationDetails } from './registration-details';
import { useAddressLookup } from './use-address-lookup';
import { useDetailsInUrl } from './use-details-in-url';
import { type ZoneSummary, ZoneSummaryCard } from './zone-summary-card';

/**
 * After an audit, the alerts of the address's area, the subscribe form filled in (issue 37 item
 * 10): alerts go to a jurisdiction at the finest, so the precinct's city or township.
 */
function AlertsLink({ zone }: { zone: ZoneSummary }) {
  const area = zone.jurisdiction_name ?? `${zone.county_name} County`;
  const query = new URLSearchParams({
    county: zone.county_name,
    ...(zone.jurisdiction_name ? { jurisdiction: zone.jurisdiction_name } : {}),
  });
  return (
    <Link className="btn btn-outline-primary" to={`/subscribe?${query}`} data-testid="alerts-link">
      Get alerts for {area}
      <span className="d-block small">when a new voter file shows unusual changes there</span>
    </Link>
  );
}

/** Audit My Address (routes / and /audit-my-address): who is registered at an address. */
export function AuditMyAddressPage() {
  const a = useAddressLookup(['address-lookup'], lookupAddress);
  const { lookup, registrations, address } = a;
  const details = useDetailsInUrl(registrations);

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

      {!a.searched && <NewestUnusualChanges />}
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
            <div className="col-md-4 d-grid gap-2 align-content-start">
              <ZoneSummaryCard zone={lookup.data.zone} />
              <AlertsLink zone={lookup.data.zone} />
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
            onDetails={details.open}
          />
        </>
      )}
      <RegistrationDetails
        registration={details.details}
        onBack={details.close}
        onChanged={(f) => a.markFlagged([f])}
      />
    </>
  );
}
