import type { Queryable } from '@voterroll/db/database';
import { currentSnapshot } from '@voterroll/records/snapshots/current-snapshot';

declare module 'fastify' {
  interface FastifyInstance {
    /** The latest published snapshot's date (null before any), as known at most maxAgeMs ago. */
    currentSnapshot(): Promise<string | null>;
  }
}

/**
 * Nearly every read asks for the current snapshot before its own query. Remembered for `maxAgeMs`,
 * a read makes one round trip to the database fewer (measured statewide, 16 clients: about 10% more
 * type-ahead answers a second). A load publishes from another process (the CLI), which cannot tell
 * the server: for up to `maxAgeMs` after a publication, reads still get the previous month, whose
 * tables stay. 0 asks every time. Concurrent readers of an expired date share one question.
 */
export function currentSnapshotReader(
  db: Queryable,
  maxAgeMs: number,
  now: () => number = () => performance.now(),
): () => Promise<string | null> {
  if (maxAgeMs <= 0) return () => currentSnapshot(db);
  let known: { date: string | null; at: number } | null = null;
  let asking: Promise<string | null> | null = null;
  return () => {
    if (known && now() - known.at < maxAgeMs) return Promise.resolve(known.date);
    if (!asking) {
      const at = now();
      asking = currentSnapshot(db)
        .then((date) => {
          known = { date, at };
          return date;
        })
        .finally(() => {
          asking = null;
        });
    }
    return asking;
  };
}
