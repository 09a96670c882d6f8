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
/** The most hits one claim takes for a process to count locally. */
const LEASE_MAX = 64;
/** A claim takes this share of what the last claim left of the limit (at least one hit). */
const LEASE_SHARE = 16;
/** Keys remembered by one store before ended windows are dropped. */
const KEYS_KEPT = 10_000;

/**
 * One claim of `$3` hits: the row's window restarts when it has ended, else its count grows by the
 * claim. The database's clock decides, so processes whose clocks differ agree on windows.
 */
const CLAIM = `
  insert into rate_limit_counts as c (key_hash, window_start, window_ms, hits)
  values ($1, now(), $2, $3)
  on conflict (key_hash) do update set
    window_start = case when c.window_start + c.window_ms * interval '1 millisecond' <= now()
                        then now() else c.window_start end,
    window_ms = case when c.window_start + c.window_ms * interval '1 millisecond' <= now()
                     then excluded.window_ms else c.window_ms end,
    hits = case when c.window_start + c.window_ms * interval '1 millisecond' <= now()
                then excluded.hits else c.hits + excluded.hits end
  returning hits,
    greatest(0, ceil(extract(epoch from (window_start + window_ms * interval '1 millisecond' - now())) * 1000))::integer as ttl_ms`;

/**
 * A key's lease: hits claimed in the database and not yet counted here. `next` is the count the
 * next local hit has; `left` how many hits the lease still holds; `endsAt` the window's end by
 * this process's clock.
 */
interface Lease {
  next: number;
  left: number;
  endsAt: number;
  /** What the last claim left of the limit: the next claim takes a share of it. */
  remaining: number;
}

type Result = { current: number; ttl: number };

/**
 * The rate limits' counters (@fastify/rate-limit's `store`) in PostgreSQL, so that N server
 * processes on one database give one limit, not N times it. A round trip a request cost the
 * type-ahead as much CPU as its search, so a process claims leases of hits (1/16 of what is left,
 * 1 to 64) and counts them itself until spent or the window ends: together the processes never
 * allow more than the limit, and hits one claimed and did not use may refuse a client up to a
 * lease early on another; limits under 32 claim one hit at a time (exact). Keys are the route
 * (method, path, limit) and the client's key, hashed. The plugin's continueExceeding and
 * exponentialBackoff options are not supported (no route uses them).
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseStore implements RateLimitStore {
    private readonly leases = new Map<string, Lease>();
    private readonly claims = new Map<string, Promise<void>>();

    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: Result) => void,
      timeWindow = 60_000,
      max = Number.MAX_SAFE_INTEGER,
    ): void {
      this.hit(key, Math.trunc(timeWindow), max).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    private async hit(key: string, windowMs: number, max: number): Promise<Result> {
      for (;;) {
        const counted = this.fromLease(key);
        if (counted) return counted;
        const pending = this.claims.get(key);
        if (pending) {
          await pending;
          continue;
        }
        const claim = this.claim(key, windowMs, max).finally(() => this.claims.delete(key));
        this.claims.set(key, claim);
        await claim;
      }
    }

    /** A hit counted on the key's lease, or undefined when it has none left in a running window. */
    private fromLease(key: string): Result | undefined {
      const lease = this.leases.get(key);
      const now = Date.now();
      if (!lease || lease.endsAt <= now) return undefined;
      // A spent lease whose window is over the limit refuses without asking again: the count
      // cannot fall before the window ends.
      if (lease.left <= 0 && lease.remaining > 0) return undefined;
      const current = lease.next;
      if (lease.left > 0) {
        lease.left -= 1;
        lease.next += 1;
      }
      return { current, ttl: lease.endsAt - now };
    }

    private async claim(key: string, windowMs: number, max: number): Promise<void> {
      const known = this.leases.get(key);
      const base = known && known.endsAt > Date.now() ? known.remaining : max;
      const take = Math.max(1, Math.min(LEASE_MAX, Math.floor(base / LEASE_SHARE)));
      const hash = createHash('sha256').update(`${this.prefix}${key}`).digest();
      const [row] = await db.query<{ hits: number; ttl_ms: number }>(CLAIM, [hash, windowMs, take]);
      const hits = row?.hits ?? take;
      const before = hits - take;
      const granted = Math.max(0, Math.min(take, max - before));
      if (this.leases.size >= KEYS_KEPT) this.dropEnded();
      this.leases.set(key, {
        // Past the limit, every hit counts as one more than the limit: the plugin refuses it.
        next: granted > 0 ? before + 1 : Math.max(before, max) + 1,
        left: granted,
        endsAt: Date.now() + (row?.ttl_ms ?? windowMs),
        remaining: Math.max(0, max - hits),
      });
    }

    private dropEnded(): void {
      const now = Date.now();
      for (const [key, lease] of this.leases) if (lease.endsAt <= now) this.leases.delete(key);
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
