import type { Db, Queryable } from '@voterroll/db/database';
import { storeScorecards } from '@voterroll/records/metrics/zone-scorecards';
import { withBulkSettings } from '../bulk-settings';
import type { Checkpoint } from '../checkpoint';
import type { LoadContext } from './load-context';
import { partitionsOf } from './snapshot-tables';

export interface PublishResult {
  changes: number;
}

/**
 * Makes the snapshot visible, all at once: attaches its registrations, findings and metrics, stores
 * its zones' scorecards (from the metrics just attached) and its staged changes (`storeChanges`,
 * changes/detect-changes.ts), and marks it ready, in one transaction.
 */
export async function publishSnapshot(
  db: Db,
  { tables: t, previous }: LoadContext,
  stats: { loadSeconds: number },
  timings: Record<string, number>,
  checkpoint: Checkpoint,
  storeChanges: (tx: Queryable) => Promise<number>,
): Promise<PublishResult> {
  let mark = performance.now();
  const lap = (stage: string) => {
    const now = performance.now();
    timings[`publish.${stage}`] = Math.round(now - mark) / 1000;
    mark = now;
  };
  return withBulkSettings(db, async (tx) => {
    for (const { parent, table } of partitionsOf(t)) {
      await tx.exec(`alter table ${parent} attach partition ${table} for values in ('${t.snapshotDate}')`);
    }
    lap('attach');
    await storeScorecards(tx, t.snapshotDate, previous);
    lap('scorecards');
    await checkpoint('publish');
    const changes = await storeChanges(tx);
    lap('changes');
    await tx.query(
      `update snapshots set status = 'ready', finished_at = now(), load_seconds = $2, message = null
       where snapshot_date = $1::date`,
      [t.snapshotDate, stats.loadSeconds],
    );
    return { changes };
  });
}
