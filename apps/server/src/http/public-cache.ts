import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Queryable } from '@voterroll/db/database';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/** What a public answer's ETag is made of, read before its handler runs (and checked after). */
interface Revision {
  revision: string;
  snapshot: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The public revision a public read's ETag names (http/public-cache.ts). */
    publicRevision?: Revision;
  }
}

/** The code's own mark: a new build's answers may differ in shape, so its tags differ too. */
const BUILD_MARK = buildMark();

function buildMark(): string {
  try {
    return createHash('sha1')
      .update(readFileSync(process.argv[1] ?? ''))
      .digest('base64url')
      .slice(0, 8);
  } catch {
    return String(process.pid);
  }
}

async function readRevision(app: FastifyInstance, db: Queryable): Promise<Revision> {
  const [row] = await db.query<{ revision: string }>(
    'select revision::text as revision from public_revision',
    [],
    { prepare: 'public-revision' },
  );
  return { revision: row?.revision ?? '0', snapshot: await app.currentSnapshot() };
}

/**
 * A public answer's ETag: the public revision (bumped by every change a public read shows between
 * loads, migrations 0145 and 0146), the current snapshot, the build and the URL. Everything a public
 * answer depends on, so a revalidation is answered before the handler, for one key read.
 */
function etagOf(r: Revision, method: string, url: string): string {
  const place = createHash('sha1').update(`${BUILD_MARK} ${method} ${url}`).digest('base64url').slice(0, 12);
  return `"p${r.revision}-${r.snapshot ?? 'none'}-${place}"`;
}

/**
 * Public GET answers (config.access 'public', no x-access-token) carry an ETag and
 * PUBLIC_CACHE_CONTROL; a request whose If-None-Match holds the ETag gets 304 and no body, before
 * the route's queries run (the tag is read first: `etagOf`). After the handler the revision is read
 * again: if a change landed meanwhile the answer may hold it or not, and its tag is then a hash of
 * the body instead (always right, never matched by the early check). Vary: x-access-token keeps a
 * shared cache from answering a signed-in request (whose answer is personal and no-store,
 * http/private-answers.ts) with the public one. Answers other than 200, streams and routes that
 * set their own Cache-Control are left alone.
 */
export function registerPublicCache(app: FastifyInstance, db: Queryable, sharedMaxAgeSeconds = 3600): void {
  const cacheControl = publicCacheControl(sharedMaxAgeSeconds);
  const cached = (request: FastifyRequest) => {
    const { config, url = '' } = request.routeOptions;
    const route = { method: request.method, url, access: config?.access, produces: config?.produces };
    return answersWithEtag(route) && request.headers['x-access-token'] === undefined;
  };
  const cacheHeaders = (reply: FastifyReply, etag: string) => {
    reply.header('etag', etag);
    reply.header('cache-control', cacheControl);
    reply.header('cdn-cache-control', PUBLIC_CDN_CACHE_CONTROL);
    reply.header('vary', 'x-access-token');
  };
  app.addHook('onRequest', async (request, reply) => {
    if (!cached(request)) return;
    request.publicRevision = await readRevision(app, db);
    const etag = etagOf(request.publicRevision, request.method, request.url);
    if (matches(request.headers['if-none-match'], etag)) {
      cacheHeaders(reply, etag);
      return reply.code(304).send();
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const before = request.publicRevision;
    if (!before || !cached(request) || reply.statusCode !== 200 || reply.hasHeader('cache-control'))
      return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const after = await readRevision(app, db);
    const steady = after.revision === before.revision && after.snapshot === before.snapshot;
    const etag = steady
      ? etagOf(before, request.method, request.url)
      : `"${createHash('sha1').update(payload).digest('base64url')}"`;
    cacheHeaders(reply, etag);
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
