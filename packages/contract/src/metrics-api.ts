import { z } from 'zod';

/** A zone: MICHIGAN for the whole state, otherwise the 32-hex hash of a county, jurisdiction or precinct. */
export const zoneHashSchema = z
  .string()
  .max(64)
  .regex(/^(MICHIGAN|[0-9a-f]{32})$/, 'Unknown zone: a zone is MICHIGAN or a 32-character zone hash.');

export const currentMetricsParams = z.object({ zoneHash: zoneHashSchema });
export const currentMetricsResponse = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));

export const healthResponse = z.object({ status: z.literal('ok'), engine: z.enum(['pglite', 'postgres']) });
export const errorResponse = z.object({ message: z.string() });
