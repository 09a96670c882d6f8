import { HARD_RULES } from '@voterroll/contract/metrics';
import type { Queryable } from '@voterroll/db/database';
import { REGISTERED } from './findings/finding-context';
import type { SnapshotTables } from './snapshot-tables';

const hardList = `array[${HARD_RULES.map((r) => `'${r}'`).join(', ')}]`;
/** The UOCAVA_STATUS_CODEs counted as overseas or military voters. */
const UOCAVA = `('M', 'C', 'O')`;

/**
 * Counts the snapshot's registrations and findings per precinct into its metric stage: the count
 * among all registered voters and among active (A) ones, for one key per rule, TOTAL, ANY_FINDING
 * and HARD_FINDING (the score inputs), UOCAVA and the parts of UOCAVA, NON_RESIDENTIAL and
 * BLANK_UNIT as 'RULE:part'. It reads only the snapshot's own tables, so it runs before
 * publication, beside the indexes; `rollUpMetrics` then sums the stage up the zone tree.
 */
export async function stageMetrics(db: Queryable, t: SnapshotTables): Promise<void> {
  // First per precinct, by the codes each registration and finding carries (findings are only of
  // registered voters), then up the small zone tree. Joining each registration to its zone
  // instead costs a lookup per row, and that four-column join is estimated at one row, which
  // misleads the planner. Each table is read once: the registrations grouped by precinct and
  // UOCAVA code give TOTAL and the UOCAVA keys; one pass over the findings gives each rule and
  // 'RULE:detail'; one grouping per registration gives ANY_FINDING and HARD_FINDING.
  const precinct = 'county_code, jurisdiction_code, ward, precinct';
  await db.exec(`
    drop table if exists ${t.metricStage};
    create unlogged table ${t.metricStage} as
    with registered as (
      select ${precinct}, uocava_status_code, count(*) as value,
             count(*) filter (where voter_status_type_code = 'A') as active_value
      from ${t.registrations}
      where voter_status_type_code in ${REGISTERED}
      group by ${precinct}, uocava_status_code
    ),
    per_registration as (
      select ${precinct}, bool_or(is_active) as active, bool_or(rule = any (${hardList})) as hard
      from ${t.findings}
      group by voter_id, ${precinct}
    )
    select ${precinct}, k.key as metric_key, sum(value) as value, sum(active_value) as active_value
    from registered
    cross join lateral (values ('TOTAL', true),
                               ('UOCAVA', uocava_status_code in ${UOCAVA}),
                               ('UOCAVA:' || uocava_status_code, uocava_status_code in ${UOCAVA})) as k(key, counted)
    where k.counted
    group by ${precinct}, k.key
    union all
    select ${precinct}, case when grouping(detail) = 0 then rule || ':' || detail else rule end,
           count(*), count(*) filter (where is_active)
    from ${t.findings}
    group by grouping sets ((${precinct}, rule), (${precinct}, rule, detail))
    having grouping(detail) = 1 or detail is not null
    union all
    select ${precinct}, case when k.hard then 'HARD_FINDING' else 'ANY_FINDING' end,
           count(*), count(*) filter (where active)
    from per_registration
    cross join lateral (values (false), (true)) as k(hard)
    where not k.hard or per_registration.hard
    group by ${precinct}, k.hard;
    analyze ${t.metricStage};`);
}

/** Stores the staged precinct metrics and their sums for every jurisdiction, county and the state. */
export async function rollUpMetrics(tx: Queryable, t: SnapshotTables): Promise<number> {
  const rows = await tx.query<{ n: number }>(
    `
    with by_zone as (
      select pz.zone_hash as precinct_hash, pz.parent_hash as jurisdiction_hash, jz.parent_hash as county_hash,
             p.metric_key, p.value, p.active_value
      from ${t.metricStage} p
      join zones pz on pz.level = 'precinct' and pz.county_code = p.county_code
        and pz.jurisdiction_code = p.jurisdiction_code and pz.ward = p.ward and pz.precinct = p.precinct
      join zones jz on jz.zone_hash = pz.parent_hash
    ),
    inserted as (
      insert into zone_metrics (snapshot_date, zone_hash, metric_key, value, active_value)
      select $1::date, coalesce(precinct_hash, jurisdiction_hash, county_hash, 'MICHIGAN'), metric_key,
             sum(value), sum(active_value)
      from by_zone
      group by grouping sets ((metric_key, precinct_hash), (metric_key, jurisdiction_hash),
                              (metric_key, county_hash), (metric_key))
      returning 1
    )
    select count(*) as n from inserted`,
    [t.snapshotDate],
  );
  await tx.exec(`drop table ${t.metricStage}`);
  return rows[0]?.n ?? 0;
}
