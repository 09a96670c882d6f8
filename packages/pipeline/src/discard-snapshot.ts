import type { Db } from '@voterroll/db/database';
import type { SnapshotTables } from './snapshot-tables';

/** Removes every trace of an unfinished load, so that nothing half-loaded stays behind. */
export async function discardUnpublished(db: Db, t: SnapshotTables): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.exec(
      `drop table if exists ${t.lastVote}; drop table if exists ${t.historyStage};
       drop table if exists ${t.metricStage}; drop table if exists ${t.metrics};
       drop table if exists ${t.changeStage};
       drop table if exists ${t.findings}; drop table if exists ${t.registrations}`,
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
