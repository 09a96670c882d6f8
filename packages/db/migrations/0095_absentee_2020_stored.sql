-- The AVCB page's expected figures, stored per zone for the snapshots after the 2020 general
-- election in its year as the zone_metrics key 'ABSENTEE_NOV_2020': registrations of the file (any
-- status) with an absentee record of that election known at the snapshot, counted in their
-- precinct and summed up the zone tree (packages/pipeline/src/absentee-2020.ts adds it in each
-- load). Snapshots loaded before: computed here once, as the page counted them per request.
with by_codes as (
  select r.snapshot_date, r.county_code, r.jurisdiction_code, r.ward, r.precinct, count(*) as value,
         count(*) filter (where r.voter_status_type_code = 'A') as active_value
    from snapshots s
    join registrations r on r.snapshot_date = s.snapshot_date
    join voting_history h on h.voter_id = r.voter_id and h.election_date = '2020-11-03'
     and h.voting_method = 'ABSENTEE' and h.first_seen <= s.snapshot_date
   where s.status = 'ready' and s.snapshot_date > '2020-11-03' and s.snapshot_date < '2021-01-01'
   group by r.snapshot_date, r.county_code, r.jurisdiction_code, r.ward, r.precinct
),
by_precinct as (
  select c.snapshot_date, pz.zone_hash as precinct_hash, pz.parent_hash as jurisdiction_hash,
         jz.parent_hash as county_hash, c.value, c.active_value
    from by_codes c
    join zones pz on pz.level = 'precinct' and pz.county_code = c.county_code
     and pz.jurisdiction_code = c.jurisdiction_code and pz.ward = c.ward and pz.precinct = c.precinct
    join zones jz on jz.zone_hash = pz.parent_hash
)
insert into zone_metrics (snapshot_date, zone_hash, metric_key, value, active_value)
select snapshot_date, coalesce(precinct_hash, jurisdiction_hash, county_hash, 'MICHIGAN'), 'ABSENTEE_NOV_2020',
       sum(value), sum(active_value)
  from by_precinct
 group by grouping sets ((snapshot_date, precinct_hash), (snapshot_date, jurisdiction_hash),
                         (snapshot_date, county_hash), (snapshot_date))
on conflict do nothing;
