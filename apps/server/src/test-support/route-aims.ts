import { addressHash } from '@voterroll/voterfile/address/address-hash';
import { type Aim, zonePaths } from './area-aims';
import { AGED, AREA, FLAGGED, NVRA, PLAIN, SEED_ENVELOPE, SNAPSHOT } from './seeded-county';

/**
 * The aims of the permission matrix's area test (permission-matrix.test.ts): how each protected
 * route's request names the seeded county. Kept apart from the test so that each holds one thing.
 */
/** The street address of the seeded county's first voter (10 SEEDWOOD ST, LANSING 48910). */
const SEEDED_ADDRESS = addressHash('10 SEEDWOOD ST', 'LANSING', '48910');
const OWN_ACCOUNT = "no area in its data: the caller's own account";
const REASON_X = 'Obituary published in the Lansing State Journal';

/**
 * How each protected route's request is aimed at the seeded county (Ingham), keyed by method and
 * URL as registered (kinds and facts: area-aims.ts). A route whose request cannot name the county
 * says why (`notAimable`). A protected route missing here fails the first test below.
 */
export const AIMS: Record<string, Aim> = {
  ...zonePaths('/api/registration-density/:threshold', '/api/registration-density/0', { kind: 'read' }),
  'GET /api/address/:county/:hash': {
    kind: 'read',
    request: () => ({ url: `/api/address/${AREA.county}/${SEEDED_ADDRESS}` }),
  },
  'POST /api/edit-location': {
    kind: 'write',
    request: () => ({
      url: '/api/edit-location',
      payload: { selectedAddress: SEEDED_ADDRESS, category: 'Residential', comments: 'A research comment' },
    }),
  },
  'POST /api/verifyAddress/:addressHash/': {
    kind: 'write',
    request: () => ({
      url: `/api/verifyAddress/${SEEDED_ADDRESS}/`,
      payload: { address_line_1: '10 SEEDWOOD ST', city: 'LANSING', state: 'MI', zip_code: '48910' },
    }),
  },
  ...zonePaths('/api/review-list/:filterCode', '/api/review-list/ALL', { kind: 'read' }),
  ...zonePaths('/api/review-list-csv/:filterCode', '/api/review-list-csv/ALL', { kind: 'read' }),
  ...zonePaths('/api/registrations-added/:snapshotDate', `/api/registrations-added/${SNAPSHOT}`, {
    kind: 'read',
  }),
  ...zonePaths('/api/registrations-removed/:snapshotDate', `/api/registrations-removed/${SNAPSHOT}`, {
    kind: 'read',
  }),
  ...zonePaths('/api/registrations-changed/:snapshotDate', `/api/registrations-changed/${SNAPSHOT}`, {
    kind: 'read',
  }),
  'GET /api/registration-changes/:voterId': {
    kind: 'read',
    request: () => ({ url: `/api/registration-changes/${PLAIN}` }),
  },
  ...zonePaths('/api/summary', '/api/summary', { kind: 'read', facts: ['"total_registered_voter_count":9'] }),
  'POST /api/review-summary': {
    kind: 'read',
    request: () => ({ url: '/api/review-summary', payload: { county_name: AREA.county } }),
    facts: ['"metric_value":5'], // AGE_100_PLUS
  },
  'GET /api/review-nvra-summary/:zoneHash': {
    kind: 'read',
    request: (s) => ({ url: `/api/review-nvra-summary/${s.zones.county}` }),
    facts: ['"metric_value":3'],
  },
  'GET /api/review-nvra-summary/:zoneHash/': {
    kind: 'read',
    request: (s) => ({ url: `/api/review-nvra-summary/${s.zones.jurisdiction}/` }),
    facts: ['"metric_value":3'],
  },
  'POST /api/finding-review': {
    kind: 'write',
    request: () => ({
      url: '/api/finding-review',
      payload: {
        voter_id: AGED[1],
        rule: 'AGE_100_PLUS',
        snapshot_date: SNAPSHOT,
        verdict: 'CONFIRMED',
        reason: REASON_X,
      },
    }),
  },
  'POST /api/update-triage-status': {
    kind: 'write',
    request: () => ({
      url: '/api/update-triage-status',
      payload: {
        voter_id: FLAGGED,
        triage_status: 'TRG',
        comments_x: 'A research note: the obituary matches',
      },
    }),
  },
  'POST /api/review-outcome': {
    kind: 'write',
    request: () => ({
      url: '/api/review-outcome',
      payload: { voter_id: AGED[4], outcome: 'LIVES_HERE', comments_x: 'Met the registrant at the door' },
    }),
  },
  'POST /api/flag-registration-int': {
    kind: 'write',
    request: () => ({
      url: '/api/flag-registration-int',
      payload: {
        selectedVoterIds: [{ voterIdentificationNo: PLAIN }],
        flagReport: { flag_status: 'TRG', flagged_reason: 'Deceased', flagged_reason_x: REASON_X },
      },
    }),
  },
  'POST /api/flag-registrations-bulk': {
    kind: 'write',
    request: () => ({
      url: '/api/flag-registrations-bulk',
      payload: {
        selectedVoterIdsWithReviewCodes: [{ voterIdentificationNo: NVRA[0] }],
        flag_status: 'TRG',
        flagged_reason: 'Deceased',
        flagged_reason_x: REASON_X,
      },
    }),
  },
  'GET /api/registration/:voterId': {
    kind: 'read',
    request: () => ({ url: `/api/registration/${AGED[0]}` }),
    facts: [`"voter_identification_number":${AGED[0]}`, '"rule":"AGE_100_PLUS"'],
  },
  'GET /api/flagged-registration-comments/:voterId': {
    kind: 'read',
    request: () => ({ url: `/api/flagged-registration-comments/${FLAGGED}` }),
  },
  // The challenge of MCL 168.512: AGED[3] submitted; NVRA[1] to be challenged by the county's patriot.
  // NVRA[1] is To Be Challenged: its packet is prepared, not yet submitted.
  'GET /api/challenge/:voterId': { kind: 'read', request: () => ({ url: `/api/challenge/${NVRA[1]}` }) },
  'GET /api/challenge/:voterId/packet.pdf': {
    kind: 'read',
    request: () => ({ url: `/api/challenge/${NVRA[1]}/packet.pdf` }),
  },
  'POST /api/challenge': {
    kind: 'write',
    request: () => ({
      url: '/api/challenge',
      payload: { voter_id: NVRA[1], expected_version: 2, reasons: REASON_X, attest: true },
    }),
  },
  // The clerk dashboard: no parameter, the caller's area (AGED[2] in the queue, AGED[3] CS, AGED[1] due).
  ...withSlash('/api/clerk-review-metrics', { kind: 'read', facts: ['"in_queue_count":1'] }),
  ...withSlash('/api/clerk-review-summary', { kind: 'read', facts: ['"metric_value":1'] }),
  ...withSlash('/api/clerk-workspace-list', { kind: 'read' }),
  'POST /api/clerk-review-list': {
    kind: 'read',
    request: () => ({ url: '/api/clerk-review-list', payload: { filter_code: 'CS' } }),
  },
  'GET /api/due-for-confirmation': { kind: 'read', request: () => ({ url: '/api/due-for-confirmation' }) },
  // The patriot dashboard, of the caller's area: the seeded flag; Removed names the caller's zone.
  'GET /api/flagged-registration-review': {
    kind: 'read',
    request: () => ({ url: '/api/flagged-registration-review' }),
  },
  'GET /api/flagged-registrations-removed': {
    kind: 'read',
    request: () => ({ url: '/api/flagged-registrations-removed' }),
  },
  'GET /api/users': { kind: 'read', request: () => ({ url: '/api/users?status=all' }) },
  'POST /api/admin-edit-user': {
    kind: 'write',
    request: (s) => ({
      url: '/api/admin-edit-user',
      payload: {
        selectedUsername: s.insiders.get('ROLE_ELECTION-PATRIOT')?.username,
        status: true,
        roles: ['ROLE_ELECTION-PATRIOT'],
        firstName: 'RENAMED',
        lastName: 'TEST',
        county: AREA.county,
        municipality: 'ALL',
      },
    }),
  },
  // No parameter: the area is the caller's; the seeded county's lead must not be among the answer.
  'GET /api/zonal-lead/': { kind: 'read', request: () => ({ url: '/api/zonal-lead/' }) },
  // No parameter: the seeded county's users' events (a sign-in at seeding) must not be in the answer.
  'GET /api/audit-log': { kind: 'read', request: () => ({ url: '/api/audit-log' }) },
  'GET /api/auth/check-session': { notAimable: OWN_ACCOUNT },
  'POST /api/auth/update-profile': { notAimable: OWN_ACCOUNT },
  'POST /api/edit-user': { notAimable: OWN_ACCOUNT },
  'POST /api/auth/change-password': { notAimable: OWN_ACCOUNT },
  'POST /api/auth/deactivate': { notAimable: OWN_ACCOUNT },
  'GET /api/ballot-envelopes': { kind: 'read', request: () => ({ url: '/api/ballot-envelopes' }) },
  'GET /api/ballot-envelope/:fileName': {
    kind: 'read',
    request: () => ({ url: `/api/ballot-envelope/${SEED_ENVELOPE}` }),
  },
  'GET /api/ballot-envelope-image/:fileName': {
    kind: 'read',
    request: () => ({ url: `/api/ballot-envelope-image/${SEED_ENVELOPE}` }),
  },
  'POST /api/ballot-envelope-edit': {
    kind: 'write',
    request: () => ({
      url: '/api/ballot-envelope-edit',
      payload: {
        selectedFileName: SEED_ENVELOPE,
        name: 'Ada Seeded',
        address: '10 Seedwood St',
        precinct: '001',
        avcb_number: '1',
        ballot_number: '100001',
        ballot_signed_date: '2020-10-05',
        version: 1,
      },
    }),
  },
  'GET /api/avcb-counts-2020': {
    kind: 'read',
    request: () => ({ url: '/api/avcb-counts-2020' }),
    facts: ['"avcb_no":1'],
  },
  'GET /api/avcb-totals-2020': {
    kind: 'read',
    request: () => ({ url: '/api/avcb-totals-2020' }),
    facts: ['"total_ballot_envelopes_expected":1'],
  },
  'POST /api/downloads': {
    kind: 'write',
    request: () => ({ url: '/api/downloads', payload: { vf: `qvf_${SNAPSHOT}`, county_name: AREA.county } }),
  },
  'GET /api/my-challenges': { notAimable: "the caller's own packets (challenge/packet.test.ts)" },
  'GET /api/my-registration': { notAimable: OWN_ACCOUNT },
  'POST /api/my-registration': { notAimable: OWN_ACCOUNT },
  'POST /api/my-registration/unlink': { notAimable: OWN_ACCOUNT },
  'GET /api/registration-link-requests': {
    notAimable: "the user admins' statewide list of link requests (accounts/registration-link.test.ts)",
  },
  'POST /api/registration-link-requests/:id': {
    notAimable: "the user admins' decision on a link request (accounts/registration-link.test.ts)",
  },
  'GET /api/my-flags': { notAimable: "the caller's own flags and notes (researcher.test.ts)" },
  'GET /api/downloads': { notAimable: "the caller's own requests (downloads.test.ts)" },
  'POST /api/download-file': {
    notAimable: "a request by id: its requester's (or site root's) only, others get 404 (downloads.test.ts)",
  },
  'GET /api/messages': { notAimable: 'no area in its data: contact-form messages name no county' },
  'GET /api/subscriptions': { notAimable: 'no area in its data: subscriptions name no county' },
};

/** A GET route without parameters, registered with and without a trailing slash. */
function withSlash(url: string, aim: { kind: 'read'; facts?: string[] }): Record<string, Aim> {
  return Object.fromEntries(
    [url, `${url}/`].map((u) => [`GET ${u}`, { ...aim, request: () => ({ url: u }) }] as const),
  );
}
