import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { setZoneChoice } from '../../components/location-filter/zone-store';
import { storeUser } from '../../lib/stored-user';
import { RegistrationsForReviewPage } from './registrations-for-review-page';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function Shown() {
  const l = useLocation();
  return <output data-testid="url">{l.search}</output>;
}

function renderAt(path: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const u = String(input);
      if (u === '/api/counties')
        return json([
          { county_name: 'KENT', zone_hash: 'H-KENT' },
          { county_name: 'INGHAM', zone_hash: 'H-INGHAM' },
        ]);
      if (u.startsWith('/api/review-list/'))
        return json({ rows: [], total: 0, page: 1, page_size: 30, links: [], snapshot_date: '2025-10-01' });
      return json([]);
    }),
  );
  storeUser({ username: 'r', accessToken: 't', roles: ['ROLE_DIGITAL-RESEARCHER'], first_name: 'R' });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <RegistrationsForReviewPage />
        <Shown />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

it('opens on the county chosen on another page', async () => {
  setZoneChoice({ county: { name: 'INGHAM', hash: 'H-INGHAM' }, jurisdiction: null, precinct: null });
  renderAt('/registrations-for-review');
  await waitFor(() => expect(screen.getByTestId('url').textContent).toBe('?county=INGHAM'));
});

it('keeps the county chosen here for the next page', async () => {
  renderAt('/registrations-for-review');
  await screen.findByRole('option', { name: 'KENT' });
  fireEvent.change(screen.getByLabelText('County'), { target: { value: 'KENT' } });
  await waitFor(() => expect(screen.getByTestId('url').textContent).toBe('?county=KENT'));
  expect(JSON.parse(localStorage.getItem('location') ?? '{}').county).toEqual({
    name: 'KENT',
    hash: 'H-KENT',
  });
});
