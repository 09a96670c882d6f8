import Card from 'react-bootstrap/Card';
import { LazyTrendChart } from '../../components/lazy-trend-chart';
import { useCurrentZone } from '../../components/location-filter/use-current-zone';
import { METRICS, type MetricDefinition } from './metric-definitions';
import { MetricTrend } from './metric-trend';
import { useQvfTotal } from './metrics-queries';
import { ZonePageHeader } from './zone-page-header';

const SOURCE = 'Source: the monthly Qualified Voter File of the Michigan Bureau of Elections.';
const byRule = (rule: MetricDefinition['rule']) => METRICS.find((m) => m.rule === rule);

/** Spec 2 section 2.1's panels after the two totals charts, in its order. */
const PANELS = (['NVRA_8D_DEC_2022', 'AGE_90_PLUS', 'AGE_100_PLUS', 'DECEASED', 'DUPLICATE'] as const)
  .map(byRule)
  .filter((m): m is MetricDefinition => m !== undefined);

const NVRA_2025 = byRule('NVRA_8D_2025') as MetricDefinition;

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="col-12 col-xl-6">
      <Card className="h-100 trend-panel" data-panel={title}>
        <Card.Header as="h2" className="h6 mb-0">
          {title}
        </Card.Header>
        <Card.Body>{children}</Card.Body>
        <Card.Footer className="small text-body-secondary">{SOURCE}</Card.Footer>
      </Card>
    </div>
  );
}

/** /metric-trend-charts: 'Voter Roll Historical Metrics' for the current zone (spec 2 section 2.1). */
export function MetricTrendChartsPage() {
  const { zoneHash, choice, unknownZone } = useCurrentZone();
  const totals = useQvfTotal(zoneHash);
  if (totals.isError) console.error('qvftotal', totals.error);
  return (
    <>
      <ZonePageHeader choice={choice} title="Voter Roll Historical Metrics" unknownZone={unknownZone} />
      <div className="row g-3">
        {totals.data && (
          <>
            <Panel title="Total and Active Registrations">
              <LazyTrendChart
                rows={totals.data}
                title="Total and active registrations, by month"
                series={[
                  { key: 'total', label: 'Total', colour: '#0d6efd' },
                  { key: 'active', label: 'Active', colour: '#198754' },
                ]}
              />
            </Panel>
            <Panel title="Inactive Registrations">
              <LazyTrendChart
                rows={totals.data}
                kind="bar"
                title="Inactive registrations, by month"
                series={[{ key: 'inactive', label: 'Inactive', colour: '#6c757d' }]}
              />
            </Panel>
          </>
        )}
        <Panel title="NVRA Violations as of Dec 2022">
          <MetricTrend metric={PANELS[0] as MetricDefinition} zoneHash={zoneHash} />
        </Panel>
        <Panel title="NVRA 2025">
          <Nvra2025 zoneHash={zoneHash} />
        </Panel>
        {PANELS.slice(1).map((metric) => (
          <Panel key={metric.key} title={panelTitle(metric)}>
            <MetricTrend metric={metric} zoneHash={zoneHash} />
          </Panel>
        ))}
      </div>
    </>
  );
}

const panelTitle = (m: MetricDefinition) =>
  m.rule === 'AGE_90_PLUS'
    ? 'Age 90+ (as of Jan 1 2025)'
    : m.rule === 'AGE_100_PLUS'
      ? 'Age 100+ (as of Jan 1 2025)'
      : m.cardTitle;

/** The NVRA 2025 chart says when it failed, in red (spec 2 section 8). */
function Nvra2025({ zoneHash }: { zoneHash: string }) {
  return (
    <MetricTrend
      metric={NVRA_2025}
      zoneHash={zoneHash}
      onError={<p className="text-danger">Error fetching NVRA 2025 Metrics. Please try again later.</p>}
    />
  );
}
