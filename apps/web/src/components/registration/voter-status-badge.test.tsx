import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VoterStatusBadge } from './voter-status-badge';

describe('VoterStatusBadge', () => {
  it('shows the voter status in words, coloured by its code (spec 3 section 4.1)', () => {
    const cases: [string, string, string][] = [
      ['A', 'Active', 'bg-success'],
      ['V', 'Verify', 'bg-warning'],
      ['CH', 'Challenged', 'bg-danger'],
      ['I', 'Inactive', 'bg-secondary'],
      ['R', 'Rejected', 'bg-primary'],
      ['', 'Unknown', 'bg-primary'],
    ];
    for (const [code, words, colour] of cases) {
      const { unmount } = render(<VoterStatusBadge code={code} />);
      const badge = screen.getByTitle(`Voter status: ${words}`);
      expect(badge.textContent).toBe(words);
      expect(badge.className).toContain(colour);
      unmount();
    }
  });
});
