import { can } from '@voterroll/contract/policies';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
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
  useEffect(() => {
    if (!allowed || county || !ownCounty) return;
    const own = new URLSearchParams({ county: ownCounty });
    if (ownJurisdiction) own.set('jurisdiction', ownJurisdiction);
    setParams(own, { replace: true });
  }, [allowed, county, ownCounty, ownJurisdiction, setParams]);
  // Until that effect has moved the URL, draw nothing rather than flash the statewide table.
  if (!allowed || (!county && ownCounty)) return null;

  const zone: ReviewZone | null = county
    ? {
        county,
        jurisdiction: params.get('jurisdiction') ?? undefined,
        precinct: params.get('precinct') ?? undefined,
      }
    : null;
  const setZone = (z: ReviewZone | null) => {
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
