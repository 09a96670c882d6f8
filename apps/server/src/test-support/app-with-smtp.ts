import type { Db } from '@voterroll/db/database';
import type { FastifyInstance } from 'fastify';
import { appPerFile, readyOf } from './app-per-file';
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
  const name = 'appWithSmtpPerFile';
  let smtp: Smtp | undefined;
  const base = appPerFile({
    name,
    ...(seed ? { seed } : {}),
    options: async () => {
      smtp = await startSmtp();
      return { accounts: { smtpUrl: smtp.url, publicUrl: 'https://voterroll.example' } };
    },
    close: async () => smtp?.close(),
  });
  const ready = readyOf(name);
  return {
    get db() {
      return base.db;
    },
    get app() {
      return base.app;
    },
    get smtp() {
      return ready(smtp);
    },
  };
}
