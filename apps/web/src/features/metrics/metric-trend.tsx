import type { ReactNode } from 'react';
import { LazyTrendChart } from '../../components/lazy-trend-chart';
import { SERIES_COLOURS } from '../../components/series-colours';
import type { MetricDefinition } from './metric-definitions';
import { useMetricTrend } from './metrics-queries';

/**
 * Names of trend fields where a chart draws several; a single series takes the metric's title, a
 * part its label (`MetricDefinition.parts`).
 */
const FIELD_LABELS: Record<string, string> = {
  duplicate_count: 'Either rule',
  non_res_count: 'All categories',
  blank_unit_count: 'All findings',
  total: 'Total',
  active: 'Active',
  inactive: 'Inactive',
};

/** A metric's monthly trend for a zone; hidden when its load fails (spec 2 section 8). */
export function MetricTrend({
  metric,
  zoneHash,
  height,
  onError = null,
}: {
  metric: MetricDefinition;
  zoneHash: string;
  height?: number;
  /** What stands in place of a chart that failed to load; nothing by default. */
  onError?: ReactNode;
}) {
  const trend = useMetricTrend(metric.trend.path, zoneHash);
  if (trend.isPending) return <p className="text-body-secondary small">Loading the trend ...</p>;
  if (trend.isError) {
    console.error(`trend ${metric.trend.path}`, trend.error);
    return onError;
  }
  const partLabel = (key: string) => metric.parts?.find((p) => p.trendField === key)?.label;
  const series = metric.trend.fields.map((key, i) => ({
    key,
    label: metric.trend.fields.length === 1 ? metric.cardTitle : (partLabel(key) ?? FIELD_LABELS[key] ?? key),
    colour: SERIES_COLOURS[i] ?? '#6c757d',
  }));
  return (
    <LazyTrendChart
      rows={trend.data}
      series={series}
      title={`${metric.modalTitle}, by month`}
      height={height}
    />
  );
}
