import { rolesWith, SESSION_EXPIRED_MESSAGE } from '@voterroll/contract/policies';
import { z } from 'zod';
import type { RouteAccess } from '../auth/route-access';
import { answersWithEtag } from './public-cache';

/** One /api route as the gate recorded it: its method, path, access and zod schemas. */
export interface DocumentedRoute {
  method: string;
  url: string;
  access: RouteAccess;
  schema?: { body?: unknown; querystring?: unknown; params?: unknown; response?: unknown };
  rateLimited?: boolean;
  produces?: string;
}

type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: {
    title: string;
    version: string;
    description: string;
  };
  servers: { url: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes: {
      accessToken: { type: 'apiKey'; in: 'header'; name: 'x-access-token'; description: string };
    };
    schemas: { Error: JsonSchema };
  };
}

export interface Operation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  /** 'public', or the permission the route needs and the roles holding it. */
  'x-access': string;
  'x-roles'?: readonly string[];
  /** [] for a public route; the session token otherwise. */
  security: { accessToken: [] }[];
  parameters?: { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema }[];
  requestBody?: { required: true; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<
    string,
    {
      description: string;
      headers?: Record<string, { description: string; schema: JsonSchema }>;
      content?: Record<string, { schema: JsonSchema }>;
    }
  >;
  /** What of the route could not be described (a schema zod cannot express as JSON Schema). */
  'x-undocumented'?: string[];
}

/**
 * /api/address/:county -> /api/address/{county}. A trailing slash goes: the server answers both
 * forms of every route (http/trailing-slash.ts), so the document names one.
 */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/(.)\/$/, '$1');

const ERROR_REF = { $ref: '#/components/schemas/Error' };
const ETAG_HEADER = {
  description: 'A tag of this answer: send it as If-None-Match to be told 304 while it holds',
  schema: { type: 'string' },
};
const errorContent = { 'application/json': { schema: ERROR_REF } };

/** getApiReviewListFilterCodeCounty: unique per method and path. */
function operationIdOf(method: string, path: string): string {
  const words = path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return method + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

/** The area a route belongs to, by its path's first word: the document's tags. */
function tagOf(path: string): string {
  const first = path.replace(/^\/api\//, '').split(/[/{]/)[0] ?? '';
  return first.replace(/-.*/, '') || 'api';
}

/**
 * The OpenAPI 3.1 document of the route table, from each route's zod schemas (zod's own JSON Schema
 * output, draft 2020-12, which 3.1 uses) and its declared access. Generated, never written by hand:
 * a route registered anywhere appears. A schema that cannot be expressed (not zod, or a type JSON
 * Schema lacks) does not stop the document: the operation is listed with what is missing named
 * in `x-undocumented`, and `onGap` hears of it.
 */
export function openApiDocument(
  routes: readonly DocumentedRoute[],
  onGap: (message: string) => void = () => {},
): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const method = route.method.toLowerCase();
    if (method === 'head' || method === 'options') continue;
    const path = openApiPath(route.url);
    // A route registered with and without its trailing slash is one operation.
    if (paths[path]?.[method]) continue;
    const gaps: string[] = [];
    const convert = (part: string, schema: unknown, io: 'input' | 'output'): JsonSchema | undefined => {
      if (schema === undefined) return undefined;
      try {
        if (!(schema instanceof z.ZodType)) throw new Error('not a zod schema');
        const { $schema: _, ...json } = z.toJSONSchema(schema, {
          target: 'draft-2020-12',
          io,
          unrepresentable: 'any',
        });
        return json;
      } catch (e) {
        const message = `${route.method} ${route.url}: the ${part} schema is not described (${e instanceof Error ? e.message : String(e)})`;
        gaps.push(message);
        onGap(message);
        return undefined;
      }
    };
    const s = route.schema ?? {};
    const access = route.access === 'public' ? 'public' : route.access.permission;
    const operation: Operation = {
      operationId: operationIdOf(method, path),
      summary: `${route.method} ${path}`,
      description:
        route.access === 'public'
          ? 'Public: no account needed.'
          : `Needs a session token (x-access-token) and the permission ${access}.`,
      tags: [tagOf(path)],
      'x-access': access,
      security: [],
      responses: {},
    };
    if (route.access !== 'public') {
      operation['x-roles'] = rolesWith(route.access.permission);
      operation.security = [{ accessToken: [] }];
    }
    // A schema may name path parameters of a longer form of the path (the short forms of
    // /api/review-list/{filterCode}/{county}[/{jurisdiction}[/{precinct}]]): only the path's own.
    const inPath = new Set([...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!));
    const parameters = [
      ...parametersOf(convert('params', s.params, 'input'), 'path').filter((p) => inPath.has(p.name)),
      ...parametersOf(convert('querystring', s.querystring, 'input'), 'query'),
    ];
    for (const name of path.matchAll(/\{([^}]+)\}/g)) {
      if (!parameters.some((p) => p.in === 'path' && p.name === name[1]))
        parameters.push({ name: name[1]!, in: 'path', required: true, schema: { type: 'string' } });
    }
    if (parameters.length > 0) operation.parameters = parameters;
    const body = convert('body', s.body, 'input');
    if (body) operation.requestBody = { required: true, content: { 'application/json': { schema: body } } };
    const responses = typeof s.response === 'object' && s.response !== null ? s.response : {};
    for (const [code, schema] of Object.entries(responses)) {
      if (code === '200' && route.produces) {
        operation.responses[code] = {
          description: describeStatus(code),
          content: { [route.produces]: { schema: { type: 'string', contentMediaType: route.produces } } },
        };
        continue;
      }
      const json = convert(`${code} response`, schema, 'output');
      operation.responses[code] = json
        ? { description: describeStatus(code), content: { 'application/json': { schema: json } } }
        : { description: describeStatus(code) };
    }
    if (Object.keys(operation.responses).length === 0) operation.responses['200'] = { description: 'OK' };
    // A public read carries an ETag and answers 304 to a matching If-None-Match (http/public-cache.ts).
    if (answersWithEtag(route)) {
      const ok = operation.responses['200'] ?? { description: 'OK' };
      operation.responses['200'] = { ...ok, headers: { ETag: ETAG_HEADER } };
      operation.responses['304'] = { description: describeStatus('304'), headers: { ETag: ETAG_HEADER } };
    }
    // What every route may answer besides its own: a refused input, the gate, its rate limit.
    const failures = [
      parameters.length > 0 || body ? '400' : null,
      route.access !== 'public' ? '401' : null,
      route.access !== 'public' ? '403' : null,
      route.rateLimited ? '429' : null,
    ];
    for (const code of failures)
      if (code) operation.responses[code] ??= { description: describeStatus(code), content: errorContent };
    if (gaps.length > 0) operation['x-undocumented'] = gaps;
    paths[path] = { ...paths[path], [method]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Michigan Voter Roll Integrity API',
      version: '1',
      description:
        'Generated from the route table and the contract’s zod schemas. Routes marked public need no account (they are rate limited per client); the others need a session token in the x-access-token header (POST /api/auth/signin) and the permission named in x-access.',
    },
    servers: [{ url: '/', description: 'This server' }],
    paths,
    components: {
      securitySchemes: {
        accessToken: {
          type: 'apiKey',
          in: 'header',
          name: 'x-access-token',
          description: 'The accessToken answered by POST /api/auth/signin.',
        },
      },
      schemas: {
        Error: {
          type: 'object',
          properties: { message: { type: 'string', description: 'What went wrong, in the user’s terms' } },
          required: ['message'],
        },
      },
    },
  };
}

function parametersOf(schema: JsonSchema | undefined, where: 'path' | 'query') {
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema?.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

const STATUS: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '204': 'No content',
  '304': 'Not modified: the If-None-Match header names the current answer’s ETag (no body)',
  '400': 'The request was not accepted (the message says why)',
  '401': `No valid session: ${SESSION_EXPIRED_MESSAGE}`,
  '403': 'The account lacks the permission, or the registration is outside its area',
  '404': 'Not found',
  '409': 'Changed meanwhile, or already done',
  '429': 'Too many requests from this client',
};

const describeStatus = (code: string) => STATUS[code] ?? `Status ${code}`;
