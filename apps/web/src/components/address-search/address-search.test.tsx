import { act, fireEvent, render, screen } from '@testing-library/react';
import { ADDRESS_SUGGEST_DELAY_MS } from '@voterroll/contract/ui-values';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AddressChoice, AddressSearch, type AddressSuggestion } from './address-search';

const MAIN_ST: AddressSuggestion = {
  full_address: '12 MAIN ST LANSING 48933',
  full_address_hash: 'f1',
  address_hash: 'a1',
} as AddressSuggestion;

/** The widget as one field of a form, as the sign-up step uses it. */
function InForm(p: { suggest: (key: string) => Promise<AddressSuggestion[]>; onSubmit: () => void }) {
  const [chosen, setChosen] = useState<AddressChoice | null>(null);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        p.onSubmit();
      }}
    >
      <Form.Group controlId="field-address">
        <Form.Label>Address</Form.Label>
        <AddressSearch
          suggest={p.suggest}
          chosen={chosen}
          onChosenChange={setChosen}
          noMatchText="Nothing here."
          help="Type at least 6 characters."
        />
      </Form.Group>
      <output>{chosen?.full_address_hash ?? 'none'}</output>
    </form>
  );
}

describe('AddressSearch as a field of another form', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it("takes the form's label, has no Search button of its own, and hands the chosen address up", async () => {
    const suggest = vi.fn(async () => [MAIN_ST]);
    const onSubmit = vi.fn();
    const { container } = render(<InForm suggest={suggest} onSubmit={onSubmit} />);
    expect(container.querySelectorAll('form')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Search' })).toBeNull();
    const box = screen.getByLabelText('Address');
    expect(box.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.change(box, { target: { value: '12 main st' } });
    await act(() => vi.advanceTimersByTimeAsync(ADDRESS_SUGGEST_DELAY_MS));
    expect(suggest).toHaveBeenCalledWith('12 MAIN ST', expect.anything());
    fireEvent.mouseDown(await screen.findByRole('option', { name: MAIN_ST.full_address }));
    expect(screen.getByRole('status', { hidden: true }).textContent ?? '').toBe('f1');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers a whole building as such, beside its units', async () => {
    const building = { ...MAIN_ST, full_address_hash: 'a1', units: 3 };
    render(<InForm suggest={async () => [building, MAIN_ST]} onSubmit={() => {}} />);
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: '12 main street' } });
    await act(() => vi.advanceTimersByTimeAsync(ADDRESS_SUGGEST_DELAY_MS));
    fireEvent.mouseDown(
      await screen.findByRole('option', { name: '12 MAIN ST LANSING 48933 (whole building, 3 units)' }),
    );
    expect(screen.getByRole('status', { hidden: true }).textContent ?? '').toBe('a1');
  });

  it('says the given words when no address matches', async () => {
    render(<InForm suggest={async () => []} onSubmit={() => {}} />);
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: '1 NOWHERE RD' } });
    await act(() => vi.advanceTimersByTimeAsync(ADDRESS_SUGGEST_DELAY_MS));
    expect(await screen.findByText('Nothing here.')).toBeTruthy();
  });
});
