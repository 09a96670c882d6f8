import { lazy, Suspense } from 'react';
import type { TrendChartProps } from './trend-chart';

// Recharts is most of a chart page's JavaScript: fetched when the first chart is drawn, so the
// metric cards (and every page without a chart) load without it.
const Chart = lazy(async () => ({ default: (await import('./trend-chart')).TrendChart }));

export function LazyTrendChart<K extends string>(props: TrendChartProps<K>) {
  return (
    <Suspense
      fallback={
        <div style={{ height: props.height ?? 300 }} className="text-body-secondary small">
          Loading the chart ...
        </div>
      }
    >
      <Chart {...(props as TrendChartProps<string>)} />
    </Suspense>
  );
}
