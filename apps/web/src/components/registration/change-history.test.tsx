import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { storeUser } from '../../lib/stored-user';
import { ChangeHistory } from './change-history';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderHistory(answer: () => Response) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      calls.push(String(input));
      if (String(input) !== '/api/registration-changes/11') throw new Error(`unexpected call ${input}`);
      return answer();
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ChangeHistory voterId="11" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

it("lists the registration's changes between files by month, codes in words", async () => {
  storeUser({ username: 'r', accessToken: 't', roles: ['ROLE_DIGITAL-RESEARCHER'], first_name: 'R' });
  renderHistory(() =>
    json(200, {
      voter_id: 11,
      changes: [
        { snapshot_date: '2025-11-01', kind: 'status', before: 'A', after: 'V' },
        { snapshot_date: '2025-10-01', kind: 'birth_year', before: '1980', after: '1902' },
        { snapshot_date: '2025-09-01', kind: 'added', before: '', after: '' },
      ],
    }),
  );
  const table = await screen.findByRole('table', { name: 'Changes between files' });
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((tr) => [...tr.children].map((td) => td.textContent));
  expect(rows).toEqual([
    ['November 01 2025', 'Voter status changed', 'Active', 'Verify'],
    ['October 01 2025', 'Birth year changed', '1980', '1902'],
    ['September 01 2025', 'Registrations added', '', ''],
  ]);
});

it('says why a visitor, another role or a user of another area sees none', async () => {
  const calls = renderHistory(() => json(500, {}));
  screen.getByRole('link', { name: 'Sign in' });
  document.body.innerHTML = '';
  storeUser({ username: 'e', accessToken: 'e', roles: ['ROLE_DATA-ENTRY'], first_name: 'E' });
  renderHistory(() => json(500, {}));
  screen.getByText(/shown to Digital Researchers, Election Patriots and Clerks/);
  expect(calls).toEqual([]);
  document.body.innerHTML = '';
  storeUser({ username: 'k', accessToken: 'k', roles: ['ROLE_ELECTION-PATRIOT'], first_name: 'K' });
  renderHistory(() => json(403, { message: 'Voter ID 11 is registered outside your area.' }));
  await screen.findByText('Changes between files are shown for registrations in your area only.');
});
