import { avcbRowsResponse, avcbTotalsResponse } from '@voterroll/contract/avcb-api';
import type { Db } from '@voterroll/db/database';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../auth/gate';
import { avcbRows, avcbTotalsOf } from './queries';

/** 2020 absent-voter counting-board counts (spec 3 section 2.9): totals and one row per board, in the caller's area. */
export const avcbRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/avcb-totals-2020',
    { config: { access: { permission: 'avcb.view' } }, schema: { response: { 200: avcbTotalsResponse } } },
    async (request) => [avcbTotalsOf(await avcbRows(db, actorOf(request)))],
  );

  app.get(
    '/api/avcb-counts-2020',
    { config: { access: { permission: 'avcb.view' } }, schema: { response: { 200: avcbRowsResponse } } },
    async (request) => avcbRows(db, actorOf(request)),
  );
};
