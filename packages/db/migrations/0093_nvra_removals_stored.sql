-- The NVRA cleanup page's removals, stored per zone and snapshot as the zone_metrics key
-- 'NVRA_8D_2025_REMOVED' (packages/pipeline/src/nvra-removals.ts adds it in each load): the
-- registrations registration_changes lists as REMOVED at a snapshot that had an NVRA_8D_2025
-- finding in the previous ready snapshot, in the zone they were in, summed up the zone tree;
-- active_value counts those active then. Snapshots loaded before: computed here once, as the page
-- counted them per request.
with ready as (
  select snapshot_date, lag(snapshot_date) over (order by snapshot_date) as previous
    from snapshots where status = 'ready'
),
by_precinct as (
  select s.snapshot_date, pz.zone_hash as precinct_hash, pz.parent_hash as jurisdiction_hash,
         jz.parent_hash as county_hash, count(*) as value, count(*) filter (where f.is_active) as active_value
    from ready s
    join registration_changes c on c.snapshot_date = s.snapshot_date and c.change = 'REMOVED'
    join findings f on f.snapshot_date = s.previous and f.voter_id = c.voter_id and f.rule = 'NVRA_8D_2025'
    join zones pz on pz.level = 'precinct' and pz.county_code = c.county_code
     and pz.jurisdiction_code = c.jurisdiction_code and pz.ward = c.ward and pz.precinct = c.precinct
    join zones jz on jz.zone_hash = pz.parent_hash
   group by s.snapshot_date, pz.zone_hash, pz.parent_hash, jz.parent_hash
)
insert into zone_metrics (snapshot_date, zone_hash, metric_key, value, active_value)
select snapshot_date, coalesce(precinct_hash, jurisdiction_hash, county_hash, 'MICHIGAN'), 'NVRA_8D_2025_REMOVED',
       sum(value), sum(active_value)
  from by_precinct
 group by grouping sets ((snapshot_date, precinct_hash), (snapshot_date, jurisdiction_hash),
                         (snapshot_date, county_hash), (snapshot_date))
on conflict do nothing;
