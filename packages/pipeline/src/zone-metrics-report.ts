import { CURRENT_METRIC_FIELDS, FINDING_RULES } from '@voterroll/contract/metrics';
import { err, ok, type Result } from '@voterroll/contract/result';
import type { Queryable } from '@voterroll/db/database';

export interface ZoneRef {
  zone_hash: string;
  level: string;
  zone_name: string;
  county_name: string | null;
  jurisdiction_name: string | null;
  precinct: string | null;
}

/** Finds a zone by the names a person types: county, then jurisdiction, then precinct. */
export async function findZone(
  db: Queryable,
  names: { county?: string; jurisdiction?: string; precinct?: string },
): Promise<Result<ZoneRef, string>> {
  const cols = 'zone_hash, level, zone_name, county_name, jurisdiction_name, precinct';
  if (!names.county) {
    const [state] = await db.query<ZoneRef>(`select ${cols} from zones where zone_hash = 'MICHIGAN'`);
    return state ? ok(state) : err('The state zone is missing: has the database been migrated?');
  }
  const [county] = await db.query<ZoneRef & { county_code: number }>(
    `select ${cols}, county_code from zones where level = 'county' and upper(county_name) = upper($1)`,
    [names.county.trim()],
  );
  if (!county) return err(`No county named "${names.county}" has been loaded.`);
  if (!names.jurisdiction) return ok(county);
  const [jurisdiction] = await db.query<ZoneRef>(
    `select ${cols} from zones where level = 'jurisdiction' and parent_hash = $1 and upper(jurisdiction_name) = upper($2)`,
    [county.zone_hash, names.jurisdiction.trim()],
  );
  if (!jurisdiction)
    return err(`No jurisdiction named "${names.jurisdiction}" in ${county.zone_name} county.`);
  if (!names.precinct) return ok(jurisdiction);
  const [precinct] = await db.query<ZoneRef>(
    `select ${cols} from zones where level = 'precinct' and parent_hash = $1
       and (upper(zone_name) = upper($2) or precinct = $2 or ward || '-' || precinct = $2)
     order by zone_name limit 1`,
    [jurisdiction.zone_hash, names.precinct.trim()],
  );
  if (!precinct) return err(`No precinct "${names.precinct}" in ${jurisdiction.zone_name}.`);
  return ok(precinct);
}

export type CurrentMetrics = Record<string, string | number | null>;

/** The latest published snapshot, or null when none is. */
export async function currentSnapshot(db: Queryable): Promise<string | null> {
  const [row] = await db.query<{ d: string | null }>(
    `select max(snapshot_date) as d from snapshots where status = 'ready'`,
  );
  return row?.d ?? null;
}

/**
 * The current-metrics object of a zone at a snapshot: `<metric>_count` and `<metric>_active_count`
 * for every metric (spec 2, section 3), the totals and both scores. Metrics with no findings are 0.
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
  const rows = await db.query<{ metric_key: string; value: number; active_value: number }>(
    `select metric_key, value, active_value from zone_metrics where zone_hash = $1 and snapshot_date = $2::date`,
    [zone.zone_hash, snapshotDate],
  );
  const byKey = new Map(rows.map((r) => [r.metric_key, r]));
  const [scores] = await db.query<{ overall_score: number | null; hard_score: number | null }>(
    `select overall_score, hard_score from zone_scores where zone_hash = $1 and snapshot_date = $2::date`,
    [zone.zone_hash, snapshotDate],
  );
  const out: CurrentMetrics = {
    snapshot: snapshotDate,
    zone_hash: zone.zone_hash,
    zone_name: zone.zone_name,
    level: zone.level,
    county_name: zone.county_name,
    jurisdiction_name: zone.jurisdiction_name,
    precinct: zone.precinct,
    total_count: byKey.get('TOTAL')?.value ?? 0,
    active_count: byKey.get('TOTAL')?.active_value ?? 0,
  };
  for (const key of [...FINDING_RULES, 'UOCAVA'] as const) {
    const base = CURRENT_METRIC_FIELDS[key];
    out[`${base}_count`] = byKey.get(key)?.value ?? 0;
    out[`${base}_active_count`] = byKey.get(key)?.active_value ?? 0;
  }
  for (const code of ['M', 'C', 'O'])
    out[`uocava_${code.toLowerCase()}_count`] = byKey.get(`UOCAVA:${code}`)?.value ?? 0;
  out.overall_score = scores?.overall_score ?? null;
  out.hard_score = scores?.hard_score ?? null;
  return ok(out);
}
