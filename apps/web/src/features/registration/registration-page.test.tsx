import { fireEvent, screen, within } from '@testing-library/react';
import type { ClerkRow } from '@voterroll/contract/clerk-api';
import { evidenceValueLabel } from '@voterroll/contract/evidence-labels';
import { FINDING_LIMITS } from '@voterroll/contract/finding-limits';
import { RULE_LABELS } from '@voterroll/contract/labels';
import type { FindingRule } from '@voterroll/contract/metrics';
import { statusCodesInText } from '@voterroll/contract/test-support/codes-in-text';
import {
  RULE_EVIDENCE,
  type RuleEvidenceCase,
} from '@voterroll/pipeline/metrics/metric-rules-evidence.fixture';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clerkRowOf } from '../../test-support/clerk-row';
import { registrationOf } from '../../test-support/registration-sample';
import { json, renderPage, serve, signIn } from './registration-page.fixture';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const cases = Object.entries(RULE_EVIDENCE) as [FindingRule, RuleEvidenceCase][];

describe('the registration page', () => {
  // Issue 35: the clerk opens a submitted challenge's packet from the registration.
  it("links a submitted challenge's packet for those who may read it", async () => {
    signIn(['ROLE_CLERK']);
    serve(12, [], { current_triage_status: 'CS' });
    renderPage(12);
    const link = await screen.findByRole('link', { name: 'Open the challenge packet' });
    expect(link.getAttribute('href')).toBe('/challenge/12');
  });

  it('offers no packet to a role that may not read it', async () => {
    signIn(['ROLE_DIGITAL-RESEARCHER']);
    serve(12, [], { current_triage_status: 'CS' });
    renderPage(12);
    await screen.findByTestId('registration-page');
    expect(screen.queryByRole('link', { name: 'Open the challenge packet' })).toBeNull();
  });

  it.each(cases)('renders the %s finding of the hand-built fixture with its evidence', async (rule, c) => {
    signIn(['ROLE_DIGITAL-RESEARCHER']);
    serve(c.voterId, [c.finding]);
    renderPage(c.voterId);
    const item = await screen.findByTestId(`finding-${rule}`);
    const box = within(item);
    expect(box.getByText(RULE_LABELS[rule])).toBeTruthy();
    expect(box.getByTestId('finding-summary').textContent).toBe(c.finding.evidence.summary);
    // Every other piece of evidence is shown, by value (a code in its words).
    for (const [k, v] of Object.entries(c.finding.evidence)) {
      if (['summary', 'source', 'line', 'source_id', 'source_snapshot', 'matches'].includes(k)) continue;
      if (v === null) continue;
      expect(item.textContent, `${rule}: ${k}`).toContain(evidenceValueLabel(k, v));
    }
    const source = box.getByTestId('finding-source').textContent ?? '';
    if (typeof c.finding.evidence.source === 'string')
      expect(source).toContain(`${c.finding.evidence.source}, line ${c.finding.evidence.line}`);
    else expect(source).toContain('the voter file of 2025-10-01');
    expect(box.getByTestId('finding-limits').textContent).toContain(FINDING_LIMITS[rule]);
  });

  // Issue 27, words not codes: the evidence's codes (voter status, move type, canvass finding,
  // postal kind) read as words, the voter status marked for the e2e check.
  it.each([
    ['NVRA_8D_2025', 'Voter status', 'Verify', null],
    ['LOW_PROPENSITY', 'Voter status', 'Active', null],
    ['NCOA_STATE', 'Move type', 'Individual', /Move type\s*I(?![\w-])/],
    ['BLANK_UNIT', 'Canvass finding', 'Apartment number missing', /apt_num_blank/],
    ['UPS_USPS', 'Kind of location', 'USPS post office', /Kind\s*USPS/],
  ] as const)('shows the %s evidence in words', async (rule, field, words, code) => {
    const c = RULE_EVIDENCE[rule]!;
    signIn(['ROLE_DIGITAL-RESEARCHER']);
    serve(c.voterId, [c.finding]);
    renderPage(c.voterId);
    const item = await screen.findByTestId(`finding-${rule}`);
    const value = within(item).getByText(field).nextElementSibling;
    expect(value?.textContent).toBe(words);
    if (code) expect(item.textContent).not.toMatch(code);
    else {
      // The status field is marked for the e2e check; the limits' 'status V (Verify)' says its words.
      expect(value?.hasAttribute('data-voter-status')).toBe(true);
      expect(statusCodesInText(item.textContent ?? '')).toEqual([]);
    }
  });

  it("links a duplicate's other registrations to their pages", async () => {
    const c = RULE_EVIDENCE.DUPLICATE!;
    signIn(['ROLE_DIGITAL-RESEARCHER']);
    serve(c.voterId, [c.finding]);
    renderPage(c.voterId);
    const link = await screen.findByRole('link', { name: 'Voter ID 1002' });
    expect(link.getAttribute('href')).toBe('/registration/1002');
    expect(screen.queryByRole('link', { name: 'Voter ID 1001' })).toBeNull();
  });

  it('shows the card, the address research and the address link', async () => {
    signIn(['ROLE_ELECTION-PATRIOT']);
    serve(1029, [RULE_EVIDENCE.NCOA_STATE!.finding], {
      ncoa_move_date: '2023-05-01',
      ncoa_moved_to_address: '1 HIGH ST, COLUMBUS, OH 43004',
      category: 'Residential',
      full_name: 'SAMPLE, JANE ANN',
      middle_name: 'ANN',
    });
    renderPage(1029);
    // Issue 27: the heading says the name First Middle Last.
    expect(
      await screen.findByRole('heading', { level: 1, name: /^JANE ANN SAMPLE Voter ID 1029$/ }),
    ).toBeTruthy();
    expect(screen.getByTestId('ncoa-details').textContent).toContain('COLUMBUS');
    expect(screen.getByTestId('address-category').textContent).toBe('Residential');
    expect(screen.getByRole('link', { name: '100 MAIN ST' }).getAttribute('href')).toBe(
      '/audit-my-address?full_address_hash=fa&address_hash=ah',
    );
  });

  it('offers no residence outcome for a deceased finding', async () => {
    signIn(['ROLE_ELECTION-PATRIOT']);
    serve(1014, [RULE_EVIDENCE.DECEASED!.finding]);
    renderPage(1014);
    expect(await screen.findByTestId('no-outcomes')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lives here' })).toBeNull();
  });

  it('offers both outcomes for an out-of-state move', async () => {
    signIn(['ROLE_ELECTION-PATRIOT']);
    serve(1029, [RULE_EVIDENCE.NCOA_STATE!.finding]);
    renderPage(1029);
    expect(await screen.findByRole('button', { name: 'Lives here' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Does not live here but is valid' })).toBeTruthy();
  });

  it("says the server's refusal in its words", async () => {
    signIn(['ROLE_DIGITAL-RESEARCHER']);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(403, { message: 'This area is outside yours (KENT county).' })),
    );
    renderPage(1014);
    expect(await screen.findByText('This area is outside yours (KENT county).')).toBeTruthy();
  });

  it('opens a 13-digit voter id, as the voter file numbers them', async () => {
    signIn(['ROLE_DIGITAL-RESEARCHER']);
    serve(6204801303182, []);
    renderPage(6204801303182);
    expect((await screen.findAllByText(/6204801303182/)).length).toBeGreaterThan(0);
    expect(screen.queryByText(/is not a voter ID/)).toBeNull();
  });

  it('names a malformed voter id', async () => {
    signIn(['ROLE_DIGITAL-RESEARCHER']);
    renderPage('abc');
    expect(await screen.findByText('"abc" is not a voter ID: a voter ID is a number.')).toBeTruthy();
  });

  it('saves a next step and moves to the next registration of the clerk list it was opened from', async () => {
    signIn(['ROLE_CLERK']);
    // My Workspace, In Queue, by voter id descending: 30, 28, 26. Saving 28 takes it out of the list.
    let queue = [30, 28, 26];
    const saved: unknown[] = [];
    const listCalls: string[] = [];
    const flag = (voterId: number) => ({
      flagged_reg_id: voterId + 1000,
      voter_id: voterId,
      current_triage_status: queue.includes(voterId) ? 'INQ' : 'NS',
      flagged_reason: 'Other',
      flagged_reason_x: 'Set up',
      flag_type: 'FLAG_REG',
      reporter_first_name: null,
      reporter_last_name: null,
      reporter_email: null,
      created_at: '2025-10-02T10:00:00Z',
      version: 1,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        const id = Number(url.split('/').at(-1));
        if (url.startsWith('/api/registration/'))
          return json(200, {
            snapshot_date: '2025-10-01',
            registration: {
              ...registrationOf(id),
              full_name: `VOTER${id}, JANE`,
              last_name: `VOTER${id}`,
              current_triage_status: 'INQ',
            },
            findings: [],
          });
        if (url.startsWith('/api/flagged-registration-comments/'))
          return json(200, { 'response-msg': 'ok', 'flagged-registration': flag(id), comments: [] });
        if (url.startsWith('/api/clerk-workspace-list/')) {
          listCalls.push(url);
          const rows = queue.map(
            (v, i): ClerkRow =>
              clerkRowOf({
                row_number: i + 1,
                voter_identification_number: v,
                current_triage_status: 'INQ',
                flagged_reg_id: v + 1000,
                full_name: `VOTER${v}, JANE`,
                full_street_address: null,
                full_address_hash: null,
                address_hash: null,
                year_of_birth: null,
              }),
          );
          return json(200, { rows, total: rows.length, page: 1, page_size: 30, snapshot_date: '2025-10-01' });
        }
        if (url === '/api/update-triage-status') {
          const body = JSON.parse(String(init?.body));
          saved.push(body);
          queue = queue.filter((v) => v !== body.voter_id);
          return json(200, {
            message: 'Saved: Confirmation Notice Sent.',
            flag: {
              voter_id: body.voter_id,
              flagged_reg_id: body.flagged_reg_id,
              current_triage_status: 'NS',
              version: 2,
            },
          });
        }
        return json(404, { message: 'Not in this test.' });
      }),
    );
    const back = '/dashboard?clerk_tab=workspace&cw_sort=-voter_identification_number&clerk_status=INQ';
    const router = renderPage(
      28,
      `?list=workspace&list_status=INQ&list_sort=voter_identification_number&list_dir=desc&list_pos=2&list_back=${encodeURIComponent(back)}`,
    );
    expect(await screen.findByText('Registration 2 of 3 in this list')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to My Workspace' }).getAttribute('href')).toBe(back);
    expect(screen.getByTestId('list-next').textContent).toBe('Skip to the next: JANE VOTER26');
    expect(listCalls[0]).toBe(
      '/api/clerk-workspace-list/?sort=voter_identification_number&dir=desc&page=1&status=INQ',
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Confirmation Notice Sent' }));
    const form = screen.getByRole('form', { name: 'Confirmation Notice Sent' });
    fireEvent.change(within(form).getByLabelText('Reason description'), {
      target: { value: 'Notice mailed to the Ohio address' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save and next' }));

    expect(await screen.findByRole('heading', { level: 1, name: /^JANE VOTER26/ })).toBeTruthy();
    expect(saved).toEqual([
      {
        voter_id: 28,
        flagged_reg_id: 1028,
        expected_status: 'INQ',
        expected_version: 1,
        comments_x: 'Notice mailed to the Ohio address',
        triage_status: 'NS',
      },
    ]);
    expect(screen.getByTestId('saved-from').textContent).toBe(
      'Saved Voter ID 28. This is the next registration of the list.',
    );
    expect(router.state.location.pathname).toBe('/registration/26');
    expect(new URLSearchParams(router.state.location.search).get('list_pos')).toBe('3');
    // 28 has left the list: 26 is now the second of two, and the last.
    expect(await screen.findByText('Registration 2 of 2 in this list')).toBeTruthy();
    expect(screen.getByText('The last registration of this list.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a note' }));
    expect(screen.getByRole('button', { name: 'Save and back to the list' })).toBeTruthy();
  });
});
