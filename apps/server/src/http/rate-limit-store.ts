import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '@voterroll/db/database';
import type { FastifyInstance } from 'fastify';

/**
 * What @fastify/rate-limit asks of a store (its LocalStore and RedisStore have the same shape; it
 * passes the window and the maximum after the callback, which its types leave out).
 */
type RateLimitStore = FastifyRateLimitStore;
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];

/** The merged options of one limited route, as the plugin passes them to `child`. */
interface RouteOptions {
  routeInfo?: { method?: string | string[]; url?: string };
  max?: unknown;
  timeWindow?: unknown;
}

/** How often windows that have ended are deleted. */
const SWEEP_EVERY_MS = 60_000;

/**
 * One request's count: the row's window restarts when it has ended, else its count grows. The
 * database's clock decides, so processes whose clocks differ agree on windows.
 */
const COUNT = `
  insert into rate_limit_counts as c (key_hash, window_start, window_ms, hits)
  values ($1, now(), $2, 1)
  on conflict (key_hash) do update set
    window_start = case when c.window_start + c.window_ms * interval '1 millisecond' <= now()
                        then now() else c.window_start end,
    window_ms = case when c.window_start + c.window_ms * interval '1 millisecond' <= now()
                     then excluded.window_ms else c.window_ms end,
    hits = case when c.window_start + c.window_ms * interval '1 millisecond' <= now()
                then 1 else c.hits + 1 end
  returning hits,
    greatest(0, ceil(extract(epoch from (window_start + window_ms * interval '1 millisecond' - now())) * 1000))::integer as ttl_ms`;

/**
 * The rate limits' counters (@fastify/rate-limit's `store`) in PostgreSQL, so that N server
 * processes on one database give one limit, not N times it. A store is a class the plugin
 * constructs; this makes one bound to `db`. Keys are the route (method, path and limit) and the
 * client's key (its address), hashed. The plugin's continueExceeding and exponentialBackoff options are not
 * supported (no route uses them).
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseStore implements RateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow = 60_000,
    ): void {
      const hash = createHash('sha256').update(`${this.prefix}${key}`).digest();
      db.query<{ hits: number; ttl_ms: number }>(COUNT, [hash, Math.trunc(timeWindow)]).then(
        ([row]) => callback(null, { current: row?.hits ?? 1, ttl: row?.ttl_ms ?? timeWindow }),
        (error: Error) => callback(error),
      );
    }

    child(childOptions: ChildOptions): RateLimitStore {
      const routeOptions = childOptions as unknown as RouteOptions;
      const method = [routeOptions.routeInfo?.method ?? ''].flat().join(',');
      const url = routeOptions.routeInfo?.url ?? '';
      // The limit is part of the key: processes configured alike share a count, and apps built with
      // another limit (tests) count afresh.
      const limit = `${String(routeOptions.max ?? '')}/${String(routeOptions.timeWindow ?? '')}`;
      return new DatabaseStore(undefined, `${this.prefix}${method} ${url} ${limit}-`);
    }
  }
  return DatabaseStore;
}

/** Deletes the rows whose window has ended; returns how many. */
export async function sweepRateLimitCounts(db: Db): Promise<number> {
  const rows = await db.query(
    `delete from rate_limit_counts
      where window_start + window_ms * interval '1 millisecond' <= now() returning 1`,
  );
  return rows.length;
}

/**
 * @fastify/rate-limit's options for this app: on PostgreSQL, the counters in the database (swept
 * every minute while the app runs); on PGlite, one process by construction, the plugin's memory.
 */
export function rateLimitOptions(
  app: FastifyInstance,
  db: Db,
): { global: false; store?: FastifyRateLimitStoreCtor } {
  if (db.engine !== 'postgres') return { global: false };
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      sweepRateLimitCounts(db).catch((error: unknown) =>
        app.log.warn({ err: error }, 'rate-limit sweep failed'),
      );
    }, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
  return { global: false, store: databaseRateLimitStore(db) };
}
