-- The overall score counts registrations with a scored finding: one that is a ground for list
-- maintenance. AGE_90_PLUS and LOW_PROPENSITY describe lawful voters (not voting is no ground for
-- removal, MCL 168.509bb) and are shown, not scored (contract `UNSCORED_RULES`). Every load from
-- this version on counts SCORED_FINDING (packages/pipeline/src/rollup-metrics.ts); the snapshots
-- loaded before get theirs here, from their findings (of registered voters only, as a load's).
with scored as (
  select snapshot_date, voter_id, county_code, jurisdiction_code, ward, precinct, bool_or(is_active) as is_active
  from findings
  where rule not in ('AGE_90_PLUS', 'LOW_PROPENSITY')
  group by snapshot_date, voter_id, county_code, jurisdiction_code, ward, precinct
),
per_precinct as (
  select snapshot_date, county_code, jurisdiction_code, ward, precinct,
         count(*) as value, count(*) filter (where is_active) as active_value
  from scored
  group by snapshot_date, county_code, jurisdiction_code, ward, precinct
),
by_zone as (
  select p.snapshot_date, pz.zone_hash as precinct_hash, pz.parent_hash as jurisdiction_hash,
         jz.parent_hash as county_hash, p.value, p.active_value
  from per_precinct p
  join zones pz on pz.level = 'precinct' and pz.county_code = p.county_code
    and pz.jurisdiction_code = p.jurisdiction_code and pz.ward = p.ward and pz.precinct = p.precinct
  join zones jz on jz.zone_hash = pz.parent_hash
)
insert into zone_metrics (snapshot_date, zone_hash, metric_key, value, active_value)
select snapshot_date, coalesce(precinct_hash, jurisdiction_hash, county_hash, 'MICHIGAN'), 'SCORED_FINDING',
       sum(value), sum(active_value)
from by_zone
group by grouping sets ((snapshot_date, precinct_hash), (snapshot_date, jurisdiction_hash),
                        (snapshot_date, county_hash), (snapshot_date))
on conflict do nothing;

-- As in 0044, the overall score now from SCORED_FINDING.
create or replace view zone_scores as
select
  t.snapshot_date,
  t.zone_hash,
  t.value as total_count,
  t.active_value as active_count,
  round(10 * (1 - coalesce(a.value, 0)::numeric / nullif(t.value, 0)), 2) as overall_score,
  round(10 * (1 - coalesce(h.value, 0)::numeric / nullif(t.value, 0)), 2) as hard_score
from zone_metrics t
left join zone_metrics a
  on a.zone_hash = t.zone_hash and a.snapshot_date = t.snapshot_date and a.metric_key = 'SCORED_FINDING'
left join zone_metrics h
  on h.zone_hash = t.zone_hash and h.snapshot_date = t.snapshot_date and h.metric_key = 'HARD_FINDING'
where t.metric_key = 'TOTAL';
