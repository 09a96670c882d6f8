/**
 * Every /api route declares who may call it in its Fastify route config:
 *   app.get('/api/…', { config: { access: 'public' } }, …)
 *   app.post('/api/…', { config: { access: { permission: 'review.flag' } } }, …)
 * The accounts feature checks the declaration on every request and the permission test matrix
 * enumerates the routes by it, so a route without one cannot go unnoticed.
 */
export type RouteAccess = 'public' | { permission: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}
