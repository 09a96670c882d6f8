import { render, screen, within } from '@testing-library/react';
import type { TriageStatus } from '@voterroll/contract/triage';
import { describe, expect, it } from 'vitest';
import { ReviewOutcome } from './review-outcome';

const flag = (flag_type: string, current_triage_status: TriageStatus, outcome?: 'LIVES_HERE') => ({
  flagged_reg_id: 1,
  voter_id: 42,
  current_triage_status,
  flagged_reason: 'Does not live here',
  flagged_reason_x: 'Mail returned',
  flag_type,
  reporter_first_name: null,
  reporter_last_name: null,
  reporter_email: null,
  created_at: '2025-10-02 10:00:00+00',
  version: 1,
  review_outcome: outcome ? { outcome, actor_name: 'patriot-1', at: '2025-10-03 09:30:00+00' } : null,
});

function show(f: ReturnType<typeof flag> | null, roles: string[], unflagged: 'FLAG_REG' | 'BULK_FLAG_REG') {
  render(
    <ReviewOutcome
      voterId={42}
      flag={f}
      roles={roles}
      unflagged={unflagged}
      onSaved={() => {}}
      onStale={() => {}}
    />,
  );
}

/** The progress cards' titles, and the current one (aria-current="step"). */
function steps() {
  const list = screen.getByRole('list', { name: 'Cleanup progress' });
  const items = within(list).getAllByRole('listitem');
  const current = items.filter((i) => i.getAttribute('aria-current') === 'step');
  expect(current).toHaveLength(1);
  return { count: items.length, current: current[0]!.textContent };
}

describe('cleanup progress and review outcomes', () => {
  it('a single flag in triage is at Volunteer Verify; a researcher may not decide it', () => {
    show(flag('FLAG_REG', 'TRG'), ['ROLE_DIGITAL-RESEARCHER'], 'BULK_FLAG_REG');
    expect(steps()).toEqual({ count: 3, current: expect.stringContaining('2. Volunteer Verify') });
    expect(screen.queryByRole('button', { name: 'Lives here' })).toBeNull();
    expect(screen.getByText(/Your role cannot record an outcome/)).toBeTruthy();
  });

  it('a bulk flag to be challenged is at Election Patriot Verify; a patriot is offered both outcomes', () => {
    show(flag('BULK_FLAG_REG', 'SFCR'), ['ROLE_ELECTION-PATRIOT'], 'FLAG_REG');
    expect(steps()).toEqual({ count: 4, current: expect.stringContaining('3. Election Patriot Verify') });
    expect(screen.getByRole('button', { name: 'Lives here' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Does not live here but is valid' })).toBeTruthy();
  });

  it('an unflagged row of the review list is at Found by our checks and a researcher may find it valid', () => {
    show(null, ['ROLE_DIGITAL-RESEARCHER'], 'BULK_FLAG_REG');
    expect(steps()).toEqual({ count: 4, current: expect.stringContaining('1. Found by our checks') });
    expect(screen.getByTestId('outcome-in-force').textContent).toBe('No outcome recorded.');
    expect(screen.getByRole('button', { name: 'Lives here' })).toBeTruthy();
  });

  it('shows the outcome in force with who; a challenge submitted is at Rectify; a clerk flag has no cards', () => {
    show(flag('FLAG_REG', 'CS', 'LIVES_HERE'), ['ROLE_ELECTION-PATRIOT'], 'FLAG_REG');
    expect(steps()).toEqual({ count: 3, current: expect.stringContaining('3. Rectify') });
    expect(screen.getByTestId('outcome-in-force').textContent).toMatch(
      /^Recorded: Lives here, by patriot-1, /,
    );
    // CS to VALID is the clerk's: the patriot is not offered it.
    expect(screen.queryByRole('button', { name: 'Lives here' })).toBeNull();
    document.body.innerHTML = '';
    show(flag('CLERK', 'INQ'), ['ROLE_CLERK'], 'FLAG_REG');
    expect(screen.queryByRole('list', { name: 'Cleanup progress' })).toBeNull();
  });
});
