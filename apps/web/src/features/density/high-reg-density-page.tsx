import { can } from '@voterroll/contract/policies';
import { LocationFilter } from '../../components/location-filter/location-filter';
import { useCurrentZone } from '../../components/location-filter/use-current-zone';
import { setZoneChoice } from '../../components/location-filter/zone-store';
import { PageTitle } from '../../components/page-title';
import { longDate } from '../../lib/format';
import { useStoredUser } from '../../lib/stored-user';
import { useCurrentSnapshot } from '../../lib/use-current-snapshot';
import { usePermissionGuard } from '../../lib/use-permission-guard';
import { DensityCountyTable } from './density-county-table';
import { ZoneDensity } from './zone-density';

/**
 * High Registration Density Addresses (spec 2 section 2.4): statewide, the county table; in a
 * county, jurisdiction or precinct (the location filter's choice), the addresses with their
 * filters, occupants, map and research.
 */
export function HighRegDensityPage() {
  const user = useStoredUser();
  const snapshot = useCurrentSnapshot();
  const { choice } = useCurrentZone();
  const roles = user?.roles ?? [];
  const allowed = user !== null && can(roles, 'addresses.high-density');
  usePermissionGuard('addresses.high-density');
  if (!allowed) return null;

  const zone = choice.county
    ? { county: choice.county.name, jurisdiction: choice.jurisdiction?.name, precinct: choice.precinct?.name }
    : null;
  return (
    <>
      <PageTitle title="High Registration Density Addresses">
        {snapshot ? `${longDate(snapshot)} ` : ''}High Registration Density Addresses
      </PageTitle>
      <LocationFilter choice={choice} />
      {zone ? (
        <ZoneDensity
          key={`${zone.county}/${zone.jurisdiction}/${zone.precinct}`}
          zone={zone}
          canEdit={can(roles, 'addresses.edit-category')}
          canVerify={can(roles, 'addresses.verify')}
        />
      ) : (
        <DensityCountyTable
          onCounty={(c) =>
            setZoneChoice({
              county: { name: c.county_name, hash: c.zone_hash },
              jurisdiction: null,
              precinct: null,
            })
          }
        />
      )}
    </>
  );
}
