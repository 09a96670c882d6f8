import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { METRIC_TRENDS, metricTrendUrl } from '@voterroll/contract/metrics-api';
import { afterEach, expect, it, vi } from 'vitest';
import { METRICS, type MetricDefinition } from './metric-definitions';
import { MetricTrend } from './metric-trend';

// recharts' ResponsiveContainer watches its size; jsdom has no ResizeObserver.
vi.stubGlobal(
  'ResizeObserver',
  class {
    observe() {}
    unobserve() {}
    disconnect() {}
  },
);
afterEach(() => vi.unstubAllGlobals());

const byRule = (rule: string) => {
  const m = METRICS.find((d) => d.rule === rule);
  if (!m) throw new Error(`no metric ${rule}`);
  return m;
};

/** The metric's trend endpoint answers `rows`; any other call fails the test. */
function drawTrend(metric: MetricDefinition, rows: Record<string, string | number>[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      if (String(input) !== metricTrendUrl(metric.trend.path, 'MICHIGAN'))
        throw new Error(`unexpected call ${input}`);
      return new Response(JSON.stringify(rows), { headers: { 'content-type': 'application/json' } });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MetricTrend metric={metric} zoneHash="MICHIGAN" />
    </QueryClientProvider>,
  );
}

/** The chart's table (what a screen reader reads): its column names and each row's cells. */
async function chartTable(name: string) {
  const table = await screen.findByRole('table', { name });
  return {
    columns: within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
    rows: within(table)
      .getAllByRole('row')
      .slice(1)
      .map((tr) => [...tr.children].map((td) => td.textContent)),
  };
}

it('charts Non-residential with each category beside the total', async () => {
  drawTrend(byRule('NON_RESIDENTIAL'), [
    {
      snapshot: '2025-10-01',
      virtual_mailbox: 1,
      prison: 2,
      campground_rvpark: 3,
      business: 4,
      homeless_shelter: 5,
      memory_care: 6,
      non_res_count: 21,
    },
  ]);
  const { columns, rows } = await chartTable('Registered at a non-residential address, by month');
  expect(columns).toEqual([
    'Snapshot',
    'All categories',
    'Virtual mailbox',
    'Prison',
    'Seasonal camp or RV park',
    'Business',
    'Homeless shelter',
    'Memory care',
  ]);
  expect(rows).toEqual([['2025-10-01', '21', '1', '2', '3', '4', '5', '6']]);
});

it('charts Blank Apartment / Lot / Unit with each canvass finding beside the total', async () => {
  drawTrend(byRule('BLANK_UNIT'), [
    {
      snapshot: '2025-10-01',
      apt_num_blank: 7,
      srlv_unit_blank: 0,
      street_num_blank: 1,
      hotel_rm_blank: 0,
      trlr_lot_blank: 2,
      empty_lot: 3,
      blank_unit_count: 13,
    },
  ]);
  const { columns, rows } = await chartTable('Registrations with incomplete address, by month');
  expect(columns).toEqual([
    'Snapshot',
    'All findings',
    'Apartment number missing',
    'Senior living unit missing',
    'Street number missing',
    'Hotel room missing',
    'Trailer lot missing',
    'Empty lot',
  ]);
  expect(rows).toEqual([['2025-10-01', '13', '7', '0', '1', '0', '2', '3']]);
});

it('charts UOCAVA by code, O read from the trend’s uocava_0_count', async () => {
  drawTrend(byRule('UOCAVA'), [
    { snapshot: '2025-10-01', uocava_m_count: 5, uocava_c_count: 8, uocava_0_count: 2 },
  ]);
  const { columns, rows } = await chartTable('UOCAVA Registrations, by month');
  expect(columns).toEqual(['Snapshot', 'Military (M)', 'Overseas civilian (C)', 'Other overseas (O)']);
  expect(rows).toEqual([['2025-10-01', '5', '8', '2']]);
});

it('draws only fields its trend endpoint serves, and every part it defines', () => {
  for (const metric of METRICS) {
    const served = Object.keys(METRIC_TRENDS[metric.trend.path].fields);
    expect(served, metric.key).toEqual(expect.arrayContaining(metric.trend.fields));
    for (const part of metric.parts ?? []) expect(metric.trend.fields, metric.key).toContain(part.trendField);
  }
});
