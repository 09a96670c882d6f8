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
import type { Db } from '@voterroll/db/database';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../auth/gate';
import { badRequest } from '../../http/replies';
import { zonePaths } from '../../http/zone-paths';
import { occupantsOf } from './occupants-queries';
import { densityCounties, densityRows } from './queries';

/** High registration density (spec 2 section 2.4): the county table, a zone's addresses, their occupants. */
export const densityRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  for (const url of ['/api/registration-density', '/api/registration-density/']) {
    app.get(
      url,
      // Spec 2 section 6: the density list is read without a user (per-county counts only).
      {
        config: { access: 'public', snapshot: 'optional' },
        schema: { response: { 200: densityCountiesResponse } },
      },
      async (request) => {
        const snapshot = request.snapshotOrNull;
        return snapshot ? densityCounties(db, snapshot) : [];
      },
    );
  }

  for (const url of zonePaths('/api/registration-density/:threshold')) {
    app.get(
      url,
      {
        config: {
          access: { permission: 'addresses.high-density' },
          snapshot: 'required',
          zone: 'path',
          zoneCodes: true,
          area: 'zone',
        },
        schema: {
          params: densityParams,
          querystring: densityQuery,
          response: { 200: densityResponse, 400: errorResponse, 403: errorResponse, 404: errorResponse },
        },
      },
      async (request, reply) => {
        const { params: p, snapshot, zoneCodes: zone } = request;
        const q = request.query;
        const filter = { ...p.threshold, status: q.status, category: q.category, q: q.q, page: q.page };
        if (q.all) {
          const { total } = await densityRows(db, snapshot, zone, { ...filter, page: 1, all: false });
          if (total > DENSITY_EXPORT_MAX)
            return badRequest(
              reply,
              `Export is available up to ${DENSITY_EXPORT_MAX.toLocaleString('en-US')} addresses; this filter has ${total.toLocaleString('en-US')}. Narrow it first.`,
            );
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
      // A user of a jurisdiction sees the occupants of any address of their county.
      config: {
        access: { permission: 'addresses.occupants' },
        snapshot: 'required',
        zone: 'path',
        zoneCodes: true,
        area: 'county',
      },
      schema: {
        params: occupantsParams,
        response: { 200: occupantsResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const registrations = await occupantsOf(db, {
        snapshot: request.snapshot,
        addressHash: request.params.hash,
        countyCode: request.zoneCodes.countyCode,
        actor: actorOf(request),
      });
      return { registrations };
    },
  );
};
