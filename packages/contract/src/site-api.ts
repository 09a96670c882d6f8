import { z } from 'zod';

/**
 * GET /api/site-config: the server's settings the web app needs at run time. The map of an
 * address is an embed URL template (the server's MAP_TILE_URL) in which `{address}` is the
 * URL-encoded address and `{zoom}` the zoom level; null when none is set.
 */
export const siteConfigResponse = z.object({ map_embed_url: z.string().nullable() });

/** Spec 1 section 9: the address map is a satellite view at zoom 18. */
export const MAP_ZOOM = 18;

/** The embed URL of an address's map, or null when the site has no map URL. */
export function mapEmbedUrl(template: string | null, address: string): string | null {
  if (!template) return null;
  return template.replaceAll('{address}', encodeURIComponent(address)).replaceAll('{zoom}', String(MAP_ZOOM));
}
