import { resolve } from 'node:path';
import type { Db } from './database';
import { openPglite } from './pglite-client';
import { openPostgres } from './postgres-client';

/**
 * Opens the product's database: a PostgreSQL server when given a postgres:// URL, otherwise the
 * embedded PGlite in the given data folder. Migrations are applied separately (migrate.ts).
 * `serving`: for the web server's page reads (openPostgres).
 */
export async function openDatabase(target: string, o: { serving?: boolean } = {}): Promise<Db> {
  if (/^postgres(ql)?:\/\//.test(target)) return openPostgres(target, o);
  return openPglite({ dataDir: resolve(target) });
}

/** The default target: DATABASE_URL when set, else the embedded database under ./data/db. */
export function defaultDatabaseTarget(env: NodeJS.ProcessEnv = process.env): string {
  return env.DATABASE_URL && env.DATABASE_URL.length > 0 ? env.DATABASE_URL : resolve('data/db');
}
