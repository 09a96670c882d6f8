import {
  can,
  INSUFFICIENT_PERMISSION_MESSAGE,
  isPermission,
  SESSION_EXPIRED_MESSAGE,
} from '@voterroll/contract/policies';
import type { Actor } from '@voterroll/contract/roles';
import type { Db } from '@voterroll/db/database';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { RouteAccess } from './route-access';
import {
  actorOfToken,
  DEFAULT_SESSION_POLICY,
  type SessionPolicy,
  sessionUseRecorder,
  TOKEN_HEADER,
} from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in user, or null (anonymous, or called without a valid token). Public routes
     * read it only when they declare `actor: 'optional'`; reading it elsewhere on one throws.
     */
    readonly actor: Actor | null;
  }
  interface FastifyInstance {
    /** Every /api route with its declared access, in registration order (the permission matrix reads it). */
    apiRoutes: ApiRoute[];
  }
}

/** The actor each request resolved; a public route without `actor: 'optional'` has none. */
const actors = new WeakMap<FastifyRequest, Actor | null>();

export interface ApiRoute {
  method: string;
  url: string;
  access: RouteAccess;
  /** The route's zod schemas, for the OpenAPI document (http/openapi.ts). */
  schema?: FastifySchema;
  /** Whether the route has a rate limit of its own (429 in the document). */
  rateLimited?: boolean;
  /** The media type of a 200 that is a file rather than JSON. */
  produces?: string;
}

/** The access token of a request, from the x-access-token header. */
export function tokenOf(request: FastifyRequest): string | null {
  const value = request.headers[TOKEN_HEADER];
  const token = Array.isArray(value) ? value[0] : value;
  return token && token.length > 0 ? token : null;
}

/**
 * The gate in front of every /api route. Installed before any route is registered: a route under
 * /api without `config.access`, or naming a permission the policy map lacks, stops the start-up.
 * On each request: 'public' routes pass; those declaring `actor: 'optional'` with the actor
 * attached when a valid token comes along, the others without looking the token up (a session
 * lookup is a database round trip, a good part of a type-ahead's cost), only recording its use
 * once a minute for the idle clock. Permission routes answer 401
 * without a valid session and 403 without the permission, before the body is even parsed.
 */
export function installAuthGate(
  app: FastifyInstance,
  db: Db,
  sessions: SessionPolicy = DEFAULT_SESSION_POLICY,
): void {
  const recordUse = sessionUseRecorder(db, sessions);
  app.decorateRequest('actor', {
    getter(this: FastifyRequest) {
      const actor = actors.get(this);
      if (actor === undefined)
        throw new Error(
          `${this.method} ${this.url}: a public route reads the actor: declare actor: 'optional'`,
        );
      return actor;
    },
  });
  app.decorate('apiRoutes', [] as ApiRoute[]);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') && route.url !== '/api') return;
    const access = route.config?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const where = `${methods.join(',')} ${route.url}`;
    if (access === undefined)
      throw new Error(`${where} declares no access: add config: { access: 'public' } or { permission }`);
    if (access !== 'public' && !isPermission(access.permission))
      throw new Error(`${where} names permission "${access.permission}", which the policy map lacks`);
    if (access !== 'public' && route.config?.actor !== undefined)
      throw new Error(`${where}: a permission route always has its actor: drop actor: 'optional'`);
    for (const method of methods)
      app.apiRoutes.push({
        method,
        url: route.url,
        access,
        schema: route.schema,
        rateLimited: route.config?.rateLimit !== undefined,
        produces: route.config?.produces,
      });
  });
  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config?.access;
    if (access === undefined) return; // not an /api route (static files, 404)
    const token = tokenOf(request);
    if (access === 'public' && request.routeOptions.config.actor !== 'optional') {
      if (token) await recordUse(token);
      return;
    }
    const actor = token ? await actorOfToken(db, token, sessions) : null;
    actors.set(request, actor);
    if (access === 'public') return;
    if (!actor) return reply.status(401).send({ message: SESSION_EXPIRED_MESSAGE });
    if (!can(actor.roles, access.permission))
      return reply.status(403).send({ message: INSUFFICIENT_PERMISSION_MESSAGE });
  });
}

/** The actor of a route behind a permission (the gate guarantees one). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new Error(`${request.method} ${request.url}: no actor behind a permission route`);
  return request.actor;
}
