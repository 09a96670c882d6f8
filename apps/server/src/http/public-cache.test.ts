import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWithSession } from '../test-support/accounts';
import { loadPublicDataset, type PublicDataset } from '../test-support/public-dataset';
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
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
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
});
