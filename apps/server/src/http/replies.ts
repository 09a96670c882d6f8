import type { FastifyReply } from 'fastify';

/**
 * Refusals in the contract's shape (`errorResponse`, common-api.ts): a status and one message, and
 * what else the route's refusal schema carries (the flags' `flag`).
 */
export const refuse = (
  reply: FastifyReply,
  status: number,
  message: string,
  more?: Record<string, unknown>,
) => reply.status(status).send({ message, ...more });

export const badRequest = (reply: FastifyReply, message: string) => refuse(reply, 400, message);
export const forbidden = (reply: FastifyReply, message: string) => refuse(reply, 403, message);
export const notFound = (reply: FastifyReply, message: string) => refuse(reply, 404, message);
export const conflict = (reply: FastifyReply, message: string) => refuse(reply, 409, message);
