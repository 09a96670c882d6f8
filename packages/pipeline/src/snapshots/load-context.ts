import type { Queryable } from '@voterroll/db/database';
import { previousSnapshot } from '@voterroll/records/snapshots/current-snapshot';
import { type SnapshotTables, snapshotTables } from './snapshot-tables';

/**
 * What every stage of one load works on, resolved once when the load starts: the snapshot's own
 * tables (and its date) and the snapshot the changes are counted against. No stage looks the
 * previous snapshot up again.
 */
export interface LoadContext {
  tables: SnapshotTables;
  /** The latest published snapshot before this one, or null (a database's first load). */
  previous: string | null;
}

export async function resolveLoadContext(db: Queryable, snapshotDate: string): Promise<LoadContext> {
  return { tables: snapshotTables(snapshotDate), previous: await previousSnapshot(db, snapshotDate) };
}
