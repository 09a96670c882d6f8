import { errorResponse } from '@voterroll/contract/common-api';
import {
  countyStatsParams,
  jurisdictionStatsParams,
  stateStatsParams,
  zoneStatsResponse,
} from '@voterroll/contract/scorecard-api';
import type { Db } from '@voterroll/db/database';
import { previousSnapshot } from '@voterroll/records/snapshots/current-snapshot';
import { findZone } from '@voterroll/records/zones/find-zone';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { zoneScorecard } from './queries';

const NO_DATA = 'No voter file has been loaded yet.';

export const scorecardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const response = { 200: zoneStatsResponse, 404: errorResponse };

  async function answer(reply: FastifyReply, names: { county?: string; jurisdiction?: string }) {
    const current = await app.currentSnapshot();
    if (!current) return reply.status(404).send({ message: NO_DATA });
    const zone = await findZone(db, names);
    if (!zone.ok) return reply.status(404).send({ message: zone.error });
    const card = await zoneScorecard(db, zone.value.zoneHash, current, await previousSnapshot(db, current));
    if (!card)
      return reply
        .status(404)
        .send({ message: `${zone.value.zoneName} has no registrations in the ${current} voter file.` });
    return card;
  }

  app.get(
    '/api/qvfstatsstate/:state',
    { config: { access: 'public' }, schema: { params: stateStatsParams, response } },
    (_request, reply) => answer(reply, {}),
  );
  app.get(
    '/api/qvfstatscountyjurisdiction/:county',
    { config: { access: 'public' }, schema: { params: countyStatsParams, response } },
    (request, reply) => answer(reply, { county: request.params.county }),
  );
  app.get(
    '/api/qvfstatsprecinct/:county/:jurisdiction',
    { config: { access: 'public' }, schema: { params: jurisdictionStatsParams, response } },
    (request, reply) =>
      answer(reply, { county: request.params.county, jurisdiction: request.params.jurisdiction }),
  );
};
