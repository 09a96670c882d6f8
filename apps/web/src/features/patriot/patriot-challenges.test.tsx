import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { MyChallenges } from '@voterroll/contract/challenge-api';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeUser } from '../../lib/stored-user';
import { PatriotChallenges } from './patriot-challenges';

const MINE: MyChallenges = {
  submitted_total: 2,
  submitted_this_month: 1,
  waiting: 1,
  rows: [
    {
      reference: 'CH-2026-000002',
      voter_id: 4,
      full_name: 'VOTER4, JANE',
      jurisdiction_name: 'LANSING CITY',
      submitted_at: '2026-11-02T10:00:00Z',
      current_triage_status: 'CS',
    },
    {
      reference: 'CH-2026-000001',
      voter_id: 5,
      full_name: 'VOTER5, JOHN',
      jurisdiction_name: 'LANSING CITY',
      submitted_at: '2026-10-20T10:00:00Z',
      current_triage_status: 'INQ',
    },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the patriot's challenges", () => {
  it('counts every packet submitted, the waiting ones apart, and says where each is', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify(MINE), { headers: { 'content-type': 'application/json' } }),
      ),
    );
    storeUser({ username: 'p', accessToken: 't', roles: ['ROLE_ELECTION-PATRIOT'], first_name: 'P' });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <PatriotChallenges />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const submitted = await screen.findByTestId('my-challenges-submitted');
    expect(within(submitted).getByTestId('home-count').textContent).toBe('2');
    expect(submitted.textContent).toContain('1 this month');
    expect(within(screen.getByTestId('my-challenges-waiting')).getByTestId('home-count').textContent).toBe(
      '1',
    );
    const rows = screen.getAllByTestId('my-challenge');
    expect(rows.map((r) => r.textContent)).toEqual([
      "CH-2026-000002submitted 2026-11-02JANE VOTER4 (voter ID 4), LANSING CITYWaiting in the clerk's Challenged list",
      "CH-2026-000001submitted 2026-10-20JOHN VOTER5 (voter ID 5), LANSING CITYIn the clerk's work queue",
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'CH-2026-000002' }).getAttribute('href')).toBe(
      '/challenge/4',
    );
  });
});
