import { rmSync } from 'node:fs';
import {
  can,
  INSUFFICIENT_PERMISSION_MESSAGE,
  isPermission,
  rolesWith,
  SESSION_EXPIRED_MESSAGE,
} from '@voterroll/contract/policies';
import { ROLES, type Role } from '@voterroll/contract/roles';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { insertAccount } from '../auth/accounts';
import type { ApiRoute } from '../auth/gate';
import { createSession } from '../auth/sessions';
import { insiderProblem, outsiderProblem, type Request } from '../test-support/area-aims';
import { AIMS } from '../test-support/route-aims';
import { SEED_ENVELOPE_IMAGES, type Seeded, seedCounties } from '../test-support/seeded-county';

/**
 * The permission matrix, from the app's own route table and the policy map: no route escapes it.
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
