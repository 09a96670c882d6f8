import {
  CHANGE_KINDS,
  CHANGES_PAGE_SIZE,
  changesParams,
  changesQuery,
  changesResponse,
} from '@voterroll/contract/changes-api';
import { errorResponse } from '@voterroll/contract/common-api';
import type { Db } from '@voterroll/db/database';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/replies';
import { changesPage, snapshotPair } from './queries';

/** The three depths of a zone path after the snapshot, each also with a trailing slash. */
const depths = (prefix: string) =>
  [':county', ':county/:jurisdiction', ':county/:jurisdiction/:precinct'].flatMap((p) => [
    `${prefix}/${p}`,
    `${prefix}/${p}/`,
  ]);

/** Registrations Added and Removed (spec 2 section 2.9): the changes the load stored per snapshot. */
export const changesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  for (const kind of CHANGE_KINDS)
    for (const url of depths(`/api/registrations-${kind}/:snapshotDate`))
      app.get(
        url,
        {
          config: { access: { permission: 'changes.view' }, zone: 'path', zoneCodes: true, area: 'zone' },
          schema: {
            params: changesParams,
            querystring: changesQuery,
            response: { 200: changesResponse, 403: errorResponse, 404: errorResponse },
          },
        },
        async (request, reply) => {
          const p = request.params;
          const pair = await snapshotPair(db, p.snapshotDate);
          if (!pair) return notFound(reply, `No voter file of ${p.snapshotDate} has been loaded.`);
          const { rows, total } = await changesPage(
            db,
            pair.snapshot,
            kind,
            request.zoneCodes,
            request.query.page,
          );
          return {
            rows,
            total,
            page: request.query.page,
            page_size: CHANGES_PAGE_SIZE,
            snapshot_date: pair.snapshot,
            previous_snapshot: pair.previous,
          };
        },
      );
};
