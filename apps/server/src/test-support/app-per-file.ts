import type { Db } from '@voterroll/db/database';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';

/**
 * A test file's own fresh database and the app built on it: made before the file's tests, closed
 * and dropped after them. Read `db` and `app` inside tests (they exist once `beforeAll` ran).
 */
export function appPerFile(): { readonly db: Db; readonly app: FastifyInstance } {
  let t: TestDatabase | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    t = await createTestDatabase();
    app = await buildApp({ db: t.db });
  });
  afterAll(async () => {
    await app?.close();
    await t?.drop();
  });
  const ready = <T>(v: T | undefined): T => {
    if (v === undefined) throw new Error('appPerFile: used before beforeAll ran');
    return v;
  };
  return {
    get db() {
      return ready(t).db;
    },
    get app() {
      return ready(app);
    },
  };
}
