import { fireEvent, render, screen } from '@testing-library/react';
import { PLEASE_LOG_IN_MESSAGE } from '@voterroll/contract/policies';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { LoginPage } from './login-page';

afterEach(() => vi.unstubAllGlobals());

it("replaces 'Please log-in.' with the reason the login failed", async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ message: 'Invalid username or password.' }), {
          status: 401,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
  render(
    <MemoryRouter initialEntries={[`/login?redirect-msg=${encodeURIComponent(PLEASE_LOG_IN_MESSAGE)}`]}>
      <LoginPage />
    </MemoryRouter>,
  );
  expect(screen.getByText(PLEASE_LOG_IN_MESSAGE)).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Username or Email'), { target: { value: 'ana' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong-password' } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
  await screen.findByText('Invalid username or password.');
  expect(screen.queryByText(PLEASE_LOG_IN_MESSAGE)).toBeNull();
});
