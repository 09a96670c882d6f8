import { INSUFFICIENT_PERMISSION_MESSAGE, SESSION_EXPIRED_MESSAGE } from '@voterroll/contract/policies';
import type { Actor } from '@voterroll/contract/roles';
import { canAccessZone } from '@voterroll/contract/roles';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { accountWithSession } from '../test-support/accounts';
import { installAuthGate } from './gate';
import { scopeCondition } from './scope';
import { revokeToken } from './sessions';

let t: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestDatabase();
  app = await buildApp({ db: t.db });
  app.get('/api/test-gate', { config: { access: { permission: 'users.list' } } }, async (request) => ({
    actor: request.actor?.username,
  }));
  app.get('/api/test-public', { config: { access: 'public', actor: 'optional' } }, async (request) => ({
    actor: request.actor?.username ?? null,
  }));
  app.get('/api/test-undeclared', { config: { access: 'public' } }, async (request) => ({
    actor: request.actor?.username ?? null,
  }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.drop();
});

it('refuses at start-up an /api route that declares no access, or an unknown permission', async () => {
  const bare = Fastify();
  installAuthGate(bare, t.db);
  await expect(
    (async () => {
      bare.get('/api/forgotten', async () => 'open');
      await bare.ready();
    })(),
  ).rejects.toThrow(/GET \/api\/forgotten declares no access/);
  const typo = Fastify();
  installAuthGate(typo, t.db);
  await expect(
    (async () => {
      // @ts-expect-error: the type already refuses a name outside the policy map
      typo.get('/api/typo', { config: { access: { permission: 'users.lsit' } } }, async () => 'open');
      await typo.ready();
    })(),
  ).rejects.toThrow(/permission "users.lsit"/);
});

it('answers 401 without a valid session, 403 without the permission, and passes with it', async () => {
  const get = (token?: string) =>
    app.inject({ url: '/api/test-gate', headers: token ? { 'x-access-token': token } : {} });
  const anonymous = await get();
  expect(anonymous.statusCode).toBe(401);
  expect(anonymous.json()).toEqual({ message: SESSION_EXPIRED_MESSAGE });
  expect((await get('not-a-token')).statusCode).toBe(401);

  const patriot = await accountWithSession(t.db, 'gate-patriot', ['ROLE_ELECTION-PATRIOT']);
  const denied = await get(patriot.token);
  expect(denied.statusCode).toBe(403);
  expect(denied.json()).toEqual({ message: INSUFFICIENT_PERMISSION_MESSAGE });

  const lead = await accountWithSession(t.db, 'gate-lead', ['ROLE_COUNTY-LEAD'], { county: 'KENT' });
  const allowed = await get(lead.token);
  expect(allowed.statusCode).toBe(200);
  expect(allowed.json()).toEqual({ actor: lead.username });

  await revokeToken(t.db, lead.token);
  expect((await get(lead.token)).statusCode).toBe(401);
  await t.db.query(`update sessions set expires_at = now() - interval '1 second' where user_id = $1`, [
    patriot.userId,
  ]);
  expect((await get(patriot.token)).statusCode).toBe(401);
});

it('attaches the actor on public routes when a valid token comes along, and ignores a bad one', async () => {
  const researcher = await accountWithSession(t.db, 'gate-researcher', ['ROLE_DIGITAL-RESEARCHER']);
  const withToken = await app.inject({
    url: '/api/test-public',
    headers: { 'x-access-token': researcher.token },
  });
  expect(withToken.json()).toEqual({ actor: researcher.username });
  const withBad = await app.inject({ url: '/api/test-public', headers: { 'x-access-token': 'bad' } });
  expect(withBad.statusCode).toBe(200);
  expect(withBad.json()).toEqual({ actor: null });
});

it('fails loudly when a public route reads the actor it did not declare, token or none', async () => {
  const researcher = await accountWithSession(t.db, 'gate-undeclared', ['ROLE_DIGITAL-RESEARCHER']);
  for (const headers of [{}, { 'x-access-token': researcher.token }]) {
    const r = await app.inject({ url: '/api/test-undeclared', headers });
    expect(r.statusCode).toBe(500);
  }
  const bare = Fastify();
  installAuthGate(bare, t.db);
  await expect(
    (async () => {
      bare.get(
        '/api/mine',
        { config: { access: { permission: 'users.list' }, actor: 'optional' } },
        async () => 1,
      );
      await bare.ready();
    })(),
  ).rejects.toThrow(/GET \/api\/mine: a permission route always has its actor/);
});

it('an inactive account has no session', async () => {
  const lead = await accountWithSession(t.db, 'gate-inactive', ['ROLE_COUNTY-LEAD']);
  await t.db.query('update users set is_active = false where id = $1', [lead.userId]);
  const r = await app.inject({ url: '/api/test-gate', headers: { 'x-access-token': lead.token } });
  expect(r.statusCode).toBe(401);
});

it('scopes a county user to the county, a jurisdiction user to the jurisdiction, and no area to the state', async () => {
  const base = { userId: 1, username: 'u', roles: [] };
  const state: Actor = { ...base, county: null, jurisdiction: null };
  const county = { ...base, county: 'KENT', jurisdiction: null };
  const town = { ...base, county: 'KENT', jurisdiction: 'CITY OF WYOMING' };
  expect(canAccessZone(state, 'WAYNE', 'CITY OF DETROIT')).toBe(true);
  expect(canAccessZone(county, 'KENT', 'CITY OF WYOMING')).toBe(true);
  expect(canAccessZone(county, 'WAYNE', null)).toBe(false);
  expect(canAccessZone(town, 'KENT', 'CITY OF WYOMING')).toBe(true);
  expect(canAccessZone(town, 'KENT', 'CITY OF GRAND RAPIDS')).toBe(false);

  await t.db.exec(`create table places (county_name text, jurisdiction_name text);
    insert into places values ('KENT', 'CITY OF WYOMING'), ('KENT', 'CITY OF GRAND RAPIDS'), ('WAYNE', 'CITY OF DETROIT')`);
  const count = async (actor: Actor) => {
    const params: unknown[] = [];
    const where = scopeCondition(actor, { county: 'county_name', jurisdiction: 'jurisdiction_name' }, params);
    const [row] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from places where ${where}`,
      params,
    );
    return row?.n;
  };
  expect(await count(state)).toBe(3);
  expect(await count(county)).toBe(2);
  expect(await count(town)).toBe(1);
});
