import type { Permission } from '@voterroll/contract/policies';

/**
 * Every /api route declares who may call it in its Fastify route config:
 *   app.get('/api/…', { config: { access: 'public' } }, …)
 *   app.post('/api/…', { config: { access: { permission: 'review.list' } } }, …)
 * The permission names are the keys of the policy map (packages/contract/src/policies.ts). The
 * auth gate (apps/server/src/auth/gate.ts) checks the declaration on every request, refuses at
 * start-up an /api route without one, and the permission test matrix enumerates the routes by it.
 */
export type RouteAccess = 'public' | { permission: Permission };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** A public route that reads `request.actor` (the signed-in user, when a token comes along). */
    actor?: 'optional';
    /** The media type of a 200 that is a file (the OpenAPI document says so instead of JSON). */
    produces?: string;
  }
}
