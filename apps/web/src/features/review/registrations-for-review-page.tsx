import { can } from '@voterroll/contract/policies';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useCounties } from '../../components/location-filter/location-queries';
import { STATEWIDE, setZoneChoice, useZoneChoice } from '../../components/location-filter/zone-store';
import { PageTitle } from '../../components/page-title';
import { longDate } from '../../lib/format';
import { useStoredUser } from '../../lib/stored-user';
import { useCurrentSnapshot } from '../../lib/use-current-snapshot';
import { usePermissionGuard } from '../../lib/use-permission-guard';
import { CountyTable } from './county-table';
import type { ReviewZone } from './review-queries';
import { ZoneReview } from './zone-review';
import { ZoneSelects } from './zone-selects';

/**
 * Registrations For Review (spec 2 section 2.6): statewide a table of counties; in a county,
 * jurisdiction or precinct the summary cards, filters and the review table. The zone lives in the
 * URL (county, jurisdiction, precinct) so that a view can be shared and reloaded.
 */
export function RegistrationsForReviewPage() {
  const user = useStoredUser();
  const snapshot = useCurrentSnapshot();
  const [params, setParams] = useSearchParams();
  const allowed = user !== null && can(user.roles ?? [], 'review.list');
  usePermissionGuard('review.list');
  const county = params.get('county');
  // A county's or jurisdiction's user opens on their own area: the statewide table would list
  // counties they cannot open.
  const ownCounty = user?.county ?? null;
  const ownJurisdiction = user?.jurisdiction ?? null;
  // Else the county chosen on another page (the location filter's, issue 37 item 8).
  const stored = useZoneChoice().county;
  const counties = useCounties();
  const openOn = ownCounty ?? stored?.name ?? null;
  useEffect(() => {
    if (!allowed || county || !openOn) return;
    const own = new URLSearchParams({ county: openOn });
    if (ownCounty && ownJurisdiction) own.set('jurisdiction', ownJurisdiction);
    setParams(own, { replace: true });
  }, [allowed, county, openOn, ownCounty, ownJurisdiction, setParams]);
  // Until that effect has moved the URL, draw nothing rather than flash the statewide table.
  if (!allowed || (!county && openOn)) return null;

  const zone: ReviewZone | null = county
    ? {
        county,
        jurisdiction: params.get('jurisdiction') ?? undefined,
        precinct: params.get('precinct') ?? undefined,
      }
    : null;
  const setZone = (z: ReviewZone | null) => {
    // The county chosen here is the next page's too; statewide chosen here is statewide there.
    const hash = counties.data?.find((c) => c.county_name === z?.county)?.zone_hash;
    if (!z?.county) setZoneChoice(STATEWIDE);
    else if (hash && stored?.name !== z.county)
      setZoneChoice({ county: { name: z.county, hash }, jurisdiction: null, precinct: null });
    const next = new URLSearchParams();
    if (z?.county) next.set('county', z.county);
    if (z?.jurisdiction) next.set('jurisdiction', z.jurisdiction);
    if (z?.precinct) next.set('precinct', z.precinct);
    setParams(next);
  };

  return (
    <>
      <PageTitle title="Registrations For Review">
        {snapshot ? `${longDate(snapshot)} ` : ''}Registrations For Review
      </PageTitle>
      <ZoneSelects zone={zone} onChange={setZone} />
      {zone ? (
        <ZoneReview
          key={`${zone.county}/${zone.jurisdiction}/${zone.precinct}`}
          zone={zone}
          roles={user?.roles ?? []}
        />
      ) : (
        <CountyTable onCounty={(c) => setZone({ county: c })} />
      )}
    </>
  );
}
