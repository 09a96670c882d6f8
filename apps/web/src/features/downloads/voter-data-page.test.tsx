import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { INSUFFICIENT_PERMISSION_MESSAGE } from '@voterroll/contract/policies';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setZoneChoice } from '../../components/location-filter/zone-store';
import { storeUser } from '../../lib/stored-user';
import { VoterDataPage } from './voter-data-page';

/**
 * /voter-data's request refused by the server, for a signed-in researcher: a refused area is said
 * in place, a refused permission opens the no-access page the guard uses; neither is an error-401
 * page or a login form.
 */
const AREA_MESSAGE = 'That area is outside your county.';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function Where() {
  const l = useLocation();
  return <output data-testid="where">{`${l.pathname}${l.search}`}</output>;
}

function renderPage(refusal: { status: number; message: string }, on: 'submit' | 'list' = 'submit') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const u = String(input);
      if (u.startsWith('/api/voter-file-snapshots'))
        return json([{ table_name: '2025-10-01', snapshot: '2025-10-01' }]);
      if (u === '/api/downloads' && (init?.method ?? 'GET') === 'GET')
        return on === 'list' ? json({ message: refusal.message }, refusal.status) : json([]);
      if (u === '/api/downloads') return json({ message: refusal.message }, refusal.status);
      return json([]);
    }),
  );
  storeUser({ username: 'r', accessToken: 't', roles: ['ROLE_DIGITAL-RESEARCHER'], first_name: 'R' });
  setZoneChoice({ county: { name: 'KENT', hash: 'k' }, jurisdiction: null, precinct: null });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/voter-data']}>
        <Routes>
          <Route path="/voter-data" element={<VoterDataPage />} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function submit() {
  const select = (await screen.findByLabelText('Voter file snapshot')) as HTMLSelectElement;
  await vi.waitFor(() => expect(select.disabled).toBe(false));
  fireEvent.change(select, { target: { value: '2025-10-01' } });
  fireEvent.click(screen.getByRole('button', { name: 'Generate File' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('a refused voter file request', () => {
  it('says an area refusal in place, on the page', async () => {
    renderPage({ status: 403, message: AREA_MESSAGE });
    await submit();
    expect((await screen.findByTestId('voter-data-answer')).textContent).toBe(AREA_MESSAGE);
    expect(screen.getByTestId('where').textContent).toBe('/voter-data');
  });

  it('opens the no-access page for a refused permission, not /error401', async () => {
    renderPage({ status: 403, message: INSUFFICIENT_PERMISSION_MESSAGE });
    await submit();
    await vi.waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        '/no-access?permission=downloads.use&from=%2Fvoter-data',
      ),
    );
  });

  it('keeps a signed-in user off the login form when the list of requests is refused', async () => {
    renderPage({ status: 403, message: AREA_MESSAGE }, 'list');
    expect(await screen.findByText(AREA_MESSAGE)).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/voter-data');
  });
});
