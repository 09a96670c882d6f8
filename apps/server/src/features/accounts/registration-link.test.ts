import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  LINK_APPROVED,
  LINK_REFUSED,
  LINK_REQUEST_WAITING,
  NO_REGISTRATION_FOUND,
  REGISTRATION_ALREADY_YOURS,
  REGISTRATION_LINK_REQUESTED,
  REGISTRATION_LINKED,
  REGISTRATION_TAKEN,
  REGISTRATION_UNLINK_REQUESTED,
} from '@voterroll/contract/accounts-api';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { ingestSnapshot } from '@voterroll/pipeline/ingest-snapshot';
import { writeQvfCsv } from '@voterroll/pipeline/test-support/qvf-files';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { accountWithSession } from '../../test-support/accounts';

/**
 * The account's own registration, the challenger of MCL 168.512 (issue 35): linked once through
 * the guided match, one account per registration; after that a change waits for a user admin,
 * and every step is in the audit log.
 */

let t: TestDatabase;
let app: FastifyInstance;
let dir: string;
let address: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'link-'));
  const voters = join(dir, 'voters.csv');
  writeQvfCsv(voters, [
    { VOTER_IDENTIFICATION_NUMBER: '101', FIRST_NAME: 'JANE', LAST_NAME: 'DOE', YEAR_OF_BIRTH: '1980' },
    { VOTER_IDENTIFICATION_NUMBER: '104', FIRST_NAME: 'MARY', LAST_NAME: 'ROE', YEAR_OF_BIRTH: '1975' },
  ]);
  expect((await ingestSnapshot(t.db, { snapshotDate: '2025-10-01', files: { voters } })).ok).toBe(true);
  const [row] = await t.db.query<{ h: string }>('select full_address_hash as h from registrations limit 1');
  address = row!.h;
  app = await buildApp({ db: t.db });
  for (const [name, role] of [
    ['jane', 'ROLE_ELECTION-PATRIOT'],
    ['other', 'ROLE_ELECTION-PATRIOT'],
    ['useradmin', 'ROLE_USER-ADMIN'],
    ['lead', 'ROLE_COUNTY-LEAD'],
  ] as const)
    tokens[name] = (await accountWithSession(t.db, name, [role])).token;
});
afterAll(async () => {
  await app.close();
  await t.drop();
  rmSync(dir, { recursive: true, force: true });
});

const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, headers: { 'x-access-token': tokens[who]! }, ...(payload ? { payload } : {}) });
const match = (first: string, last: string, yob: number) => ({
  my_first_name: first,
  my_last_name: last,
  my_yob: yob,
  my_county: 'INGHAM',
  my_address: address,
});
const linkOf = async (who: string) =>
  (
    await t.db.query<{ voter_id: string | null }>(
      'select voter_id::text as voter_id from users where username = $1',
      [`${who}@example.org`],
    )
  )[0]?.voter_id ?? null;
const events = async () =>
  (
    await t.db.query<{ event: string; subject: string }>(
      `select event, subject from audit_log where event like 'registration.%' order by id`,
    )
  ).map((e) => `${e.event} ${e.subject}`);

describe(`the account's own registration on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('links it once through the guided match, never by a voter ID the request names', async () => {
    const none = await call('jane', 'GET', '/api/my-registration');
    expect(none.json()).toEqual({ linked: null, pending: null, needs_approval: false });
    const missing = await call('jane', 'POST', '/api/my-registration', match('JANE', 'DOE', 1999));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(NO_REGISTRATION_FOUND('JANE', 'DOE'));
    const r = await call('jane', 'POST', '/api/my-registration', {
      ...match('JANE', 'DOE', 1980),
      voter_id: 104,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe(REGISTRATION_LINKED);
    expect(await linkOf('jane')).toBe('101');
    const mine = (await call('jane', 'GET', '/api/my-registration')).json();
    expect(mine).toMatchObject({
      linked: { voter_id: 101, full_name: 'DOE, JANE', voter_status_type_code: 'A' },
      pending: null,
      needs_approval: true,
    });
    const again = await call('jane', 'POST', '/api/my-registration', match('JANE', 'DOE', 1980));
    expect(again.json().message).toBe(REGISTRATION_ALREADY_YOURS);
  });

  it('links a registration to one account only', async () => {
    const r = await call('other', 'POST', '/api/my-registration', match('JANE', 'DOE', 1980));
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(REGISTRATION_TAKEN);
    expect(await linkOf('other')).toBeNull();
  });

  it("changes it after the first link only with a user admin's approval, each step in the audit log", async () => {
    const asked = await call('jane', 'POST', '/api/my-registration', match('MARY', 'ROE', 1975));
    expect(asked.statusCode).toBe(202);
    expect(asked.json().message).toBe(REGISTRATION_LINK_REQUESTED);
    expect(await linkOf('jane')).toBe('101');
    expect((await call('jane', 'GET', '/api/my-registration')).json().pending).toMatchObject({
      voter_id: 104,
    });
    const twice = await call('jane', 'POST', '/api/my-registration/unlink');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(LINK_REQUEST_WAITING);

    // Neither the account itself nor a county lead may approve it; a user admin may.
    for (const who of ['jane', 'lead'])
      expect((await call(who, 'GET', '/api/registration-link-requests')).statusCode).toBe(403);
    const list = (await call('useradmin', 'GET', '/api/registration-link-requests')).json();
    expect(list).toEqual([
      expect.objectContaining({
        username: 'jane@example.org',
        current: expect.objectContaining({ voter_id: 101 }),
        requested: expect.objectContaining({ voter_id: 104, full_name: 'ROE, MARY' }),
      }),
    ]);
    expect(
      (await call('jane', 'POST', `/api/registration-link-requests/${list[0].id}`, { approve: true }))
        .statusCode,
    ).toBe(403);
    const ok = await call('useradmin', 'POST', `/api/registration-link-requests/${list[0].id}`, {
      approve: true,
    });
    expect(ok.json().message).toBe(LINK_APPROVED);
    expect(await linkOf('jane')).toBe('104');
    const done = await call('useradmin', 'POST', `/api/registration-link-requests/${list[0].id}`, {
      approve: true,
    });
    expect(done.statusCode).toBe(404);

    const unlink = await call('jane', 'POST', '/api/my-registration/unlink');
    expect(unlink.statusCode).toBe(202);
    expect(unlink.json().message).toBe(REGISTRATION_UNLINK_REQUESTED);
    const [waiting] = (await call('useradmin', 'GET', '/api/registration-link-requests')).json();
    expect(waiting.requested).toBeNull();
    const no = await call('useradmin', 'POST', `/api/registration-link-requests/${waiting.id}`, {
      approve: false,
    });
    expect(no.json().message).toBe(LINK_REFUSED);
    expect(await linkOf('jane')).toBe('104');

    expect(await events()).toEqual([
      'registration.linked jane@example.org',
      'registration.link-requested jane@example.org',
      'registration.relinked jane@example.org',
      'registration.link-requested jane@example.org',
      'registration.link-refused jane@example.org',
    ]);
  });

  it("gives a renamed account nobody else's registration", async () => {
    await t.db.query(
      `update users set first_name = 'MARY', last_name = 'ROE' where username = 'other@example.org'`,
    );
    const r = await call('other', 'POST', '/api/my-registration', match('MARY', 'ROE', 1975));
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(REGISTRATION_TAKEN);
  });
});
