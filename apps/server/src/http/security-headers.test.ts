import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { mapOrigin } from './security-headers';

let t: TestDatabase;
let webRoot: string;
beforeAll(async () => {
  t = await createTestDatabase();
  webRoot = mkdtempSync(join(tmpdir(), 'web-root-'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Voter Roll</title><div id="root"></div>');
});
afterAll(async () => {
  await t.drop();
  rmSync(webRoot, { recursive: true, force: true });
});

/** The served page's headers, as a browser receives them. */
async function pageHeaders(mapTileUrl: string | null, path = '/') {
  const app = await buildApp({ db: t.db, webRoot, mapTileUrl });
  try {
    const res = await app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    return res.headers;
  } finally {
    await app.close();
  }
}

const directives = (csp: unknown) =>
  new Map(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );

describe('the served HTML', () => {
  it('runs under a Content Security Policy allowing only this server, and the map embed origin', async () => {
    const h = await pageHeaders('https://maps.example.com/embed?q={address}&z={zoom}', '/audit-my-address');
    const csp = directives(h['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('frame-src')).toEqual(['https://maps.example.com']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://maps.example.com']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect([...csp.values()].flat()).not.toContain("'unsafe-inline'");
    expect([...csp.values()].flat()).not.toContain("'unsafe-eval'");
  });

  it('allows no frame at all without MAP_TILE_URL', async () => {
    const csp = directives((await pageHeaders(null))['content-security-policy']);
    expect(csp.get('frame-src')).toEqual(["'none'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('carries the usual headers and names no server software', async () => {
    const h = await pageHeaders(null);
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['x-frame-options']).toBe('SAMEORIGIN');
    expect(h['referrer-policy']).toBe('no-referrer');
    expect(h['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(h['cross-origin-opener-policy']).toBe('same-origin');
    expect(h['cross-origin-resource-policy']).toBe('same-origin');
    expect(h['x-powered-by']).toBeUndefined();
    expect(h['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the built files', () => {
  it('serves the scripts but no source map (the source is not published)', async () => {
    mkdirSync(join(webRoot, 'assets'), { recursive: true });
    writeFileSync(join(webRoot, 'assets', 'app.js'), 'console.log(1);\n');
    writeFileSync(join(webRoot, 'assets', 'app.js.map'), '{"version":3,"sources":["src/app.tsx"]}');
    const app = await buildApp({ db: t.db, webRoot, mapTileUrl: null });
    try {
      expect((await app.inject({ method: 'GET', url: '/assets/app.js' })).statusCode).toBe(200);
      const map = await app.inject({ method: 'GET', url: '/assets/app.js.map' });
      expect(map.statusCode).toBe(404);
      expect(map.body).not.toContain('src/app.tsx');
    } finally {
      await app.close();
    }
  });
});

describe('mapOrigin', () => {
  it.each([
    ['https://www.google.com/maps/embed/v1/place?q={address}&zoom={zoom}', 'https://www.google.com'],
    ['http://tiles.local:8080/{zoom}/{address}', 'http://tiles.local:8080'],
    ['javascript:alert(1)//{address}', null],
    ['not a url {address}', null],
    [null, null],
  ])('%s -> %s', (template, origin) => {
    expect(mapOrigin(template)).toBe(origin);
  });
});
