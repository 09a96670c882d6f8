import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { columnCells } from '../../test-support/column-cells';
import { renderWithAnswer } from '../../test-support/render-with-answer';
import { PatriotFlagged } from './patriot-flagged';
import { flagged } from './patriot-rows.fixture';

afterEach(() => vi.unstubAllGlobals());

// Issue 27: the table reads names First Middle Last, so the name filter finds them as read too.
describe("the Flagged tab's name filter", () => {
  it('finds a name typed as the table reads it, or last name first', async () => {
    const rows = [flagged(1, 'BROWN, SHARON LAURA'), flagged(2, 'ADAMS, ZED')];
    renderWithAnswer(<PatriotFlagged fileStem="kent" />, rows);
    await screen.findByText('ZED ADAMS');
    const filter = screen.getByLabelText('Name or address');
    fireEvent.change(filter, { target: { value: 'sharon laura brown' } });
    expect(columnCells('Full Name')).toEqual(['SHARON LAURA BROWN']);
    fireEvent.change(filter, { target: { value: 'Brown, Sharon' } });
    expect(columnCells('Full Name')).toEqual(['SHARON LAURA BROWN']);
  });
});
