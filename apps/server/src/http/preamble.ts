import {
  NO_SNAPSHOT_MESSAGE,
  outsideAreaMessage,
  UNKNOWN_ZONE_MESSAGE,
} from '@voterroll/contract/common-api';
import type { Db } from '@voterroll/db/database';
import { findZone, type ZoneRef, zoneByHash } from '@voterroll/records/zones/find-zone';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { actorOf } from '../auth/gate';
import { type AreaRule, inArea, type ZoneCodes, zoneCodes } from '../auth/zone-in-area';
import { forbidden, notFound } from './replies';

/**
 * What a route needs resolved before its handler, declared in its config beside `access`:
 *   app.get('/api/summary/:county', { config: { access, snapshot: 'required', zone: 'path', area: 'zone' } }, …)
 * - snapshot: 'required' answers 404 (NO_SNAPSHOT_MESSAGE) when none is published, then
 *   `request.snapshot`; 'optional' gives `request.snapshotOrNull`.
 * - zone: named by the path (:county/:jurisdiction/:precinct), the body (county_name,
 *   jurisdiction_name, precinct) or the path's :zoneHash; 404 with findZone's message (or 'Unknown
 *   zone.') when unknown, then `request.zone`. zoneCodes: true adds `request.zoneCodes`.
 * - area: 403 when the zone (or, 'county', its county) is outside the signed-in user's area.
 * Resolved in that order, after the auth gate and the schema's validation.
 */
export interface RoutePreamble {
  snapshot?: 'required' | 'optional';
  zone?: 'path' | 'body' | 'hash';
  zoneCodes?: true;
  area?: AreaRule;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    snapshot?: RoutePreamble['snapshot'];
    zone?: RoutePreamble['zone'];
    zoneCodes?: RoutePreamble['zoneCodes'];
    area?: RoutePreamble['area'];
  }
  interface FastifyRequest {
    /** The current snapshot's date (routes declaring snapshot: 'required'). */
    readonly snapshot: string;
    /** The current snapshot's date or null (routes declaring snapshot: 'optional'). */
    readonly snapshotOrNull: string | null;
    /** The zone the request names (routes declaring zone). */
    readonly zone: ZoneRef;
    /** The zone with its codes (routes declaring zoneCodes). */
    readonly zoneCodes: ZoneCodes;
  }
}

interface Resolved {
  snapshot?: string | null;
  zone?: ZoneRef;
  zoneCodes?: ZoneCodes;
}

type Names = { county: string; jurisdiction?: string | undefined; precinct?: string | undefined };

const resolvedOf = new WeakMap<FastifyRequest, Resolved>();

/** A resolved value, or a programming error naming the declaration the route lacks. */
function read<K extends keyof Resolved>(request: FastifyRequest, key: K, declare: string) {
  const value = resolvedOf.get(request)?.[key];
  if (value === undefined)
    throw new Error(`${request.method} ${request.url}: declare ${declare} in the route's config`);
  return value as Exclude<Resolved[K], undefined>;
}

/** The names of a zone in the path's parameters or the body's fields. */
function namesOf(request: FastifyRequest, from: 'path' | 'body'): Names {
  if (from === 'path') return request.params as Names;
  const b = request.body as {
    county_name: string;
    jurisdiction_name?: string | null;
    precinct?: string | null;
  };
  return {
    county: b.county_name,
    jurisdiction: b.jurisdiction_name || undefined,
    precinct: b.precinct || undefined,
  };
}

/** The route preamble: checks every route's declaration at start-up and resolves it per request. */
export function installPreamble(app: FastifyInstance, db: Db): void {
  app.decorateRequest('snapshot', {
    getter(this: FastifyRequest) {
      return read(this, 'snapshot', "snapshot: 'required'") as string;
    },
  });
  app.decorateRequest('snapshotOrNull', {
    getter(this: FastifyRequest) {
      const r = resolvedOf.get(this);
      if (!r || !('snapshot' in r))
        throw new Error(`${this.method} ${this.url}: declare snapshot in the route's config`);
      return r.snapshot ?? null;
    },
  });
  app.decorateRequest('zone', {
    getter(this: FastifyRequest) {
      return read(this, 'zone', 'zone');
    },
  });
  app.decorateRequest('zoneCodes', {
    getter(this: FastifyRequest) {
      return read(this, 'zoneCodes', 'zoneCodes: true');
    },
  });

  app.addHook('onRoute', (route) => {
    const c = route.config;
    if (!c) return;
    const where = `${Array.isArray(route.method) ? route.method.join(',') : route.method} ${route.url}`;
    if ((c.area || c.zoneCodes) && !c.zone) throw new Error(`${where}: area and zoneCodes need a zone`);
    if (c.zoneCodes && c.zone === 'hash') throw new Error(`${where}: zoneCodes needs a zone named by county`);
    if (c.area && (c.access === undefined || c.access === 'public'))
      throw new Error(`${where}: an area check needs a signed-in user (a permission)`);
  });

  app.addHook('preHandler', async (request, reply) => {
    const c = request.routeOptions.config;
    if (!c || (!c.snapshot && !c.zone)) return;
    const resolved: Resolved = {};
    resolvedOf.set(request, resolved);
    if (c.snapshot) {
      const snapshot = await app.currentSnapshot();
      if (!snapshot && c.snapshot === 'required') return notFound(reply, NO_SNAPSHOT_MESSAGE);
      resolved.snapshot = snapshot;
    }
    if (c.zone) return resolveZone(db, request, reply, c, resolved);
  });
}

async function resolveZone(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  c: RoutePreamble,
  resolved: Resolved,
) {
  let zone: ZoneRef;
  if (c.zone === 'hash') {
    const found = await zoneByHash(db, (request.params as { zoneHash: string }).zoneHash);
    if (!found) return notFound(reply, UNKNOWN_ZONE_MESSAGE);
    zone = found;
  } else if (c.zoneCodes) {
    const found = await zoneCodes(db, namesOf(request, c.zone ?? 'path'));
    if (!found.ok) return notFound(reply, found.error);
    resolved.zoneCodes = found.value;
    zone = found.value.zone;
  } else {
    const found = await findZone(db, namesOf(request, c.zone ?? 'path'));
    if (!found.ok) return notFound(reply, found.error);
    zone = found.value;
  }
  resolved.zone = zone;
  if (c.area && !inArea(actorOf(request), zone, c.area))
    return forbidden(reply, outsideAreaMessage(actorOf(request)));
}
