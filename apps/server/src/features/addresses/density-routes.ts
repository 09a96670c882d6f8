import { errorResponse } from '@voterroll/contract/common-api';
import {
  DENSITY_EXPORT_MAX,
  DENSITY_PAGE_SIZE,
  densityCountiesResponse,
  densityParams,
  densityQuery,
  densityResponse,
  occupantsParams,
  occupantsResponse,
} from '@voterroll/contract/density-api';
import { type Actor, canAccessZone } from '@voterroll/contract/roles';
import type { Db } from '@voterroll/db/database';
import { findZone } from '@voterroll/records/zones/find-zone';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../auth/gate';
import { densityCounties, densityRows, densityZone } from './density-queries';
import { occupantsOf } from './occupants-queries';

export const NO_SNAPSHOT = 'No voter file has been loaded yet.';
export const outsideArea = (actor: Actor) =>
  `This area is outside yours (${actor.jurisdiction ? `${actor.jurisdiction}, ` : ''}${actor.county} county).`;

/** The three depths of a zone path after a prefix, each also with a trailing slash. */
const depths = (prefix: string) =>
  [':county', ':county/:jurisdiction', ':county/:jurisdiction/:precinct'].flatMap((p) => [
    `${prefix}/${p}`,
    `${prefix}/${p}/`,
  ]);

/** High registration density (spec 2 section 2.4): the county table, a zone's addresses, their occupants. */
export const densityRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  for (const url of ['/api/registration-density', '/api/registration-density/']) {
    app.get(
      url,
      // Spec 2 section 6: the density list is read without a user (per-county counts only).
      { config: { access: 'public' }, schema: { response: { 200: densityCountiesResponse } } },
      async () => {
        const snapshot = await app.currentSnapshot();
        return snapshot ? densityCounties(db, snapshot) : [];
      },
    );
  }

  for (const url of depths('/api/registration-density/:threshold')) {
    app.get(
      url,
      {
        config: { access: { permission: 'addresses.high-density' } },
        schema: {
          params: densityParams,
          querystring: densityQuery,
          response: { 200: densityResponse, 400: errorResponse, 403: errorResponse, 404: errorResponse },
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const p = request.params;
        const found = await findZone(db, p);
        if (!found.ok) return reply.status(404).send({ message: found.error });
        if (!canAccessZone(actor, found.value.countyName, found.value.jurisdictionName))
          return reply.status(403).send({ message: outsideArea(actor) });
        const zone = await densityZone(db, found.value.zoneHash);
        if (!zone)
          return reply.status(404).send({ message: `No county named "${p.county}" has been loaded.` });
        const snapshot = await app.currentSnapshot();
        if (!snapshot) return reply.status(404).send({ message: NO_SNAPSHOT });
        const q = request.query;
        const filter = { ...p.threshold, status: q.status, category: q.category, q: q.q, page: q.page };
        if (q.all) {
          const { total } = await densityRows(db, snapshot, zone, { ...filter, page: 1, all: false });
          if (total > DENSITY_EXPORT_MAX)
            return reply.status(400).send({
              message: `Export is available up to ${DENSITY_EXPORT_MAX.toLocaleString('en-US')} addresses; this filter has ${total.toLocaleString('en-US')}. Narrow it first.`,
            });
        }
        const { rows, total } = await densityRows(db, snapshot, zone, { ...filter, all: q.all });
        return {
          rows,
          total,
          page: q.all ? 1 : q.page,
          page_size: q.all ? total : DENSITY_PAGE_SIZE,
          snapshot_date: snapshot,
        };
      },
    );
  }

  app.get(
    '/api/address/:county/:hash',
    {
      config: { access: { permission: 'addresses.occupants' } },
      schema: {
        params: occupantsParams,
        response: { 200: occupantsResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const found = await findZone(db, { county: request.params.county });
      if (!found.ok) return reply.status(404).send({ message: found.error });
      if (!canAccessZone(actor, found.value.countyName, actor.jurisdiction))
        return reply.status(403).send({ message: outsideArea(actor) });
      const zone = await densityZone(db, found.value.zoneHash);
      const snapshot = await app.currentSnapshot();
      if (!snapshot || !zone) return reply.status(404).send({ message: NO_SNAPSHOT });
      const registrations = await occupantsOf(db, {
        snapshot,
        addressHash: request.params.hash,
        countyCode: zone.countyCode,
        actor,
      });
      return { registrations };
    },
  );
};
