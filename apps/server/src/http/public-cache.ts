import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { RouteAccess } from '../auth/route-access';

/**
 * What a browser and a CDN may do with a public read. The data change when a month's snapshot is
 * published, and a few parts between (an address's triage status after an anonymous flag). So a
 * browser asks again every time, with its ETag (a 304 costs no body), and a person sees their own
 * flag at once; a shared cache (s-maxage) keeps an answer an hour. CDN-Cache-Control (RFC 9213,
 * read by CDNs and ignored by browsers) lets the CDN also serve the old answer for a day while it
 * fetches the new one in the background: stale-while-revalidate in Cache-Control would let
 * browsers do that too. After a publication, readers see the new month within an hour through a
 * CDN, at once without one.
 */
export const PUBLIC_CACHE_CONTROL = publicCacheControl(3600);

/**
 * PUBLIC_SHARED_MAX_AGE_SECONDS sets s-maxage: how long a shared cache in front (the deployment's
 * proxy, deploy/nginx) serves an answer before revalidating it with its ETag. The deployment sets
 * 1, so a newly published month is seen at once and repeated reads are still answered by the proxy.
 */
export function publicCacheControl(sharedMaxAgeSeconds: number): string {
  return `public, max-age=0, must-revalidate, s-maxage=${sharedMaxAgeSeconds}`;
}
export const PUBLIC_CDN_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';

/** A health probe must reach the process it asks about, never a cache. */
const NEVER_CACHED = new Set(['/api/health', '/api/health/ready']);

/**
 * Whether a route's 200 answers carry an ETag, and so answer 304 to a matching If-None-Match: a
 * public GET, not a file, not the health probe. The OpenAPI document lists 304 by this too.
 */
export function answersWithEtag(route: {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  produces?: string | undefined;
}): boolean {
  return (
    route.method === 'GET' &&
    route.access === 'public' &&
    route.produces === undefined &&
    !NEVER_CACHED.has(route.url.replace(/(.)\/$/, '$1'))
  );
}

/**
 * Public GET answers (config.access 'public', no x-access-token) carry an ETag, a hash of their
 * body, and PUBLIC_CACHE_CONTROL; a request whose If-None-Match holds that ETag gets 304 and no
 * body. Vary: x-access-token keeps a shared cache from answering a signed-in request (whose answer
 * is personal and no-store, http/private-answers.ts) with the public one. The hash is of the body,
 * which is always right whatever the answer depends on; it costs one SHA-1 of the serialized JSON
 * (its cost: docs/performance.md). Answers other than 200,
 * streams and routes that set their own Cache-Control are left alone.
 */
export function registerPublicCache(app: FastifyInstance, sharedMaxAgeSeconds = 3600): void {
  const cacheControl = publicCacheControl(sharedMaxAgeSeconds);
  app.addHook('onSend', async (request, reply, payload) => {
    const { config, url = '' } = request.routeOptions;
    const route = { method: request.method, url, access: config?.access, produces: config?.produces };
    if (!answersWithEtag(route) || reply.statusCode !== 200) return payload;
    if (request.headers['x-access-token'] !== undefined || reply.hasHeader('cache-control')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('etag', etag);
    reply.header('cache-control', cacheControl);
    reply.header('cdn-cache-control', PUBLIC_CDN_CACHE_CONTROL);
    reply.header('vary', 'x-access-token');
    if (matches(request.headers['if-none-match'], etag)) {
      reply.code(304);
      reply.removeHeader('content-type');
      return '';
    }
    return payload;
  });
}

/** Whether If-None-Match names the ETag (a list, weak forms and * included, RFC 9110 13.1.2). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
