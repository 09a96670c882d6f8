-- DUPLICATE's parts, 'DUPLICATE:address' (rule 1: same first name, birth year and address) and
-- 'DUPLICATE:name' (rule 2: same first, middle and last name and birth year), are counted by every
-- load from this version on, from the `part` of each match of a finding's evidence
-- (packages/pipeline/src/rollup-metrics.ts). The snapshots loaded before get theirs here, by the
-- words each match has carried since the rule was written; their evidence is left as it was
-- stored. A registration matching by both rules counts in both parts, as in a load.
with parts as (
  select distinct f.snapshot_date, f.voter_id, f.county_code, f.jurisdiction_code, f.ward, f.precinct,
         f.is_active,
         'DUPLICATE:' || case m->>'match'
                           when 'same first name, birth year and address' then 'address'
                           when 'same first, middle and last name and birth year' then 'name'
                         end as metric_key
  from findings f
  cross join lateral jsonb_array_elements(f.evidence->'matches') m
  where f.rule = 'DUPLICATE'
),
per_precinct as (
  select snapshot_date, county_code, jurisdiction_code, ward, precinct, metric_key,
         count(*) as value, count(*) filter (where is_active) as active_value
  from parts
  where metric_key is not null
  group by snapshot_date, county_code, jurisdiction_code, ward, precinct, metric_key
),
by_zone as (
  select p.snapshot_date, pz.zone_hash as precinct_hash, pz.parent_hash as jurisdiction_hash,
         jz.parent_hash as county_hash, p.metric_key, p.value, p.active_value
  from per_precinct p
  join zones pz on pz.level = 'precinct' and pz.county_code = p.county_code
    and pz.jurisdiction_code = p.jurisdiction_code and pz.ward = p.ward and pz.precinct = p.precinct
  join zones jz on jz.zone_hash = pz.parent_hash
)
insert into zone_metrics (snapshot_date, zone_hash, metric_key, value, active_value)
select snapshot_date, coalesce(precinct_hash, jurisdiction_hash, county_hash, 'MICHIGAN'), metric_key,
       sum(value), sum(active_value)
from by_zone
group by grouping sets ((snapshot_date, metric_key, precinct_hash), (snapshot_date, metric_key, jurisdiction_hash),
                        (snapshot_date, metric_key, county_hash), (snapshot_date, metric_key))
on conflict do nothing;
