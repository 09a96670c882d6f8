import { rolesWith, SESSION_EXPIRED_MESSAGE } from '@voterroll/contract/policies';
import { z } from 'zod';
import type { RouteAccess } from './route-access';

/** One /api route as the gate recorded it: its method, path, access and zod schemas. */
export interface DocumentedRoute {
  method: string;
  url: string;
  access: RouteAccess;
  schema?: { body?: unknown; querystring?: unknown; params?: unknown; response?: unknown };
}

type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, Operation>>;
}

export interface Operation {
  summary: string;
  /** 'public', or the permission the route needs and the roles holding it. */
  'x-access': string;
  'x-roles'?: readonly string[];
  security?: { accessToken: [] }[];
  parameters?: { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema }[];
  requestBody?: { required: true; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<
    string,
    { description: string; content?: { 'application/json': { schema: JsonSchema } } }
  >;
  /** What of the route could not be described (a schema zod cannot express as JSON Schema). */
  'x-undocumented'?: string[];
}

/** /api/address/:county -> /api/address/{county} */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

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
    const operation: Operation = {
      summary: `${route.method} ${route.url}`,
      'x-access': route.access === 'public' ? 'public' : route.access.permission,
      responses: {},
    };
    if (route.access !== 'public') {
      operation['x-roles'] = rolesWith(route.access.permission);
      operation.security = [{ accessToken: [] }];
    }
    const parameters = [
      ...parametersOf(convert('params', s.params, 'input'), 'path'),
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
      const json = convert(`${code} response`, schema, 'output');
      operation.responses[code] = json
        ? { description: describeStatus(code), content: { 'application/json': { schema: json } } }
        : { description: describeStatus(code) };
    }
    if (Object.keys(operation.responses).length === 0) operation.responses['200'] = { description: 'OK' };
    if (route.access !== 'public') {
      operation.responses['401'] ??= { description: describeStatus('401') };
      operation.responses['403'] ??= { description: describeStatus('403') };
    }
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
    paths,
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
  '400': 'The request was not accepted (the message says why)',
  '401': `No valid session: ${SESSION_EXPIRED_MESSAGE}`,
  '403': 'The account lacks the permission, or the registration is outside its area',
  '404': 'Not found',
  '409': 'Changed meanwhile, or already done',
  '423': 'Account locked',
  '429': 'Too many requests from this client',
};

const describeStatus = (code: string) => STATUS[code] ?? `Status ${code}`;
