import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { Registration } from '@voterroll/contract/addresses-api';
import type { RegistrationResponse } from '@voterroll/contract/registration-api';
import { RULE_EVIDENCE } from '@voterroll/pipeline/metrics/metric-rules-evidence.fixture';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeUser } from '../../lib/stored-user';
import { registrationOf } from '../../test-support/registration-sample';
import { RegistrationDetails } from './registration-details';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** The address audit's details of voter `id` (the fields the card reads), unflagged. */
const registration = (id: number) =>
  ({
    voter_identification_number: String(id),
    first_name: 'JANE',
    middle_name: '',
    last_name: 'SAMPLE',
    name_suffix: '',
    voter_status_type_code: 'A',
    county_name: 'INGHAM',
    jurisdiction_name: 'LANSING CITY',
    precinct: '1',
    ward: '0',
    year_of_birth: 1950,
    sex: 'F',
    registration_date: '2001-05-01',
    full_street_address: '100 MAIN ST',
    full_mailing_address: '',
    is_permanent_absentee_voter: null,
    uocava_status_name: '',
    school_district_name: '',
    state_house_district_name: '',
    state_senate_district_name: '',
    us_congress_district_name: '',
    county_commissioner_district_name: '',
    village_district_name: '',
    village_precinct: '',
    school_precinct: '',
    current_triage_status: null,
    flagged_reg_id: null,
    row_number: 1,
  }) satisfies Registration;

/** GET /api/registration's answer for voter `id` with `findings`. */
const answer = (id: number, findings: RegistrationResponse['findings']): RegistrationResponse => ({
  snapshot_date: '2025-10-01',
  registration: registrationOf(id),
  findings,
});

/** The registration's findings are those of the hand-built case of `rule`; it has no flag yet. */
function show(rule: 'DECEASED' | 'NCOA_STATE' | 'AGE_100_PLUS') {
  const c = RULE_EVIDENCE[rule]!;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === `/api/registration/${c.voterId}`) return json(answer(c.voterId, [c.finding]));
      if (url === `/api/flagged-registration-comments/${c.voterId}`)
        return json({ 'response-msg': 'ok', 'flagged-registration': null, comments: [] });
      return new Response(JSON.stringify({ message: 'Not in this test.' }), { status: 404 });
    }),
  );
  storeUser({ username: 'r', accessToken: 't', roles: ['ROLE_DIGITAL-RESEARCHER'], first_name: 'R' });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <RegistrationDetails registration={registration(c.voterId)} onBack={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the address audit's registration details", () => {
  it('offers no residence outcome where a finding says the person died', async () => {
    show('DECEASED');
    expect(await screen.findByTestId('no-outcomes')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lives here' })).toBeNull();
  });

  it('offers both outcomes for a move, only "Lives here" for an age finding', async () => {
    show('NCOA_STATE');
    expect(await screen.findByRole('button', { name: 'Does not live here but is valid' })).toBeTruthy();
    cleanup();
    show('AGE_100_PLUS');
    expect(await screen.findByRole('button', { name: 'Lives here' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Does not live here but is valid' })).toBeNull();
  });
});
