import type { Db } from '@voterroll/db/database';
import { partitionsOf, type SnapshotTables } from './snapshot-tables';

/** Removes every trace of an unfinished load, so that nothing half-loaded stays behind. */
export async function discardUnpublished(db: Db, t: SnapshotTables): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.exec(
      [t.lastVote, t.historyStage, t.changeStage, ...partitionsOf(t).map((p) => p.table)]
        .map((table) => `drop table if exists ${table}`)
        .join('; '),
    );
    for (const table of ['deceased_records', 'ncoa_records', 'postal_locations', 'canvass_records']) {
      await tx.query(`delete from ${table} where snapshot_date = $1::date`, [t.snapshotDate]);
    }
    await tx.query(`delete from voting_history where first_seen = $1::date`, [t.snapshotDate]);
    await tx.query(`delete from addresses where first_seen = $1::date`, [t.snapshotDate]);
    await tx.query(`delete from snapshot_elections where snapshot_date = $1::date`, [t.snapshotDate]);
    await tx.query(`delete from load_problems where snapshot_date = $1::date`, [t.snapshotDate]);
  });
}
