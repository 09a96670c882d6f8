import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import {
  CHALLENGE_ATTESTATION,
  CHALLENGER_UNKNOWN,
  type ChallengeResponse,
  challengerElsewhere,
} from '@voterroll/contract/challenge-api';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeUser } from '../../lib/stored-user';
import { ChallengePage } from './challenge-page';

const voter = (id: number, name: string, jurisdiction = 'LANSING CITY', county = 'INGHAM') => ({
  voter_id: id,
  full_name: name,
  year_of_birth: 1980,
  full_street_address: '104 MAIN ST',
  city: 'LANSING',
  zip_code: '48910',
  county_name: county,
  jurisdiction_name: jurisdiction,
  precinct: '001',
  ward: '',
  voter_status_type_code: 'A',
  registration_date: '2010-01-01',
});

const DRAFT: ChallengeResponse = {
  snapshot_date: '2025-10-01',
  flag: {
    flagged_reg_id: 3,
    current_triage_status: 'SFCR',
    version: 2,
    flagged_reason: 'Out of State Move',
    flagged_reason_x: 'Moved',
  },
  voter: voter(4, 'VOTER4, JANE'),
  findings: [
    {
      rule: 'NCOA_STATE',
      detail: 'Moved to OH',
      snapshot_date: '2025-10-01',
      evidence: { new_city: 'COLUMBUS', new_state: 'OH', move_effective_date: '2023-05-01' },
      sentences: [
        'A National Change of Address record to COLUMBUS, OH, effective 2023-05-01.',
        'Source: ncoa.csv, line 2, delivered with the voter file of 2025-10-01.',
      ],
    },
  ],
  challenger: voter(7, 'VOTER7, JANE'),
  contact: { account: 'p@example.org', email: 'p@example.org', phone: '5175550107' },
  challenger_problem: null,
  reference: 'CH-2026-000123',
  can_submit: true,
  submitted: null,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderPage(draft: ChallengeResponse) {
  const posts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.startsWith('/api/challenge/4')) return json(200, draft);
      if (url === '/api/challenge' && init?.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        return json(200, {
          reference: 'CH-2026-000123',
          message: 'Challenge submitted to the clerk.',
          flag: { voter_id: 4, flagged_reg_id: 3, current_triage_status: 'CS', version: 3 },
        });
      }
      throw new Error(`unexpected call ${url}`);
    }),
  );
  storeUser({ username: 'p', accessToken: 't', roles: ['ROLE_ELECTION-PATRIOT'], first_name: 'P' });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/challenge/4']}>
        <Routes>
          <Route path="/challenge/:voterId" element={<ChallengePage />} />
          <Route path="/challenge/:voterId/submitted" element={<p>Confirmation of {'CH-2026-000123'}</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return posts;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the challenge page', () => {
  it('holds what MCL 168.512 asks: the challenger, the named voter, the reasons, the evidence in words', async () => {
    renderPage(DRAFT);
    const sheet = await screen.findByRole('article', { name: 'Challenge of a registration' });
    expect(within(sheet).getByText('To the Clerk of LANSING CITY, INGHAM County, Michigan')).toBeTruthy();
    const challenger = within(sheet)
      .getByRole('heading', { name: /The challenger/ })
      .closest('section')!;
    expect(within(challenger as HTMLElement).getByText('JANE VOTER7')).toBeTruthy();
    const challenged = within(sheet)
      .getByRole('heading', { name: 'The registration challenged' })
      .closest('section')!;
    expect(within(challenged as HTMLElement).getByText('JANE VOTER4')).toBeTruthy();
    expect(within(sheet).getByText('Out of State Move')).toBeTruthy();
    const finding = within(sheet).getByTestId('challenge-finding');
    expect(finding.textContent).toContain('Moved out of state');
    expect(finding.textContent).not.toContain('NCOA_STATE');
    expect(finding.textContent).toContain(
      'A National Change of Address record to COLUMBUS, OH, effective 2023-05-01.',
    );
    expect(sheet.textContent).not.toMatch(/[{}"]/);
    expect(within(sheet).getByTestId('challenge-reference').textContent).toContain('CH-2026-000123');
    expect(within(challenger as HTMLElement).getByTestId('challenger-contact').textContent).toContain(
      '5175550107',
    );
    expect(within(sheet).getByText(/guidance, not proof/)).toBeTruthy();
  });

  it('checks the reasons and the attestation on submit, then sends them with the version seen', async () => {
    const posts = renderPage(DRAFT);
    const submit = await screen.findByRole('button', { name: 'Submit challenge to the clerk' });
    fireEvent.click(submit);
    expect(await screen.findByText('Reason description required')).toBeTruthy();
    expect(screen.getByText('Confirm the statement above to submit the challenge.')).toBeTruthy();
    expect(posts).toEqual([]);
    fireEvent.change(screen.getByLabelText('The reasons, in your own words'), {
      target: { value: 'The change of address shows a move to Ohio.' },
    });
    fireEvent.click(screen.getByLabelText(CHALLENGE_ATTESTATION));
    fireEvent.click(submit);
    expect(await screen.findByText('Confirmation of CH-2026-000123')).toBeTruthy();
    expect(posts).toEqual([
      {
        voter_id: 4,
        expected_version: 2,
        reasons: 'The change of address shows a move to Ohio.',
        attest: true,
      },
    ]);
  });

  it("says beside the disabled submit why: the statute's refusal for a challenger of another city", async () => {
    const problem = challengerElsewhere('GRAND RAPIDS CITY, KENT county', 'LANSING CITY, INGHAM county');
    renderPage({
      ...DRAFT,
      challenger: voter(2002, 'KENTVOTER2002, JANE', 'GRAND RAPIDS CITY', 'KENT'),
      challenger_problem: problem,
      can_submit: false,
    });
    const hint = await screen.findByTestId('challenger-problem');
    expect(hint.textContent).toBe(problem);
    const button = screen.getByRole('button', { name: 'Submit challenge to the clerk' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    // The hint is the button's description, next to it; no field names another voter's ID.
    expect(button.getAttribute('aria-describedby')).toBe(hint.id);
    expect(button.parentElement?.contains(hint)).toBe(true);
    expect(screen.queryByLabelText(/Your own voter ID/)).toBeNull();
  });

  it('links an account with no registration to the profile, beside the disabled submit', async () => {
    renderPage({ ...DRAFT, challenger: null, challenger_problem: CHALLENGER_UNKNOWN, can_submit: false });
    const hint = await screen.findByTestId('challenger-problem');
    expect(hint.textContent).toContain(CHALLENGER_UNKNOWN);
    expect(screen.getByRole('link', { name: 'Link your voter registration' }).getAttribute('href')).toBe(
      '/profile',
    );
  });
});
