import type { FastifyRequest } from 'fastify';

/** One rate limit: at most `max` calls per client address per `windowMs` on each route. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/**
 * What keeps the public lookups from serving as a copy of the voter file (issue 3, item 7): rate
 * limits per client and route, and caps on how many rows one answer holds. Read from the
 * environment in config.ts; tests pass small values.
 */
export interface PublicLimits {
  /** Searches by name or voter id and the voter summary. */
  search: RateLimit;
  /** An address's registrations, a voter's history and ballot tracker. */
  lookup: RateLimit;
  /** The address type-ahead, called as a person types (500 ms apart at most). */
  typeAhead: RateLimit;
  /** Rows in a type-ahead answer. */
  addressSuggestionsMax: number;
  /** Rows in a name search answer. */
  voterSearchMax: number;
  /** Registrations in an address's answer. */
  addressRegistrationsMax: number;
}

/** The route config of a rate-limited public route, with the message a person reads on 429. */
export function rateLimitConfig(limit: RateLimit) {
  return {
    max: limit.max,
    timeWindow: limit.windowMs,
    errorResponseBuilder: (_request: FastifyRequest, context: { after: string; statusCode: number }) => ({
      statusCode: context.statusCode,
      message: `Too many requests from your connection. Please wait ${context.after} and try again.`,
    }),
  };
}
