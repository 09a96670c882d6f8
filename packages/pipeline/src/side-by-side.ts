import type { Db } from '@voterroll/db/database';

/**
 * Two parts of a load that do not read each other's work: on PostgreSQL side by side, each on
 * connections of its own, so that both cores work; on PGlite (one connection) in turn. Both settle
 * before a failure of either is thrown, so that discarding the load finds neither still writing.
 */
export async function sideBySide<A, B>(db: Db, a: () => Promise<A>, b: () => Promise<B>): Promise<[A, B]> {
  if (db.engine !== 'postgres') return [await a(), await b()];
  const [first, second] = await Promise.allSettled([a(), b()]);
  if (first.status === 'rejected') throw first.reason;
  if (second.status === 'rejected') throw second.reason;
  return [first.value, second.value];
}
