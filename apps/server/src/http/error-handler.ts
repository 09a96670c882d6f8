import type { FastifyError, FastifyInstance } from 'fastify';

/** What a person reads for an unexpected failure: the 500 page's words (spec 1, spec 2 section 8). */
export const SERVER_ERROR_MESSAGE = 'Internal Server Error';

/**
 * Expected failures are answered by the routes (Result values with their messages). What reaches
 * this handler: a request the schema refused (400 with the validation message), a client error
 * Fastify raised (its message: body too large, wrong content type), or an unexpected failure,
 * which is logged once, with its stack and the request id, and answered with the 500 page's words
 * and the request id only: no stack, no SQL, no message of the error reaches the client.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) return reply.status(400).send({ message: error.message });
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.status(status).send({ message: error.message });
    request.log.error({ err: error, reqId: request.id }, 'unexpected failure');
    return reply.status(500).send({ message: SERVER_ERROR_MESSAGE, request_id: request.id });
  });
}
