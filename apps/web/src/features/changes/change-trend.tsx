import { type ChangeFigureKind, whatChanged } from '@voterroll/contract/changes-api';
import Alert from 'react-bootstrap/Alert';
import { LazyTrendChart } from '../../components/lazy-trend-chart';
import { PageLoading } from '../../components/page-loading';
import { SERIES_COLOURS } from '../../components/series-colours';
import { useVoterFileSnapshots } from '../../lib/snapshots';
import { useChangeCounts } from './changes-queries';

/**
 * A zone's monthly count of one kind of change (GET /api/change-counts), one point per snapshot;
 * `flagged` marks the month the unusual change was found in.
 */
export function ChangeTrend(p: {
  zoneHash: string;
  zoneName: string;
  kind: ChangeFigureKind;
  flagged?: string;
}) {
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
  return (
    <LazyTrendChart
      rows={rows}
      kind="bar"
      height={220}
      series={[{ key: 'count', label: 'Registrations', colour: SERIES_COLOURS[0] ?? '#0d6efd' }]}
      title={`${whatChanged(p.kind)} in ${p.zoneName}, by month`}
      marked={p.flagged ? { snapshot: p.flagged, label: 'flagged' } : undefined}
    />
  );
}
