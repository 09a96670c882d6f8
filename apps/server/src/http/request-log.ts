import { LogController } from 'fastify';

/**
 * One log line per answered request, where Fastify writes two (on arrival and on answer): the
 * request's id, method, path without its query string (app.ts's serializer), status and time.
 * At statewide load the second line was a measurable part of a request's CPU.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(...[error, request, reply]: Parameters<LogController['requestCompleted']>): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
