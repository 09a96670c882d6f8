import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { FlagCountsRow } from './flag-counts-row';

afterEach(() => vi.unstubAllGlobals());

const DETROIT = {
  county: { name: 'WAYNE', hash: 'a'.repeat(32) },
  jurisdiction: { name: 'DETROIT CITY', hash: 'b'.repeat(32) },
  precinct: null,
};

it("shows the chosen zone's flag counts, labelled with the zone", async () => {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      asked.push(String(input));
      const rows = [
        { current_triage_status: 'TRG', flag_count: 2 },
        { current_triage_status: 'VALID', flag_count: 1 },
      ];
      return new Response(JSON.stringify(rows), { headers: { 'content-type': 'application/json' } });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <FlagCountsRow zoneHash={DETROIT.jurisdiction.hash} choice={DETROIT} />
    </QueryClientProvider>,
  );
  expect(
    await screen.findByRole('heading', { name: 'Flagged registrations in DETROIT CITY, WAYNE County' }),
  ).toBeTruthy();
  expect(asked).toEqual([`/api/flag-counts/${'b'.repeat(32)}`]);
  const total = document.querySelector('[data-flag-status="TOTAL"] .flag-count');
  expect(total?.getAttribute('data-value')).toBe('3');
});
