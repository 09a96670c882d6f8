import { errorResponse } from '@voterroll/contract/common-api';
import {
  countyStatsParams,
  jurisdictionStatsParams,
  stateStatsParams,
  zoneStatsResponse,
} from '@voterroll/contract/scorecard-api';
import type { Db } from '@voterroll/db/database';
import {
  rememberScorecard,
  scorecardJson,
  storedScorecard,
  zoneScorecard,
} from '@voterroll/records/metrics/zone-scorecards';
import { previousSnapshot } from '@voterroll/records/snapshots/current-snapshot';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/replies';
import { cardMemory } from './card-memory';

/** Bytes of stored cards held in memory: every zone's card of a month is about 7 MB at a million. */
const CARD_MEMORY_BYTES = 32 * 1024 * 1024;

export const scorecardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const response = { 200: zoneStatsResponse, 404: errorResponse };

  /**
   * The scorecard of the zone the path names (the state, a county, a jurisdiction): the card the
   * load stored, sent as it is (it is the JSON the schema's serializer makes), else assembled and
   * stored for the next reads (a month published before the cards were stored). A public read's
   * stored card is then held in memory under the public revision its ETag names (card-memory.ts).
   */
  const memory = cardMemory(CARD_MEMORY_BYTES);
  async function answer(request: FastifyRequest, reply: FastifyReply) {
    const { snapshot, zone, publicRevision } = request;
    const key = publicRevision && `${publicRevision.revision} ${snapshot} ${zone.zoneHash}`;
    const held = key ? memory.get(key) : undefined;
    if (held) return reply.type('application/json; charset=utf-8').send(held);
    const stored = await storedScorecard(db, zone.zoneHash, snapshot);
    if (stored !== undefined) {
      const card = Buffer.from(stored);
      if (key) memory.set(key, card);
      return reply.type('application/json; charset=utf-8').send(card);
    }
    const previous = await previousSnapshot(db, snapshot);
    const card = await zoneScorecard(db, zone.zoneHash, snapshot, previous);
    if (!card) return notFound(reply, `${zone.zoneName} has no registrations in the ${snapshot} voter file.`);
    await rememberScorecard(db, zone.zoneHash, snapshot, previous, scorecardJson(card));
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
