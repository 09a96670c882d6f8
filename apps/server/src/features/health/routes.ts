import { healthResponse } from '@voterroll/contract/metrics-api';
import type { Db } from '@voterroll/db/database';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Liveness: answers without touching the database, so it shows the event loop is free. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/health',
    { config: { access: 'public' }, schema: { response: { 200: healthResponse } } },
    async () => ({
      status: 'ok' as const,
      engine: db.engine,
    }),
  );
};
