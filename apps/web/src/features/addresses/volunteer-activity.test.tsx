import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeUser } from '../../lib/stored-user';
import { VolunteerActivity } from './volunteer-activity';

const VOTER_ID = '123456789';
const PATH = `/api/flagged-registration-comments/${VOTER_ID}`;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const answerWith = (comment: string) =>
  json(200, {
    'response-msg': 'ok',
    'flagged-registration': null,
    comments: [
      {
        flagged_reg_comment_id: 1,
        flagged_reason: 'Deceased',
        comments_x: comment,
        current_triage_status: 'TRG',
        from_triage_status: 'NEW',
        createdAt: 'Oct 2nd 2025 10:00:00',
        actor_name: 'patriot-1',
        actor_role: 'ROLE_ELECTION-PATRIOT',
        is_bulk: false,
        system_review_codes: [],
      },
    ],
  });

/** The comments endpoint answers each signed-in user's token with `answers[token]`. */
function serve(answers: Record<string, () => Promise<Response>>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) !== PATH) throw new Error(`unexpected call ${String(input)}`);
    const token = new Headers(init?.headers).get('x-access-token') ?? '';
    const answer = answers[token];
    if (!answer) throw new Error(`unexpected token ${token}`);
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const signIn = (username: string) => storeUser({ username, accessToken: `token-${username}` });

function renderActivity() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <VolunteerActivity voterId={VOTER_ID} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('VolunteerActivity', () => {
  it("lists the flag's comments with who wrote them and the status they gave", async () => {
    signIn('a');
    serve({ 'token-a': async () => answerWith('Obituary found.') });
    renderActivity();
    expect(await screen.findByText('Obituary found.')).toBeTruthy();
    expect(screen.getByText('patriot-1')).toBeTruthy();
    expect(screen.getByText('Deceased')).toBeTruthy();
  });

  it('asks a visitor without a stored user to log in, and loads nothing', () => {
    const fetchMock = serve({});
    renderActivity();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says a registration outside the user's area is not theirs to read (403)", async () => {
    signIn('a');
    serve({ 'token-a': async () => json(403, { message: 'Outside your area.' }) });
    renderActivity();
    expect(
      await screen.findByText("Volunteers' comments are shown for registrations in your area only."),
    ).toBeTruthy();
  });

  it('reads as empty, and logs, when the load fails otherwise (spec 1 section 8)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    signIn('a');
    serve({ 'token-a': async () => json(500, {}) });
    renderActivity();
    expect(await screen.findByText('No volunteer activity yet.')).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Volunteer activity could not be loaded', expect.anything());
  });

  it("never shows one user's answer to the next user who signs in on the same page", async () => {
    signIn('a');
    let answerB: (r: Response) => void = () => {};
    serve({
      'token-a': async () => answerWith("A's area: obituary found."),
      'token-b': () => new Promise<Response>((resolve) => (answerB = resolve)),
    });
    renderActivity();
    expect(await screen.findByText("A's area: obituary found.")).toBeTruthy();
    act(() => signIn('b'));
    // B's answer is still on its way: B sees it loading, not A's comments.
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.queryByText("A's area: obituary found.")).toBeNull();
    act(() => answerB(json(403, { message: 'Outside your area.' })));
    expect(
      await screen.findByText("Volunteers' comments are shown for registrations in your area only."),
    ).toBeTruthy();
  });
});
