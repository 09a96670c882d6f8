import { ident, type Queryable } from '@voterroll/db/database';

/**
 * Each snapshot's registrations and findings are loaded into tables of their own, invisible to
 * readers, and attached as partitions in the transaction that publishes the snapshot.
 */
export interface SnapshotTables {
  snapshotDate: string;
  registrations: string;
  findings: string;
  historyStage: string;
  /** Each voter's last election known at the snapshot, read by the attribute rules and metrics. */
  lastVote: string;
  /** DUPLICATE's candidates, found as the registrations streamed (findings/duplicate-keys.ts). */
  duplicateCandidates: string;
  /** The snapshot's zone_metrics: every zone's counts, built beside the indexes. */
  metrics: string;
  /** The registrations added and removed since the previous snapshot, staged beside the findings. */
  changeStage: string;
  /** The changes of registrations present in both snapshots, by kind (detect-changes.ts). */
  fieldChanges: string;
  /** The zones whose changes of a kind are out of line (unusual-changes.ts). */
  unusualChanges: string;
  /** The review list's rows and totals (review-rows.ts). */
  reviewRows: string;
  reviewTotals: string;
  /** The words of the listed registrations' names and addresses (review-words-table.ts). */
  reviewWords: string;
  /** The listed registrations per zone, filter and prefix of one or two letters (review-prefixes.ts). */
  reviewPrefixes: string;
  /** Registrations per street address and precinct, and per county (address-density.ts). */
  density: string;
  densityCounties: string;
}

export function snapshotTables(snapshotDate: string): SnapshotTables {
  const suffix = snapshotDate.replaceAll('-', '');
  return {
    snapshotDate,
    registrations: ident(`registrations_${suffix}`),
    findings: ident(`findings_${suffix}`),
    historyStage: ident(`history_stage_${suffix}`),
    lastVote: ident(`last_vote_${suffix}`),
    duplicateCandidates: ident(`duplicate_candidates_${suffix}`),
    metrics: ident(`zone_metrics_${suffix}`),
    changeStage: ident(`change_stage_${suffix}`),
    fieldChanges: ident(`registration_field_changes_${suffix}`),
    unusualChanges: ident(`unusual_changes_${suffix}`),
    reviewRows: ident(`review_rows_${suffix}`),
    reviewTotals: ident(`review_totals_${suffix}`),
    reviewWords: ident(`review_words_${suffix}`),
    reviewPrefixes: ident(`review_prefixes_${suffix}`),
    density: ident(`address_density_${suffix}`),
    densityCounties: ident(`address_density_counties_${suffix}`),
  };
}

/** The partitioned tables a load builds a partition of, each in the snapshot's own table. */
export function partitionsOf(t: SnapshotTables): { parent: string; table: string }[] {
  return [
    { parent: 'registrations', table: t.registrations },
    { parent: 'findings', table: t.findings },
    { parent: 'zone_metrics', table: t.metrics },
    { parent: 'review_rows', table: t.reviewRows },
    { parent: 'review_totals', table: t.reviewTotals },
    { parent: 'review_words', table: t.reviewWords },
    { parent: 'review_prefixes', table: t.reviewPrefixes },
    { parent: 'address_density', table: t.density },
    { parent: 'address_density_counties', table: t.densityCounties },
    { parent: 'registration_field_changes', table: t.fieldChanges },
    { parent: 'unusual_changes', table: t.unusualChanges },
  ];
}

/**
 * Creates `table`, empty, to become `parent`'s partition for the snapshot: its columns and
 * defaults, the snapshot date as default, and a check on that date, so that attaching it needs no
 * scan. Any table of that name an earlier attempt left is dropped first.
 */
export async function createPartitionTable(
  db: Queryable,
  parent: string,
  table: string,
  snapshotDate: string,
): Promise<void> {
  await db.exec(
    `drop table if exists ${table};
     create table ${table} (like ${parent} including defaults);
     alter table ${table} alter column snapshot_date set default '${snapshotDate}';
     alter table ${table} add constraint ${table}_snapshot check (snapshot_date = '${snapshotDate}')`,
  );
}

export function isSnapshotDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
