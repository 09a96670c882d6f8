import { siteConfigResponse } from '@voterroll/contract/site-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The run-time settings of the web app (MAP_TILE_URL), public: they hold no secret. */
export const siteRoutes: FastifyPluginAsyncZod<{ mapTileUrl: string | null }> = async (
  app,
  { mapTileUrl },
) => {
  app.get(
    '/api/site-config',
    { config: { access: 'public' }, schema: { response: { 200: siteConfigResponse } } },
    async () => ({ map_embed_url: mapTileUrl }),
  );
};
