import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeUser } from '../../lib/stored-user';
import { ClerkNotesDialog } from './clerk-notes-dialog';
import type { NotesRegistration } from './registration-facts';

const VOTER_ID = 123456789;
const row: NotesRegistration = {
  voter_identification_number: VOTER_ID,
  current_triage_status: 'NEW',
  flagged_reg_id: null,
  full_name: 'SAMPLE, JANE Q',
  year_of_birth: 1950,
  full_street_address: '100 MAIN ST',
  jurisdiction_name: 'LANSING CITY',
  precinct: '1',
  ward: '03',
  registration_date: '2001-05-01',
  voter_status_type_code: 'A',
  last_voted_election: null,
  ncoa_move_date: null,
  ncoa_moved_to_address: null,
  ncoa_delivery_point: null,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const COMMENTS = `/api/flagged-registration-comments/${VOTER_ID}`;
const DECEASED = { rule: 'DECEASED', detail: null, snapshot_date: '2025-10-01', verdict: null };

/**
 * The comments endpoint answers with `answer`, the registration's with a deceased finding (the
 * evidence of the first tab); the test fails on any other call. The mock's calls are the comments'.
 */
function serveComments(answer: () => Promise<Response>) {
  const commentsMock = vi.fn(answer);
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url === COMMENTS) return commentsMock();
    if (url === `/api/registration/${VOTER_ID}`)
      return json(200, {
        snapshot_date: '2025-10-01',
        registration: {
          ...row,
          full_address_hash: 'fa',
          address_hash: 'ah',
          first_name: 'JANE',
          middle_name: 'Q',
          last_name: 'SAMPLE',
          city: 'LANSING',
          zip_code: '48910',
          county_name: 'INGHAM',
          uocava_status_code: 'N',
          ncoa_match_type: null,
          moved_from_county: null,
          reg_count: 1,
          name: null,
          category: null,
          comments: null,
        },
        findings: [
          { ...DECEASED, evidence: { summary: 'Listed in the deceased source, matched by voter id' } },
        ],
      });
    throw new Error(`unexpected call ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return commentsMock;
}

function LoginPage() {
  const [params] = useSearchParams();
  return <p>login page: {params.get('redirect-msg')}</p>;
}

/** The dialog open on `row` at /, with /login beside it; no retries, as in a page. */
function renderDialog(onNext?: () => void): { location: () => string } {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (node: ReactNode) => <QueryClientProvider client={client}>{node}</QueryClientProvider>;
  const router = createMemoryRouter([
    {
      path: '/',
      element: wrap(<ClerkNotesDialog row={row} onHide={() => {}} onChanged={() => {}} onNext={onNext} />),
    },
    { path: '/login', element: <LoginPage /> },
  ]);
  render(<RouterProvider router={router} />);
  return { location: () => router.state.location.pathname + router.state.location.search };
}

const signInAsClerk = () =>
  storeUser({ username: 'clerk-1', accessToken: 'token-1', roles: ['ROLE_CLERK'], first_name: 'Clerk' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ClerkNotesDialog', () => {
  it('shows the registration and the loaded state of its flag when the comments load', async () => {
    signInAsClerk();
    serveComments(async () =>
      json(200, {
        'response-msg': 'ok',
        'flagged-registration': {
          flagged_reg_id: 7,
          voter_id: VOTER_ID,
          current_triage_status: 'INQ',
          flagged_reason: 'INACTIVE_VOTER',
          flagged_reason_x: 'Clerk initiated review',
          flag_type: 'CLERK',
          reporter_first_name: null,
          reporter_last_name: null,
          reporter_email: null,
          created_at: '2025-10-02',
          version: 1,
        },
        comments: [],
      }),
    );
    const { location } = renderDialog();
    expect(screen.getByRole('heading', { name: `Research Notes for Voter ID: ${VOTER_ID}` })).toBeTruthy();
    // The header's status follows the loaded flag (the row said NEW), and Activity appears.
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Activity' })).toBeTruthy());
    expect(screen.getByTestId('notes-status').textContent).toBe('In Queue for clerk review');
    // The row's sortable 'LAST, FIRST MIDDLE' reads First Middle Last (issue 27).
    expect(screen.getByTestId('registration-facts').textContent).toContain('NameJANE Q SAMPLE');
    // The precinct in the one form of every list (issue 37), ward and all.
    expect(screen.getByTestId('registration-facts').textContent).toContain('PrecinctWARD 03 PRECINCT 1');
    // The same evidence as every view of the registration, read with it.
    expect((await screen.findByTestId('finding-summary')).textContent).toBe(
      'Listed in the deceased source, matched by voter id',
    );
    expect(location()).toBe('/');
  });

  // Spec 3 section 8: 'Comments load failure in the clerk dialog: redirect to /login with
  // 'Insufficient Permission, please contact site root.'', whatever the failure.
  it.each([
    ['refused (401)', async () => json(401, { message: 'Session Expired. Please Re-Login.' })],
    ['refused (403)', async () => json(403, { message: 'Outside your area.' })],
    ['a server error (500)', async () => json(500, { message: 'boom' })],
    ['no connection', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an answer of the wrong shape', async () => json(200, { unexpected: true })],
  ])(
    'a comments load that fails with %s sends the clerk to /login with the permission message',
    async (_, answer) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      signInAsClerk();
      const fetchMock = serveComments(answer);
      renderDialog();
      expect(
        await screen.findByText('login page: Insufficient Permission, please contact site root.'),
      ).toBeTruthy();
      expect(fetchMock).toHaveBeenCalledTimes(1);
    },
  );

  it("sends a visitor without a stored user to /login with 'Please log-in.' and loads nothing", async () => {
    const fetchMock = serveComments(async () => json(500, {}));
    renderDialog();
    expect(await screen.findByText('login page: Please log-in.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('"Add and next" adds the registration to the work queue, then opens the list\'s next one', async () => {
    signInAsClerk();
    serveComments(async () =>
      json(200, { 'response-msg': 'ok', 'flagged-registration': null, comments: [] }),
    );
    const inner = globalThis.fetch as (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
    const posted: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input) !== '/api/update-triage-status') return inner(input, init);
        posted.push(String(init?.body));
        return json(200, {
          message: 'Saved.',
          flag: { voter_id: VOTER_ID, flagged_reg_id: 9, current_triage_status: 'INQ', version: 1 },
        });
      }),
    );
    const onNext = vi.fn();
    renderDialog(onNext);
    fireEvent.click(await screen.findByRole('tab', { name: 'Add To Queue' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add and next' }));
    await waitFor(() => expect(onNext).toHaveBeenCalledTimes(1));
    expect(posted).toHaveLength(1);
  });
});
