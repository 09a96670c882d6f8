import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { clearStoredUser, storeUser } from '../../lib/stored-user';
import { FindingEvidence } from './finding-evidence';
import { DispositionAndActivityCards, READ_ONLY_NOTES } from './notes-cards';

/**
 * No loops (issue 35): a role is offered only what it can finish. Law enforcement reads a
 * registration's evidence and history and is offered no move and no finding mark (the server
 * refuses both); a reviewing role gets the form.
 */

const FLAG = {
  flagged_reg_id: 7,
  current_triage_status: 'TRG',
  version: 2,
  flagged_reason: 'Deceased',
} as const;

function renderNotes(roles: string[]) {
  storeUser({ username: 'u', accessToken: 't', roles, first_name: 'U' });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <FindingEvidence
          voterId={42}
          findings={[
            {
              rule: 'DECEASED',
              detail: null,
              snapshot_date: '2025-10-01',
              evidence: { summary: 'A death record matches.' },
              verdict: null,
            },
          ]}
          onMarked={() => {}}
        />
        <DispositionAndActivityCards
          voterId={42}
          pending={false}
          flag={FLAG}
          comments={[]}
          roles={roles}
          onSaved={() => {}}
          onStale={() => {}}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(clearStoredUser);

describe('research notes by role', () => {
  it('gives law enforcement a read-only view: the evidence, no move, no finding mark', () => {
    renderNotes(['ROLE_LAW-ENFORCEMENT']);
    expect(screen.getByText('A death record matches.')).toBeTruthy();
    expect(screen.getByTestId('read-only-notes').textContent).toBe(READ_ONLY_NOTES);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark as false positive' })).toBeNull();
  });

  it('gives Election Patriot Plus its review there: the disposition form and the finding mark', () => {
    renderNotes(['ROLE_ELECTION-PATRIOT-PLUS']);
    expect(screen.queryByTestId('read-only-notes')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark as false positive' })).toBeTruthy();
  });
});
