import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { RegistrationResponse } from '@voterroll/contract/registration-api';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { storeUser } from '../../lib/stored-user';
import { RegistrationPage } from './registration-page';

/** The registration page's tests' support: a registration, its answers served, the page rendered. */

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const registrationOf = (voterId: number): RegistrationResponse['registration'] => ({
  voter_identification_number: voterId,
  current_triage_status: 'NEW',
  flagged_reg_id: null,
  full_name: 'SAMPLE, JANE',
  first_name: 'JANE',
  middle_name: '',
  last_name: 'SAMPLE',
  year_of_birth: 1950,
  full_street_address: '100 MAIN ST',
  full_address_hash: 'fa',
  address_hash: 'ah',
  city: 'LANSING',
  zip_code: '48910',
  county_name: 'INGHAM',
  jurisdiction_name: 'LANSING CITY',
  precinct: '001',
  uocava_status_code: 'N',
  voter_status_type_code: 'A',
  registration_date: '2001-05-01',
  last_voted_election: null,
  ncoa_delivery_point: null,
  ncoa_match_type: null,
  ncoa_move_date: null,
  ncoa_moved_to_address: null,
  moved_from_county: null,
  reg_count: 1,
  name: null,
  category: null,
  comments: null,
});

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
