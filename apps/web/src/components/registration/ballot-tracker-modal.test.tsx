import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BallotTrackerModal } from './ballot-tracker-modal';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function renderTracker(votingMethod: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const u = String(input);
      if (u.startsWith('/api/nov-2024-vote/'))
        return json([
          { vote_recorded_date: '2024-12-01', election_date: '2024-11-05', voting_method: votingMethod },
        ]);
      if (u.startsWith('/api/nov-2024-app/') || u.startsWith('/api/nov-2024-ballot/')) return json([]);
      throw new Error(`unexpected call ${u}`);
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <BallotTrackerModal voterId="123" show onHide={() => {}} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

// Issue 27: the voting method in words (the contract's labels), not the file's code.
describe('the Nov 2024 ballot tracker', () => {
  it.each([
    ['ABSENTEE', 'Voted absentee (recorded by the voter file of 2024-12-01)'],
    ['IN PERSON', 'Voted in person (recorded by the voter file of 2024-12-01)'],
  ])('says how the vote was cast (%s)', async (code, text) => {
    renderTracker(code);
    const cell = await screen.findByText(text);
    expect(cell.closest('tr')?.textContent).toBe(`Vote recorded${text}`);
    expect(screen.getByRole('dialog').textContent).not.toContain(code);
  });
});
