import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { MyFlagRow } from '@voterroll/contract/researcher-api';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clickHeader, columnCells } from '../../test-support/column-cells';
import { renderWithAnswer } from '../../test-support/render-with-answer';
import { ResearcherTab } from './researcher-tab';

const flag = (id: number, full_name: string | null): MyFlagRow => ({
  flagged_reg_id: id,
  voter_identification_number: id + 100,
  full_name,
  full_street_address: '1 MAIN ST',
  county_name: 'KENT',
  jurisdiction_name: 'GRAND RAPIDS CITY',
  current_triage_status: 'TRG',
  flag_type: 'RESEARCHER',
  flagged_reason: 'OTHER',
  raised_at: '2025-10-01T12:00:00Z',
  updated_at: '2025-10-02T12:00:00Z',
});

async function renderTab(rows: MyFlagRow[]) {
  const body = {
    counts: [{ current_triage_status: 'TRG', flag_count: rows.length }],
    events_recorded: 0,
    rows,
  };
  renderWithAnswer(
    <ResearcherTab me={{ username: 'r', accessToken: 't', roles: ['ROLE_DIGITAL-RESEARCHER'] }} />,
    body,
  );
  await screen.findByTestId('researcher-tab');
}

afterEach(() => vi.unstubAllGlobals());

// Issue 27: the researcher's flags name people First Middle Last, sorted by the last name.
describe("the researcher tab's flags", () => {
  it('read First Middle Last and sort by the last name', async () => {
    await renderTab([flag(1, 'BROWN, SHARON LAURA'), flag(2, 'ADAMS, ZED')]);
    clickHeader('Full Name');
    expect(columnCells('Full Name')).toEqual(['ZED ADAMS', 'SHARON LAURA BROWN']);
    clickHeader('Full Name');
    expect(columnCells('Full Name')).toEqual(['SHARON LAURA BROWN', 'ZED ADAMS']);
  });

  it('says so when the registration has left the file', async () => {
    await renderTab([flag(1, null)]);
    expect(columnCells('Full Name')).toEqual(['no longer on file']);
  });
});

// Issue 35: the home's counts follow the user's own action without a reload.
describe("the researcher's counts", () => {
  it('are read again when the home is shown after a flag raised elsewhere', async () => {
    const answer = (n: number) => ({
      counts: [{ current_triage_status: 'TRG', flag_count: n }],
      events_recorded: n,
      rows: Array.from({ length: n }, (_, i) => flag(i + 1, 'ADAMS, ZED')),
    });
    let body = answer(0);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
      ),
    );
    // One client for the whole visit, with the app's default freshness (a minute).
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    const home = () => (
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <ResearcherTab me={{ username: 'r', accessToken: 't', roles: ['ROLE_DIGITAL-RESEARCHER'] }} />
        </MemoryRouter>
      </QueryClientProvider>
    );
    const first = render(home());
    await waitFor(() =>
      expect(within(screen.getByTestId('my-flags-total')).getByTestId('home-count').textContent).toBe('0'),
    );
    first.unmount();
    body = answer(1); // the researcher flags a registration on another page
    render(home());
    await waitFor(() =>
      expect(within(screen.getByTestId('my-flags-total')).getByTestId('home-count').textContent).toBe('1'),
    );
  });
});
