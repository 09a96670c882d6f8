import { mapEmbedUrl } from '@voterroll/contract/site-api';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';

let t: TestDatabase;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await t.drop();
});

describe('GET /api/site-config', () => {
  it('gives the map URL of the server, or null when none is set', async () => {
    const template = 'https://maps.example/embed?q={address}&z={zoom}&t=k';
    const withMap = await buildApp({ db: t.db, mapTileUrl: template });
    const without = await buildApp({ db: t.db });
    apps.push(withMap, without);
    expect((await withMap.inject('/api/site-config')).json()).toEqual({ map_embed_url: template });
    expect((await without.inject('/api/site-config')).json()).toEqual({ map_embed_url: null });
  });

  it('fills in the address and zoom 18', () => {
    expect(mapEmbedUrl('https://m/?q={address}&z={zoom}', '12 MAIN ST, LANSING')).toBe(
      'https://m/?q=12%20MAIN%20ST%2C%20LANSING&z=18',
    );
    expect(mapEmbedUrl(null, '12 MAIN ST')).toBeNull();
  });
});
