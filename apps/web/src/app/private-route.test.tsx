import { render, screen } from '@testing-library/react';
import { PLEASE_LOG_IN_MESSAGE, SESSION_EXPIRED_MESSAGE } from '@voterroll/contract/policies';
import { MemoryRouter, Route, Routes, useLocation, useSearchParams } from 'react-router';
import { expect, it } from 'vitest';
import { storeUser } from '../lib/stored-user';
import { PrivateRoute } from './private-route';

function Login() {
  const [params] = useSearchParams();
  const from = (useLocation().state as { from?: { pathname: string } } | null)?.from?.pathname;
  return (
    <p>
      login: {params.get('redirect-msg')} from {from}
    </p>
  );
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<Login />} />
        <Route element={<PrivateRoute message={PLEASE_LOG_IN_MESSAGE} />}>
          <Route path="/registrations-for-review" element={<p>review page</p>} />
        </Route>
        <Route element={<PrivateRoute />}>
          <Route path="/profile" element={<p>profile page</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );

it('asks a visitor who never signed in to log in, not that a session expired', async () => {
  renderAt('/registrations-for-review');
  const text = (await screen.findByText(/^login:/)).textContent ?? '';
  expect(text).toBe(`login: ${PLEASE_LOG_IN_MESSAGE} from /registrations-for-review`);
  expect(text).not.toContain(SESSION_EXPIRED_MESSAGE);
});

it('sends a visitor without a stored user to a plain login where the route names no message', async () => {
  renderAt('/profile');
  expect((await screen.findByText(/^login:/)).textContent).toBe('login:  from /profile');
});

it('lets a visitor with a stored user through (an expired session is told so by the 401)', async () => {
  storeUser({ username: 'ana', accessToken: 't' });
  renderAt('/registrations-for-review');
  expect(await screen.findByText('review page')).toBeTruthy();
});
