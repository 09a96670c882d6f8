import type { Db, Queryable } from '@voterroll/db/database';

/**
 * Settings for the load's big statements, local to their transaction. JIT: compiling each
 * statement costs more CPU than it saves on these one-pass scans. Index builds sort in memory.
 * work_mem stays as it is: with more the planner sorts where the spilling hash aggregate it picks
 * otherwise costs less CPU (figures: docs/performance.md).
 */
export const BULK_SETTINGS = `set local maintenance_work_mem = '256MB'; set local jit = off`;

/**
 * PGlite writes what spills from a sort or hash to a slow file system: there, grouping the
 * snapshot's addresses in memory costs a third of spilling them, while on PostgreSQL the spilling
 * hash aggregate stays cheaper (docs/performance.md).
 */
const PGLITE_SETTINGS = `set local work_mem = '64MB'`;

/** Runs `work` in a transaction with the bulk settings. */
export function withBulkSettings<T>(db: Db, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.exec(db.engine === 'pglite' ? `${BULK_SETTINGS}; ${PGLITE_SETTINGS}` : BULK_SETTINGS);
    return work(tx);
  });
}
