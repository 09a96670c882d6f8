import type { Queryable } from '@voterroll/db/database';

/** The latest published snapshot, or null when none is. */
export async function currentSnapshot(db: Queryable): Promise<string | null> {
  const [row] = await db.query<{ date: string | null }>(
    `select max(snapshot_date) as date from snapshots where status = 'ready'`,
  );
  return row?.date ?? null;
}

/** The latest published snapshot before this one, or null. */
export async function previousSnapshot(db: Queryable, snapshotDate: string): Promise<string | null> {
  const [row] = await db.query<{ d: string | null }>(
    `select max(snapshot_date) as d from snapshots where status = 'ready' and snapshot_date < $1::date`,
    [snapshotDate],
  );
  return row?.d ?? null;
}
