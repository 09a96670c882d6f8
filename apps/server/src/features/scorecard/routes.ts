import { errorResponse } from '@voterroll/contract/common-api';
import {
  countyStatsParams,
  jurisdictionStatsParams,
  stateStatsParams,
  zoneStatsResponse,
} from '@voterroll/contract/scorecard-api';
import type { Db } from '@voterroll/db/database';
import { previousSnapshot } from '@voterroll/records/snapshots/current-snapshot';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/replies';
import { zoneScorecard } from './queries';

export const scorecardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const response = { 200: zoneStatsResponse, 404: errorResponse };

  /** The scorecard of the zone the path names (the state, a county, a jurisdiction). */
  async function answer(request: FastifyRequest, reply: FastifyReply) {
    const { snapshot, zone } = request;
    const card = await zoneScorecard(db, zone.zoneHash, snapshot, await previousSnapshot(db, snapshot));
    if (!card) return notFound(reply, `${zone.zoneName} has no registrations in the ${snapshot} voter file.`);
    return card;
  }
  const config = { access: 'public', snapshot: 'required', zone: 'path' } as const;

  app.get('/api/qvfstatsstate/:state', { config, schema: { params: stateStatsParams, response } }, answer);
  app.get(
    '/api/qvfstatscountyjurisdiction/:county',
    { config, schema: { params: countyStatsParams, response } },
    answer,
  );
  app.get(
    '/api/qvfstatsprecinct/:county/:jurisdiction',
    { config, schema: { params: jurisdictionStatsParams, response } },
    answer,
  );
};
