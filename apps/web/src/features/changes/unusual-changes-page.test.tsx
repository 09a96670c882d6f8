import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { UnusualChangeRow } from '@voterroll/contract/changes-api';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeUser } from '../../lib/stored-user';
import { SNAPSHOTS, serve } from './test-fetch.fixture';
import { UnusualChangesPage } from './unusual-changes-page';

const LANSING = 'a'.repeat(32);
const KENT = 'b'.repeat(32);

const row = (over: Partial<UnusualChangeRow>): UnusualChangeRow => ({
  zone_hash: LANSING,
  zone_name: 'LANSING CITY',
  level: 'jurisdiction',
  kind: 'birth_year',
  observed: 25,
  expected: 0.4,
  rate_per_1000: 12.5,
  score: 14.2,
  explanation:
    'Birth year changed for 25 registrations in LANSING CITY; expected about 0.4 from its last 12 months.',
  known_cause: null,
  ...over,
});

const ROWS = [
  row({}),
  row({
    zone_hash: KENT,
    zone_name: 'KENT',
    level: 'county',
    kind: 'removed',
    observed: 300,
    expected: 120,
    rate_per_1000: 0.9,
    score: 7.1,
    explanation: '300 registrations removed in KENT; expected about 120.',
    known_cause: 'NVRA_8D_2025',
  }),
];

function renderPage(answers: Record<string, unknown> = {}, path = '/unusual-changes') {
  const calls = serve({
    '/api/voter-file-snapshots': SNAPSHOTS,
    '/api/unusual-change-months': { months: [{ snapshot_date: '2025-10-01', count: 2 }] },
    '/api/unusual-changes/2025-10-01': {
      snapshot_date: '2025-10-01',
      previous_snapshot: '2025-09-01',
      rows: ROWS,
    },
    '/api/unusual-changes/2025-09-01': {
      snapshot_date: '2025-09-01',
      previous_snapshot: '2025-08-01',
      rows: [],
    },
    [`/api/change-counts/${LANSING}`]: {
      zone_hash: LANSING,
      zone_name: 'LANSING CITY',
      level: 'jurisdiction',
      rows: [
        { snapshot_date: '2025-09-01', kind: 'address', count: 3, rate_per_1000: 1.5 },
        { snapshot_date: '2025-10-01', kind: 'birth_year', count: 25, rate_per_1000: 12.5 },
      ],
    },
    [`/api/getzonedetails/${LANSING}`]: [
      {
        zone_hash: LANSING,
        zone_name: 'LANSING CITY',
        level: 'jurisdiction',
        county_name: 'INGHAM',
        jurisdiction_name: 'LANSING CITY',
        precinct: null,
      },
    ],
    ...answers,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <UnusualChangesPage />
        <ShownUrl />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

/** The page's address, as the address bar would show it. */
function ShownUrl() {
  const l = useLocation();
  return <output data-testid="url">{`${l.pathname}${l.search}`}</output>;
}

afterEach(() => vi.unstubAllGlobals());

describe('Unusual Changes', () => {
  it("lists the current snapshot's unusual changes in words, most unusual first", async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: 'Unusual changes' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0] as HTMLElement);
    first.getByRole('heading', { name: 'Birth year changed: LANSING CITY' });
    first.getByText('City or township');
    await first.findByText('in INGHAM county');
    first.getByText(/^Birth year changed for 25 registrations in LANSING CITY/);
    expect(first.getByText('Registrations changed').nextSibling?.textContent).toBe('25');
    expect(first.getByText('Expected').nextSibling?.textContent).toBe('about 0.4');
    expect(first.getByText('Per 1,000 registrations').nextSibling?.textContent).toBe('12.5');
    expect(first.getByText('How unusual').nextSibling?.textContent).toBe('Extremely unusual');
    first.getByRole('progressbar', { name: /How unusual: Extremely unusual/ });
    const second = within(items[1] as HTMLElement);
    second.getByRole('heading', { name: 'Registrations removed: KENT' });
    second.getByText('Known cause: NVRA notice cohort');
    expect(screen.queryByText(/NVRA_8D_2025/)).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('October 01 2025 Unusual Changes');
  });

  it('shows another snapshot when chosen', async () => {
    renderPage();
    await screen.findByRole('list', { name: 'Unusual changes' });
    fireEvent.change(screen.getByLabelText('Voter roll snapshot'), { target: { value: '2025-09-01' } });
    await screen.findByText(/Nothing unusual: every change since the voter file of August 01 2025/);
    expect(screen.getByTestId('url').textContent).toBe('/unusual-changes?snapshot=2025-09-01');
  });

  it('opens on the newest month with unusual changes, lists those months with counts, and keeps the month in the URL', async () => {
    renderPage({
      '/api/unusual-change-months': {
        months: [
          { snapshot_date: '2025-09-01', count: 2 },
          { snapshot_date: '2025-08-01', count: 1 },
        ],
      },
      '/api/unusual-changes/2025-09-01': {
        snapshot_date: '2025-09-01',
        previous_snapshot: '2025-08-01',
        rows: ROWS,
      },
    });
    await screen.findByRole('list', { name: 'Unusual changes' });
    await waitFor(() =>
      expect(screen.getByTestId('url').textContent).toBe('/unusual-changes?snapshot=2025-09-01'),
    );
    expect(screen.getByTestId('newest-has-none').textContent).toMatch(
      /The newest voter file, October 01 2025, has nothing unusual\. Shown: September 01 2025/,
    );
    const months = screen.getByRole('navigation', { name: 'Months with unusual changes' });
    const links = within(months).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Sep 2025 2 unusual', 'Aug 2025 1 unusual']);
    expect(links[0]?.getAttribute('aria-current')).toBe('page');
    // The heading is plain text, not a control that looks like a link.
    const heading = screen.getByRole('heading', { name: 'Birth year changed: LANSING CITY' });
    expect(heading.querySelector('button, a')).toBeNull();
  });

  it('opens the month the URL names, and from an empty month links to the last that had unusual changes', async () => {
    renderPage(
      {
        '/api/unusual-change-months': { months: [{ snapshot_date: '2025-08-01', count: 1 }] },
        '/api/unusual-changes/2025-10-01': {
          snapshot_date: '2025-10-01',
          previous_snapshot: '2025-09-01',
          rows: [],
        },
      },
      '/unusual-changes?snapshot=2025-10-01',
    );
    await screen.findByText(/Nothing unusual/);
    expect(screen.getByRole('link', { name: 'August 01 2025' }).getAttribute('href')).toBe(
      '/unusual-changes?snapshot=2025-08-01',
    );
  });

  it("opens a row's monthly trend of its kind, a month without one counting 0 (the first file compares with none)", async () => {
    const calls = renderPage();
    await screen.findByRole('list', { name: 'Unusual changes' });
    const [open] = screen.getAllByRole('button', { name: 'Show the monthly trend' });
    fireEvent.click(open as HTMLElement);
    const table = await screen.findByRole('table', { name: 'Birth year changed in LANSING CITY, by month' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((tr) => [...tr.children].map((td) => td.textContent));
    // The month the change was flagged in is marked.
    expect(rows).toEqual([
      ['2025-09-01', '0'],
      ['2025-10-01 (flagged)', '25'],
    ]);
    expect(calls).toContain(`/api/change-counts/${LANSING}`);
    fireEvent.click(screen.getByRole('button', { name: 'Hide the monthly trend' }));
    expect(screen.queryByRole('table', { name: /by month/ })).toBeNull();
  });

  it('links a researcher to the registrations, and tells others why not', async () => {
    renderPage();
    await screen.findByRole('list', { name: 'Unusual changes' });
    expect(screen.queryByRole('link', { name: 'See the registrations' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Sign in' })[0]?.getAttribute('href')).toBe('/login');
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    storeUser({ username: 'r', accessToken: 't', roles: ['ROLE_DIGITAL-RESEARCHER'], first_name: 'R' });
    renderPage();
    const [link] = await screen.findAllByRole('link', { name: 'See the registrations' });
    expect(link?.getAttribute('href')).toBe(
      `/registrations-changed?snapshot=2025-10-01&zone=${LANSING}&kind=birth_year`,
    );
  });
});
