import {
  NO_SNAPSHOT_MESSAGE,
  outsideAreaMessage,
  snapshotNotLoaded,
  UNKNOWN_ZONE_MESSAGE,
} from '@voterroll/contract/common-api';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { insertAccount } from '../auth/accounts';
import { createSession } from '../auth/sessions';
import { areaRecord } from './preamble';

/** Records of a test kind by id: one in KENT, one of the state (no county), one without a place. */
const things = new Map<string, { id: string; county?: string | null }>([
  ['k1', { id: 'k1', county: 'KENT' }],
  ['state', { id: 'state', county: null }],
  ['nowhere', { id: 'nowhere' }],
]);
const place = (t: { county?: string | null }) =>
  t.county === undefined ? null : { county: t.county, jurisdiction: null };
const thing = areaRecord({
  name: 'thing',
  find: async (_db, id) => things.get(id as string) ?? null,
  place,
  notFound: (request) => ({ status: 404, message: `No thing ${(request.params as { id: string }).id}.` }),
  outside: () => ({ status: 403, message: 'That thing is outside your area.' }),
});
/** A kind whose absence is no refusal: the handler gets null. */
const maybeThing = areaRecord({
  name: 'maybeThing',
  find: async (_db, id) => things.get(id as string) ?? null,
  place,
  outside: () => ({ status: 404, message: 'No such thing.' }),
});
const snapshotThing = areaRecord({
  name: 'snapshotThing',
  snapshot: true,
  find: async (_db, _id, request) => ({ id: request.snapshot, county: 'KENT' }),
  place,
  outside: () => ({ status: 403, message: 'Outside.' }),
});

let t: TestDatabase;
let app: FastifyInstance;
const tokens = new Map<string, string>();

beforeAll(async () => {
  t = await createTestDatabase();
  app = await buildApp({ db: t.db });
  app.get(
    '/api/test-preamble/:county',
    { config: { access: { permission: 'review.list' }, snapshot: 'required', zone: 'path', area: 'zone' } },
    async (request) => ({ snapshot: request.snapshot, zone: request.zone.zoneName }),
  );
  app.get(
    '/api/test-preamble-codes/:county',
    { config: { access: { permission: 'review.list' }, zone: 'path', zoneCodes: true, area: 'county' } },
    async (request) => ({ countyCode: request.zoneCodes.countyCode }),
  );
  app.get(
    '/api/test-preamble-hash/:zoneHash',
    { config: { access: 'public', snapshot: 'optional', zone: 'hash' } },
    async (request) => ({ snapshot: request.snapshotOrNull, zone: request.zone.zoneName }),
  );
  app.get(
    '/api/test-preamble-named/:snapshotDate',
    { config: { access: 'public', snapshot: 'path' } },
    async (request) => ({ snapshot: request.snapshot, previous: request.previousSnapshot }),
  );
  app.get(
    '/api/test-record/:id',
    { config: { access: { permission: 'review.list' }, area: { record: thing, key: 'params.id' } } },
    async (request) => thing.of(request),
  );
  app.get(
    '/api/test-record-maybe',
    { config: { access: { permission: 'review.list' }, area: { record: maybeThing, key: 'query.id' } } },
    async (request) => ({ found: maybeThing.of(request) }),
  );
  app.get(
    '/api/test-record-snapshot',
    {
      config: {
        access: { permission: 'review.list' },
        snapshot: 'required',
        area: { record: snapshotThing, key: 'query' },
      },
    },
    async (request) => snapshotThing.of(request),
  );
  app.get(
    '/api/test-record-undeclared',
    { config: { access: { permission: 'review.list' } } },
    async (request) => thing.of(request),
  );
  app.get('/api/test-preamble-undeclared', { config: { access: 'public' } }, async (request) => ({
    snapshot: request.snapshot,
  }));
  await app.ready();
  for (const county of ['KENT', 'OTTAWA', 'STATE']) {
    const id = await insertAccount(t.db, {
      username: `preamble-${county}@example.org`,
      email: `preamble-${county}@example.org`,
      password: `preamble-${county}-password`,
      roles: ['ROLE_CLERK'],
      active: true,
      county: county === 'STATE' ? null : county,
    });
    if (id === null) throw new Error('account exists');
    tokens.set(county, await createSession(t.db, id));
  }
});
afterAll(async () => {
  await app.close();
  await t.drop();
});

const get = (url: string, user?: string) =>
  app.inject({ url, headers: user ? { 'x-access-token': tokens.get(user) ?? '' } : {} });

describe('the route preamble', () => {
  it('answers 404 with the one message before any voter file is published', async () => {
    const r = await get('/api/test-preamble/KENT', 'KENT');
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ message: NO_SNAPSHOT_MESSAGE });
    // Optional: the handler runs with null.
    expect((await get('/api/test-preamble-hash/MICHIGAN')).json()).toEqual({
      snapshot: null,
      zone: 'MICHIGAN',
    });
  });

  it('resolves the snapshot, the zone and the area, or refuses as today', async () => {
    await t.db.exec(`insert into snapshots (snapshot_date, status) values ('2025-10-01', 'ready')`);
    await t.db.exec(
      `insert into zones (zone_hash, level, county_code, county_name, zone_name, parent_hash)
       values ('${'a'.repeat(32)}', 'county', 41, 'KENT', 'KENT', 'MICHIGAN'),
              ('${'b'.repeat(32)}', 'county', 70, 'OTTAWA', 'OTTAWA', 'MICHIGAN')`,
    );
    const mine = await get('/api/test-preamble/kent', 'KENT');
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ snapshot: '2025-10-01', zone: 'KENT' });
    expect((await get('/api/test-preamble/KENT', 'STATE')).statusCode).toBe(200);

    const unknown = await get('/api/test-preamble/NOWHERE', 'KENT');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'No county named "NOWHERE" has been loaded.' });

    const outside = await get('/api/test-preamble/KENT', 'OTTAWA');
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toEqual({
      message: outsideAreaMessage({ county: 'OTTAWA', jurisdiction: null }),
    });
    expect((await get('/api/test-preamble-codes/OTTAWA', 'KENT')).statusCode).toBe(403);
    expect((await get('/api/test-preamble-codes/KENT', 'KENT')).json()).toEqual({ countyCode: 41 });

    // The gate still comes first.
    expect((await get('/api/test-preamble/KENT')).statusCode).toBe(401);
  });

  it('answers 404 for an unknown zone hash', async () => {
    const r = await get(`/api/test-preamble-hash/${'c'.repeat(32)}`);
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ message: UNKNOWN_ZONE_MESSAGE });
    expect((await get('/api/test-preamble-hash/MICHIGAN')).json()).toEqual({
      snapshot: '2025-10-01',
      zone: 'MICHIGAN',
    });
  });

  it('resolves the snapshot the path names and the one published before it', async () => {
    await t.db.exec(
      `insert into snapshots (snapshot_date, status) values ('2025-11-01', 'ready'), ('2025-12-01', 'loading')`,
    );
    expect((await get('/api/test-preamble-named/2025-11-01')).json()).toEqual({
      snapshot: '2025-11-01',
      previous: '2025-10-01',
    });
    expect((await get('/api/test-preamble-named/2025-10-01')).json()).toEqual({
      snapshot: '2025-10-01',
      previous: null,
    });
    for (const date of ['2025-12-01', '2025-09-01']) {
      const r = await get(`/api/test-preamble-named/${date}`);
      expect(r.statusCode).toBe(404);
      expect(r.json()).toEqual({ message: snapshotNotLoaded(date) });
    }
    await t.db.exec(`delete from snapshots where snapshot_date > '2025-10-01'`);
  });

  it('fails loudly when a handler reads what its route did not declare', async () => {
    expect((await get('/api/test-preamble-undeclared')).statusCode).toBe(500);
    expect((await get('/api/test-record-undeclared', 'KENT')).statusCode).toBe(500);
  });

  it('checks the area on the record the request names, refusing as its kind says', async () => {
    const mine = await get('/api/test-record/k1', 'KENT');
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ id: 'k1', county: 'KENT' });
    expect((await get('/api/test-record/k1', 'STATE')).statusCode).toBe(200);

    const absent = await get('/api/test-record/k9', 'KENT');
    expect(absent.statusCode).toBe(404);
    expect(absent.json()).toEqual({ message: 'No thing k9.' });
    const outside = await get('/api/test-record/k1', 'OTTAWA');
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toEqual({ message: 'That thing is outside your area.' });
    // A record of the state is a state-wide user's; one without a place is no one's.
    expect((await get('/api/test-record/state', 'KENT')).statusCode).toBe(403);
    expect((await get('/api/test-record/state', 'STATE')).statusCode).toBe(200);
    expect((await get('/api/test-record/nowhere', 'STATE')).statusCode).toBe(403);
    // The gate still comes first.
    expect((await get('/api/test-record/k9')).statusCode).toBe(401);
  });

  it('passes null for an absent record of a kind without a not-found refusal', async () => {
    expect((await get('/api/test-record-maybe?id=k9', 'OTTAWA')).json()).toEqual({ found: null });
    expect((await get('/api/test-record-maybe?id=k1', 'KENT')).json()).toEqual({
      found: { id: 'k1', county: 'KENT' },
    });
    const outside = await get('/api/test-record-maybe?id=k1', 'OTTAWA');
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toEqual({ message: 'No such thing.' });
  });

  it('finds a record of the snapshot once the snapshot is resolved', async () => {
    expect((await get('/api/test-record-snapshot', 'KENT')).json()).toEqual({
      id: '2025-10-01',
      county: 'KENT',
    });
  });

  it('refuses at start-up an area check on a public route, or without a zone', async () => {
    const other = await buildApp({ db: t.db });
    expect(() =>
      other.get(
        '/api/test-public-area/:county',
        { config: { access: 'public', zone: 'path', area: 'zone' } },
        () => ({}),
      ),
    ).toThrow(/needs a signed-in user/);
    expect(() =>
      other.get(
        '/api/test-area-alone',
        { config: { access: { permission: 'review.list' }, area: 'zone' } },
        () => ({}),
      ),
    ).toThrow(/need a zone/);
    const access = { permission: 'review.list' } as const;
    expect(() =>
      other.get(
        '/api/test-record-zone/:county',
        { config: { access, zone: 'path', area: { record: thing, key: 'params.county' } } },
        () => ({}),
      ),
    ).toThrow(/on a zone or on a record/);
    expect(() =>
      other.get(
        '/api/test-record-key/:id',
        { config: { access, area: { record: thing, key: 'headers.id' as 'params' } } },
        () => ({}),
      ),
    ).toThrow(/thing's key must be/);
    expect(() =>
      other.get(
        '/api/test-record-no-snapshot',
        { config: { access, area: { record: snapshotThing, key: 'query' } } },
        () => ({}),
      ),
    ).toThrow(/declare snapshot: 'required'/);
    expect(() =>
      other.get(
        '/api/test-record-public/:id',
        { config: { access: 'public', area: { record: thing, key: 'params.id' } } },
        () => ({}),
      ),
    ).toThrow(/needs a signed-in user/);
    expect(() =>
      other.get('/api/test-named/:date', { config: { access: 'public', snapshot: 'path' } }, () => ({})),
    ).toThrow(/needs a :snapshotDate/);
    await other.close();
  });
});
