import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { VotingHistory } from './voting-history';

afterEach(() => vi.unstubAllGlobals());

const ANSWERS: Record<string, unknown> = {
  '/api/election-dates': [{ election_date: '2022-11-08' }, { election_date: '2024-11-05' }],
  '/api/voter-history-by-snapshot/42': [
    {
      snapshot: '2024-10-01',
      voting_history: [{ election_date: '2022-11-08', voting_method: ['IN PERSON'] }],
    },
    {
      snapshot: '2024-12-01',
      voting_history: [{ election_date: '2022-11-08', voting_method: ['IN PERSON'] }],
    },
    {
      snapshot: '2025-01-01',
      voting_history: [
        { election_date: '2022-11-08', voting_method: ['IN PERSON'] },
        { election_date: '2024-11-05', voting_method: ['ABSENTEE'] },
      ],
    },
  ],
};

it('lists each election once with how the voter voted, and marks the file that changed a record', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const body = ANSWERS[String(input)];
      if (body === undefined) return new Response('{"message":"not here"}', { status: 404 });
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <VotingHistory voterId="42" />
    </QueryClientProvider>,
  );
  const section = await screen.findByRole('region', { name: 'Voting history' });
  const items = within(section)
    .getAllByRole('listitem')
    .filter((li) => li.dataset.election);
  expect(items.map((li) => li.textContent)).toEqual([
    'November 5, 2024 · Presidential general electionVoted absenteeChangedJan 2025 file: Did not vote → Voted absentee',
    'November 8, 2022 · General electionVoted in person',
  ]);
  expect(section.textContent).toContain('3 files read (Oct 2024 to Jan 2025), changes marked on 1 election');
  // One wording for "no vote"; no N/A, no dash.
  expect(section.textContent).not.toMatch(/N\/A|—/);
});
