import { CONTROL_CHARACTER_MESSAGE, hasControlCharacters } from '@voterroll/contract/control-characters';
import type { FastifyInstance } from 'fastify';

function holdsControl(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return hasControlCharacters(value);
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  for (const v of Array.isArray(value) ? value : Object.values(value))
    if (holdsControl(v, depth + 1)) return true;
  return false;
}

/**
 * Refuses, before any route's validation, a request whose path parameters, query or JSON body
 * hold a control character: every text parameter of every route, where a NUL was a 500.
 */
export function registerControlCharacterCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    if (holdsControl(request.params) || holdsControl(request.query) || holdsControl(request.body))
      return reply.status(400).send({ message: CONTROL_CHARACTER_MESSAGE });
  });
}
