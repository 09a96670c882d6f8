import { fireEvent, render, screen } from '@testing-library/react';
import type { Registration } from '@voterroll/contract/addresses-api';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useDetailsInUrl } from './use-details-in-url';

const jane = { voter_identification_number: '42', first_name: 'JANE' } as Registration;

function Page() {
  const d = useDetailsInUrl([jane]);
  const l = useLocation();
  return (
    <>
      <output data-testid="url">{`${l.pathname}${l.search}`}</output>
      <output data-testid="open">{d.details?.first_name ?? 'none'}</output>
      <button type="button" onClick={() => d.open(jane)}>
        Details
      </button>
      <button type="button" onClick={d.close}>
        Back
      </button>
    </>
  );
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );

describe("a registration's details in the address page's URL", () => {
  it('open beside the searched address, and Back closes them, leaving the search', async () => {
    renderAt('/audit-my-address?full_address_hash=abc');
    fireEvent.click(screen.getByRole('button', { name: 'Details' }));
    expect(screen.getByTestId('url').textContent).toBe('/audit-my-address?full_address_hash=abc&voter=42');
    expect(screen.getByTestId('open').textContent).toBe('JANE');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('none')).toBeTruthy();
    expect(screen.getByTestId('url').textContent).toBe('/audit-my-address?full_address_hash=abc');
  });

  it('open from a shared link, and close to the address results', () => {
    renderAt('/audit-my-address?full_address_hash=abc&voter=42');
    expect(screen.getByTestId('open').textContent).toBe('JANE');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('url').textContent).toBe('/audit-my-address?full_address_hash=abc');
  });
});
