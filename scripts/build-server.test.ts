import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServer } from '../apps/server/src/test-support/server-process';

/**
 * The production build (`npm run build`'s server half): plain JavaScript that runs without a
 * TypeScript loader, refuses production without its settings, and serves on the run's engine.
 */
const SERVER = 'dist/server/main.mjs';
const CLI = 'dist/server/voterroll.mjs';

beforeAll(() => {
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], { encoding: 'utf8' });
  expect(built.status, built.stderr).toBe(0);
});

describe('the production build', () => {
  it('is JavaScript that imports no TypeScript loader and no .ts module', () => {
    for (const file of [SERVER, CLI]) {
      const text = readFileSync(file, 'utf8');
      expect(text).not.toMatch(/from ["']tsx|import\(["'][^"']+\.ts["']\)|from ["'][^"']+\.ts["']/);
    }
    for (const beside of ['dist/server/pglite-worker.mjs', 'dist/migrations/0001_voter_file.sql'])
      expect(existsSync(beside), beside).toBe(true);
  });

  it('refuses NODE_ENV=production without its settings, naming each, without a stack trace', () => {
    const run = spawnSync(process.execPath, [SERVER], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    for (const name of ['DATABASE_URL', 'SMTP_URL', 'SMS_GATEWAY_URL', 'PUBLIC_URL'])
      expect(run.stderr).toContain(`${name} is not set`);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it('runs the voterroll command', () => {
    const run = spawnSync(process.execPath, [CLI, 'no-such-command'], { encoding: 'utf8' });
    expect(run.status).not.toBe(0);
    expect(`${run.stdout}${run.stderr}`).toMatch(/ingest/);
  });
});

describe('the production build serving', () => {
  let t: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    t = await createTestDatabase();
    dir = mkdtempSync(join(tmpdir(), 'voterroll-build-'));
  });
  afterAll(async () => {
    // On PGlite the test closed its connection for the server: only the folder is left to remove.
    if (t.db.engine === 'postgres') await t.drop();
    else rmSync(dirname(t.target), { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers on the engine of the run (production settings on PostgreSQL)', async () => {
    // PGlite's folder has one owner: the test's connection lets go before the server opens it.
    const postgres = t.db.engine === 'postgres';
    if (!postgres) await t.db.close();
    const env: NodeJS.ProcessEnv = postgres
      ? {
          NODE_ENV: 'production',
          SMTP_URL: 'smtp://127.0.0.1:1',
          SMS_GATEWAY_URL: 'http://127.0.0.1:1/send',
          PUBLIC_URL: 'https://voterroll.example.org',
          EXTRACTS_DIR: join(dir, 'extracts'),
        }
      : { EXTRACTS_DIR: join(dir, 'extracts') };
    const port = await freePort();
    const server = await startServer(t.target, port, env, [SERVER]);
    try {
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ engine: postgres ? 'postgres' : 'pglite' });
      expect(server.output()).not.toContain('tsx');
    } finally {
      server.child.kill('SIGTERM');
      await new Promise((r) => server.child.once('exit', r));
    }
  });
});
