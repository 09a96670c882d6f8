import { errorResponse } from '@voterroll/contract/common-api';
import {
  DENSITY_EXPORT_MAX,
  DENSITY_PAGE_SIZE,
  densityCountiesResponse,
  densityParams,
  densityQuery,
  densityResponse,
  densitySearchOf,
  occupantsParams,
  occupantsResponse,
} from '@voterroll/contract/density-api';
import {
  encodeCursor,
  listDigest,
  PAGE_CURSOR_DAMAGED,
  PAGE_CURSOR_STALE,
  PAGE_LINK_WINDOW,
} from '@voterroll/contract/page-links';
import type { Db } from '@voterroll/db/database';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../auth/gate';
import { badRequest } from '../../http/replies';
import { zonePaths } from '../../http/zone-paths';
import { occupantsOf } from './occupants-queries';
import { type DensityKey, densityAll, densityCounties, densityPage, densityTotal } from './queries';

/** A row's key in a page link's cursor (at most four values): its ward and precinct as one. */
const packKey = (k: DensityKey) => [
  k.registrationCount,
  k.addressHash,
  k.jurisdictionCode,
  JSON.stringify([k.ward, k.precinct]),
];
function unpackKey(k: readonly (string | number | null)[]): DensityKey | undefined {
  const [count, hash, jurisdiction, place] = k;
  if (typeof count !== 'number' || typeof hash !== 'string' || typeof jurisdiction !== 'number')
    return undefined;
  if (typeof place !== 'string') return undefined;
  try {
    const [ward, precinct] = JSON.parse(place) as unknown[];
    if (typeof ward !== 'string' || typeof precinct !== 'string') return undefined;
    return { registrationCount: count, addressHash: hash, jurisdictionCode: jurisdiction, ward, precinct };
  } catch {
    return undefined;
  }
}

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
        const { params: p, snapshot, zoneCodes } = request;
        const zone = { ...zoneCodes, zoneHash: zoneCodes.zone.zoneHash };
        const q = request.query;
        const search = q.q ? densitySearchOf(q.q) : null;
        const filter = { ...p.threshold, status: q.status, category: q.category, search };
        if (q.all) {
          const total = await densityTotal(db, snapshot, zone, filter);
          if (total > DENSITY_EXPORT_MAX)
            return badRequest(
              reply,
              `Export is available up to ${DENSITY_EXPORT_MAX.toLocaleString('en-US')} addresses; this filter has ${total.toLocaleString('en-US')}. Narrow it first.`,
            );
          const rows = await densityAll(db, snapshot, zone, filter);
          return { rows, total, page: 1, page_size: total, links: [], snapshot_date: snapshot };
        }
        // A page link belongs to one list: its month, zone, threshold, filters and search.
        const list = listDigest([
          snapshot,
          zone.zoneHash,
          p.threshold,
          q.status,
          q.category,
          search?.text ?? '',
        ]);
        const c = q.after;
        if (c && c.l !== list) return badRequest(reply, PAGE_CURSOR_STALE);
        const key = c?.k ? unpackKey(c.k) : undefined;
        if (c?.k && !key) return badRequest(reply, PAGE_CURSOR_DAMAGED);
        const at = !c
          ? { page: q.page, fromStart: true as const }
          : key
            ? { page: c.p, after: key }
            : { page: c.p, last: true as const };
        const read = await densityPage(db, snapshot, zone, filter, at, PAGE_LINK_WINDOW);
        const links = [...read.keys].map(([page, k]) => ({
          page,
          cursor: k ? encodeCursor({ l: list, p: page, k: packKey(k) }) : null,
        }));
        if (!read.keys.has(read.last))
          links.push({ page: read.last, cursor: encodeCursor({ l: list, p: read.last }) });
        return {
          rows: read.rows,
          total: read.total,
          page: read.page,
          page_size: DENSITY_PAGE_SIZE,
          links,
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
