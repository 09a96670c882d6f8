import { render, screen, within } from '@testing-library/react';
import type { ReviewRow } from '@voterroll/contract/review-api';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SendForReviewDialog } from './send-for-review-dialog';

/** A selected row of Registrations For Review: the fields the dialog reads. */
const row = (id: number, first: string, middle: string, last: string) =>
  ({
    voter_identification_number: id,
    full_name: `${last}, ${[first, middle].filter(Boolean).join(' ')}`,
    first_name: first,
    middle_name: middle,
    last_name: last,
    findings: [
      { rule: 'NVRA_8D_2025', detail: null, snapshot_date: '2025-10-01', evidence: {}, verdict: null },
    ],
  }) as unknown as ReviewRow;

describe('Send For Review', () => {
  it('names each selected registration First Middle Last, its findings in words', () => {
    render(
      <MemoryRouter>
        <SendForReviewDialog
          show
          action="TRG"
          rows={[row(11, 'SHARON', 'LAURA', 'BROWN'), row(12, 'JOHN', '', 'DOE')]}
          onHide={() => {}}
          onDone={() => {}}
        />
      </MemoryRouter>,
    );
    const table = within(screen.getByRole('dialog')).getByRole('table');
    expect(within(table).getByRole('cell', { name: 'SHARON LAURA BROWN' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: 'JOHN DOE' })).toBeTruthy();
    expect(within(table).queryByText(/BROWN, /)).toBeNull();
    expect(within(table).getAllByRole('cell', { name: 'NVRA cancellation 2025' })).toHaveLength(2);
  });
});
