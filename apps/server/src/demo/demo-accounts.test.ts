import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { ingestSnapshot } from '@voterroll/pipeline/ingest-snapshot';
import { writeQvfCsv } from '@voterroll/pipeline/test-support/qvf-files';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { ensureDemoAccounts } from './demo-accounts';

let t: TestDatabase;
let dir: string;
beforeAll(async () => {
  t = await createTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'demo-accounts-'));
  const voters = join(dir, 'voters.csv');
  writeQvfCsv(voters, [
    { VOTER_IDENTIFICATION_NUMBER: '1' },
    { VOTER_IDENTIFICATION_NUMBER: '2' },
    { VOTER_IDENTIFICATION_NUMBER: '3', VOTER_STATUS_TYPE_CODE: 'V' },
  ]);
  expect((await ingestSnapshot(t.db, { snapshotDate: '2025-10-01', files: { voters } })).ok).toBe(true);
});
afterAll(async () => {
  await t.drop();
  rmSync(dir, { recursive: true, force: true });
});

let logged = '';
const printed = async () => {
  const file = join(dir, 'accounts.txt');
  await ensureDemoAccounts(t.db, file, (m) => {
    logged += m;
  });
  expect(statSync(file).mode & 0o777).toBe(0o600);
  const out = readFileSync(file, 'utf8');
  return new Map(
    [...out.matchAll(/^\s+(demo-\S+)\s+(\S+)\s+(.+)$/gm)].map((m) => [
      m[1] ?? '',
      { password: m[2] ?? '', area: m[3] },
    ]),
  );
};

it('creates one account per role with a random password in a file of its own, new at every start', async () => {
  const first = await printed();
  expect(first.size).toBe(10);
  // Each patriot may challenge on the demo: linked to its own active registration of the clerk's city.
  const links = await t.db.query<{ username: string; voter_id: string | null }>(
    `select username, voter_id::text as voter_id from users where voter_id is not null order by username`,
  );
  expect(links).toEqual([
    { username: 'demo-election-patriot', voter_id: '1' },
    { username: 'demo-election-patriot-plus', voter_id: '2' },
  ]);
  expect(first.get('demo-county-lead')?.area).toBe('INGHAM');
  expect(first.get('demo-clerk')?.area).toBe('INGHAM / LANSING CITY');
  expect(first.get('demo-site-root')?.area).toBe('state-wide');
  // Named by the role in words, never its code (the pages greet the user by name); an account
  // made by an earlier start under its code is renamed.
  const names = () =>
    t.db.query<{ first_name: string; last_name: string }>(
      `select first_name, last_name from users where username = 'demo-election-patriot'`,
    );
  expect(await names()).toEqual([{ first_name: 'DEMO', last_name: 'ELECTION PATRIOT' }]);
  await t.db.query(
    `update users set last_name = 'ELECTION-PATRIOT' where username = 'demo-election-patriot'`,
  );
  const second = await printed();
  expect(await names()).toEqual([{ first_name: 'DEMO', last_name: 'ELECTION PATRIOT' }]);
  const again = await t.db.query<{ n: number }>(
    'select count(*)::int as n from users where voter_id is not null',
  );
  expect(again[0]?.n).toBe(2);
  expect(second.get('demo-site-root')?.password).not.toBe(first.get('demo-site-root')?.password);
  // The log names the file, never a password.
  expect(logged).toContain(join(dir, 'accounts.txt'));
  for (const { password } of [...first.values(), ...second.values()]) expect(logged).not.toContain(password);

  const app = await buildApp({ db: t.db });
  try {
    const signin = (username: string, password: string) =>
      app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username, password } });
    const root = second.get('demo-site-root')?.password ?? '';
    expect((await signin('demo-site-root', first.get('demo-site-root')?.password ?? '')).statusCode).toBe(
      401,
    );
    const ok = await signin('demo-site-root', root);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().roles).toEqual(['ROLE_SITE-ROOT']);
  } finally {
    await app.close();
  }
});
