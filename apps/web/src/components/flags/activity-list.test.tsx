import { render, screen } from '@testing-library/react';
import { codesInText } from '@voterroll/contract/test-support/codes-in-text';
import { describe, expect, it } from 'vitest';
import { ActivityList } from './activity-list';

const comment = (id: number, from: string, to: string, role: string, reason: string | null) => ({
  flagged_reg_comment_id: id,
  flagged_reason: reason,
  comments_x: `comment ${id}`,
  current_triage_status: to as 'TRG',
  from_triage_status: from as 'NEW',
  createdAt: '2025-10-02T10:00:00Z',
  actor_name: `user-${id}`,
  actor_role: role,
  is_bulk: false,
  system_review_codes: ['LOW_PROPENSITY'],
  review_outcome: null,
});

describe('ActivityList', () => {
  it('says each move, role and reason in words, never their codes', () => {
    render(
      <ActivityList
        comments={[
          comment(1, 'NEW', 'INQ', 'ROLE_CLERK', 'INACTIVE_VOTER'),
          comment(2, 'TRG', 'SFCR', 'ROLE_DIGITAL-RESEARCHER', 'Deceased'),
          comment(3, 'INQ', 'INQ', 'ROLE_ELECTION-PATRIOT-PLUS', null),
          comment(4, 'NEW', 'TRG', 'ANONYMOUS', 'Other'),
        ]}
      />,
    );
    expect(screen.getAllByTestId('activity-move').map((m) => m.textContent)).toEqual([
      'Unflagged → In Queue for clerk review',
      'TRIAGE - Needs More Research → INVALID - To Be Challenged',
      'Note (status stays In Queue for clerk review)',
      'Unflagged → TRIAGE - Needs More Research',
    ]);
    expect(screen.getAllByTestId('activity-who').map((m) => m.textContent)).toEqual([
      'user-1 (Clerk)',
      'user-2 (Digital Researcher)',
      'user-3 (Election Patriot Plus)',
      'user-4 (Anonymous visitor)',
    ]);
    expect(screen.getByText('Reason: Inactive voter (clerk review)')).toBeTruthy();
    expect(codesInText(screen.getByTestId('activity-list').textContent ?? '')).toEqual([]);
  });
});
