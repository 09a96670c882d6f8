import { LOADING_TEXT } from '@voterroll/contract/ui-values';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';
import { AnimatedCount } from '../../components/animated-count';
import { LoadingModal } from '../../components/loading-modal';
import { useCurrentZone } from '../../components/location-filter/use-current-zone';
import { errorText } from '../../lib/api-client';
import { formatScore, longDate } from '../../lib/format';
import { scoreInWords } from '../../lib/score-words';
import { FlagCountsRow } from './flag-counts-row';
import { MetricCard } from './metric-card';
import { cardParts, countFields, METRICS, type MetricDefinition } from './metric-definitions';
import { MetricDetailsModal } from './metric-details-modal';
import { useCurrentMetrics } from './metrics-queries';
import { ZonePageHeader } from './zone-page-header';

const numberOf = (v: string | number | null | undefined) => (typeof v === 'number' ? v : 0);

/** /current-metrics[?zone=]: the current snapshot's metric cards for a zone (spec 2 section 2.2). */
export function CurrentMetricsPage() {
  const { zoneHash, choice, unknownZone } = useCurrentZone();
  const metrics = useCurrentMetrics(zoneHash);
  const [details, setDetails] = useState<MetricDefinition | null>(null);
  const m = metrics.data;
  const snapshot = typeof m?.snapshot === 'string' ? m.snapshot : undefined;
  const title = snapshot ? `${longDate(snapshot)} Voter Roll Metrics` : 'Voter Roll Metrics';
  return (
    <>
      <LoadingModal show={metrics.isPending} text={LOADING_TEXT} />
      <ZonePageHeader choice={choice} title={title} unknownZone={unknownZone} />
      {metrics.isError && <Alert variant="danger">{errorText(metrics.error)}</Alert>}
      {m && (
        <>
          <div className="d-flex flex-wrap gap-4 align-items-baseline mb-3" data-testid="zone-totals">
            <div>
              <span className="text-body-secondary small d-block">Registered voters</span>
              <AnimatedCount value={numberOf(m.total_count)} className="fs-4 fw-semibold" />
            </div>
            <div>
              <span className="text-body-secondary small d-block">Active</span>
              <AnimatedCount value={numberOf(m.active_count)} className="fs-4 fw-semibold" />
            </div>
            <div>
              <span className="text-body-secondary small d-block">Overall score</span>
              <span className="fs-4 fw-semibold">{formatScore(m.overall_score as number | null)}</span>
              <span className="text-body-secondary small d-block score-words" style={{ maxWidth: '15rem' }}>
                {scoreInWords(m.overall_score as number | null, 'overall')}
              </span>
            </div>
            <div>
              <span className="text-body-secondary small d-block">Hard score</span>
              <span className="fs-4 fw-semibold">{formatScore(m.hard_score as number | null)}</span>
              <span className="text-body-secondary small d-block score-words" style={{ maxWidth: '15rem' }}>
                {scoreInWords(m.hard_score as number | null, 'hard')}
              </span>
            </div>
            <Link to="/methodology" className="small">
              What the metrics and scores mean
            </Link>
          </div>
          <FlagCountsRow zoneHash={zoneHash} choice={choice} />
          <div className="row g-3" data-testid="metric-cards">
            {METRICS.map((metric) => {
              if (metric.noSource) return null;
              const f = countFields(metric.rule);
              const count = numberOf(m[f.count]);
              if (metric.hideWhenZero && !count) return null;
              return (
                <div className="col-12 col-sm-6 col-lg-4 col-xxl-3" key={metric.key}>
                  <MetricCard
                    metric={metric}
                    count={count}
                    active={numberOf(m[f.active])}
                    parts={cardParts(metric).map((part) => ({
                      part,
                      count: numberOf(m[part.current.count]),
                      active:
                        part.current.active === undefined ? undefined : numberOf(m[part.current.active]),
                    }))}
                    onDetails={() => setDetails(metric)}
                  />
                </div>
              );
            })}
          </div>
          {METRICS.filter((metric) => metric.noSource).map((metric) => (
            <p
              key={metric.key}
              className="small text-body-secondary mt-3 mb-0"
              data-testid="metric-no-source"
            >
              {metric.noSource}
            </p>
          ))}
        </>
      )}
      <MetricDetailsModal metric={details} zoneHash={zoneHash} onHide={() => setDetails(null)} />
    </>
  );
}
