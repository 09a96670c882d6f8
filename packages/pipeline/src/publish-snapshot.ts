import type { Db } from '@voterroll/db/database';
import { detectChanges } from './detect-changes';
import { rollUpMetrics } from './rollup-metrics';
import type { SnapshotTables } from './snapshot-tables';

export interface PublishResult {
  metricRows: number;
  changes: number;
  newAddresses: number;
}

/** The latest published snapshot before this one, or null. */
export async function previousSnapshot(db: Db, snapshotDate: string): Promise<string | null> {
  const [row] = await db.query<{ d: string | null }>(
    `select max(snapshot_date) as d from snapshots where status = 'ready' and snapshot_date < $1::date`,
    [snapshotDate],
  );
  return row?.d ?? null;
}

/**
 * Makes the snapshot visible, all at once: attaches its registrations and findings, stores its
 * metrics, changes and new addresses, and marks it ready, in one transaction.
 */
export async function publishSnapshot(
  db: Db,
  t: SnapshotTables,
  stats: { loadSeconds: number },
): Promise<PublishResult> {
  const previous = await previousSnapshot(db, t.snapshotDate);
  return db.transaction(async (tx) => {
    const date = `'${t.snapshotDate}'`;
    await tx.exec(`alter table registrations attach partition ${t.registrations} for values in (${date})`);
    await tx.exec(`alter table findings attach partition ${t.findings} for values in (${date})`);
    const [added] = await tx.query<{ n: number }>(
      `with inserted as (
         insert into addresses (full_address_hash, address_hash, norm_street, unit_key, unit_display, norm_city,
                                zip5, full_street_address, full_address, search_key, county_code, first_seen)
         select distinct on (full_address_hash)
                full_address_hash, address_hash, norm_street, unit_key, unit_display, norm_city, zip5,
                norm_street || case when unit_display <> '' then ' ' || unit_display else '' end,
                norm_street || case when unit_display <> '' then ' ' || unit_display else '' end
                  || ', ' || norm_city || ', MI ' || zip5,
                regexp_replace(upper(norm_street || unit_display || norm_city || zip5), '[^A-Z0-9]', '', 'g'),
                county_code, $1::date
         from ${t.registrations}
         order by full_address_hash
         on conflict (full_address_hash) do nothing
         returning 1)
       select count(*) as n from inserted`,
      [t.snapshotDate],
    );
    const metricRows = await rollUpMetrics(tx, t);
    const changes = await detectChanges(tx, t, previous);
    await tx.query(
      `update snapshots set status = 'ready', finished_at = now(), load_seconds = $2, message = null
       where snapshot_date = $1::date`,
      [t.snapshotDate, stats.loadSeconds],
    );
    return { metricRows, changes, newAddresses: added?.n ?? 0 };
  });
}
