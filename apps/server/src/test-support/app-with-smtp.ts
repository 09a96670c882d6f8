import type { Db } from '@voterroll/db/database';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import { startSmtp } from './listeners';

type Smtp = Awaited<ReturnType<typeof startSmtp>>;

/**
 * A test file's own fresh database, a real SMTP server and the app mailing through it (links to
 * https://voterroll.example): made before the file's tests (after `seed`), closed after them.
 */
export function appWithSmtpPerFile(seed?: (db: Db) => Promise<void>): {
  readonly db: Db;
  readonly app: FastifyInstance;
  readonly smtp: Smtp;
} {
  let t: TestDatabase | undefined;
  let app: FastifyInstance | undefined;
  let smtp: Smtp | undefined;
  beforeAll(async () => {
    t = await createTestDatabase();
    await seed?.(t.db);
    smtp = await startSmtp();
    app = await buildApp({
      db: t.db,
      accounts: { smtpUrl: smtp.url, publicUrl: 'https://voterroll.example' },
    });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await t?.drop();
  });
  const ready = <T>(v: T | undefined): T => {
    if (v === undefined) throw new Error('appWithSmtpPerFile: used before beforeAll ran');
    return v;
  };
  return {
    get db() {
      return ready(t).db;
    },
    get app() {
      return ready(app);
    },
    get smtp() {
      return ready(smtp);
    },
  };
}
