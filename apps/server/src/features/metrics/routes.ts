import { currentMetricsParams, currentMetricsResponse, errorResponse } from '@voterroll/contract/metrics-api';
import type { Db } from '@voterroll/db/database';
import { currentSnapshot, zoneByHash, zoneMetrics } from '@voterroll/pipeline/zone-metrics-report';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const metricsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/current-metrics/:zoneHash',
    {
      config: { access: 'public' },
      schema: {
        params: currentMetricsParams,
        response: { 200: currentMetricsResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const zone = await zoneByHash(db, request.params.zoneHash);
      if (!zone) return reply.status(404).send({ message: 'Unknown zone.' });
      const snapshot = await currentSnapshot(db);
      if (!snapshot) return reply.status(404).send({ message: 'No voter file has been loaded yet.' });
      const metrics = await zoneMetrics(db, zone, snapshot);
      if (!metrics.ok) return reply.status(404).send({ message: metrics.error });
      return metrics.value;
    },
  );
};
