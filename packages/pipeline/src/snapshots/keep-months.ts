import { SNAPSHOTS_2020 } from '@voterroll/contract/addresses-api';
import { err, ok, type Result } from '@voterroll/contract/result';
import type { Db } from '@voterroll/db/database';
import { snapshotTables } from './snapshot-tables';

/** The fewest whole months kept: the newest (the next load compares with it) and the one before. */
export const KEEP_MONTHS_MIN = 2;

/**
 * The tables of a month that only its own registration-level pages read: dropped when the month is
 * archived. What trends and changes read stays: zone_metrics (every figure and trend),
 * unusual_changes, registration_changes (added and removed, names kept on each row),
 * registration_field_changes, voting history and addresses (not per month).
 */
export const DETAIL_PARENTS = [
  'registrations',
  'findings',
  'review_rows',
  'review_totals',
  'review_words',
  'review_prefixes',
  'address_density',
  'address_density_counties',
  'address_density_counts',
] as const;
/** The auxiliary files' rows of a month (the evidence of its findings, dropped with them). */
export const AUXILIARY_TABLES = [
  'deceased_records',
  'ncoa_records',
  'postal_locations',
  'canvass_records',
] as const;

export interface ArchivedMonth {
  snapshotDate: string;
  /** The registrations the month's dropped partition held. */
  registrations: number;
}

/**
 * Archives every published month older than the newest `keep` but the 2020 files the Nov 2020
 * audit reads (SNAPSHOTS_2020, kept whole): drops its registration-level
 * tables (DETAIL_PARENTS' partitions, its auxiliary rows) and marks it archived, one transaction a
 * month, so that a month is either whole or archived. With `dryRun`, only says which months would
 * be. The caller holds the load lock (a load reads the newest month, never an archived one).
 */
export async function keepMonths(
  db: Db,
  keep: number,
  { dryRun = false }: { dryRun?: boolean } = {},
): Promise<Result<ArchivedMonth[], string>> {
  if (!Number.isInteger(keep) || keep < KEEP_MONTHS_MIN)
    return err(
      `Keep at least ${KEEP_MONTHS_MIN} months whole: the newest month's changes are found against the one before.`,
    );
  const old = await db.query<{ d: string; registrations: number }>(
    `select to_char(s.snapshot_date, 'YYYY-MM-DD') as d, s.rows_loaded as registrations
       from snapshots s
      where s.status = 'ready' and s.archived_at is null and s.snapshot_date <> all($2::date[])
        and s.snapshot_date < (select min(k.snapshot_date) from
              (select snapshot_date from snapshots where status = 'ready'
                order by snapshot_date desc limit $1) k)
      order by s.snapshot_date`,
    [keep, SNAPSHOTS_2020.map((s) => s.snapshot_value)],
  );
  const months = old.map((o) => ({ snapshotDate: o.d, registrations: o.registrations }));
  if (dryRun) return ok(months);
  for (const { snapshotDate } of months) {
    const t = snapshotTables(snapshotDate);
    const suffix = snapshotDate.replaceAll('-', '');
    await db.transaction(async (tx) => {
      // Dropping a partition detaches it: readers of the parent see the month's rows go at commit.
      for (const parent of DETAIL_PARENTS) await tx.exec(`drop table if exists ${parent}_${suffix}`);
      for (const table of [t.lastVote, t.duplicateCandidates, t.historyStage, t.changeStage])
        await tx.exec(`drop table if exists ${table}`);
      for (const table of AUXILIARY_TABLES)
        await tx.query(`delete from ${table} where snapshot_date = $1::date`, [snapshotDate]);
      await tx.query('update snapshots set archived_at = now() where snapshot_date = $1::date', [
        snapshotDate,
      ]);
    });
  }
  return ok(months);
}
