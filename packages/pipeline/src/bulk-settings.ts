import type { Db, Queryable } from '@voterroll/db/database';

/**
 * Settings for the load's big statements, local to their transaction. JIT: compiling each
 * statement costs more CPU than it saves on these one-pass scans (measured: 0.15 s a statement).
 * Index builds sort in memory. work_mem stays as it is: with 256 MB the planner sorts a million
 * rows where the spilling hash aggregate it picks otherwise costs half the CPU (measured).
 */
export const BULK_SETTINGS = `set local maintenance_work_mem = '256MB'; set local jit = off`;

/**
 * PGlite writes what spills from a sort or hash to a slow file system: there, grouping the
 * snapshot's addresses in memory costs a third of spilling them (measured: 3.2 s vs 8.8 s on a
 * million rows), while on PostgreSQL the spilling hash aggregate stays cheaper.
 */
const PGLITE_SETTINGS = `set local work_mem = '64MB'`;

/** Runs `work` in a transaction with the bulk settings. */
export function withBulkSettings<T>(db: Db, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.exec(db.engine === 'pglite' ? `${BULK_SETTINGS}; ${PGLITE_SETTINGS}` : BULK_SETTINGS);
    return work(tx);
  });
}
