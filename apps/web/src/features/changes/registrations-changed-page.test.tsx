import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ChangedRow } from '@voterroll/contract/changes-api';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setZoneChoice } from '../../components/location-filter/zone-store';
import { storeUser } from '../../lib/stored-user';
import { RegistrationsChangedPage } from './registrations-changed-page';
import { refusal, SNAPSHOTS, serve } from './test-fetch.fixture';

const INGHAM = 'c'.repeat(32);
const LANSING = 'a'.repeat(32);

const changed = (n: number, over: Partial<ChangedRow> = {}): ChangedRow => ({
  row_number: n,
  voter_identification_number: 1000 + n,
  name: `CHANGED${n}, JANE`,
  kind: 'birth_year',
  before: '1980',
  after: '1902',
  status: 'A',
  full_street_address: `${100 + n} MAIN ST`,
  jurisdiction_name: 'LANSING CITY',
  precinct: '001',
  ward: '02',
  ...over,
});

const page = (url: string) => {
  const n = Number(new URL(url, 'http://x').searchParams.get('page'));
  const rows =
    n === 1
      ? [changed(1), changed(2, { kind: 'status', before: 'A', after: 'V', status: 'V' })]
      : [changed(21, { before: '', after: '1950' })];
  return {
    rows,
    total: 21,
    page: n,
    page_size: 20,
    snapshot_date: '2025-10-01',
    previous_snapshot: '2025-09-01',
  };
};

/** Where the test is, and a registration page that goes Back as the browser's button does. */
function Where() {
  const at = useLocation();
  return <output data-testid="where">{`${at.pathname}${at.search}`}</output>;
}
function RegistrationStub() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Back
    </button>
  );
}

function renderPage(search: string, answers: Record<string, unknown> = {}) {
  const calls = serve({
    '/api/voter-file-snapshots': SNAPSHOTS,
    '/api/registrations-changed/2025-10-01/INGHAM/LANSING%20CITY/': page,
    ...answers,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/registrations-changed${search}`]}>
        <Routes>
          <Route path="/registrations-changed" element={<RegistrationsChangedPage />} />
          <Route path="/registration/:id" element={<RegistrationStub />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

const researcher = () =>
  storeUser({ username: 'r', accessToken: 't', roles: ['ROLE_DIGITAL-RESEARCHER'], first_name: 'R' });
const lansing = () =>
  setZoneChoice({
    county: { name: 'INGHAM', hash: INGHAM },
    jurisdiction: { name: 'LANSING CITY', hash: LANSING },
    precinct: null,
  });

afterEach(() => vi.unstubAllGlobals());

describe('Registrations Changed', () => {
  it('lists the registrations behind a figure with before and after, in words, paged by the server', async () => {
    researcher();
    lansing();
    const calls = renderPage('?snapshot=2025-10-01&kind=birth_year');
    const table = await screen.findByRole('table', { name: 'Registrations changed, with before and after' });
    const header = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent?.replace(/[↑↓↕]/g, '').trim());
    expect(header.slice(0, 4)).toEqual(['Name', 'Before', 'After', 'Voter ID']);
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((tr) => [...tr.children].slice(0, 4).map((td) => td.textContent));
    expect(cells).toEqual([
      ['CHANGED1, JANE', '1980', '1902', '1001'],
      ['CHANGED2, JANE', 'Active', 'Verify', '1002'],
    ]);
    // The precinct in the one form of every list (issue 37): its ward and number.
    const precincts = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((tr) => tr.lastElementChild?.textContent);
    expect(precincts).toEqual(['WARD 02 PRECINCT 001', 'WARD 02 PRECINCT 001']);
    // Each row opens its registration at its own address.
    expect(within(table).getByRole('link', { name: 'CHANGED1, JANE' }).getAttribute('href')).toBe(
      '/registration/1001',
    );
    screen.getByText('21 changes (birth year changed) since the voter file of September 01 2025.');
    expect(calls).toContain(
      '/api/registrations-changed/2025-10-01/INGHAM/LANSING%20CITY/?page=1&kind=birth_year',
    );
    fireEvent.click(screen.getByRole('button', { name: /next/i }));
    await screen.findByText('(blank)');
    expect(calls).toContain(
      '/api/registrations-changed/2025-10-01/INGHAM/LANSING%20CITY/?page=2&kind=birth_year',
    );
  });

  it('keeps the page in the URL, so Back from a registration returns to the same page', async () => {
    researcher();
    lansing();
    const calls = renderPage('?snapshot=2025-10-01&kind=birth_year');
    await screen.findByRole('table', { name: 'Registrations changed, with before and after' });
    fireEvent.click(screen.getByRole('button', { name: /next/i }));
    await screen.findByText('(blank)');
    expect(screen.getByTestId('where').textContent).toMatch(
      /^\/registrations-changed\?snapshot=2025-10-01&kind=birth_year&(zone=\w+&)?page=2$/,
    );
    fireEvent.click(screen.getByRole('link', { name: 'CHANGED21, JANE' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await screen.findByText('(blank)');
    expect(screen.getByTestId('where').textContent).toMatch(/page=2$/);
    // Opened at that address, the page asks the server for page 2; another kind starts at page 1.
    expect(calls.filter((c) => c.includes('page=2')).length).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText('What changed'), { target: { value: 'status' } });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toMatch(/kind=status/));
    expect(screen.getByTestId('where').textContent).not.toMatch(/page=/);
  });

  it('opens the page the URL names', async () => {
    researcher();
    lansing();
    const calls = renderPage('?snapshot=2025-10-01&kind=birth_year&page=2');
    await screen.findByText('(blank)');
    expect(calls).toContain(
      '/api/registrations-changed/2025-10-01/INGHAM/LANSING%20CITY/?page=2&kind=birth_year',
    );
    expect(calls.some((c) => c.includes('page=1&'))).toBe(false);
  });

  it('asks for a county statewide, and sends every kind when none is chosen', async () => {
    researcher();
    renderPage('?snapshot=2025-10-01');
    await screen.findByText(/Please select a county/);
    expect((screen.getByLabelText('What changed') as HTMLSelectElement).value).toBe('');
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    lansing();
    renderPage('?snapshot=2025-10-01');
    const table = await screen.findByRole('table', { name: 'Registrations changed, with before and after' });
    expect(within(table).getAllByRole('columnheader')[1]?.textContent).toMatch(/^What changed/);
    within(table).getByText('Voter status changed');
  });

  it('says why a user without the permission, or outside the area, sees nothing', async () => {
    renderPage('?snapshot=2025-10-01&kind=birth_year');
    expect(screen.getByTestId('access-denied').textContent).toMatch(/Sign in as a Digital Researcher/);
    document.body.innerHTML = '';
    storeUser({ username: 'k', accessToken: 'k', roles: ['ROLE_ELECTION-PATRIOT'], first_name: 'K' });
    lansing();
    renderPage('?snapshot=2025-10-01&kind=birth_year', {
      '/api/registrations-changed/2025-10-01/INGHAM/LANSING%20CITY/': () =>
        refusal(403, 'INGHAM is outside your area.'),
    });
    await screen.findByText('INGHAM is outside your area.');
  });
});
