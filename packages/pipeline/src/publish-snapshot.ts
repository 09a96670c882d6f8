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
  timings: Record<string, number> = {},
): Promise<PublishResult> {
  const previous = await previousSnapshot(db, t.snapshotDate);
  let mark = performance.now();
  const lap = (stage: string) => {
    const now = performance.now();
    timings[`publish.${stage}`] = Math.round(now - mark) / 1000;
    mark = now;
  };
  return db.transaction(async (tx) => {
    const date = `'${t.snapshotDate}'`;
    await tx.exec(`alter table registrations attach partition ${t.registrations} for values in (${date})`);
    await tx.exec(`alter table findings attach partition ${t.findings} for values in (${date})`);
    lap('attach');
    // New addresses only: most of a month's addresses are known already.
    const [added] = await tx.query<{ n: number }>(
      `with fresh_forms as (
         select r.full_address_hash, r.address_hash, r.norm_street, r.unit_key, r.unit_display, r.norm_city,
                r.zip5, r.county_code, count(*) as registrations
         from ${t.registrations} r
         where not exists (select 1 from addresses a where a.full_address_hash = r.full_address_hash)
         group by r.full_address_hash, r.address_hash, r.norm_street, r.unit_key, r.unit_display, r.norm_city,
                  r.zip5, r.county_code
       ),
       -- One dwelling may be written "APT 12", "#12", "Unit 12": show the form most of its
       -- registrations use, the same one whatever the row order.
       fresh as (
         select distinct on (full_address_hash) *,
                norm_street || case when unit_display <> '' then ' ' || unit_display else '' end as street
         from fresh_forms
         order by full_address_hash, registrations desc, unit_display collate "C"
       ),
       inserted as (
         insert into addresses (full_address_hash, address_hash, norm_street, unit_key, unit_display, norm_city,
                                zip5, full_street_address, full_address, search_key, county_code, first_seen)
         select full_address_hash, address_hash, norm_street, unit_key, unit_display, norm_city, zip5,
                street, street || ', ' || norm_city || ', MI ' || zip5,
                translate(upper(street || norm_city || zip5), ' #/-&''.,', ''),
                county_code, $1::date
         from fresh
         returning 1)
       select count(*) as n from inserted`,
      [t.snapshotDate],
    );
    lap('addresses');
    const metricRows = await rollUpMetrics(tx, t);
    lap('metrics');
    const changes = await detectChanges(tx, t, previous);
    lap('changes');
    await tx.query(
      `update snapshots set status = 'ready', finished_at = now(), load_seconds = $2, message = null
       where snapshot_date = $1::date`,
      [t.snapshotDate, stats.loadSeconds],
    );
    return { metricRows, changes, newAddresses: added?.n ?? 0 };
  });
}
