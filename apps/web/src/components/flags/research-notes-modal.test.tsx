import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { INSUFFICIENT_PERMISSION_MESSAGE } from '@voterroll/contract/policies';
import { afterEach, expect, it, vi } from 'vitest';
import { clearStoredUser, storeUser } from '../../lib/stored-user';
import { ResearchNotesModal } from './research-notes-modal';

const VOTER_ID = 123456789;

/** The server's answers by path; any other call answers 404. */
function serve(answers: Record<string, () => Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const answer = answers[String(input)];
    return answer ? answer() : new Response('{"message":"not here"}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderModal() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ResearchNotesModal
        voterId={VOTER_ID}
        listedStatus="NEW"
        onHide={() => {}}
        actions={<button type="button">Clerk action</button>}
        columns={() => ({ left: <p>left column</p>, right: <p>right column</p> })}
      />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearStoredUser();
});

it('tells a user whose role may not read research notes so, and asks the server nothing', () => {
  storeUser({ username: 'entry', accessToken: 't', roles: ['ROLE_DATA-ENTRY'], first_name: 'D' });
  const fetchMock = serve({});
  renderModal();
  expect(screen.getByText(INSUFFICIENT_PERMISSION_MESSAGE)).toBeTruthy();
  expect(screen.queryByText('left column')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Clerk action' })).toBeNull();
  expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.includes('comments'))).toEqual([]);
});

it("shows a researcher both columns, the dialog's actions, and why the registration's flag did not load", async () => {
  storeUser({ username: 'res', accessToken: 't', roles: ['ROLE_DIGITAL-RESEARCHER'], first_name: 'R' });
  serve({
    [`/api/flagged-registration-comments/${VOTER_ID}`]: () =>
      new Response(JSON.stringify({ message: 'That registration is outside your area.' }), {
        status: 403,
        headers: { 'content-type': 'application/json' },
      }),
  });
  renderModal();
  expect(screen.getByText(`Research Notes for Voter ID: ${VOTER_ID}`)).toBeTruthy();
  expect(screen.getByText('left column')).toBeTruthy();
  expect(screen.getByText('right column')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Clerk action' })).toBeTruthy();
  expect(await screen.findByText('That registration is outside your area.')).toBeTruthy();
});
