import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { REVIEW_SEARCH_MORE_LETTERS } from '@voterroll/contract/review-search-words';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeUser } from '../../lib/stored-user';
import { NOTHING_MORE_KNOWN } from '../../test-support/registration-sample';
import { ZoneReview } from './zone-review';

/** Export to CSV asks the server for the rows in the order the table shows (rv_sort in the URL). */
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function exportedUrl(search: string) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const u = String(input);
      asked.push(u);
      if (u.startsWith('/api/review-list-csv/')) return new Response('Voter Id\r\n', { status: 200 });
      if (u.startsWith('/api/review-list/'))
        return json({ rows: [], total: 40, page: 1, page_size: 30, links: [], snapshot_date: '2025-10-01' });
      if (u.startsWith('/api/summary/'))
        return json({
          total_registered_voter_count: 100,
          registrations_for_review: 40,
          active_registrations_for_review: 40,
        });
      return json([]);
    }),
  );
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
  storeUser({ username: 'r', accessToken: 't', roles: ['ROLE_DIGITAL-RESEARCHER'], first_name: 'R' });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[`/review${search}`]}>
        <ZoneReview zone={{ county: 'KENT' }} roles={['ROLE_DIGITAL-RESEARCHER']} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Export to CSV (40 rows)' }));
  await vi.waitFor(() => expect(asked.some((u) => u.startsWith('/api/review-list-csv/'))).toBe(true));
  return asked.find((u) => u.startsWith('/api/review-list-csv/'));
}

describe('Export to CSV of the review list', () => {
  it('sends the table’s sort and direction with its status filter', async () => {
    expect(await exportedUrl('?rv_sort=-year_of_birth&rv_status=TRG')).toBe(
      '/api/review-list-csv/ALL/KENT/?status=TRG&sort=year_of_birth&dir=desc',
    );
  });

  it('sends no sort when the table has none (the server’s default is the page’s)', async () => {
    expect(await exportedUrl('')).toBe('/api/review-list-csv/ALL/KENT/?');
  });
});

describe('the review list’s filters in the URL', () => {
  it('reads the card’s filter and the search from the URL, so Back from a registration keeps them', async () => {
    const url = await exportedUrl('?rv_filter=DECEASED&rv_q=MAIN%20ST&rv_status=NEW');
    expect(url).toBe('/api/review-list-csv/DECEASED/KENT/?status=NEW&q=MAIN+ST');
    expect((screen.getByLabelText('Search address or name') as HTMLInputElement).value).toBe('MAIN ST');
  });
});

describe('the review list’s pages', () => {
  it('opens a page from its link, keeping the cursor in the URL', async () => {
    const asked: string[] = [];
    const row = (n: number) => ({
      row_number: n,
      filter_code: 'ALL',
      current_triage_status: 'NEW',
      flagged_reg_id: null,
      challenge_codes: 'AGE_90_PLUS',
      full_street_address: null,
      full_name: `VOTER${n}, JANE`,
      voter_identification_number: n,
      year_of_birth: 1930,
      first_name: 'JANE',
      middle_name: '',
      last_name: `VOTER${n}`,
      extension: '',
      street_number: '1',
      street_name: 'MAIN',
      street_type: 'ST',
      city: 'LANSING',
      zip_code: '48901',
      jurisdiction_name: 'LANSING CITY',
      precinct: '1',
      ward: '',
      uocava_status_code: '',
      voter_status_type_code: 'A',
      registration_date: null,
      nov_2020_election_date: '2020-11-03',
      voted_nov_2020: false,
      absentee_or_in_person_nov_2020: null,
      aug_2022_election_date: '2022-08-02',
      voted_aug_2022: false,
      absentee_or_in_person_aug_2022: null,
      ...NOTHING_MORE_KNOWN,
      full_address_hash: 'h',
      address_hash: 'h',
      snapshot_ref: '2025-10-01',
      findings: [],
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const u = String(input);
        asked.push(u);
        if (u.startsWith('/api/review-list/')) {
          const second = u.includes('after=c2');
          return json({
            rows: [row(second ? 31 : 1)],
            total: 200,
            page: second ? 2 : 1,
            page_size: 30,
            links: second
              ? [
                  { page: 1, cursor: null },
                  { page: 3, cursor: 'c3' },
                  { page: 4, cursor: 'c4' },
                  { page: 7, cursor: 'end' },
                ]
              : [
                  { page: 2, cursor: 'c2' },
                  { page: 3, cursor: 'c3' },
                  { page: 7, cursor: 'end' },
                ],
            snapshot_date: '2025-10-01',
          });
        }
        if (u.startsWith('/api/summary/'))
          return json({
            total_registered_voter_count: 300,
            registrations_for_review: 200,
            active_registrations_for_review: 200,
          });
        return json([]);
      }),
    );
    storeUser({ username: 'r', accessToken: 't', roles: ['ROLE_DIGITAL-RESEARCHER'], first_name: 'R' });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/review?rv_sort=-year_of_birth']}>
          <ZoneReview zone={{ county: 'KENT' }} roles={['ROLE_DIGITAL-RESEARCHER']} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect((await screen.findByTestId('pager-summary')).textContent).toBe('Showing 1 to 30 of 200');
    expect(screen.queryByRole('button', { name: 'Page 4' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('VOTER31, JANE');
    expect(asked.filter((u) => u.startsWith('/api/review-list/')).at(-1)).toBe(
      '/api/review-list/ALL/KENT/?after=c2&status=ALL&sort=year_of_birth&dir=desc',
    );
    expect(screen.getByTestId('pager-summary').textContent).toBe('Showing 31 to 60 of 200');
    expect(screen.getByRole('button', { name: 'Page 4' })).toBeDefined();
  });
});

describe('a search refused for more letters', () => {
  it('is not sent when typed, and the page says why', async () => {
    await exportedUrl('');
    fireEvent.change(screen.getByLabelText('Search address or name'), { target: { value: 'j sm' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(REVIEW_SEARCH_MORE_LETTERS)).toBeTruthy();
    const asked = vi.mocked(fetch).mock.calls.map(([u]) => String(u));
    expect(asked.filter((u) => u.includes('q=j'))).toEqual([]);
  });

  it('says in words what the server answered to one in the URL', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const u = String(input);
        if (u.startsWith('/api/review-list/'))
          return new Response(JSON.stringify({ message: REVIEW_SEARCH_MORE_LETTERS }), {
            status: 400,
            headers: { 'content-type': 'application/json' },
          });
        return json([]);
      }),
    );
    storeUser({ username: 'r', accessToken: 't', roles: ['ROLE_DIGITAL-RESEARCHER'], first_name: 'R' });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/review?rv_q=J%20SM']}>
          <ZoneReview zone={{ county: 'KENT' }} roles={['ROLE_DIGITAL-RESEARCHER']} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(
      await screen.findByText((text) => text.includes(REVIEW_SEARCH_MORE_LETTERS), { selector: 'div' }),
    ).toBeTruthy();
  });
});
