import { rmSync } from 'node:fs';
import {
  can,
  INSUFFICIENT_PERMISSION_MESSAGE,
  isPermission,
  rolesWith,
  SESSION_EXPIRED_MESSAGE,
} from '@voterroll/contract/policies';
import { ROLES, type Role } from '@voterroll/contract/roles';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-database';
import { addressHash } from '@voterroll/voterfile/address/address-hash';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { insertAccount } from '../auth/accounts';
import type { ApiRoute } from '../auth/gate';
import { createSession } from '../auth/sessions';
import { type Aim, insiderProblem, outsiderProblem, type Request, zonePaths } from './area-aims';
import {
  AGED,
  AREA,
  FLAGGED,
  NVRA,
  PLAIN,
  SEED_ENVELOPE,
  SEED_ENVELOPE_IMAGES,
  type Seeded,
  SNAPSHOT,
  seedCounties,
} from './seeded-county';

/**
 * The permission matrix, generated from the app's own route table (every /api route the gate saw
 * registered) and the policy map. A route added by any feature is in the table, so it cannot escape.
 * 1. The gate: each protected route is called anonymously and as each role (state-wide), and must
 *    answer 401, 403, or pass the gate, exactly as the policy map says. Bodies are empty and
 *    parameters placeholders: an allowed call may then be refused as bad input (400), not found
 *    (404) or rate limited (429), after the gate, which is what is checked there.
 * 2. The area: each protected route is called with a request aimed at a seeded county (AIMS
 *    below), by a user of another county in every role holding the permission (refused, or answered
 *    without any of the county's data) and by a user of the county (answered with its data).
 */

let t: TestDatabase;
let app: FastifyInstance;
const userOfRole = new Map<Role, number>();
let seed: Seeded;
let routes: ApiRoute[] = [];

beforeAll(async () => {
  t = await createTestDatabase();
  app = await buildApp({ db: t.db, envelopeImages: { dir: SEED_ENVELOPE_IMAGES, baseUrl: null } });
  await app.ready();
  routes = app.apiRoutes.filter((r) => r.method !== 'HEAD');
  for (const role of ROLES) {
    const id = await insertAccount(t.db, {
      username: `matrix-${role}@example.org`,
      email: `matrix-${role}@example.org`,
      password: `matrix-${role}-password`,
      roles: [role],
      active: true,
    });
    if (id === null) throw new Error('account exists');
    userOfRole.set(role, id);
  }
  seed = await seedCounties(t.db);
});
afterAll(async () => {
  await app.close();
  await t.drop();
  rmSync(SEED_ENVELOPE_IMAGES, { recursive: true, force: true });
});

/** The URL with each :param filled by a placeholder value of the usual kinds. */
function concrete(url: string): string {
  return url.replace(/:(\w+)/g, (_, name: string) => {
    if (/hash/i.test(name)) return 'MICHIGAN';
    if (/date|snapshot/i.test(name)) return '2025-10-01';
    if (/id|number|threshold/i.test(name)) return '1';
    return 'KENT';
  });
}

async function call(
  route: ApiRoute,
  userId: number | null,
  request: Request = { url: concrete(route.url) },
): Promise<{ status: number; body: string }> {
  const headers: Record<string, string> = {};
  // A fresh session per call: a call may end its own session (sign-out).
  if (userId !== null) headers['x-access-token'] = await createSession(t.db, userId);
  const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  const r = await app.inject({
    method,
    url: request.url,
    headers,
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: request.payload ?? {} }),
  });
  return { status: r.statusCode, body: r.body };
}

describe('the route table', () => {
  it('holds every /api route, each with an access the policy map knows', () => {
    const urls = routes.map((r) => `${r.method} ${r.url}`);
    expect(urls).toContain('POST /api/auth/signin');
    expect(urls).toContain('GET /api/users');
    expect(urls).toContain('GET /api/health');
    for (const r of routes) {
      expect(r.access, `${r.method} ${r.url}`).toBeDefined();
      if (r.access !== 'public') expect(isPermission(r.access.permission), `${r.method} ${r.url}`).toBe(true);
    }
  });
});

describe('every protected route answers as the policy map says', () => {
  it('anonymous: 401 with the expiry message', async () => {
    for (const route of routes.filter((r) => r.access !== 'public')) {
      const r = await call(route, null);
      expect(r.status, `${route.method} ${route.url}`).toBe(401);
      expect(JSON.parse(r.body), `${route.method} ${route.url}`).toEqual({
        message: SESSION_EXPIRED_MESSAGE,
      });
    }
  });

  it('each role: 403 without the permission, past the gate with it', async () => {
    const problems: string[] = [];
    for (const route of routes) {
      if (route.access === 'public') continue;
      const permission = route.access.permission;
      for (const role of ROLES) {
        const r = await call(route, userOfRole.get(role) ?? 0);
        const where = `${route.method} ${route.url} as ${role}`;
        if (can([role], permission)) {
          if (r.status === 401 || (r.status === 403 && r.body.includes(INSUFFICIENT_PERMISSION_MESSAGE)))
            problems.push(`${where}: ${r.status}, expected to pass the gate`);
          if (r.status >= 500) problems.push(`${where}: ${r.status} ${r.body}`);
        } else if (r.status !== 403 || JSON.parse(r.body).message !== INSUFFICIENT_PERMISSION_MESSAGE)
          problems.push(`${where}: ${r.status}, expected 403`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('public routes: open to anonymous callers', async () => {
    for (const route of routes.filter((r) => r.access === 'public')) {
      const r = await call(route, null);
      expect([401, 403], `${route.method} ${route.url}`).not.toContain(r.status);
    }
  });
});

/** The street address of the seeded county's first voter (10 SEEDWOOD ST, LANSING 48910). */
const SEEDED_ADDRESS = addressHash('10 SEEDWOOD ST', 'LANSING', '48910');
const OWN_ACCOUNT = "no area in its data: the caller's own account";
const REASON_X = 'Obituary published in the Lansing State Journal';

/**
 * How each protected route's request is aimed at the seeded county (Ingham), keyed by method and
 * URL as registered (kinds and facts: area-aims.ts). A route whose request cannot name the county
 * says why (`notAimable`). A protected route missing here fails the first test below.
 */
const AIMS: Record<string, Aim> = {
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
  ...zonePaths('/api/registrations-added/:snapshotDate', `/api/registrations-added/${SNAPSHOT}`, {
    kind: 'read',
  }),
  ...zonePaths('/api/registrations-removed/:snapshotDate', `/api/registrations-removed/${SNAPSHOT}`, {
    kind: 'read',
  }),
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
  'GET /api/flagged-registration-comments/:voterId': {
    kind: 'read',
    request: () => ({ url: `/api/flagged-registration-comments/${FLAGGED}` }),
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

const keyOf = (r: ApiRoute) => `${r.method} ${r.url}`;

/** The aimed protected routes with their permission and aim. */
function aimed() {
  return routes.flatMap((route) => {
    const aim = AIMS[keyOf(route)];
    if (route.access === 'public' || !aim || 'notAimable' in aim) return [];
    return [{ route, aim, permission: route.access.permission }];
  });
}

describe("every protected route keeps a county's data in it", () => {
  it('classifies every protected route of the route table (a new route fails here until added)', () => {
    const protectedKeys = routes.filter((r) => r.access !== 'public').map(keyOf);
    expect(Object.keys(AIMS).sort()).toEqual([...new Set(protectedKeys)].sort());
  });

  it('a user of another county, in each role holding the permission, is refused or gets none of it', async () => {
    const problems: string[] = [];
    for (const { route, aim, permission } of aimed()) {
      for (const role of rolesWith(permission)) {
        const request = aim.request(seed);
        const r = await call(route, seed.outsiders.get(role)?.userId ?? 0, request);
        const problem = outsiderProblem(aim, request, r, seed.markers);
        if (problem) problems.push(`${keyOf(route)} as ${role} of another county: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('the same request by a user of the county gets its data (so the check above can fail)', async () => {
    const problems: string[] = [];
    for (const { route, aim, permission } of aimed()) {
      const role = rolesWith(permission)[0]!; // the first role holding the permission
      const r = await call(route, seed.insiders.get(role)?.userId ?? 0, aim.request(seed));
      const problem = insiderProblem(aim, r, seed.markers);
      if (problem) problems.push(`${keyOf(route)} as ${role} of the county: ${problem}`);
    }
    expect(problems).toEqual([]);
  });
});
