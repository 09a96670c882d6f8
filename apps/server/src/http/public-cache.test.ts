import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { accountWithSession } from '../test-support/accounts';
import { loadPublicDataset, type PublicDataset } from '../test-support/public-dataset';
import { openApiDocument, openApiPath } from './openapi';
import { PUBLIC_CACHE_CONTROL, PUBLIC_CDN_CACHE_CONTROL } from './public-cache';

let d: PublicDataset;
beforeAll(async () => {
  d = await loadPublicDataset();
});
afterAll(async () => {
  await d.close();
});

const TYPE_AHEAD = '/api/addresses?key=1%20main%20st';

describe('public reads', () => {
  it('carry an ETag and a Cache-Control a CDN can hold, and 304 a matching If-None-Match', async () => {
    const first = await d.app.inject(TYPE_AHEAD);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    // The public revision, the current snapshot and a mark of the build and URL.
    expect(etag).toMatch(/^"p\d+-2025-10-01-[A-Za-z0-9_-]{12}"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate, s-maxage=3600');
    expect(first.headers['cdn-cache-control']).toBe(PUBLIC_CDN_CACHE_CONTROL);
    expect(first.headers.vary).toContain('x-access-token');
    // The same answer, the same tag: any process answers alike.
    const again = await d.app.inject(TYPE_AHEAD);
    expect(again.headers.etag).toBe(etag);
    expect(again.body).toBe(first.body);

    const unchanged = await d.app.inject({ url: TYPE_AHEAD, headers: { 'if-none-match': etag } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);
    expect(unchanged.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    // A list of tags, a weak form, or *, as browsers and CDNs send them.
    for (const header of [`"other", ${etag}`, `W/${etag}`, '*'])
      expect((await d.app.inject({ url: TYPE_AHEAD, headers: { 'if-none-match': header } })).statusCode).toBe(
        304,
      );

    const other = await d.app.inject({ url: TYPE_AHEAD, headers: { 'if-none-match': '"stale"' } });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
    // Another question, another tag.
    const elsewhere = await d.app.inject('/api/addresses?key=10%20pine%20st');
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.headers.etag).not.toBe(etag);
  });

  it('answer a revalidation with one key read, and tag anew after a change between loads', async () => {
    const first = await d.app.inject(TYPE_AHEAD);
    const etag = first.headers.etag as string;
    // Counted on a server of its own over the same database: the 304 reads the revision only.
    const statements: string[] = [];
    const counting = new Proxy(d.t.db, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver);
        if (key !== 'query' || typeof value !== 'function') return value;
        return (sql: string, params?: unknown[]) => {
          statements.push(sql);
          return value.call(target, sql, params);
        };
      },
    });
    const app = await buildApp({ db: counting });
    try {
      const unchanged = await app.inject({ url: TYPE_AHEAD, headers: { 'if-none-match': etag } });
      expect(unchanged.statusCode).toBe(304);
      expect(statements.filter((q) => !/from public_revision|from snapshots/.test(q))).toEqual([]);
      expect(statements.filter((q) => /from public_revision/.test(q))).toHaveLength(1);
    } finally {
      await app.close();
    }
    // A change a public read shows (here a published file's row, as a load or an archive makes)
    // bumps the revision at its commit.
    await d.t.db.query('update snapshots set message = message where snapshot_date = $1::date', [
      '2025-10-01',
    ]);
    const after = await d.app.inject({ url: TYPE_AHEAD, headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.body).toBe(first.body);
    expect(after.headers.etag).not.toBe(etag);
  });

  it('leave signed-in answers, errors, writes and the health probe uncached', async () => {
    const { token } = await accountWithSession(d.t.db, 'cache-reader', ['ROLE_SITE-ROOT']);
    const signed = await d.app.inject({ url: TYPE_AHEAD, headers: { 'x-access-token': token } });
    expect(signed.statusCode).toBe(200);
    expect(signed.headers.etag).toBeUndefined();
    expect(signed.headers['cache-control']).toBe('no-store');
    expect(signed.headers['cdn-cache-control']).toBeUndefined();

    const bad = await d.app.inject('/api/addresses?key=1');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers.etag).toBeUndefined();
    expect(bad.headers['cache-control']).toBeUndefined();

    const post = await d.app.inject({
      method: 'POST',
      url: '/api/search-by-voter-id',
      payload: { voter_identification_number: '1' },
    });
    expect(post.statusCode).toBe(200);
    expect(post.headers.etag).toBeUndefined();

    const health = await d.app.inject('/api/health');
    expect(health.headers.etag).toBeUndefined();
    expect(health.headers['cache-control']).toBeUndefined();
  });

  it('are the answers the OpenAPI document lists 304 for, with their ETag', async () => {
    const doc = openApiDocument(d.app.apiRoutes);
    const responses = (method: string, url: string) =>
      doc.paths[openApiPath(url)]?.[method.toLowerCase()]?.responses ?? {};
    expect(responses('GET', '/api/addresses')['304']?.headers?.ETag).toBeDefined();
    expect(responses('GET', '/api/addresses')['200']?.headers?.ETag).toBeDefined();
    // Every GET without path parameters, called as it is: a 200 with an ETag is documented with a
    // 304, and only those (writes, signed-in routes and the health probe answer none).
    let tagged = 0;
    for (const route of d.app.apiRoutes.filter((r) => !r.url.includes(':'))) {
      const listed = '304' in responses(route.method, route.url);
      if (route.method !== 'GET') {
        expect([route.method, route.url, listed]).toEqual([route.method, route.url, false]);
        continue;
      }
      const res = await d.app.inject(route.url);
      if (res.statusCode !== 200 && res.statusCode !== 401) continue;
      expect([route.url, listed]).toEqual([route.url, res.headers.etag !== undefined]);
      if (listed) tagged++;
    }
    expect(tagged).toBeGreaterThan(5);
    expect(responses('GET', '/api/health')['304']).toBeUndefined();
    // No route answers 423; the document lists none.
    const codes = Object.values(doc.paths).flatMap((ops) =>
      Object.values(ops).flatMap((o) => Object.keys(o.responses)),
    );
    expect(codes).not.toContain('423');
  });
});
