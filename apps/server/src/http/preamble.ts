import {
  NO_SNAPSHOT_MESSAGE,
  outsideAreaMessage,
  snapshotNotLoaded,
  UNKNOWN_ZONE_MESSAGE,
} from '@voterroll/contract/common-api';
import { canAccessZone } from '@voterroll/contract/roles';
import type { Db } from '@voterroll/db/database';
import { snapshotPair } from '@voterroll/records/snapshots/current-snapshot';
import { findZone, type ZoneRef, zoneByHash } from '@voterroll/records/zones/find-zone';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { actorOf } from '../auth/gate';
import { type AreaRule, inArea, type ZoneCodes, zoneCodes } from '../auth/zone-in-area';
import { forbidden, notFound, refuse } from './replies';

/**
 * What a route needs resolved before its handler, declared in its config beside `access`, and
 * resolved in this order after the gate and the schema's validation:
 * - snapshot: 'required' (404 NO_SNAPSHOT_MESSAGE, then `request.snapshot`) or 'optional'; or
 *   'path', the path's :snapshotDate, resolved after the zone and area (404 snapshotNotLoaded, then
 *   `request.snapshot` and `request.previousSnapshot`).
 * - zone: by the path's names, the body's or the path's :zoneHash (404 when unknown), then
 *   `request.zone`; zoneCodes: true adds `request.zoneCodes`.
 * - area: 'zone' or 'county' (403 outside the user's area), or `{ record: kind, key: 'params.id' }`
 *   for a stored record the request names, refused as its kind says, read by `kind.of(request)`.
 */
export interface RoutePreamble {
  snapshot?: 'required' | 'optional' | 'path';
  zone?: 'path' | 'body' | 'hash';
  zoneCodes?: true;
  area?: AreaRule | RecordArea;
}

/** Where a record's key is in the request: a part of it, or one field of that part. */
export type RecordKey = RequestPart | `${RequestPart}.${string}`;
type RequestPart = 'params' | 'body' | 'query';

/** The area check of a route on the record the request names. */
export interface RecordArea {
  record: RecordKind<unknown>;
  key: RecordKey;
}

/** Where a record lies: its county (null: the state's) and jurisdiction. */
export interface RecordPlace {
  county: string | null;
  jurisdiction: string | null;
}

/** A refusal of a route's record: its status and message. */
export interface Refusal {
  status: 400 | 403 | 404;
  message: string;
}

interface RecordKindSpec<R> {
  /** What the record is, for the start-up checks' messages. */
  name: string;
  /** Whether find reads the current snapshot (`request.snapshot`): its routes must declare it. */
  snapshot?: true;
  /** The record the key names, or null when there is none. */
  find(db: Db, key: unknown, request: FastifyRequest): Promise<R | null>;
  /** Where it lies; null: in no one's area (refused to every user). */
  place(record: R): RecordPlace | null;
  /** The refusal when there is no such record; without one the handler gets null, unchecked. */
  notFound?(request: FastifyRequest): Refusal;
  /** The refusal when it lies outside the signed-in user's area. */
  outside(request: FastifyRequest): Refusal;
}

/** A kind of record a route may check its area on; `of(request)` is the record resolved for it. */
export interface RecordKind<R> extends RecordKindSpec<R> {
  of(request: FastifyRequest): R;
}

/**
 * A kind of record routes check their area on, declared once beside the record's queries:
 *   export const envelope = areaRecord({ name: 'envelope', find: (db, key) => findEnvelope(db, key as string),
 *     place: (e) => ({ county: e.county_name, jurisdiction: e.jurisdiction_name }),
 *     notFound: () => ({ status: 404, message: ENVELOPE_NOT_FOUND }), outside: … });
 */
export function areaRecord<R>(
  spec: RecordKindSpec<R> & { notFound(request: FastifyRequest): Refusal },
): RecordKind<R>;
export function areaRecord<R>(spec: RecordKindSpec<R>): RecordKind<R | null>;
export function areaRecord<R>(spec: RecordKindSpec<R>): RecordKind<R | null> {
  const kind: RecordKind<R | null> = {
    ...(spec as RecordKindSpec<R | null>),
    of(request) {
      const r = resolvedOf.get(request)?.record;
      if (!r || r.kind !== kind)
        throw new Error(
          `${request.method} ${request.url}: declare area: { record: ${spec.name}, key } in the route's config`,
        );
      return r.value as R | null;
    },
  };
  return kind;
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
    /** The snapshot published before the path's (routes declaring snapshot: 'path'). */
    readonly previousSnapshot: string | null;
    /** The zone the request names (routes declaring zone). */
    readonly zone: ZoneRef;
    /** The zone with its codes (routes declaring zoneCodes). */
    readonly zoneCodes: ZoneCodes;
  }
}

interface Resolved {
  snapshot?: string | null;
  previousSnapshot?: string | null;
  zone?: ZoneRef;
  zoneCodes?: ZoneCodes;
  record?: { kind: RecordKind<unknown>; value: unknown };
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
  app.decorateRequest('previousSnapshot', {
    getter(this: FastifyRequest) {
      return read(this, 'previousSnapshot', "snapshot: 'path'");
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
    const onRecord = typeof c.area === 'object';
    if (((c.area && !onRecord) || c.zoneCodes) && !c.zone)
      throw new Error(`${where}: area and zoneCodes need a zone`);
    if (typeof c.area === 'object') checkRecordArea(where, c, c.area);
    if (c.snapshot === 'path' && !route.url.includes(':snapshotDate'))
      throw new Error(`${where}: snapshot: 'path' needs a :snapshotDate in the path`);
    if (c.zoneCodes && c.zone === 'hash') throw new Error(`${where}: zoneCodes needs a zone named by county`);
    if (c.area && (c.access === undefined || c.access === 'public'))
      throw new Error(`${where}: an area check needs a signed-in user (a permission)`);
  });

  app.addHook('preHandler', async (request, reply) => {
    const c = request.routeOptions.config;
    if (!c || (!c.snapshot && !c.zone && typeof c.area !== 'object')) return;
    const resolved: Resolved = {};
    resolvedOf.set(request, resolved);
    if (c.snapshot === 'required' || c.snapshot === 'optional') {
      const snapshot = await app.currentSnapshot();
      if (!snapshot && c.snapshot === 'required') return notFound(reply, NO_SNAPSHOT_MESSAGE);
      resolved.snapshot = snapshot;
    }
    const refused = c.zone
      ? await resolveZone(db, request, reply, c, resolved)
      : typeof c.area === 'object'
        ? await resolveRecord(db, request, reply, c.area, resolved)
        : undefined;
    if (refused) return refused;
    if (c.snapshot === 'path') return resolveNamedSnapshot(db, request, reply, resolved);
  });
}

/** The snapshot the path names and the one before it; 404 when it is not published. */
async function resolveNamedSnapshot(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  resolved: Resolved,
) {
  const date = (request.params as { snapshotDate: string }).snapshotDate;
  const pair = await snapshotPair(db, date);
  if (!pair) return notFound(reply, snapshotNotLoaded(date));
  resolved.snapshot = pair.snapshot;
  resolved.previousSnapshot = pair.previous;
}

function checkRecordArea(where: string, c: RoutePreamble, area: RecordArea) {
  if (c.zone) throw new Error(`${where}: an area is checked on a zone or on a record, not both`);
  if (!/^(params|body|query)(\.[A-Za-z_$][\w$]*)?$/.test(area.key))
    throw new Error(
      `${where}: the ${area.record.name}'s key must be params, body or query, or one field of them`,
    );
  if (area.record.snapshot && c.snapshot !== 'required')
    throw new Error(
      `${where}: the ${area.record.name} is found in the snapshot: declare snapshot: 'required'`,
    );
}

async function resolveRecord(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  area: RecordArea,
  resolved: Resolved,
) {
  const { record: kind, key } = area;
  const [part, field] = key.split('.') as [RequestPart, string | undefined];
  const whole = request[part] as Record<string, unknown> | undefined;
  const found = await kind.find(db, field === undefined ? whole : whole?.[field], request);
  if (found === null) {
    if (kind.notFound) return refuseWith(reply, kind.notFound(request));
  } else {
    const place = kind.place(found);
    if (!place || !canAccessZone(actorOf(request), place.county, place.jurisdiction))
      return refuseWith(reply, kind.outside(request));
  }
  resolved.record = { kind, value: found };
}

const refuseWith = (reply: FastifyReply, r: Refusal) => refuse(reply, r.status, r.message);

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
  if (typeof c.area === 'string' && !inArea(actorOf(request), zone, c.area))
    return forbidden(reply, outsideAreaMessage(actorOf(request)));
}
