import { DUPLICATE_PARTS, HARD_RULES, SCORED_RULES } from '@voterroll/contract/metrics';
import type { Db } from '@voterroll/db/database';
import { UOCAVA_COUNTED_CODES } from '@voterroll/voterfile/qvf-format';
import { withBulkSettings } from '../bulk-settings';
import { type Checkpoint, noCheckpoint } from '../checkpoint';
import { ATTRIBUTE_RULE_NAMES, attributeConditions } from '../findings/attribute-findings';
import { REGISTERED, sqlList } from '../findings/finding-context';
import { duplicatePartSql } from '../findings/identity-rules';
import type { LoadContext } from '../snapshots/load-context';
import { createPartitionTable } from '../snapshots/snapshot-tables';

/**
 * Builds the snapshot's zone_metrics partition, before publication, from its own tables: for every
 * precinct, jurisdiction, county and the state, the count among all registered voters and among
 * active (A) ones, for one key per rule, TOTAL, ANY_FINDING, SCORED_FINDING and HARD_FINDING (the
 * registrations with any, a scored and a hard finding: the last two are the scores' inputs),
 * UOCAVA and its parts, and the parts of NON_RESIDENTIAL and BLANK_UNIT (by detail) and of
 * DUPLICATE (by its evidence: address, name) as 'RULE:part'. The table is
 * filled without indexes, then keyed and checked against the zones once, so that publishing only
 * attaches it. Returns its row count.
 */
export async function buildZoneMetrics(
  db: Db,
  { tables: t }: LoadContext,
  checkpoint: Checkpoint = noCheckpoint,
): Promise<number> {
  // First per precinct, by the codes each registration and finding carries, then up the small
  // zone tree (joining each registration to its zone costs a lookup per row, and that four-column
  // join is estimated at one row, which misleads the planner). The attribute rules are counted
  // from the registrations in one pass, with the conditions their findings were written by
  // (`attributeConditions`), not by grouping their finding rows per registration (dearer:
  // docs/performance.md). The source rules' few findings are grouped as they are.
  const precinct = 'county_code, jurisdiction_code, ward, precinct';
  const attributes = attributeConditions('r', 'v.last_voted', Number(t.snapshotDate.slice(0, 4)));
  const flag = (i: number) => `a${i}`;
  const anyAttribute = attributes.map((_, i) => flag(i)).join(' or ');
  const attributesOf = (rules: readonly string[]) =>
    attributes
      .map((a, i) => (rules.includes(a.rule) ? flag(i) : null))
      .filter((f) => f !== null)
      .join(' or ');
  const hardAttribute = attributesOf(HARD_RULES);
  const scoredAttribute = attributesOf(SCORED_RULES);
  const counted = (name: string, condition: string) =>
    `count(*) filter (where ${condition}) as ${name}, count(*) filter (where (${condition}) and active) as ${name}_active`;
  const uocava = `uocava_status_code in ${sqlList(UOCAVA_COUNTED_CODES)}`;
  const duplicateParts = DUPLICATE_PARTS.map((part) => ({
    key: `DUPLICATE:${part}`,
    column: `duplicate_${part}`,
    holds: duplicatePartSql('f', part),
  }));
  const m = t.metrics;
  return withBulkSettings(db, async (tx) => {
    await createPartitionTable(tx, 'zone_metrics', m, t.snapshotDate);
    await checkpoint('metrics');
    const [inserted] = await tx.query<{ n: number }>(
      `
      with source_findings as (
        select voter_id, bool_or(rule in ${sqlList(HARD_RULES)}) as hard,
               bool_or(rule in ${sqlList(SCORED_RULES)}) as scored
        from ${t.findings}
        where rule not in ${sqlList(ATTRIBUTE_RULE_NAMES)}
        group by voter_id
      ),
      per_registration as (
        select r.${precinct.replaceAll(', ', ', r.')}, r.voter_status_type_code = 'A' as active, r.uocava_status_code,
               ${attributes.map((a, i) => `${a.holds} as ${flag(i)}`).join(',\n               ')},
               s.voter_id is not null as sourced, coalesce(s.hard, false) as source_hard,
               coalesce(s.scored, false) as source_scored
        from ${t.registrations} r
        left join ${t.lastVote} v on v.voter_id = r.voter_id
        left join source_findings s on s.voter_id = r.voter_id
        where r.voter_status_type_code in ${REGISTERED}
      ),
      by_precinct as (
        select ${precinct}, uocava_status_code, ${counted('total', 'true')},
               ${attributes.map((_, i) => counted(flag(i), flag(i))).join(',\n               ')},
               ${counted('any_finding', `${anyAttribute} or sourced`)},
               ${counted('scored_finding', `${scoredAttribute} or source_scored`)},
               ${counted('hard_finding', `${hardAttribute} or source_hard`)}
        from per_registration
        group by ${precinct}, uocava_status_code
      ),
      precinct_metrics as (
        select ${precinct}, k.metric_key, sum(k.value) as value, sum(k.active_value) as active_value
        from by_precinct
        cross join lateral (values
          ('TOTAL', total, total_active),
          ${attributes.map((a, i) => `('${a.rule}', ${flag(i)}, ${flag(i)}_active)`).join(',\n          ')},
          ('ANY_FINDING', any_finding, any_finding_active),
          ('SCORED_FINDING', scored_finding, scored_finding_active),
          ('HARD_FINDING', hard_finding, hard_finding_active),
          ('UOCAVA', case when ${uocava} then total else 0 end, case when ${uocava} then total_active else 0 end),
          ('UOCAVA:' || uocava_status_code, case when ${uocava} then total else 0 end,
           case when ${uocava} then total_active else 0 end)
        ) as k(metric_key, value, active_value)
        where k.value > 0
        group by ${precinct}, k.metric_key
        union all
        -- The source rules' findings: per rule, per detail ('RULE:detail') and per part of
        -- DUPLICATE, whose registration may be in both (a grouping set each: one read of the
        -- findings, and cheaper than a row per key: measured).
        select ${precinct},
               case when grouping(detail) = 0 then rule || ':' || detail
                    ${duplicateParts.map((p) => `when grouping(${p.column}) = 0 then '${p.key}'`).join('\n                    ')}
                    else rule end,
               count(*), count(*) filter (where is_active)
        from (select f.*, ${duplicateParts.map((p) => `${p.holds} as ${p.column}`).join(', ')}
              from ${t.findings} f
              where f.rule not in ${sqlList(ATTRIBUTE_RULE_NAMES)}) f
        group by grouping sets ((${precinct}, rule), (${precinct}, rule, detail),
                                ${duplicateParts.map((p) => `(${precinct}, ${p.column})`).join(', ')})
        having case when grouping(detail) = 0 then detail is not null
                    ${duplicateParts.map((p) => `when grouping(${p.column}) = 0 then ${p.column}`).join('\n                    ')}
                    else true end
      ),
      by_zone as (
        select pz.zone_hash as precinct_hash, pz.parent_hash as jurisdiction_hash, jz.parent_hash as county_hash,
               p.metric_key, p.value, p.active_value
        from precinct_metrics p
        join zones pz on pz.level = 'precinct' and pz.county_code = p.county_code
          and pz.jurisdiction_code = p.jurisdiction_code and pz.ward = p.ward and pz.precinct = p.precinct
        join zones jz on jz.zone_hash = pz.parent_hash
      ),
      inserted as (
        insert into ${m} (zone_hash, metric_key, value, active_value)
        select coalesce(precinct_hash, jurisdiction_hash, county_hash, 'MICHIGAN'), metric_key,
               sum(value), sum(active_value)
        from by_zone
        group by grouping sets ((metric_key, precinct_hash), (metric_key, jurisdiction_hash),
                                (metric_key, county_hash), (metric_key))
        returning 1
      )
      select count(*) as n from inserted`,
    );
    // The parent's key and zone reference, so that attaching adopts them instead of checking again.
    await tx.exec(
      `alter table ${m} add constraint ${m}_pkey primary key (zone_hash, metric_key, snapshot_date);
       alter table ${m} add foreign key (zone_hash) references zones (zone_hash)`,
    );
    return inserted?.n ?? 0;
  });
}
