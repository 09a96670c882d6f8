import { type ChangeFigureKind, whatChanged } from '@voterroll/contract/changes-api';
import { lazy, Suspense } from 'react';
import Alert from 'react-bootstrap/Alert';
import { PageLoading } from '../../components/page-loading';
import { useVoterFileSnapshots } from '../../lib/snapshots';
import { SERIES_COLOURS } from '../metrics/series-colours';
import { useChangeCounts } from './changes-api';

// Recharts is fetched with the first trend opened, as the metric trends do.
const Chart = lazy(async () => ({ default: (await import('./change-trend-chart')).ChangeTrendChart }));

/** A zone's monthly count of one kind of change (GET /api/change-counts), one point per snapshot. */
export function ChangeTrend(p: { zoneHash: string; zoneName: string; kind: ChangeFigureKind }) {
  const counts = useChangeCounts(p.zoneHash);
  const snapshots = useVoterFileSnapshots();
  if (counts.isPending) return <PageLoading />;
  if (counts.isError)
    return <Alert variant="danger">{counts.error.message || 'The trend could not be loaded.'}</Alert>;
  // A month without this kind of change counts 0: every month compared with the one before.
  const months = new Set(counts.data.rows.map((r) => r.snapshot_date));
  for (const s of (snapshots.data ?? []).slice(0, -1)) months.add(s.snapshot);
  const count = new Map(
    counts.data.rows.filter((r) => r.kind === p.kind).map((r) => [r.snapshot_date, r.count]),
  );
  const rows = [...months].sort().map((snapshot) => ({ snapshot, count: count.get(snapshot) ?? 0 }));
  if (rows.length === 0)
    return <p className="text-body-secondary small mb-0">No monthly counts of this change here yet.</p>;
  // The chart's table for screen readers is visually hidden but wide: clipped here, so that it
  // does not widen a phone's page.
  return (
    <div className="position-relative overflow-hidden">
      <Suspense
        fallback={
          <div style={{ height: 220 }} className="text-body-secondary small">
            Loading the chart ...
          </div>
        }
      >
        <Chart
          rows={rows}
          colour={SERIES_COLOURS[0] ?? '#0d6efd'}
          title={`${whatChanged(p.kind)} in ${p.zoneName}, by month`}
        />
      </Suspense>
    </div>
  );
}
