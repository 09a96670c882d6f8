import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useSearchParams } from 'react-router';
import { LoadingModal } from '../../components/loading-modal';
import { PageTitle } from '../../components/page-title';
import { ApiError, errorText } from '../../lib/api-client';
import { useApiErrorRedirect } from '../../lib/use-api-error-redirect';
import { ScoreLegend } from './score-legend';
import { ScorecardBreadcrumb } from './scorecard-breadcrumb';
import { countyScorecardPath, jurisdictionScorecardPath, ScorecardPicker } from './scorecard-picker';
import { useZoneStats } from './scorecard-queries';
import { ZoneScoresTable } from './zone-scores-table';
import { ZoneSummary } from './zone-summary';

/** /scorecard: the statewide scorecard, or with ?county= the county and its jurisdictions. */
export function ScorecardPage() {
  const [params] = useSearchParams();
  const county = params.get('county')?.trim() || undefined;
  const stats = useZoneStats(county);
  const redirect = useApiErrorRedirect();

  useEffect(() => {
    if (!stats.error) return;
    // Spec 1 section 8: the state's failure leaves the page; a county's is only logged.
    if (!county) redirect(stats.error);
    else console.error(`county scorecard ${county}`, stats.error);
  }, [stats.error, county, redirect]);

  const [summary, children] = stats.data ?? [];
  const title = county
    ? `Voter Roll Integrity Scorecard - ${county.toUpperCase()} County`
    : 'Voter Roll Integrity Scorecard - Michigan';
  return (
    <>
      <LoadingModal show={stats.isPending} />
      <ScorecardBreadcrumb county={county?.toUpperCase()} />
      <PageTitle>{title}</PageTitle>
      <ScoreLegend />
      {stats.error instanceof ApiError && stats.error.kind === 'rate-limited' && (
        <Alert variant="warning">{errorText(stats.error)}</Alert>
      )}
      {county && stats.error instanceof ApiError && stats.error.kind === 'not-found' && (
        <Alert variant="secondary">No scores found for {county.toUpperCase()} county.</Alert>
      )}
      <ScorecardPicker county={county?.toUpperCase()} />
      {summary && <ZoneSummary row={summary} label={county ? 'County' : 'State'} peers="counties" />}
      {children && (
        <>
          {county && <h2 className="h5">Jurisdiction Breakdown</h2>}
          <ZoneScoresTable
            rows={children}
            nameHeader={county ? 'Jurisdiction Name' : 'County Name'}
            peers={county ? 'jurisdictions' : 'counties'}
            linkOf={(row) =>
              county
                ? jurisdictionScorecardPath(county.toUpperCase(), row.zone_name)
                : countyScorecardPath(row.zone_name)
            }
            caption={county ? `${county.toUpperCase()} jurisdictions` : 'Michigan counties'}
            emptyText="No scores for this area yet."
          />
        </>
      )}
    </>
  );
}
