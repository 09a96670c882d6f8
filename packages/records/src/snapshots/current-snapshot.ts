import type { Queryable } from '@voterroll/db/database';

/** The latest published snapshot, or null when none is. */
export async function currentSnapshot(db: Queryable): Promise<string | null> {
  const [row] = await db.query<{ date: string | null }>(
    `select max(snapshot_date) as date from snapshots where status = 'ready'`,
    [],
    { prepare: 'current-snapshot' },
  );
  return row?.date ?? null;
}

/** A published snapshot by its date, with the one published before it (null: the first). */
export async function snapshotPair(
  db: Queryable,
  snapshotDate: string,
): Promise<{ snapshot: string; previous: string | null } | null> {
  const [row] = await db.query<{ snapshot: string; previous: string | null }>(
    `select s.snapshot_date as snapshot,
            (select max(p.snapshot_date) from snapshots p
              where p.status = 'ready' and p.snapshot_date < s.snapshot_date) as previous
       from snapshots s where s.snapshot_date = $1::date and s.status = 'ready'`,
    [snapshotDate],
    { prepare: 'snapshot-pair' },
  );
  return row ?? null;
}

/** The latest published snapshot before this one, or null. */
export async function previousSnapshot(db: Queryable, snapshotDate: string): Promise<string | null> {
  const [row] = await db.query<{ d: string | null }>(
    `select max(snapshot_date) as d from snapshots where status = 'ready' and snapshot_date < $1::date`,
    [snapshotDate],
    { prepare: 'previous-snapshot' },
  );
  return row?.d ?? null;
}

/** Whether a published month was archived (`voterroll keep-months`): its registrations are gone. */
export async function isArchivedSnapshot(db: Queryable, snapshotDate: string): Promise<boolean> {
  const [row] = await db.query<{ archived: boolean }>(
    'select archived_at is not null as archived from snapshots where snapshot_date = $1::date',
    [snapshotDate],
  );
  return row?.archived ?? false;
}
