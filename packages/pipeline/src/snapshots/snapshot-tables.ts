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
  /** DUPLICATE's candidates, found as the registrations streamed (registrations/duplicate-keys.ts). */
  duplicateCandidates: string;
  /** The snapshot's zone_metrics: every zone's counts, built beside the indexes. */
  metrics: string;
  /** The registrations added and removed since the previous snapshot, staged beside the findings. */
  changeStage: string;
  /** The changes of registrations present in both snapshots, by kind (detect-changes.ts). */
  fieldChanges: string;
  /** The zones whose changes of a kind are out of line (changes/find-unusual-changes.ts). */
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
  /** Addresses per zone and registration count: the density page's totals (address-density.ts). */
  densityCounts: string;
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
    densityCounts: ident(`address_density_counts_${suffix}`),
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
    { parent: 'address_density_counts', table: t.densityCounts },
    { parent: 'registration_field_changes', table: t.fieldChanges },
    { parent: 'unusual_changes', table: t.unusualChanges },
  ];
}

/**
 * Creates `table`, empty, to become `parent`'s partition for the snapshot: its columns and
 * defaults, the snapshot date as default, and a check on that date, so that attaching it needs no
 * scan. Any table of that name an earlier attempt left is dropped first. Columns named in `first`
 * stand first in each row (`columnsOf`), the others in the parent's order.
 */
export async function createPartitionTable(
  db: Queryable,
  parent: string,
  table: string,
  snapshotDate: string,
  first: readonly string[] = [],
): Promise<void> {
  const columns =
    first.length === 0 ? `like ${parent} including defaults` : await columnsOf(db, parent, first);
  await db.exec(
    `drop table if exists ${table};
     create table ${table} (${columns});
     alter table ${table} alter column snapshot_date set default '${snapshotDate}';
     alter table ${table} add constraint ${table}_snapshot check (snapshot_date = '${snapshotDate}')`,
  );
}

/**
 * `parent`'s column definitions (type, collation, not null, default) with `first` moved to the
 * front. A row's values are found by walking it from its start, so a scan that reads only a few
 * columns of a wide table reads them quickest first (detect-changes.ts); a partition may order
 * its columns differently from its parent.
 */
async function columnsOf(db: Queryable, parent: string, first: readonly string[]): Promise<string> {
  const rows = await db.query<{
    name: string;
    type: string;
    notnull: boolean;
    def: string | null;
    coll: string | null;
  }>(
    `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as notnull,
            pg_get_expr(d.adbin, d.adrelid) as def,
            case when a.attcollation <> ty.typcollation then quote_ident(c.collname) end as coll
       from pg_attribute a
       join pg_type ty on ty.oid = a.atttypid
       left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
       left join pg_collation c on c.oid = a.attcollation
      where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped
      order by a.attnum`,
    [parent],
  );
  const rank = (name: string) => (first.includes(name) ? first.indexOf(name) : first.length);
  const missing = first.filter((name) => !rows.some((r) => r.name === name));
  if (missing.length > 0) throw new Error(`${parent} has no column ${missing.join(', ')}`);
  return [...rows]
    .sort((x, y) => rank(x.name) - rank(y.name))
    .map(
      (r) =>
        `${ident(r.name)} ${r.type}${r.coll ? ` collate ${r.coll}` : ''}${r.notnull ? ' not null' : ''}${r.def === null ? '' : ` default ${r.def}`}`,
    )
    .join(', ');
}

export function isSnapshotDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
