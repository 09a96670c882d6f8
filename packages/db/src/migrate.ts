import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from './database';

const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations/', import.meta.url));

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** The numbered SQL files of packages/db/migrations, in order. */
export function listMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((file) => ({
      version: Number(file.slice(0, 4)),
      name: file.slice(5, -4),
      sql: readFileSync(`${dir}${file}`, 'utf8'),
    }));
}

/** The key of the advisory lock that lets one server at a time migrate a database. */
const MIGRATION_LOCK_KEY = 7_402_026;

/** The database holds migrations this code does not know: it was migrated by a newer version. */
export class SchemaNewerError extends Error {
  override name = 'SchemaNewerError';
}

/**
 * Applies every migration not yet applied and returns the names applied. One transaction under an
 * advisory lock: servers started together wait for the first, then find nothing left to apply. A
 * database migrated by a newer version (a version this code does not have) is refused, untouched.
 */
export async function migrate(db: Db, migrations = listMigrations()): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`);
    const rows = await tx.query<{ version: number; name: string }>(
      'select version, name from schema_migrations order by version',
    );
    const known = new Set(migrations.map((m) => m.version));
    const unknown = rows.filter((r) => !known.has(r.version));
    if (unknown.length > 0) {
      const newest = unknown[unknown.length - 1]!;
      throw new SchemaNewerError(
        `The database's schema is newer than this version of the server: it has migration ` +
          `${newest.version}_${newest.name}, which this version does not know. Run the version ` +
          'that migrated it (or newer), or restore a backup taken before the upgrade.',
      );
    }
    const done = new Set(rows.map((r) => r.version));
    const applied: string[] = [];
    for (const m of migrations) {
      if (done.has(m.version)) continue;
      await tx.exec(m.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [m.version, m.name]);
      applied.push(`${m.version}_${m.name}`);
    }
    return applied;
  });
}
