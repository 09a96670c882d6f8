import {
  CHANGE_KIND_LABELS,
  type ChangeCountRow,
  type ChangeFigureKind,
  type KnownCause,
  type UnusualChangeRow,
} from '@voterroll/contract/changes-api';
import type { Queryable } from '@voterroll/db/database';

/** A stored candidate as the load scored it (unusual_changes), with its zone. */
export interface UnusualChange extends UnusualChangeRow {
  flagged: boolean;
  registrations: number;
  history_months: number;
  cause_count: number | null;
  cause_detail: string | null;
}

const about = (n: number) =>
  n < 10 ? String(Math.round(n * 10) / 10) : Math.round(n).toLocaleString('en-US');

/**
 * The sentence that says why a count is unusual: "Birth year changed for 25 registrations in X
 * Township; expected about 0.4 from its last 12 months and the state's rate.", and its known cause.
 */
export function explainUnusual(u: {
  kind: ChangeFigureKind;
  observed: number;
  expected: number;
  zone_name: string;
  level: string;
  history_months: number;
  known_cause: KnownCause | null;
  cause_count: number | null;
  cause_detail: string | null;
}): string {
  const n = u.observed.toLocaleString('en-US');
  const what =
    u.kind === 'added' || u.kind === 'removed'
      ? `${n} registrations ${u.kind} in ${u.zone_name}`
      : `${CHANGE_KIND_LABELS[u.kind]} changed for ${n} registrations in ${u.zone_name}`;
  const basis =
    u.level === 'state'
      ? `its last ${u.history_months} months`
      : u.history_months > 0
        ? `its last ${u.history_months} months and the state's rate`
        : "the rest of the state's rate this month";
  const sentence = `${what}; expected about ${about(u.expected)} from ${basis}.`;
  const c = (u.cause_count ?? 0).toLocaleString('en-US');
  switch (u.known_cause) {
    case 'NVRA_8D_2025':
      return `${sentence} ${c} of them had the NVRA 8(d) 2025 notice in the previous file.`;
    case 'DECEASED':
      return `${sentence} ${c} of them matched the deceased source in the previous file.`;
    case 'RENUMBERING':
      return `${sentence} ${c} of them moved to ${u.cause_detail ?? 'one precinct'} with no change of address: a precinct renumbering.`;
    case 'FIRST_MONTH':
      return `${sentence} ${c} of them are in a jurisdiction in its first month in the file.`;
    default:
      return sentence;
  }
}

/**
 * The counts the load scored as out of line at a snapshot, most unusual first: the flagged ones,
 * or with `all` every stored candidate (score of 2 or more), for measuring the method. A key read
 * of the snapshot's unusual_changes partition. The function the generator's planted-event test
 * evaluates the detection with.
 */
export async function readUnusualChanges(
  db: Queryable,
  snapshotDate: string,
  options: { all?: boolean } = {},
): Promise<UnusualChange[]> {
  const rows = await db.query<Omit<UnusualChange, 'explanation' | 'rate_per_1000'>>(
    `select u.zone_hash, z.zone_name, z.level, u.kind, u.observed, u.expected, u.score, u.flagged,
            u.registrations, u.history_months, u.known_cause, u.cause_count, u.cause_detail
       from unusual_changes u join zones z using (zone_hash)
      where u.snapshot_date = $1::date ${options.all ? '' : 'and u.flagged'}
      order by u.score desc, u.observed desc, u.zone_hash, u.kind`,
    [snapshotDate],
  );
  return rows.map((r) => ({
    ...r,
    rate_per_1000: r.registrations > 0 ? Math.round((r.observed * 1_000_000) / r.registrations) / 1000 : null,
    explanation: explainUnusual(r),
  }));
}

/**
 * The published snapshots with flagged unusual changes, newest first, with how many each has: the
 * unusual-changes page's list of months. One pass over the flagged rows (a few dozen a month).
 */
export async function readUnusualChangeMonths(
  db: Queryable,
): Promise<{ snapshot_date: string; count: number }[]> {
  return db.query<{ snapshot_date: string; count: number }>(
    `select to_char(u.snapshot_date, 'YYYY-MM-DD') as snapshot_date, count(*)::int as count
       from unusual_changes u
       join snapshots s on s.snapshot_date = u.snapshot_date and s.status = 'ready'
      where u.flagged
      group by u.snapshot_date
      order by u.snapshot_date desc`,
  );
}

/**
 * A zone's counts of each kind of change per published snapshot (zone_metrics' CHANGE keys), with
 * the rate per 1,000 of its registrations then, oldest first: its monthly trend.
 */
export async function readChangeCounts(db: Queryable, zoneHash: string): Promise<ChangeCountRow[]> {
  const rows = await db.query<{
    snapshot_date: string;
    kind: ChangeFigureKind;
    count: number;
    total: number | null;
  }>(
    `select to_char(m.snapshot_date, 'YYYY-MM-DD') as snapshot_date, lower(substr(m.metric_key, 8)) as kind,
            m.value::int as count, t.value::int as total
       from zone_metrics m
       join snapshots s on s.snapshot_date = m.snapshot_date and s.status = 'ready'
       left join zone_metrics t on t.snapshot_date = m.snapshot_date and t.zone_hash = m.zone_hash and t.metric_key = 'TOTAL'
      where m.zone_hash = $1 and m.metric_key like 'CHANGE:%'
      order by m.snapshot_date, m.metric_key`,
    [zoneHash],
  );
  return rows.map((r) => ({
    snapshot_date: r.snapshot_date,
    kind: r.kind,
    count: r.count,
    rate_per_1000: r.total ? Math.round((r.count * 1_000_000) / r.total) / 1000 : null,
  }));
}
