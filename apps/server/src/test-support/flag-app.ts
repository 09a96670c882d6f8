import type { Role } from '@voterroll/contract/roles';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { loadFlagSnapshot } from '@voterroll/pipeline/flags/flag.fixture';
import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../app';
import { accountWithSession } from './accounts';

type Area = { county?: string; jurisdiction?: string };

export interface FlagTestApp {
  t: TestDatabase;
  app: FastifyInstance;
  /** Each named user's session token. */
  tokens: Record<string, string>;
  close: () => Promise<void>;
}

/**
 * Tests of the flag and review endpoints: a fresh database with the flag snapshot (loadFlagSnapshot's
 * Lansing and Kent voters), the app on it, and an account with a session per named user.
 */
export async function flagTestApp(o: {
  lansingVoters: number;
  users: Record<string, readonly [readonly Role[], Area]>;
  app?: Omit<AppOptions, 'db'>;
}): Promise<FlagTestApp> {
  const t = await createTestDatabase();
  await loadFlagSnapshot(t.db, o.lansingVoters);
  const app = await buildApp({ ...o.app, db: t.db });
  await app.ready();
  const tokens: Record<string, string> = {};
  for (const [name, [roles, area]] of Object.entries(o.users))
    tokens[name] = (await accountWithSession(t.db, name, roles, area)).token;
  return {
    t,
    app,
    tokens,
    close: async () => {
      await app.close();
      await t.drop();
    },
  };
}
