import { render, screen, within } from '@testing-library/react';
import { TRIAGE_STATUSES, type TriageStatus } from '@voterroll/contract/triage';
import { afterEach, describe, expect, it } from 'vitest';
import { type CleanupKind, CleanupProgress, progressOf } from './cleanup-progress';

/**
 * The registration page's cleanup progress at every status of the contract, for a single flag and
 * a bulk one: the current card (its number, title and text) and how many cards there are.
 */
const PATRIOT = 'the local Election Patriot prepares a challenge';
const EXPECTED: Record<CleanupKind, Record<TriageStatus, [cards: number, title: string, text: string]>> = {
  FLAG_REG: {
    NEW: [3, '1. Identify', 'You flag a registration'],
    TRG: [3, '2. Volunteer Verify', 'A volunteer researches it'],
    SFCR: [3, '3. Rectify', PATRIOT],
    CS: [3, '3. Rectify', PATRIOT],
    VALID: [3, '2. Volunteer Verify', 'A volunteer researches it'],
    INQ: [4, '4. In Queue for clerk review', "in the local clerk's work queue"],
    NS: [
      4,
      '4. Confirmation Notice Sent',
      'The local clerk sent the registrant an NVRA confirmation notice.',
    ],
    CAT: [4, '4. Record Updated', "The local clerk updated the registration's record."],
    CI: [4, '4. Cleanup Initiated', 'The local clerk initiated the cleanup'],
  },
  BULK_FLAG_REG: {
    NEW: [4, '1. Found by our checks', "The product's checks flag"],
    TRG: [4, '2. Volunteer Verify', 'A volunteer validates it'],
    SFCR: [4, '3. Election Patriot Verify', 'A second local volunteer reviews it.'],
    CS: [4, '4. Rectify', PATRIOT],
    VALID: [4, '2. Volunteer Verify', 'A volunteer validates it'],
    INQ: [5, '5. In Queue for clerk review', "in the local clerk's work queue"],
    NS: [
      5,
      '5. Confirmation Notice Sent',
      'The local clerk sent the registrant an NVRA confirmation notice.',
    ],
    CAT: [5, '5. Record Updated', "The local clerk updated the registration's record."],
    CI: [5, '5. Cleanup Initiated', 'The local clerk initiated the cleanup'],
  },
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('cleanup progress at each status', () => {
  for (const kind of ['FLAG_REG', 'BULK_FLAG_REG'] as const)
    it.each(TRIAGE_STATUSES)(`${kind} at %s shows its step as current, with that step's text`, (status) => {
      const progress = progressOf({ flag_type: kind, current_triage_status: status }, 'FLAG_REG');
      expect(progress).not.toBeNull();
      render(<CleanupProgress {...progress!} />);
      const items = within(screen.getByRole('list', { name: 'Cleanup progress' })).getAllByRole('listitem');
      const current = items.filter((i) => i.getAttribute('aria-current') === 'step');
      const [cards, title, text] = EXPECTED[kind][status];
      expect(items).toHaveLength(cards);
      expect(current).toHaveLength(1);
      expect(current[0]!.textContent).toContain(`${title} (current)`);
      expect(current[0]!.textContent).toContain(text);
      // Past the challenge, the current card is the clerk's, not the patriot's.
      if (['INQ', 'NS', 'CAT', 'CI'].includes(status))
        expect(current[0]!.textContent).not.toContain('Election Patriot');
    });
});
