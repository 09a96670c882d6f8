import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeUser } from '../../lib/stored-user';
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
        return json({ rows: [], total: 40, page: 1, page_size: 30, snapshot_date: '2025-10-01' });
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
