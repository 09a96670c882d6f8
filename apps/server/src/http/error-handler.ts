import type { FastifyError, FastifyInstance } from 'fastify';
import { withoutSecrets } from './log-safe-error';

/** What a person reads for an unexpected failure: the 500 page's words (spec 1, spec 2 section 8). */
export const SERVER_ERROR_MESSAGE = 'Internal Server Error';

/**
 * Expected failures are answered by the routes (Result values with their messages). What reaches
 * this handler: a request the schema refused (400 with its refusals' messages), a client error
 * Fastify raised (its message: body too large, wrong content type), or an unexpected failure,
 * which is logged once, with its stack and the request id, and answered with the 500 page's words
 * and the request id only: no stack, no SQL, no message of the error reaches the client. The log
 * gets the error's name, code, message and stack with addresses masked, not its other fields: a
 * database error's detail quotes the row it refused (a person's name, address, e-mail).
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The schema's own words for each refusal, without Fastify's "body/username " prefixes: a
    // person reads them (spec messages, e.g. "This field is required!").
    if (error.validation) return reply.status(400).send({ message: refusalsOf(error) });
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.status(status).send({ message: error.message });
    request.log.error({ err: withoutSecrets(error, []), reqId: request.id }, 'unexpected failure');
    return reply.status(500).send({ message: SERVER_ERROR_MESSAGE, request_id: request.id });
  });
}

/** Each distinct message of a refused request, in the schema's order, joined by "; ". */
function refusalsOf(error: FastifyError): string {
  const messages = [...new Set((error.validation ?? []).map((v) => v.message ?? ''))].filter(Boolean);
  return messages.length > 0 ? messages.join('; ') : error.message;
}
