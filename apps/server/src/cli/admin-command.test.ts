import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@voterroll/db/connection';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { verifySecret } from '../auth/secrets';
import { ADMIN_PASSWORD_ENV } from './admin-command';
import { main } from './main';

let t: TestDatabase;
let dir: string;
let target: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'admin-cli-'));
  if (process.env.DATABASE_URL) {
    t = await createTestDatabase();
    target = t.target;
  } else {
    // PGlite: one process per data folder, so the command gets a folder of its own.
    target = join(dir, 'db');
  }
});
afterAll(async () => {
  delete process.env[ADMIN_PASSWORD_ENV];
  await t?.drop();
  rmSync(dir, { recursive: true, force: true });
});

it('creates a site-root account with the password from the environment, never a default one', async () => {
  delete process.env[ADMIN_PASSWORD_ENV];
  // No terminal and no variable: refused, nothing created.
  expect(
    await main(['admin', 'create', '--username', 'root', '--email', 'root@example.org', '--db', target]),
  ).toBe(2);
  process.env[ADMIN_PASSWORD_ENV] = 'short';
  expect(
    await main(['admin', 'create', '--username', 'root', '--email', 'root@example.org', '--db', target]),
  ).toBe(2);
  process.env[ADMIN_PASSWORD_ENV] = 'a-long-Root-passw0rd';
  expect(
    await main(['admin', 'create', '--username', 'root', '--email', 'root@example.org', '--db', target]),
  ).toBe(0);
  expect(
    await main(['admin', 'create', '--username', 'root', '--email', 'other@example.org', '--db', target]),
  ).toBe(1);
  const db = t?.db ?? (await openDatabase(target));
  try {
    const [row] = await db.query<{ roles: string[]; is_active: boolean; password_hash: string }>(
      `select roles, is_active, password_hash from users where username = 'root'`,
    );
    expect(row?.roles).toEqual(['ROLE_SITE-ROOT']);
    expect(row?.is_active).toBe(true);
    expect(await verifySecret('a-long-Root-passw0rd', row?.password_hash ?? '')).toBe(true);
  } finally {
    if (!t) await db.close();
  }
});
