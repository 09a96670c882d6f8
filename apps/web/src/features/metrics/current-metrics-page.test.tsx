import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { SCORED_RULES } from '@voterroll/contract/metrics';
import { METRIC_TRENDS, type MetricTrendPath } from '@voterroll/contract/metrics-api';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { CurrentMetricsPage } from './current-metrics-page';
import { METRICS as DEFINITIONS } from './metric-definitions';

afterEach(() => vi.unstubAllGlobals());

/** The current-metrics object as the server writes it (pipeline zone-metrics-report.ts), in part. */
const METRICS = {
  snapshot: '2025-10-01',
  zone_hash: 'MICHIGAN',
  zone_name: 'MICHIGAN',
  level: 'state',
  total_count: 1000,
  active_count: 900,
  duplicate_count: 11,
  duplicate_active_count: 10,
  duplicate_address_count: 4,
  duplicate_address_active_count: 3,
  duplicate_name_count: 9,
  duplicate_name_active_count: 8,
  uocava_count: 15,
  uocava_active_count: 14,
  uocava_m_count: 5,
  uocava_c_count: 8,
  uocava_o_count: 2,
  non_residential_count: 6,
  non_residential_active_count: 5,
  blank_unit_count: 3,
  blank_unit_active_count: 3,
  nvra_8d_2025_count: 7,
  nvra_8d_2025_active_count: 0,
  age_placeholder_count: 2,
  age_placeholder_active_count: 1,
};

function renderPage() {
  const answers: Record<string, unknown> = {
    '/api/current-metrics/MICHIGAN': METRICS,
    '/api/flag-counts/MICHIGAN': [{ current_triage_status: 'TRG', flag_count: 3 }],
    '/api/counties': [],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const body = answers[String(input)];
      if (body === undefined) return new Response('{"message":"not here"}', { status: 404 });
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/current-metrics',
        element: (
          <QueryClientProvider client={client}>
            <CurrentMetricsPage />
          </QueryClientProvider>
        ),
      },
    ],
    { initialEntries: ['/current-metrics?zone=MICHIGAN'] },
  );
  render(<RouterProvider router={router} />);
}

/** A card's parts as shown: label, count and active count (null where none is shown). */
const partsShown = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((li) => [
      li.firstChild?.textContent,
      li.querySelector('.metric-part-count')?.getAttribute('data-value'),
      li.querySelector('.metric-part-active-count')?.getAttribute('data-value') ?? null,
    ]);

it('lists UOCAVA’s parts by code on its card, without active counts (the API serves none)', async () => {
  renderPage();
  await screen.findByRole('list', { name: 'Parts of UOCAVA (military and overseas)' });
  expect(partsShown('Parts of UOCAVA (military and overseas)')).toEqual([
    ['Military (M)', '5', null],
    ['Overseas civilian (C)', '8', null],
    ['Other overseas (O)', '2', null],
  ]);
  expect(partsShown('Parts of Duplicates')).toEqual([
    ['Same address (rule 1)', '4', '3'],
    ['Same name (rule 2)', '9', '8'],
  ]);
});

it('lists no parts on the Non-residential and Blank unit cards: the current metrics do not carry them', async () => {
  renderPage();
  await screen.findByRole('list', { name: 'Parts of Duplicates' });
  for (const key of ['NON_RESIDENTIAL_COUNT', 'BLANK_UNIT_COUNT']) {
    const card = document.querySelector(`[data-metric="${key}"]`) as HTMLElement;
    expect(card.querySelector('.metric-count')?.getAttribute('data-value')).toBe(
      key === 'BLANK_UNIT_COUNT' ? '3' : '6',
    );
    expect(within(card).queryByRole('list')).toBeNull();
  }
});

it('shows the NVRA 2025 card a scorecard may name as a cause, with its count', async () => {
  renderPage();
  await screen.findByRole('list', { name: 'Parts of Duplicates' });
  const card = document.querySelector('[data-metric="NVRA_8D_2025_COUNT"]') as HTMLElement;
  expect(within(card).getByRole('heading').textContent).toBe('NVRA 2025');
  expect(card.querySelector('.metric-count')?.getAttribute('data-value')).toBe('7');
});

it('hides the Undeliverable card, which no loaded file fills, and says what would fill it', async () => {
  renderPage();
  await screen.findByRole('list', { name: 'Parts of Duplicates' });
  expect(document.querySelector('[data-metric="UNDELIVERABLE_COUNT"]')).toBeNull();
  expect(screen.getByTestId('metric-no-source').textContent).toMatch(
    /Undeliverable addresses are not counted.*returned-mail or address-verification file/,
  );
});

it('has a card and a trend for every cause a scorecard may name', async () => {
  renderPage();
  await screen.findByRole('list', { name: 'Parts of Duplicates' });
  // A scorecard's "Lowered most by" names scored rules only (records' zone-scorecards.ts).
  for (const rule of SCORED_RULES) {
    const metric = DEFINITIONS.find((m) => m.rule === rule);
    expect(metric, rule).toBeDefined();
    if (metric?.noSource) continue; // never counted, so never named
    const card = document.querySelector(`[data-metric="${rule}_COUNT"]`) as HTMLElement | null;
    expect(card, rule).not.toBeNull();
    // Its trend (More Details ...) reads the rule's own key or its parts' ('RULE:part').
    const trend = METRIC_TRENDS[metric?.trend.path as MetricTrendPath];
    const keys: readonly string[] = Object.values(trend.fields).flat();
    expect(
      keys.some((k) => k === rule || k.startsWith(`${rule}:`)),
      rule,
    ).toBe(true);
  }
  const placeholder = document.querySelector('[data-metric="AGE_PLACEHOLDER_COUNT"]') as HTMLElement;
  expect(placeholder.querySelector('.metric-count')?.getAttribute('data-value')).toBe('2');
});
