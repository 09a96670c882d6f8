import type { Db } from '@voterroll/db/database';
import { partitionsOf, type SnapshotTables, snapshotTables } from './snapshot-tables';

/** Removes every trace of an unfinished load, so that nothing half-loaded stays behind. */
export async function discardUnpublished(db: Db, t: SnapshotTables): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.exec(
      [
        t.lastVote,
        t.duplicateCandidates,
        t.historyStage,
        t.changeStage,
        ...partitionsOf(t).map((p) => p.table),
      ]
        .map((table) => `drop table if exists ${table}`)
        .join('; '),
    );
    for (const table of ['deceased_records', 'ncoa_records', 'postal_locations', 'canvass_records']) {
      await tx.query(`delete from ${table} where snapshot_date = $1::date`, [t.snapshotDate]);
    }
    await tx.query(`delete from voting_history where first_seen = $1::date`, [t.snapshotDate]);
    await tx.query(`delete from addresses where first_seen = $1::date`, [t.snapshotDate]);
    await tx.query(`delete from snapshot_elections where snapshot_date = $1::date`, [t.snapshotDate]);
    // Its digests vouch for history deleted above: a later load must not skip those elections.
    await tx.query(`delete from history_digests where snapshot_date = $1::date`, [t.snapshotDate]);
    await tx.query(`delete from load_problems where snapshot_date = $1::date`, [t.snapshotDate]);
  });
}

/**
 * Clears every other load that stopped before publishing (its process was killed: the row still
 * says loading) and marks it failed, so that the load of `snapshotDate` neither builds on what it
 * wrote (its history and addresses) nor has it removed later. Returns the dates cleared.
 */
export async function discardInterrupted(db: Db, snapshotDate: string): Promise<string[]> {
  const rows = await db.query<{ d: string }>(
    `select snapshot_date::text as d from snapshots where status = 'loading' and snapshot_date <> $1::date`,
    [snapshotDate],
  );
  for (const { d } of rows) {
    await discardUnpublished(db, snapshotTables(d));
    await db.query(
      `update snapshots set status = 'failed', finished_at = now(), message = $2 where snapshot_date = $1::date`,
      [
        d,
        `The load stopped before publishing (its process ended); what it wrote was removed when ${snapshotDate} was loaded. Load it again to publish it.`,
      ],
    );
  }
  return rows.map((r) => r.d);
}
