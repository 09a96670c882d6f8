import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { RegistrationResponse } from '@voterroll/contract/registration-api';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { storeUser } from '../../lib/stored-user';
import { registrationOf } from '../../test-support/registration-sample';
import { RegistrationPage } from './registration-page';

/** The registration page's tests' support: a registration, its answers served, the page rendered. */

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The page's calls answered: the registration with `findings`, no flag; other parts answer nothing. */
export function serve(voterId: number, findings: RegistrationResponse['findings'], registration = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === `/api/registration/${voterId}`)
        return json(200, {
          snapshot_date: '2025-10-01',
          registration: { ...registrationOf(voterId), ...registration },
          findings,
        });
      if (url === `/api/flagged-registration-comments/${voterId}`)
        return json(200, { 'response-msg': 'ok', 'flagged-registration': null, comments: [] });
      return json(404, { message: 'Not in this test.' });
    }),
  );
}

export function renderPage(voterId: number | string, search = '') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/registration/:voterId',
        element: (
          <QueryClientProvider client={client}>
            <RegistrationPage />
          </QueryClientProvider>
        ),
      },
    ],
    { initialEntries: [`/registration/${voterId}${search}`] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

export const signIn = (roles: string[]) =>
  storeUser({ username: 'u-1', accessToken: 'token-1', roles, first_name: 'U' });
