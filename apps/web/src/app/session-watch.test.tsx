import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { SESSION_EXPIRED_MESSAGE } from '@voterroll/contract/policies';
import { MemoryRouter, Route, Routes, useLocation, useSearchParams } from 'react-router';
import { expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { storeUser } from '../lib/stored-user';
import { SessionWatch } from './session-watch';

function Login() {
  const [params] = useSearchParams();
  const state = useLocation().state as { from?: { pathname: string }; signOut?: boolean } | null;
  return (
    <p>
      login: {params.get('redirect-msg')} from {state?.from?.pathname} sign out {String(state?.signOut)}
    </p>
  );
}

/** A staff page whose read the server refuses with 401: the session ended. */
function Users() {
  const q = useQuery({
    queryKey: ['users'],
    queryFn: () => Promise.reject(new ApiError('unauthorized', 401, 'Unauthorized')),
    retry: false,
  });
  return <p>{q.isError ? 'Error' : 'users'}</p>;
}

it("signs the user out to /login with 'Session Expired. Please Re-Login.' when a read answers 401", async () => {
  storeUser({ username: 'ana', accessToken: 'expired' });
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/users']}>
        <SessionWatch />
        <Routes>
          <Route path="/login" element={<Login />} />
          <Route path="/users" element={<Users />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  expect((await screen.findByText(/^login:/)).textContent).toBe(
    `login: ${SESSION_EXPIRED_MESSAGE} from /users sign out true`,
  );
});
