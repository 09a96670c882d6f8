import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { type MyRegistration, REGISTRATION_LINK_REQUESTED } from '@voterroll/contract/accounts-api';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MyRegistrationCard } from './my-registration-card';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderCard(mine: MyRegistration) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === '/api/my-registration' && !init?.method?.match(/POST/)) return json(200, mine);
      if (url === '/api/my-registration/unlink') return json(202, { message: REGISTRATION_LINK_REQUESTED });
      if (url.startsWith('/api/counties')) return json(200, []);
      throw new Error(`unexpected call ${url}`);
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <MyRegistrationCard />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("my profile's voter registration", () => {
  it('offers an account with no registration the guided match of sign-up', async () => {
    renderCard({ linked: null, pending: null, needs_approval: false });
    expect((await screen.findByTestId('my-registration-linked')).textContent).toBe(
      'Not linked to a registration yet.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Link my registration' }));
    expect(await screen.findByRole('button', { name: 'Link this registration' })).toBeTruthy();
    expect(screen.getByLabelText('Birth Year')).toBeTruthy();
  });

  it("shows the linked registration and says a change needs a user admin's approval", async () => {
    renderCard({
      linked: {
        voter_id: 101,
        full_name: 'DOE, JANE',
        county_name: 'WAYNE',
        jurisdiction_name: 'DETROIT CITY',
        voter_status_type_code: 'A',
      },
      pending: null,
      needs_approval: true,
    });
    expect((await screen.findByTestId('my-registration-linked')).textContent).toContain(
      'DOE, JANE (voter ID 101), DETROIT CITY, WAYNE county',
    );
    expect(screen.getByText(/needs a user admin's approval/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Unlink' }));
    expect((await screen.findByRole('status')).textContent).toBe(REGISTRATION_LINK_REQUESTED);
  });
});
