import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeUser } from '../../lib/stored-user';
import { SearchByNamePage } from './search-by-name-page';
import type { VoterSearchRow } from './search-results';

const ROW: VoterSearchRow = {
  voter_identification_number: '1234567',
  full_name: 'JANE Q SAMPLE',
  first_name: 'JANE',
  middle_name: 'Q',
  last_name: 'SAMPLE',
  name_suffix: '',
  year_of_birth: 1960,
  full_street_address: '1 MAIN ST',
  full_address_hash: 'a'.repeat(32),
  address_hash: 'b'.repeat(32),
  county_name: 'KENT',
  jurisdiction_name: 'GRAND RAPIDS CITY',
  precinct: '1',
  ward: '',
  voter_status_type_code: 'A',
};

function serve() {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.startsWith('/api/search-by')) {
        bodies.push(JSON.parse(String(init?.body)));
        return new Response(JSON.stringify([ROW]), { headers: { 'content-type': 'application/json' } });
      }
      return new Response('[]', { headers: { 'content-type': 'application/json' } });
    }),
  );
  return bodies;
}

function Shown() {
  const l = useLocation();
  return <output data-testid="url">{`${l.pathname}${l.search}`}</output>;
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/search-by-name" element={<SearchByNamePage />} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <Shown />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('Search Name / ID', () => {
  it('keeps the search in the URL and runs it from there, so Back from a registration finds the results', async () => {
    const bodies = serve();
    renderAt('/search-by-name?county=KENT&first_name=JA&last_name=SAMPLE&year_of_birth=1960');
    const table = await screen.findByRole('table', { name: 'Registered voters found' });
    expect(bodies).toEqual([{ county: 'KENT', first_name: 'JA', last_name: 'SAMPLE', year_of_birth: 1960 }]);
    // The form says what was searched.
    expect((screen.getByLabelText('Last Name') as HTMLInputElement).value).toBe('SAMPLE');
    // A visitor opens the public details at the registration's address.
    const link = within(table).getByRole('link', { name: '1234567' });
    expect(link.getAttribute('href')).toBe(
      `/audit-my-address?full_address_hash=${'a'.repeat(32)}&address_hash=${'b'.repeat(32)}&address=1+MAIN+ST&voter=1234567`,
    );
  });

  it('puts a new search in the URL; a role that may read registrations opens the registration page', async () => {
    storeUser({ username: 'r', accessToken: 't', roles: ['ROLE_DIGITAL-RESEARCHER'], first_name: 'R' });
    serve();
    renderAt('/search-by-name');
    fireEvent.click(screen.getByRole('tab', { name: 'Search By Voter ID' }));
    fireEvent.change(screen.getByLabelText('Voter Identification Number'), { target: { value: '1234567' } });
    fireEvent.click(
      within(screen.getByRole('tabpanel', { name: 'Search By Voter ID' })).getByRole('button', {
        name: 'Search',
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('url').textContent).toBe(
        '/search-by-name?voter_identification_number=1234567',
      ),
    );
    const table = await screen.findByRole('table', { name: 'Registered voters found' });
    expect(within(table).getByRole('link', { name: '1234567' }).getAttribute('href')).toBe(
      '/registration/1234567',
    );
  });
});
