import { healthResponse, type Readiness, readinessResponse } from '@voterroll/contract/metrics-api';
import type { Db } from '@voterroll/db/database';
import { listMigrations } from '@voterroll/db/migrate';
import { currentSnapshot } from '@voterroll/records/snapshots/current-snapshot';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * Liveness (/api/health) answers without touching the database, so it shows the event loop is
 * free; readiness (/api/health/ready) asks the database what a reader needs.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const codeSchemaVersion = Math.max(...listMigrations().map((m) => m.version));

  app.get(
    '/api/health',
    { config: { access: 'public' }, schema: { response: { 200: healthResponse } } },
    async () => ({
      status: 'ok' as const,
      engine: db.engine,
    }),
  );

  app.get(
    '/api/health/ready',
    {
      config: { access: 'public' },
      schema: { response: { 200: readinessResponse, 503: readinessResponse } },
    },
    async (request, reply) => {
      const answer = await readiness(db, codeSchemaVersion, (e) => request.log.error(e, 'readiness'));
      return reply.status(answer.status === 'ready' ? 200 : 503).send(answer);
    },
  );
};

async function readiness(
  db: Db,
  codeSchemaVersion: number,
  logError: (e: unknown) => void,
): Promise<Readiness> {
  const problems: string[] = [];
  let schemaVersion: number | null = null;
  let snapshot: string | null = null;
  try {
    const [row] = await db.query<{ version: number | null }>(
      'select max(version) as version from schema_migrations',
    );
    schemaVersion = row?.version ?? null;
    snapshot = await currentSnapshot(db);
  } catch (e) {
    logError(e);
    problems.push('The database does not answer (the server log says why).');
  }
  if (problems.length === 0) {
    if (schemaVersion !== codeSchemaVersion)
      problems.push(
        `The database's schema is at migration ${schemaVersion ?? 'none'}, this server's code at ` +
          `${codeSchemaVersion}: start a server of this version once to migrate it, or run the matching version.`,
      );
    if (snapshot === null) problems.push('No voter file is published yet: load one with voterroll ingest.');
  }
  return {
    status: problems.length === 0 ? 'ready' : 'not ready',
    snapshot,
    schemaVersion,
    codeSchemaVersion,
    problems,
  };
}
