import type { Db } from '@voterroll/db/database';
import { DETAIL_PARENTS } from './keep-months';

/**
 * What the database holds on disk, by month: each month's tables end in `_YYYYMMDD`. A month's
 * whole-month part (registrations, findings, review list, density and the load's staging tables)
 * is what `keep-months` drops when the month is archived; its kept part (zone metrics, changes)
 * stays for the trends. Everything else (history, addresses, accounts, flags) is shared.
 * Sizes are pg_total_relation_size: the table with its indexes and TOAST.
 */
export interface MonthOnDisk {
  snapshotDate: string;
  archived: boolean;
  /** Bytes archiving the month frees. */
  wholeMonthBytes: number;
  /** Bytes the month keeps once archived. */
  keptBytes: number;
}

export interface DiskUsage {
  months: MonthOnDisk[];
  /** The tables no month owns, largest first. */
  shared: { table: string; bytes: number }[];
  databaseBytes: number;
}

/** The load's own tables of a month, dropped with it (snapshot-tables.ts). */
const STAGING = ['history_stage', 'last_vote', 'duplicate_candidates', 'change_stage'];
const WHOLE_MONTH = new Set<string>([...DETAIL_PARENTS, ...STAGING]);

export async function diskUsage(db: Db): Promise<DiskUsage> {
  const tables = await db.query<{ name: string; bytes: number }>(
    `select c.relname as name, pg_total_relation_size(c.oid)::float8 as bytes
       from pg_class c
      where c.relkind = 'r' and c.relnamespace = current_schema()::regnamespace`,
  );
  const snapshots = await db.query<{ d: string; archived: boolean }>(
    `select to_char(snapshot_date, 'YYYYMMDD') as d, archived_at is not null as archived
       from snapshots where status = 'ready' order by snapshot_date`,
  );
  const months = new Map<string, MonthOnDisk>(
    snapshots.map((s) => [
      s.d,
      {
        snapshotDate: `${s.d.slice(0, 4)}-${s.d.slice(4, 6)}-${s.d.slice(6)}`,
        archived: s.archived,
        wholeMonthBytes: 0,
        keptBytes: 0,
      },
    ]),
  );
  const shared: DiskUsage['shared'] = [];
  for (const t of tables) {
    const m = /^(.*)_(\d{8})$/.exec(t.name);
    const month = m ? months.get(m[2]!) : undefined;
    if (!m || !month) shared.push({ table: t.name, bytes: t.bytes });
    else if (WHOLE_MONTH.has(m[1]!)) month.wholeMonthBytes += t.bytes;
    else month.keptBytes += t.bytes;
  }
  const [size] = await db.query<{ bytes: number }>(
    'select pg_database_size(current_database())::float8 as bytes',
  );
  return {
    months: [...months.values()],
    shared: shared.sort((a, b) => b.bytes - a.bytes),
    databaseBytes: size?.bytes ?? 0,
  };
}

/**
 * The disk a database would need after `months` monthly loads keeping the newest `keep` whole:
 * the shared tables as measured (history grows with elections, not months), the mean whole and
 * kept parts of the months measured whole, times the months that hold them.
 */
export function projectedBytes(usage: DiskUsage, months: number, keep: number): number | null {
  const whole = usage.months.filter((m) => !m.archived);
  if (whole.length === 0) return null;
  const mean = (f: (m: MonthOnDisk) => number) => whole.reduce((s, m) => s + f(m), 0) / whole.length;
  const sharedBytes = usage.shared.reduce((s, t) => s + t.bytes, 0);
  return (
    sharedBytes + months * mean((m) => m.keptBytes) + Math.min(months, keep) * mean((m) => m.wholeMonthBytes)
  );
}
