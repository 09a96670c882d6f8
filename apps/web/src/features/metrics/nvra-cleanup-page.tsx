import { LOADING_TEXT } from '@voterroll/contract/ui-values';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { AnimatedCount } from '../../components/animated-count';
import { LazyTrendChart } from '../../components/lazy-trend-chart';
import { LoadingModal } from '../../components/loading-modal';
import { useCurrentZone } from '../../components/location-filter/use-current-zone';
import { errorText } from '../../lib/api-client';
import { longDate } from '../../lib/format';
import { useNvraMetrics } from './metrics-queries';
import { ZonePageHeader } from './zone-page-header';

/** /nvra-cleanup-tracker: how much of the NVRA 2025 cohort has been removed (spec 2 section 2.11). */
export function NvraCleanupPage() {
  const { zoneHash, choice, unknownZone } = useCurrentZone();
  const nvra = useNvraMetrics(zoneHash);
  const d = nvra.data;
  const title = d?.snapshot ? `${longDate(d.snapshot)} NVRA Cleanup Status` : 'NVRA Cleanup Status';
  const done = d && d.total > 0 ? (100 * d.removed) / (d.remaining + d.removed) : 0;
  return (
    <>
      <LoadingModal show={nvra.isPending} text={LOADING_TEXT} />
      <ZonePageHeader choice={choice} title={title} unknownZone={unknownZone} />
      {nvra.isError && <Alert variant="danger">{errorText(nvra.error)}</Alert>}
      {d && (
        <>
          <Card className="mb-3" data-testid="nvra-card">
            <Card.Body>
              <Card.Title as="h2" className="h5">
                NVRA Slated for Cancellation in 2025
              </Card.Title>
              <div className="d-flex flex-wrap gap-4 mb-3">
                {(
                  [
                    ['Total', d.total],
                    ['Remaining', d.remaining],
                    ['Removed', d.removed],
                  ] as const
                ).map(([label, value]) => (
                  <div key={label} data-figure={label}>
                    <span className="d-block small text-body-secondary">{label}</span>
                    <AnimatedCount value={value} className="fs-3 fw-semibold" />
                  </div>
                ))}
              </div>
              {/* Nested: the inner bar (role progressbar) is the one that takes the name. */}
              <ProgressBar>
                <ProgressBar
                  now={done}
                  label={`${done.toFixed(1)}% removed`}
                  variant="success"
                  aria-label="Share of the cohort removed"
                />
              </ProgressBar>
              <p className="small text-body-secondary mt-2 mb-0">
                Registrations in Verify status with no voting activity since the November 2022 federal general
                election, which the law allows to be cancelled after the November 2024 election. Source: FOIA
                Data from MDOS-BOE.
              </p>
            </Card.Body>
          </Card>
          <Card>
            <Card.Header as="h2" className="h6 mb-0">
              Removals by month
            </Card.Header>
            <Card.Body>
              {d.monthly.length === 0 ? (
                <p className="text-body-secondary mb-0">No 2025 snapshot has been loaded yet.</p>
              ) : (
                <LazyTrendChart
                  rows={d.monthly}
                  kind="bar"
                  height={380}
                  title="Registrations of the NVRA 2025 cohort removed, by month"
                  series={[{ key: 'removed_count', label: 'Removed', colour: '#198754' }]}
                />
              )}
            </Card.Body>
          </Card>
        </>
      )}
    </>
  );
}
