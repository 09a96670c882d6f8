import {
  FLAG_COUNT_STATUSES,
  NVRA_2025_REMOVAL_WINDOW,
  type NvraMetrics,
} from '@voterroll/contract/metrics-api';
import type { Queryable } from '@voterroll/db/database';
import { NVRA_REMOVED_KEY } from '@voterroll/records/metrics/metric-keys';
import { type ZoneCodes, zoneCodesCondition } from '../../auth/zone-in-area';

/** zone_metrics values of one zone per ready snapshot, oldest first: snapshot -> key -> counts. */
export type MetricSeries = Map<string, Map<string, { value: number; active: number }>>;

/**
 * The series of the given metric keys for a zone, read from the precomputed zone_metrics only.
 * A snapshot is in the series when the zone had registered voters in it (its TOTAL row).
 */
export async function metricSeries(
  db: Queryable,
  zoneHash: string,
  keys: readonly string[],
): Promise<MetricSeries> {
  const rows = await db.query<{ snapshot: string; metricKey: string | null; value: number; active: number }>(
    `select s.snapshot_date as snapshot, m.metric_key as "metricKey", m.value, m.active_value as active
     from snapshots s
     join zone_metrics t on t.zone_hash = $1 and t.snapshot_date = s.snapshot_date and t.metric_key = 'TOTAL'
     left join zone_metrics m
       on m.zone_hash = $1 and m.snapshot_date = s.snapshot_date and m.metric_key = any($2::text[])
     where s.status = 'ready'
     order by s.snapshot_date`,
    [zoneHash, keys],
  );
  const series: MetricSeries = new Map();
  for (const r of rows) {
    const byKey = series.get(r.snapshot) ?? new Map();
    series.set(r.snapshot, byKey);
    if (r.metricKey) byKey.set(r.metricKey, { value: r.value, active: r.active });
  }
  return series;
}

/** Sums the keys of each field per snapshot: one trend row per snapshot. */
export function trendRows(
  series: MetricSeries,
  fields: Record<string, readonly string[]>,
): Array<Record<string, string | number>> {
  return [...series].map(([snapshot, byKey]) => {
    const row: Record<string, string | number> = { snapshot };
    for (const [field, keys] of Object.entries(fields))
      row[field] = keys.reduce((sum, key) => sum + (byKey.get(key)?.value ?? 0), 0);
    return row;
  });
}

/**
 * The NVRA 2025 cleanup of a zone. Remaining is the cohort's size now; removals per snapshot in the
 * window are what the load stored (`NVRA_REMOVED_KEY`, pipeline/src/metrics/nvra-removals.ts: registrations
 * removed there whose previous snapshot had their NVRA_8D_2025 finding). Both are zone_metrics rows
 * read by key.
 */
export async function nvraCleanup(
  db: Queryable,
  zoneHash: string,
  current: string | null,
): Promise<NvraMetrics> {
  const monthly = await db.query<{ snapshot: string; cohort: number; removed: number }>(
    `select s.snapshot_date as snapshot, coalesce(m.value, 0) as cohort, coalesce(x.value, 0) as removed
       from snapshots s
       left join zone_metrics m on m.zone_hash = $1 and m.snapshot_date = s.snapshot_date and m.metric_key = 'NVRA_8D_2025'
       left join zone_metrics x on x.zone_hash = $1 and x.snapshot_date = s.snapshot_date and x.metric_key = $2
      where s.status = 'ready' and s.snapshot_date > $3::date and s.snapshot_date <= $4::date
      order by s.snapshot_date`,
    [zoneHash, NVRA_REMOVED_KEY, NVRA_2025_REMOVAL_WINDOW.after, NVRA_2025_REMOVAL_WINDOW.through],
  );
  const [now] = current
    ? await db.query<{ value: number }>(
        `select value from zone_metrics where zone_hash = $1 and snapshot_date = $2::date and metric_key = 'NVRA_8D_2025'`,
        [zoneHash, current],
      )
    : [];
  const remaining = now?.value ?? 0;
  const removed = monthly.reduce((sum, m) => sum + m.removed, 0);
  return {
    snapshot: current,
    total: remaining + removed,
    remaining,
    removed,
    monthly: monthly.map((m) => ({
      snapshot: m.snapshot,
      nvra_8d_2025_count: m.cohort,
      removed_count: m.removed,
    })),
  };
}

/** Current counts of the red metrics per county (spec 2, section 3). */
export async function redMetricsByCounty(db: Queryable, current: string) {
  const rows = await db.query<{
    countyName: string;
    zoneHash: string;
    nvra2025: number;
    nvraDec2022: number;
    duplicate: number;
    deceased: number;
    age100: number;
    age90: number;
  }>(
    `select z.county_name as "countyName", z.zone_hash as "zoneHash",
            coalesce(sum(m.value) filter (where m.metric_key = 'NVRA_8D_2025'), 0)::int as "nvra2025",
            coalesce(sum(m.value) filter (where m.metric_key = 'NVRA_8D_DEC_2022'), 0)::int as "nvraDec2022",
            coalesce(sum(m.value) filter (where m.metric_key = 'DUPLICATE'), 0)::int as "duplicate",
            coalesce(sum(m.value) filter (where m.metric_key = 'DECEASED'), 0)::int as "deceased",
            coalesce(sum(m.value) filter (where m.metric_key = 'AGE_100_PLUS'), 0)::int as "age100",
            coalesce(sum(m.value) filter (where m.metric_key = 'AGE_90_PLUS'), 0)::int as "age90"
     from zones z
     -- Only the keys read: each county's seven rows by key instead of every metric of the state
     -- (216,000 rows at 8.4 million, 52 ms; by key 6 ms).
     join zone_metrics m on m.zone_hash = z.zone_hash and m.snapshot_date = $1::date
      and m.metric_key = any($2::text[])
     where z.level = 'county'
     group by z.county_name, z.zone_hash
     having bool_or(m.metric_key = 'TOTAL')
     order by z.county_name`,
    [
      current,
      ['TOTAL', 'NVRA_8D_2025', 'NVRA_8D_DEC_2022', 'DUPLICATE', 'DECEASED', 'AGE_100_PLUS', 'AGE_90_PLUS'],
    ],
  );
  return rows.map((r) => ({
    county_name: r.countyName,
    zone_hash: r.zoneHash,
    nvra_8d_2025_count: r.nvra2025,
    nvra_8d_dec_2022_count: r.nvraDec2022,
    duplicate_count: r.duplicate,
    deceased_count: r.deceased,
    age_100_plus_count: r.age100,
    age_90_plus_count: r.age90,
  }));
}

/**
 * Flagged registrations per triage status, every status of the card listed (0 when none):
 * statewide, or of the zone's registrations in the snapshot (flags are few: each joined by key).
 */
export async function flagCounts(db: Queryable, zone?: { codes: ZoneCodes; snapshot: string | null }) {
  const params: unknown[] = [FLAG_COUNT_STATUSES];
  const inZone = zone
    ? `and exists (select 1 from registrations r
                    where r.snapshot_date = $${params.push(zone.snapshot)}::date and r.voter_id = fl.voter_id
                      and ${zoneCodesCondition('r', zone.codes, params)})`
    : '';
  const rows = await db.query<{ status: string; n: number }>(
    `select current_triage_status as status, count(*)::int as n from flags fl
     where current_triage_status = any($1::text[]) ${inZone} group by current_triage_status`,
    params,
  );
  const byStatus = new Map(rows.map((r) => [r.status, r.n]));
  return FLAG_COUNT_STATUSES.map((s) => ({ current_triage_status: s, flag_count: byStatus.get(s) ?? 0 }));
}

/** The child zones of a zone that have registrations in the current snapshot, by name. */
export async function currentChildZones(db: Queryable, parentHash: string, current: string) {
  return db.query<{ zoneName: string; zoneHash: string }>(
    `select z.zone_name as "zoneName", z.zone_hash as "zoneHash"
     from zones z
     where z.parent_hash = $1
       and exists (select 1 from zone_metrics m
                   where m.zone_hash = z.zone_hash and m.metric_key = 'TOTAL' and m.snapshot_date = $2::date)
     order by z.zone_name`,
    [parentHash, current],
  );
}
