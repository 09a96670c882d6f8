import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { UnusualChangeRow } from '@voterroll/contract/changes-api';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { NewestUnusualChanges } from './newest-unusual-changes';

const row = (i: number): UnusualChangeRow => ({
  zone_hash: String(i).repeat(32),
  zone_name: `PLACE ${i}`,
  level: 'jurisdiction',
  kind: 'birth_year',
  observed: 25 + i,
  expected: 0.4,
  rate_per_1000: 1,
  score: 20 - i,
  explanation: '',
  known_cause: null,
});

afterEach(() => vi.unstubAllGlobals());

it('shows the three most unusual changes of the newest month that has any, and links to them all', async () => {
  const answers: Record<string, unknown> = {
    '/api/unusual-change-months': { months: [{ snapshot_date: '2025-09-01', count: 4 }] },
    '/api/unusual-changes/2025-09-01': {
      snapshot_date: '2025-09-01',
      previous_snapshot: '2025-08-01',
      rows: [1, 2, 3, 4].map(row),
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => new Response(JSON.stringify(answers[String(input)]))),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <NewestUnusualChanges />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const card = await screen.findByTestId('newest-unusual-changes');
  within(card).getByText(/voter file of September 01 2025/);
  expect(
    within(card)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([
    'Birth year changed: PLACE 1, 26 registrations (about 0.4 expected)',
    'Birth year changed: PLACE 2, 27 registrations (about 0.4 expected)',
    'Birth year changed: PLACE 3, 28 registrations (about 0.4 expected)',
  ]);
  expect(within(card).getByRole('link', { name: 'All 4 unusual changes' }).getAttribute('href')).toBe(
    '/unusual-changes?snapshot=2025-09-01',
  );
});
