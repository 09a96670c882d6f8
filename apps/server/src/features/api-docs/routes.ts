import type { FastifyPluginAsync } from 'fastify';
import { type OpenApiDocument, openApiDocument } from '../../http/openapi';
import { openApiPage } from '../../http/openapi-page';

/**
 * The API's own description, public: /api/openapi.json (OpenAPI 3.1) and /api/docs (readable).
 * Made on first request, when every route is registered, from the gate's route table.
 */
export const apiDocsRoutes: FastifyPluginAsync = async (app) => {
  let doc: OpenApiDocument | undefined;
  const document = () => {
    doc ??= openApiDocument(app.apiRoutes, (gap) => app.log.warn(gap));
    return doc;
  };
  app.get('/api/openapi.json', { config: { access: 'public' } }, async () => document());
  app.get('/api/docs', { config: { access: 'public' } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(openApiPage(document())),
  );
};
