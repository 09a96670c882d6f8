import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import ToggleButton from 'react-bootstrap/ToggleButton';
import ToggleButtonGroup from 'react-bootstrap/ToggleButtonGroup';
import { Link } from 'react-router';
import { LoadingModal } from '../../components/loading-modal';
import { PageTitle } from '../../components/page-title';
import { errorText } from '../../lib/api-client';
import { loadMichiganCounties } from './michigan-counties';
import { MichiganMap, SCORE_LABEL } from './michigan-map';
import { ScoreLegend } from './score-legend';
import type { ScoreKind } from './score-level';
import { countyScorecardPath, ScorecardPicker } from './scorecard-picker';
import { useZoneStats } from './scorecard-queries';
import { ZoneScoresTable } from './zone-scores-table';

/**
 * /map (spec 2 section 2.3, built): Michigan's counties shaded by the current scorecard, drawn from
 * the boundary data shipped with the app (no tiles, works offline). A county opens its scorecard;
 * the table under the map holds the same figures, with links to each county's current metrics.
 */
export function MapPage() {
  const [kind, setKind] = useState<ScoreKind>('overall');
  const stats = useZoneStats();
  const counties = useQuery({
    queryKey: ['michigan-counties'],
    queryFn: loadMichiganCounties,
    staleTime: Infinity,
  });
  const rows = stats.data?.[1] ?? [];
  const failed = stats.error ?? counties.error;
  return (
    <>
      <PageTitle>Michigan Scorecard Map</PageTitle>
      <LoadingModal show={stats.isPending || counties.isPending} />
      <ScoreLegend />
      <ScorecardPicker />
      {failed && <Alert variant="danger">Error: {errorText(failed)}</Alert>}
      <ToggleButtonGroup
        type="radio"
        name="map-score"
        value={kind}
        onChange={(v: ScoreKind) => setKind(v)}
        className="mb-3"
        aria-label="Score shown"
      >
        {(['overall', 'hard'] as const).map((k) => (
          <ToggleButton key={k} id={`map-score-${k}`} value={k} variant="outline-primary" size="sm">
            {SCORE_LABEL[k]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {counties.data && stats.data && (
        <MichiganMap counties={counties.data} rows={rows} kind={kind} hrefOf={countyScorecardPath} />
      )}
      <p className="small text-body-secondary">
        County boundaries: US Census Bureau cartographic boundaries (us-atlas, 1:10,000,000). Each county
        links to its scorecard; grey means no score for the current snapshot.
      </p>
      {stats.data && (
        <>
          <h2 className="h5 mt-3">The same figures as a table</h2>
          <ZoneScoresTable
            rows={rows}
            nameHeader="County Name"
            peers="counties"
            linkOf={(row) => countyScorecardPath(row.zone_name)}
            caption="Michigan counties: the map's scores"
            emptyText="No scores for this area yet."
          />
          <p className="small">
            Current metrics of a county:{' '}
            {rows.map((r, i) => (
              <span key={r.zone_hash}>
                {i > 0 && ', '}
                <Link to={`/current-metrics?zone=${encodeURIComponent(r.zone_hash)}`}>{r.zone_name}</Link>
              </span>
            ))}
          </p>
        </>
      )}
    </>
  );
}
