import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ROLES } from '@voterroll/contract/roles';
import {
  moveLabel,
  PREPARE_CHALLENGE,
  TRANSITIONS,
  TRIAGE_STATUSES,
  type TriageStatus,
} from '@voterroll/contract/triage';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeUser } from '../../lib/stored-user';
import { type ActionFlag, RegistrationActions } from './registration-actions';

/**
 * The moves the transition table's rows give `role` from `from`, read from the rows themselves:
 * the other statuses in their order, then a note (the same status) when a row allows one.
 */
const tableMoves = (role: string, from: TriageStatus): TriageStatus[] => {
  const rows = TRANSITIONS.filter(
    (r) => r.from.includes(from) && (r.roles as readonly string[]).includes(role),
  );
  // Challenge Submitted is no move: the packet reaches it ('Prepare the challenge', a link).
  const moves = TRIAGE_STATUSES.filter(
    (to) => to !== from && to !== 'CS' && rows.some((r) => r.to !== 'same' && r.to.includes(to)),
  );
  const note = rows.some((r) => r.to === 'same' || r.to.includes(from));
  return note ? [...moves, from] : moves;
};

const rowsAllow = (role: string, from: TriageStatus, to: TriageStatus) =>
  TRANSITIONS.some(
    (r) =>
      r.from.includes(from) &&
      r.to !== 'same' &&
      r.to.includes(to) &&
      (r.roles as readonly string[]).includes(role),
  );

function renderBar(roles: string[], status: TriageStatus, flag: ActionFlag | null) {
  storeUser({ username: 'u-1', accessToken: 'token-1', roles, first_name: 'U' });
  const client = new QueryClient();
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <QueryClientProvider client={client}>
          <RegistrationActions
            voterId={42}
            status={status}
            flag={flag}
            roles={roles}
            onSaved={() => {}}
            onStale={() => {}}
          />
        </QueryClientProvider>
      ),
    },
  ]);
  return render(<RouterProvider router={router} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const grid = ROLES.flatMap((role) => TRIAGE_STATUSES.map((status) => [role, status] as const));

describe('the registration action bar', () => {
  it.each(grid)('offers %s exactly the moves of the transition table from %s', (role, status) => {
    const { unmount } = renderBar(
      [role],
      status,
      status === 'NEW' ? null : { flagged_reg_id: 7, version: 3 },
    );
    const expected = tableMoves(role, status).map((to) => moveLabel(status, to));
    const toolbar = screen.queryByRole('toolbar', { name: 'Moves' });
    const offered = toolbar
      ? within(toolbar)
          .getAllByRole('button')
          .map((b) => b.textContent)
      : [];
    expect(offered).toEqual(expected);
    const packet = status === 'SFCR' && rowsAllow(role, 'SFCR', 'CS');
    expect(screen.queryByRole('link', { name: PREPARE_CHALLENGE })?.getAttribute('href') ?? null).toBe(
      packet ? '/challenge/42' : null,
    );
    if (expected.length === 0 && !packet) expect(screen.getByTestId('no-actions')).toBeTruthy();
    unmount();
  });

  it('names the moves of an unflagged registration as the review table does (no Skip Triage)', () => {
    renderBar(['ROLE_ELECTION-PATRIOT-PLUS'], 'NEW', null);
    const toolbar = screen.getByRole('toolbar', { name: 'Moves' });
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Send To Triage', 'Mark as okay']);
  });

  it("starts from the flag's reason, validates on submit only, and sends what was seen", async () => {
    const calls: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
        calls.push(JSON.parse(String(init?.body)));
        return new Response(
          JSON.stringify({
            message: 'Saved: INVALID - To Be Challenged.',
            flag: { voter_id: 42, flagged_reg_id: 7, current_triage_status: 'SFCR', version: 4 },
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        );
      }),
    );
    renderBar(['ROLE_ELECTION-PATRIOT'], 'TRG', {
      flagged_reg_id: 7,
      version: 3,
      flagged_reason: 'Deceased',
    });
    fireEvent.click(screen.getByRole('button', { name: 'INVALID - To Be Challenged' }));
    const form = screen.getByRole('form', { name: 'INVALID - To Be Challenged' });
    expect((within(form).getByLabelText('Reason') as HTMLSelectElement).value).toBe('Deceased');
    const description = within(form).getByLabelText('Reason description');
    fireEvent.change(description, { target: { value: 'short' } });
    expect(screen.queryByText('Please describe reason using minimum 8 characters')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please describe reason using minimum 8 characters')).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.change(description, { target: { value: 'Obituary in the Lansing State Journal' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved: INVALID - To Be Challenged.')).toBeTruthy();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      voter_id: 42,
      flagged_reg_id: 7,
      expected_status: 'TRG',
      expected_version: 3,
      flagged_reason: 'Deceased',
      comments_x: 'Obituary in the Lansing State Journal',
      triage_status: 'SFCR',
    });
  });
});
