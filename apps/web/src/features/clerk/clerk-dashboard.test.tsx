import { act, fireEvent, screen, within } from '@testing-library/react';
import { CLERK_EMPTY_WORKSPACE, CLERK_METRICS, type ClerkRow } from '@voterroll/contract/clerk-api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clerkRowOf } from '../../test-support/clerk-row';
import { clickHeader } from '../../test-support/column-cells';
import { renderClerkDashboard } from './clerk-dashboard.fixture';

const row = (id: number, status: ClerkRow['current_triage_status'], name: string): ClerkRow =>
  clerkRowOf({
    voter_identification_number: id,
    current_triage_status: status,
    flagged_reg_id: status === 'NEW' ? null : id + 1000,
    full_name: name,
  });

const list = (rows: ClerkRow[]) => ({
  rows,
  total: rows.length,
  page: 1,
  page_size: 30,
  snapshot_date: '2025-10-01',
});
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function renderDashboard(
  url: string,
  answers: { challenged?: ClerkRow[]; due?: ClerkRow[]; queue?: ClerkRow[] },
  area: { county?: string; jurisdiction?: string } = {},
) {
  const calls: { url: string; body: unknown }[] = [];
  let challenged = answers.challenged ?? [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const u = String(input);
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url: u, body });
      if (u.startsWith('/api/clerk-review-summary'))
        return json([
          {
            metric_filter_code: 'CS',
            metric_desc_x: 'Challenges submitted',
            metric_value: challenged.length,
          },
          { metric_filter_code: 'RESIDENT', metric_desc_x: 'Flagged by residents', metric_value: 0 },
        ]);
      if (u === '/api/clerk-review-list') return json(list(challenged));
      if (u.startsWith('/api/due-for-confirmation')) return json({ ...list(answers.due ?? []), links: [] });
      if (u.startsWith('/api/clerk-workspace-list')) return json(list(answers.queue ?? []));
      if (u === '/api/counties')
        return json([
          { county_name: 'INGHAM', zone_hash: 'i' },
          { county_name: 'KENT', zone_hash: 'k' },
        ]);
      if (u === '/api/jurisdictions/INGHAM')
        return json([
          { jurisdiction_name: 'EAST LANSING CITY', zone_hash: 'e' },
          { jurisdiction_name: 'LANSING CITY', zone_hash: 'l' },
        ]);
      if (u === '/api/update-triage-status') {
        challenged = challenged.filter((r) => r.voter_identification_number !== body.voter_id);
        return json({
          message: 'Saved: In Queue for clerk review.',
          flag: { voter_id: body.voter_id, flagged_reg_id: 9, current_triage_status: 'INQ', version: 2 },
        });
      }
      throw new Error(`unexpected call ${u}`);
    }),
  );
  renderClerkDashboard(url, area);
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the clerk works a queue', () => {
  // Issue 27: the lists' 'LAST, FIRST MIDDLE' reads First Middle Last; the server still sorts it by last name.
  it('names people First Middle Last in Challenged and Confirmation, sorted by the last name', async () => {
    const calls = renderDashboard('/dashboard?clerk_tab=challenged', {
      challenged: [row(11, 'CS', 'DOE, JOHN QUINCY')],
      due: [row(21, 'TRG', 'ROE, JANE MARY')],
    });
    expect(await screen.findByRole('link', { name: 'JOHN QUINCY DOE' })).toBeTruthy();
    expect(screen.queryByText('DOE, JOHN QUINCY')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Confirmation' }));
    expect(await screen.findByRole('link', { name: 'JANE MARY ROE' })).toBeTruthy();
    expect(screen.queryByText('ROE, JANE MARY')).toBeNull();
    clickHeader('Full Name');
    // The header asks the server for the list sorted by full_name (last name first).
    await vi.waitFor(() =>
      expect(calls.map((c) => c.url)).toContain('/api/due-for-confirmation?sort=full_name&dir=asc&page=1'),
    );
  });

  it('opens Challenged from the URL on Challenges Submitted, not blank, and queues a row in one click', async () => {
    const calls = renderDashboard('/dashboard?clerk_tab=challenged', {
      challenged: [row(11, 'CS', 'DOE, JOHN')],
    });
    expect(await screen.findByRole('cell', { name: 'JOHN DOE' })).toBeTruthy();
    expect((screen.getByLabelText('Metric') as HTMLSelectElement).value).toBe('CS');
    fireEvent.click(screen.getByRole('button', { name: 'Add to my queue: JOHN DOE' }));
    expect(await screen.findByText('Added to your work queue: JOHN DOE.')).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/update-triage-status')?.body).toEqual({
      voter_id: 11,
      flagged_reg_id: 1011,
      triage_status: 'INQ',
      comments_x: 'Added to clerk work queue',
      expected_status: 'CS',
    });
    // The list is read again: the row has left Challenged.
    await vi.waitFor(() => expect(screen.queryByRole('cell', { name: 'JOHN DOE' })).toBeNull());
  });

  it('keeps the tab in the URL, shows no notes icon for an unflagged row, and no queue button in the queue', async () => {
    renderDashboard('/dashboard?clerk_tab=confirmation', {
      due: [row(21, 'NEW', 'ROE, JANE'), row(22, 'TRG', 'POE, ANN')],
    });
    const table = await screen.findByRole('table');
    const unflagged = within(table).getByRole('cell', { name: 'JANE ROE' }).closest('tr')!;
    expect(within(unflagged).queryByTestId('notes-button')).toBeNull();
    expect(within(unflagged).getByRole('button', { name: /Add to my queue/ })).toBeTruthy();
    const flagged = within(table).getByRole('cell', { name: 'ANN POE' }).closest('tr')!;
    expect(within(flagged).getByTestId('notes-button')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'My Workspace' }));
    expect(screen.getByTestId('where').textContent).toBe('?clerk_tab=workspace');
    expect(await screen.findByText(CLERK_EMPTY_WORKSPACE)).toBeTruthy();
    expect(CLERK_EMPTY_WORKSPACE).toContain('the Challenged and Confirmation tabs');
    const status = screen.getByLabelText('Status') as HTMLSelectElement;
    expect([...status.options].map((o) => o.text)).toEqual([
      'All in my work',
      'CLERK - In Queue',
      'CLERK - Confirmation Notice Sent',
      'CLERK - Record Updated',
      'CLERK - Cleanup Initiated',
    ]);
    fireEvent.change(status, { target: { value: 'NS' } });
    expect(screen.getByTestId('where').textContent).toBe('?clerk_tab=workspace&clerk_status=NS');
  });

  it('filters Confirmation by triage status and jurisdiction in words, kept in the URL, and says it holds Active registrations', async () => {
    const calls = renderDashboard(
      '/dashboard?clerk_tab=confirmation&cf_voter_status=R',
      { due: [row(21, 'TRG', 'ROE, JANE')] },
      { county: 'INGHAM' },
    );
    await screen.findByRole('cell', { name: 'JANE ROE' });
    const options = (label: string) =>
      [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((o) => o.text);
    expect(options('Triage status')).toEqual([
      'All',
      'Yellow (In triage)',
      'Red (To be challenged)',
      'Deep Red (Challenge submitted)',
      'Green (Verified Ok)',
    ]);
    // Every registration it holds is Active: no voter status to pick (an R in the URL is not sent),
    // and the list says what it holds in the card's words.
    expect(screen.queryByLabelText('Voter status')).toBeNull();
    expect(calls.find((c) => c.url.startsWith('/api/due-for-confirmation'))?.url).toBe(
      '/api/due-for-confirmation?page=1',
    );
    expect(screen.getByTestId('clerk-list-description').textContent).toBe(
      CLERK_METRICS.due_for_confirmation_count.caption,
    );
    expect(CLERK_METRICS.due_for_confirmation_count.caption).toMatch(/^Active registrations /);
    // A county clerk picks a jurisdiction of their county; no county to pick.
    expect(screen.queryByLabelText('County')).toBeNull();
    await vi.waitFor(() =>
      expect(options('Jurisdiction')).toEqual(['All', 'EAST LANSING CITY', 'LANSING CITY']),
    );

    fireEvent.change(screen.getByLabelText('Triage status'), { target: { value: 'TRG' } });
    fireEvent.change(screen.getByLabelText('Jurisdiction'), { target: { value: 'LANSING CITY' } });
    expect(screen.getByTestId('where').textContent).toBe(
      '?clerk_tab=confirmation&cf_voter_status=R&cf_triage_status=TRG&cf_jurisdiction=LANSING+CITY',
    );
    await vi.waitFor(() =>
      expect(calls.at(-1)?.url).toBe(
        '/api/due-for-confirmation?triage_status=TRG&jurisdiction=LANSING+CITY&page=1',
      ),
    );
    // The table's name opens the registration page at its place in this filtered list.
    const link = screen.getByRole('link', { name: 'JANE ROE' });
    const search = new URLSearchParams(link.getAttribute('href')!.split('?')[1]);
    expect(Object.fromEntries(search)).toEqual({
      list: 'confirmation',
      list_triage_status: 'TRG',
      list_jurisdiction: 'LANSING CITY',
      list_pos: '1',
      list_back:
        '/dashboard?clerk_tab=confirmation&cf_voter_status=R&cf_triage_status=TRG&cf_jurisdiction=LANSING+CITY',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByTestId('where').textContent).toBe('?clerk_tab=confirmation');
  });

  it('keeps both of two filters chosen before the page renders again (a busy browser)', async () => {
    renderDashboard('/dashboard?clerk_tab=challenged', { challenged: [row(31, 'CS', 'DOE, JANE')] });
    await screen.findByRole('cell', { name: 'JANE DOE' });
    // Both choices land in one batch: React Router would hand the second the URL before the first.
    act(() => {
      fireEvent.change(screen.getByLabelText('Voter status'), { target: { value: 'A' } });
      fireEvent.change(screen.getByLabelText('Triage status'), { target: { value: 'CS' } });
    });
    const url = new URLSearchParams(screen.getByTestId('where').textContent ?? '');
    expect(url.get('cc_voter_status')).toBe('A');
    expect(url.get('cc_triage_status')).toBe('CS');
    expect(url.get('clerk_tab')).toBe('challenged');
  });

  it('opens Challenged with the filters of its URL, and offers a state-level clerk a county first', async () => {
    const calls = renderDashboard('/dashboard?clerk_tab=challenged&cc_voter_status=CH&cc_triage_status=XX', {
      challenged: [row(11, 'CS', 'DOE, JOHN')],
    });
    await screen.findByRole('cell', { name: 'JOHN DOE' });
    expect(calls.find((c) => c.url === '/api/clerk-review-list')?.body).toEqual({
      filter_code: 'CS',
      voter_status: 'CH',
      page: 1,
    });
    expect((screen.getByLabelText('Voter status') as HTMLSelectElement).value).toBe('CH');
    expect(
      [...(screen.getByLabelText('Triage status') as HTMLSelectElement).options].map((o) => o.text),
    ).toEqual(['All', 'Yellow (In triage)', 'Red (To be challenged)', 'Deep Red (Challenge submitted)']);
    const jurisdiction = screen.getByLabelText('Jurisdiction') as HTMLSelectElement;
    expect(jurisdiction.disabled).toBe(true);
    await vi.waitFor(() =>
      expect([...(screen.getByLabelText('County') as HTMLSelectElement).options].map((o) => o.text)).toEqual([
        'All',
        'INGHAM',
        'KENT',
      ]),
    );
    fireEvent.change(screen.getByLabelText('County'), { target: { value: 'INGHAM' } });
    await vi.waitFor(() => expect(jurisdiction.disabled).toBe(false));
    await vi.waitFor(() =>
      expect(calls.at(-1)?.body).toEqual({
        filter_code: 'CS',
        voter_status: 'CH',
        county: 'INGHAM',
        page: 1,
      }),
    );
  });
});
