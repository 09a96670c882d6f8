import { CURRENT_METRIC_FIELDS, DUPLICATE_PARTS, FINDING_RULES } from '@voterroll/contract/metrics';
import { err, ok, type Result } from '@voterroll/contract/result';
import type { Queryable } from '@voterroll/db/database';
import { UOCAVA_COUNTED_CODES } from '@voterroll/voterfile/qvf-format';
import type { ZoneRef } from './find-zone';

/** The current-metrics object: the API's and the CLI's shape, in the spec's snake_case. */
export type CurrentMetrics = Record<string, string | number | null>;

/**
 * The current-metrics object of a zone at a snapshot: `<metric>_count` and `<metric>_active_count`
 * for every metric (spec 2, section 3), the parts of UOCAVA (`uocava_<code>_count`) and of DUPLICATE
 * (`duplicate_<part>_count` and `_active_count`), the totals and both scores. Metrics with no
 * findings are 0.
 */
export async function zoneMetrics(
  db: Queryable,
  zone: ZoneRef,
  snapshotDate: string,
): Promise<Result<CurrentMetrics, string>> {
  const [snapshot] = await db.query<{ status: string }>(
    'select status from snapshots where snapshot_date = $1::date',
    [snapshotDate],
  );
  if (snapshot?.status !== 'ready') return err(`Snapshot ${snapshotDate} has not been loaded.`);
  const rows = await db.query<{ key: string; value: number; active: number }>(
    `select metric_key as key, value, active_value as active from zone_metrics
      where zone_hash = $1 and snapshot_date = $2::date`,
    [zone.zoneHash, snapshotDate],
  );
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const [scores] = await db.query<{ overall: number | null; hard: number | null }>(
    `select overall_score as overall, hard_score as hard from zone_scores
      where zone_hash = $1 and snapshot_date = $2::date`,
    [zone.zoneHash, snapshotDate],
  );
  const out: CurrentMetrics = {
    snapshot: snapshotDate,
    zone_hash: zone.zoneHash,
    zone_name: zone.zoneName,
    level: zone.level,
    county_name: zone.countyName,
    jurisdiction_name: zone.jurisdictionName,
    precinct: zone.precinct,
    total_count: byKey.get('TOTAL')?.value ?? 0,
    active_count: byKey.get('TOTAL')?.active ?? 0,
  };
  for (const key of [...FINDING_RULES, 'UOCAVA'] as const) {
    const base = CURRENT_METRIC_FIELDS[key];
    out[`${base}_count`] = byKey.get(key)?.value ?? 0;
    out[`${base}_active_count`] = byKey.get(key)?.active ?? 0;
  }
  for (const code of UOCAVA_COUNTED_CODES)
    out[`uocava_${code.toLowerCase()}_count`] = byKey.get(`UOCAVA:${code}`)?.value ?? 0;
  for (const part of DUPLICATE_PARTS) {
    out[`duplicate_${part}_count`] = byKey.get(`DUPLICATE:${part}`)?.value ?? 0;
    out[`duplicate_${part}_active_count`] = byKey.get(`DUPLICATE:${part}`)?.active ?? 0;
  }
  out.overall_score = scores?.overall ?? null;
  out.hard_score = scores?.hard ?? null;
  return ok(out);
}
