import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link, useSearchParams } from 'react-router';
import { LoadingModal } from '../../components/loading-modal';
import { PageTitle } from '../../components/page-title';
import { ApiError, errorText } from '../../lib/api-client';
import { ScoreLegend } from './score-legend';
import { ScorecardBreadcrumb } from './scorecard-breadcrumb';
import { ScorecardPicker } from './scorecard-picker';
import { useZoneStats } from './scorecard-queries';
import { ZoneScoresTable } from './zone-scores-table';
import { ZoneSummary } from './zone-summary';

/** /scorecard-j?county=&jurisdiction=: a jurisdiction's score and its precincts. */
export function JurisdictionScorecardPage() {
  const [params] = useSearchParams();
  const county = params.get('county')?.trim().toUpperCase() || undefined;
  const jurisdiction = params.get('jurisdiction')?.trim() || undefined;
  if (!county || !jurisdiction)
    return (
      <>
        <PageTitle>Jurisdiction Scorecard</PageTitle>
        <Alert variant="info">
          Choose a county and then a jurisdiction on the <Link to="/scorecard">statewide scorecard</Link>.
        </Alert>
      </>
    );
  return <JurisdictionScorecard county={county} jurisdiction={jurisdiction} />;
}

function JurisdictionScorecard({ county, jurisdiction }: { county: string; jurisdiction: string }) {
  const stats = useZoneStats(county, jurisdiction);
  useEffect(() => {
    // Spec 1 section 8: a precinct scorecard's failure is only logged.
    if (stats.error) console.error(`jurisdiction scorecard ${county}/${jurisdiction}`, stats.error);
  }, [stats.error, county, jurisdiction]);
  const [summary, children] = stats.data ?? [];
  return (
    <>
      <LoadingModal show={stats.isPending} />
      <ScorecardBreadcrumb county={county} jurisdiction={jurisdiction} />
      <PageTitle>{`Voter Roll Integrity Scorecard - ${jurisdiction}, ${county} County`}</PageTitle>
      {stats.error instanceof ApiError && stats.error.kind === 'rate-limited' && (
        <Alert variant="warning">{errorText(stats.error)}</Alert>
      )}
      {stats.error instanceof ApiError && stats.error.kind === 'not-found' && (
        <Alert variant="secondary">
          No scores found for {jurisdiction} in {county} county.
        </Alert>
      )}
      <ScoreLegend />
      <ScorecardPicker county={county} />
      {summary && <ZoneSummary row={summary} label="Jurisdiction" peers={`jurisdictions of ${county}`} />}
      {children && (
        <>
          <h2 className="h5">Precinct Breakdown</h2>
          <ZoneScoresTable
            rows={children}
            nameHeader="Precinct Name"
            peers="precincts"
            caption={`${jurisdiction} precincts`}
            emptyText="No precincts with registrations."
          />
        </>
      )}
    </>
  );
}
