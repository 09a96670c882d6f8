import type { Db, Queryable } from '@voterroll/db/database';

/**
 * Settings for the load's big statements, local to their transaction. JIT: compiling each
 * statement costs more CPU than it saves on these one-pass scans (measured: 0.15 s a statement).
 * Index builds sort in memory. work_mem stays as it is: with 256 MB the planner sorts a million
 * rows where the spilling hash aggregate it picks otherwise costs half the CPU (measured).
 */
export const BULK_SETTINGS = `set local maintenance_work_mem = '256MB'; set local jit = off`;

/** Runs `work` in a transaction with the bulk settings. */
export function withBulkSettings<T>(db: Db, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.exec(BULK_SETTINGS);
    return work(tx);
  });
}
