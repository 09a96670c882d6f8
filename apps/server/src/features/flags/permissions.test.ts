import { can, INSUFFICIENT_PERMISSION_MESSAGE, SESSION_EXPIRED_MESSAGE } from '@voterroll/contract/policies';
import { ROLES } from '@voterroll/contract/roles';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { loadFlagSnapshot } from '@voterroll/pipeline/flags/flag.fixture';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { accountWithSession } from '../../test-support/accounts';

/** The permission matrix of the flag and review endpoints: every route x no session x every role. */

let t: TestDatabase;
let app: FastifyInstance;
const tokens = new Map<string, string>();
beforeAll(async () => {
  t = await createTestDatabase();
  await loadFlagSnapshot(t.db, 10);
  app = await buildApp({ db: t.db });
  await app.ready();
  for (const role of ROLES)
    tokens.set(role, (await accountWithSession(t.db, role.slice(5).toLowerCase(), [role])).token);
});
afterAll(async () => {
  await app.close();
  await t.drop();
});

const MINE =
  /^\/api\/(flag-registration-int|flag-registration-ext|flag-registrations-bulk|update-triage-status|flagged-registration-comments|review-list|review-summary|review-nvra-summary|summary|finding-review|finding-precision)\b/;
const sample = (url: string) =>
  url
    .replace(':filterCode', 'ALL')
    .replace(':county', 'INGHAM')
    .replace(':jurisdiction', 'LANSING%20CITY')
    .replace(':precinct', '001')
    .replace(':zoneHash', 'MICHIGAN')
    .replace(':voterId', '1');

it('lets through exactly the roles the policy map gives each flag and review endpoint', async () => {
  const routes = app.apiRoutes.filter((r) => MINE.test(r.url) && r.method !== 'HEAD');
  expect(routes.length).toBeGreaterThanOrEqual(20);
  const wrong: string[] = [];
  for (const route of routes) {
    const url = sample(route.url);
    const call = (token?: string) =>
      app.inject({
        method: route.method as 'GET' | 'POST',
        url,
        headers: token ? { 'x-access-token': token } : {},
        ...(route.method === 'POST' ? { payload: {} } : {}),
      });
    const anonymous = await call();
    if (route.access === 'public') {
      if (anonymous.statusCode === 401 || anonymous.statusCode === 403)
        wrong.push(`${route.method} ${route.url}: public but ${anonymous.statusCode}`);
      continue;
    }
    if (anonymous.statusCode !== 401 || anonymous.json().message !== SESSION_EXPIRED_MESSAGE)
      wrong.push(`${route.method} ${route.url} without a session: ${anonymous.statusCode}`);
    for (const role of ROLES) {
      const r = await call(tokens.get(role));
      const refused = r.statusCode === 403 && r.json().message === INSUFFICIENT_PERMISSION_MESSAGE;
      if (refused === can([role], route.access.permission))
        wrong.push(`${route.method} ${route.url} as ${role}: ${r.statusCode} ${r.body.slice(0, 80)}`);
    }
  }
  expect(wrong).toEqual([]);
});
