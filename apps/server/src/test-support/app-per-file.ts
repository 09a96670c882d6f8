import type { Db } from '@voterroll/db/database';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type AppOptions, buildApp } from '../app';

/** What a caller adds: rows before the app starts, options it starts with, what to close after. */
export interface PerFileSetup {
  seed?: (db: Db) => Promise<void>;
  options?: () => Promise<Omit<AppOptions, 'db'>>;
  close?: () => Promise<void>;
  /** The name an early use's error gives. */
  name?: string;
}

/** `v`, or an error saying `name` was used before `beforeAll` ran. */
export const readyOf =
  (name: string) =>
  <T>(v: T | undefined): T => {
    if (v === undefined) throw new Error(`${name}: used before beforeAll ran`);
    return v;
  };

/**
 * A test file's own fresh database and the app built on it: made before the file's tests, closed
 * and dropped after them. Read `db` and `app` inside tests (they exist once `beforeAll` ran).
 */
export function appPerFile(setup: PerFileSetup = {}): { readonly db: Db; readonly app: FastifyInstance } {
  let t: TestDatabase | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    t = await createTestDatabase();
    await setup.seed?.(t.db);
    app = await buildApp({ ...(await setup.options?.()), db: t.db });
  });
  afterAll(async () => {
    await app?.close();
    await setup.close?.();
    await t?.drop();
  });
  const ready = readyOf(setup.name ?? 'appPerFile');
  return {
    get db() {
      return ready(t).db;
    },
    get app() {
      return ready(app);
    },
  };
}
