import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../connection';
import type { Db } from '../database';
import { listMigrations, migrate } from '../migrate';
import { openPglite } from '../pglite-client';

/**
 * Databases for tests, on whichever engine the run targets: PostgreSQL when DATABASE_URL is set,
 * PGlite otherwise. A migrated template is made once per run (creating and migrating a PGlite
 * costs seconds); every test file then gets a fresh copy of it.
 */

/** One template per run, so that runs from two checkouts on one server do not drop each other's. */
const TEMPLATE_DB = `voterroll_test_template_${process.pid}`;

function serverUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Called once per test run (vitest globalSetup); returns what createTestDatabase needs. */
export async function prepareTestTemplate(): Promise<{ template: string; cleanup: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    await admin.end();
    const db = await openDatabase(serverUrl(url, TEMPLATE_DB));
    await migrate(db);
    await db.close();
    const cleanup = async () => {
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
      await a.end();
    };
    return { template: TEMPLATE_DB, cleanup };
  }
  const dir = mkdtempSync(join(tmpdir(), 'voterroll-template-'));
  const db = await openPglite({ dataDir: join(dir, 'db') });
  await migrate(db);
  const dump = await db.dump();
  await db.close();
  const file = join(dir, 'template.tar.gz');
  writeFileSync(file, dump);
  return { template: file, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
}

export interface TestDatabase {
  db: Db;
  /** The target string openDatabase takes, for code under test that opens its own connection. */
  target: string;
  drop: () => Promise<void>;
}

/** A fresh, migrated database for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = process.env.VOTERROLL_TEST_TEMPLATE;
  if (!template)
    throw new Error('VOTERROLL_TEST_TEMPLATE is not set: run the tests through vitest (globalSetup)');
  return freshDatabase(template);
}

/** A fresh database with no tables at all, for tests of the migrations themselves. */
export async function createEmptyTestDatabase(): Promise<TestDatabase> {
  return freshDatabase(null);
}

async function freshDatabase(template: string | null): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `voterroll_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
    await admin.end();
    const target = serverUrl(url, name);
    const db = await openDatabase(target);
    return {
      db,
      target,
      drop: async () => {
        await db.close();
        const a = new pg.Client({ connectionString: url });
        await a.connect();
        await a.query(`drop database if exists ${name} with (force)`);
        await a.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'voterroll-test-'));
  const dataDir = join(dir, 'db');
  const db = await openPglite(template ? { dataDir, templateFile: template } : { dataDir });
  return {
    db,
    target: dataDir,
    drop: async () => {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A migration's test database: a fresh one with an empty schema, migrated to just before
 * `version`, so that the test stores what a database of that time held and then migrates the rest.
 */
export async function databaseBeforeMigration(version: number): Promise<TestDatabase> {
  const t = await createTestDatabase();
  await t.db.exec('drop schema public cascade; create schema public');
  await migrate(
    t.db,
    listMigrations().filter((m) => m.version < version),
  );
  return t;
}
