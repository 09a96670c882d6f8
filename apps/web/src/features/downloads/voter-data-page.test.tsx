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

describe('an accepted voter file request', () => {
  const row = (status: string) => ({
    request_id: 7,
    voter_file: 'qvf_2025-10-01',
    county_name: 'WAYNE',
    jurisdiction_name: 'WESTLAND CITY',
    precinct: null,
    created_at: '2025-10-02T10:00:00Z',
    requested_by: 'r',
    status,
    rows_expected: 10,
    rows_written: status === 'COMPLETED' ? 10 : 0,
    started_at: null,
    finished_at: null,
    expires_at: null,
    file_bytes: null,
    error: null,
  });

  it('names the jurisdiction asked for, and gives the timing only until the row is completed', async () => {
    let listed = [row('PENDING')];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const u = String(input);
        if (u.startsWith('/api/voter-file-snapshots'))
          return json([{ table_name: '2025-10-01', snapshot: '2025-10-01' }]);
        if (u === '/api/downloads' && init?.method === 'POST') return json(row('PENDING'));
        if (u === '/api/downloads') return json(listed);
        return json([]);
      }),
    );
    storeUser({ username: 'r', accessToken: 't', roles: ['ROLE_DIGITAL-RESEARCHER'], first_name: 'R' });
    setZoneChoice({
      county: { name: 'WAYNE', hash: 'w' },
      jurisdiction: { name: 'WESTLAND CITY', hash: 'wc' },
      precinct: null,
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/voter-data']}>
          <VoterDataPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await submit();
    const answer = await screen.findByTestId('voter-data-answer');
    await vi.waitFor(() =>
      expect(answer.textContent).toBe(
        'Your file of WESTLAND CITY, WAYNE County is requested. The file is usually ready in about 15 minutes, but it may take up to a day.',
      ),
    );
    expect(screen.queryAllByText(/about 15 minutes/)).toHaveLength(1);
    listed = [row('COMPLETED')];
    await client.invalidateQueries({ queryKey: ['downloads'] });
    await vi.waitFor(() =>
      expect(answer.textContent).toBe(
        'Your file of WESTLAND CITY, WAYNE County is ready: download it from Your requests below.',
      ),
    );
    expect(screen.queryByText(/about 15 minutes/)).toBeNull();
  });
});
