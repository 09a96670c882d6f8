import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { ZoneDensity } from './zone-density';

function Shown() {
  return <output data-testid="url">{useLocation().search}</output>;
}

afterEach(() => vi.unstubAllGlobals());

it('keeps both of two filters chosen before the page renders again', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            rows: [],
            total: 0,
            page: 1,
            page_size: 30,
            links: [],
            snapshot_date: '2025-10-01',
          }),
          {
            headers: { 'content-type': 'application/json' },
          },
        ),
    ),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/high-reg-density?zone=H']}>
        <ZoneDensity zone={{ county: 'KENT' }} canEdit={false} canVerify={false} />
        <Shown />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  // Both choices land in one batch, as when the browser is busy and the second comes first.
  act(() => {
    fireEvent.change(screen.getByLabelText('Registrations'), { target: { value: '0-2' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'NEW' } });
  });
  const url = new URLSearchParams(screen.getByTestId('url').textContent ?? '');
  expect(url.get('threshold')).toBe('0-2');
  expect(url.get('status')).toBe('NEW');
  expect(url.get('zone')).toBe('H');
});
