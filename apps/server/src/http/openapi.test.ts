import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appPerFile } from '../test-support/app-per-file';
import { type OpenApiDocument, openApiDocument, openApiPath } from './openapi';

const t = appPerFile();

const served = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  return res.json<OpenApiDocument>();
};

describe('/api/openapi.json', () => {
  it('lists every route of the route table with its access: public, or the permission and its roles', async () => {
    const doc = await served();
    expect(doc.openapi).toBe('3.1.0');
    // A route whose schema cannot be described is still listed (its gap is named, not fatal).
    const gaps: string[] = [];
    openApiDocument(t.app.apiRoutes, (g) => gaps.push(g));
    if (gaps.length > 0) console.warn(`OpenAPI gaps:\n${gaps.join('\n')}`);
    const routes = t.app.apiRoutes.filter((r) => r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(30);
    const missing = routes.filter((r) => !doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()]);
    expect(missing.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    for (const r of routes) {
      const op = doc.paths[openApiPath(r.url)]![r.method.toLowerCase()]!;
      expect(op['x-access']).toBe(r.access === 'public' ? 'public' : r.access.permission);
      if (r.access !== 'public') expect(op['x-roles']?.length).toBeGreaterThan(0);
    }
  });

  it("describes a route's body, parameters and answers from the contract's zod schemas", async () => {
    const doc = await served();
    const signin = doc.paths['/api/auth/signin']?.post;
    expect(signin?.['x-access']).toBe('public');
    expect(signin?.requestBody?.content['application/json'].schema).toMatchObject({
      type: 'object',
      properties: { username: expect.any(Object), password: expect.any(Object) },
    });
    expect(Object.keys(signin?.responses ?? {})).toEqual(expect.arrayContaining(['200', '401', '429']));
    const check = doc.paths['/api/auth/check-session']?.get;
    expect(check?.['x-access']).toBe('session.check');
    expect(check?.security).toEqual([{ accessToken: [] }]);
    const byCounty = Object.entries(doc.paths).find(([p]) => p.includes('{county}'));
    expect(byCounty?.[1].get?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'county', in: 'path', required: true })]),
    );
  });

  it('lists a route whose schema cannot be described, saying what is missing, instead of failing', () => {
    const gaps: string[] = [];
    const doc = openApiDocument(
      [
        {
          method: 'POST',
          url: '/api/odd/:id',
          access: { permission: 'session.check' },
          schema: { body: { type: 'object' } },
        },
        {
          method: 'GET',
          url: '/api/fine',
          access: 'public',
          schema: { querystring: z.object({ q: z.string() }) },
        },
      ],
      (g) => gaps.push(g),
    );
    expect(gaps).toEqual(['POST /api/odd/:id: the body schema is not described (not a zod schema)']);
    expect(doc.paths['/api/odd/{id}']?.post?.['x-undocumented']).toEqual(gaps);
    expect(doc.paths['/api/odd/{id}']?.post?.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
    ]);
    expect(doc.paths['/api/fine']?.get?.parameters).toEqual([
      { name: 'q', in: 'query', required: true, schema: { type: 'string' } },
    ]);
  });
});

describe('/api/docs', () => {
  it('is one readable page with every route and its access, without scripts, under the CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).not.toMatch(/<script|<style|style=|https?:\/\/(?!localhost)/i);
    for (const r of t.app.apiRoutes.filter((r) => r.method !== 'HEAD'))
      expect(res.body).toContain(`<code>${openApiPath(r.url)}</code>`);
    expect(res.body).toContain('session.check (');
  });
});

describe('the document as tools read it', () => {
  it("passes Redocly's recommended rules with no error", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: res.body, absoluteRef: 'openapi.json', config });
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ''})`);
    expect(errors).toEqual([]);
  });

  it('lets a client sign in from it alone: the token is a declared header scheme, public routes need none', async () => {
    const doc = await served();
    expect(doc.components.securitySchemes.accessToken).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'x-access-token',
    });
    expect(doc.paths['/api/auth/signin']?.post?.security).toEqual([]);
    const ids = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
    // A file answers as the file it is.
    expect(Object.keys(doc.paths['/api/download-file']?.post?.responses['200']?.content ?? {})).toEqual([
      'application/gzip',
    ]);
    // Refusals carry the { message } body.
    expect(
      doc.paths['/api/auth/check-session']?.get?.responses['401']?.content?.['application/json'],
    ).toEqual({
      schema: { $ref: '#/components/schemas/Error' },
    });
  });

  it('answers a route registered only with a trailing slash without it too, as the document names it', async () => {
    const doc = await served();
    expect(Object.keys(doc.paths).filter((p) => p.endsWith('/'))).toEqual([]);
    expect(doc.paths['/api/zonal-lead']).toBeDefined();
    const withSlash = await t.app.inject({ method: 'GET', url: '/api/zonal-lead/' });
    const without = await t.app.inject({ method: 'GET', url: '/api/zonal-lead' });
    expect(withSlash.statusCode).toBe(401);
    expect(without.statusCode).toBe(401);
  });
});
