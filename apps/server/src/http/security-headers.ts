import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The origin the map embed loads from, from MAP_TILE_URL's template ("https://maps.example/embed?
 * q={address}&z={zoom}" -> "https://maps.example"); null without a map or for a template that is
 * no absolute http(s) URL (then no frame or image from elsewhere is allowed).
 */
export function mapOrigin(mapTileUrl: string | null): string | null {
  if (!mapTileUrl) return null;
  try {
    const url = new URL(mapTileUrl.replaceAll('{address}', 'x').replaceAll('{zoom}', '1'));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The Content Security Policy the web app runs under: everything from this server only (scripts,
 * styles, data), except the map embed's origin for frames and images. No inline script, no eval
 * (the web app turns zod's JIT off for this), no plugin, no framing by other sites.
 */
export function contentSecurityPolicy(mapTileUrl: string | null): Record<string, string[]> {
  const map = mapOrigin(mapTileUrl);
  const withMap = (sources: string[]) => (map ? [...sources, map] : sources);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    // blob: the envelope scans, fetched with the session's header and shown from a blob URL.
    'img-src': withMap(["'self'", 'data:', 'blob:']),
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': map ? [map] : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}

/**
 * Helmet's headers on every answer (pages, files, API): the CSP above, HSTS, nosniff, a strict
 * referrer policy, same-origin opener and resource policies. No upgrade-insecure-requests: the
 * server may be reached over plain HTTP on a local network, where upgrading would break the page.
 */
export function securityHeaders(mapTileUrl: string | null): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  };
  const middleware = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(mapTileUrl) },
    referrerPolicy: { policy: 'no-referrer' },
  });
  let done = false;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => {
    done = true;
  });
  if (!done || Object.keys(headers).length === 0) throw new Error('helmet set no security headers');
  return headers;
}

/**
 * The headers, worked out once: @fastify/helmet built helmet's middleware again on every request
 * (its directives parsed each time: 2% of a type-ahead's server CPU, measured with bench:api).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  mapTileUrl: string | null,
): Promise<void> {
  const headers = securityHeaders(mapTileUrl);
  app.addHook('onRequest', (_request, reply, next) => {
    reply.headers(headers);
    next();
  });
}
