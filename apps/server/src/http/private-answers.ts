import type { FastifyInstance } from 'fastify';

/**
 * An /api answer that carries a token, or is behind a permission, is for one person: no browser
 * or proxy may keep it (ASVS 8.2.1). A route that sets its own Cache-Control keeps it.
 */
export function registerPrivateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    const access = request.routeOptions.config?.access;
    if (access === undefined) return;
    const personal = access !== 'public' || request.headers['x-access-token'] !== undefined;
    if (personal && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
