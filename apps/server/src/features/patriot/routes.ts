import { flaggedReviewResponse, removedResponse } from '@voterroll/contract/patriot-api';
import type { Db } from '@voterroll/db/database';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../auth/gate';
import { areaOf, flaggedList, removedList } from './queries';

/**
 * The Election Patriot dashboard (spec 3 sections 2.3, 6, 7). No request names an area: each
 * answers for the caller's own, so no request reaches another county's flags.
 */
export const patriotRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/flagged-registration-review',
    {
      config: { access: { permission: 'patriot.flagged-list' }, snapshot: 'optional' },
      schema: { response: { 200: flaggedReviewResponse } },
    },
    async (request) => flaggedList(db, actorOf(request), request.snapshotOrNull),
  );

  app.get(
    '/api/flagged-registrations-removed',
    {
      config: { access: { permission: 'patriot.removed-tab' } },
      schema: { response: { 200: removedResponse } },
    },
    async (request) => {
      const actor = actorOf(request);
      return { area: await areaOf(db, actor), rows: await removedList(db, actor) };
    },
  );
};
