import { ident } from '@voterroll/db/database';

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
  /** The metrics per precinct, staged beside the indexes and rolled up to every zone into `metrics`. */
  metricStage: string;
  /** The snapshot's zone_metrics partition, attached at publication. */
  metrics: string;
  /** The registrations added and removed since the previous snapshot, staged beside the findings. */
  changeStage: string;
}

export function snapshotTables(snapshotDate: string): SnapshotTables {
  const suffix = snapshotDate.replaceAll('-', '');
  return {
    snapshotDate,
    registrations: ident(`registrations_${suffix}`),
    findings: ident(`findings_${suffix}`),
    historyStage: ident(`history_stage_${suffix}`),
    lastVote: ident(`last_vote_${suffix}`),
    metricStage: ident(`metric_stage_${suffix}`),
    metrics: ident(`zone_metrics_${suffix}`),
    changeStage: ident(`change_stage_${suffix}`),
  };
}

export function isSnapshotDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
