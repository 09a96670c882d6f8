-- The review list's rows, stored per snapshot: one row per registration listed and filter it is
-- listed under ('ALL', and each rule of a finding that lists it), with its zone, its challenge codes
-- and the page's sort keys, so that a page is an index range instead of grouping and sorting all of
-- a county's findings per request (Wayne: 11-20 s a page at 8.4 million). The load builds each
-- snapshot's rows in a table of its own (packages/pipeline/src/review-rows.ts, which also copies
-- these indexes onto it) and publication attaches it, as it does the findings.
create table review_rows (
  snapshot_date date not null,
  voter_id bigint not null,
  filter_code text not null,
  county_code smallint not null,
  jurisdiction_code integer not null,
  ward text not null,
  precinct text not null,
  -- Sort keys, as the list shows them.
  full_name text not null,
  full_street_address text,
  year_of_birth smallint,
  registration_date date,
  challenge_codes text not null,
  -- What the list's search matches: the name as 'LAST FIRST MIDDLE', upper-cased.
  name_search text not null
) partition by list (snapshot_date);

-- One index per sort and direction (the tie-break is voter_id ascending both ways), and one for small
-- zones. full_name is never null, so its descending order is its index read backwards (ties sorted
-- by voter_id on the way). Each carries the snapshot date, which readers filter by: with the load's
-- vacuum, a page is then an index-only range (Wayne page 500 at a million: 40-60 ms instead of 400).
create index review_rows_voter on review_rows (county_code, filter_code, voter_id) include (snapshot_date);
create index review_rows_name on review_rows (county_code, filter_code, full_name, voter_id) include (snapshot_date);
create index review_rows_address on review_rows (county_code, filter_code, full_street_address, voter_id) include (snapshot_date);
create index review_rows_address_desc
  on review_rows (county_code, filter_code, full_street_address desc nulls last, voter_id) include (snapshot_date);
create index review_rows_birth on review_rows (county_code, filter_code, year_of_birth, voter_id) include (snapshot_date);
create index review_rows_birth_desc
  on review_rows (county_code, filter_code, year_of_birth desc nulls last, voter_id) include (snapshot_date);
create index review_rows_registered on review_rows (county_code, filter_code, registration_date, voter_id) include (snapshot_date);
create index review_rows_registered_desc
  on review_rows (county_code, filter_code, registration_date desc nulls last, voter_id) include (snapshot_date);
create index review_rows_codes on review_rows (county_code, filter_code, challenge_codes, voter_id) include (snapshot_date);
create index review_rows_codes_desc
  on review_rows (county_code, filter_code, challenge_codes desc, voter_id) include (snapshot_date);
create index review_rows_zone on review_rows (county_code, jurisdiction_code, ward, precinct, filter_code) include (snapshot_date);

-- The list's totals per zone and filter (every triage status, no search).
create table review_totals (
  snapshot_date date not null,
  zone_hash text collate "C" not null,
  filter_code text not null,
  total integer not null,
  primary key (zone_hash, filter_code, snapshot_date)
) partition by list (snapshot_date);

-- Snapshots loaded before this migration: their rows and totals, as the load builds them.
do $$
declare
  d date;
begin
  for d in select snapshot_date from snapshots where status = 'ready' loop
    execute format('create table %I partition of review_rows for values in (%L)',
                   'review_rows_' || to_char(d, 'YYYYMMDD'), d);
    execute format('create table %I partition of review_totals for values in (%L)',
                   'review_totals_' || to_char(d, 'YYYYMMDD'), d);
  end loop;
end
$$;

insert into review_rows
with listed as (
  select f.snapshot_date, f.voter_id, string_agg(f.rule, ',' order by f.rule) as challenge_codes,
         array_agg(f.rule order by f.rule)
           filter (where f.is_active or f.rule in ('NVRA_8D_2025', 'NVRA_8D_DEC_2022', 'DECEASED', 'DUPLICATE'))
           as listed_for
    from findings f
   where f.rule in ('DUPLICATE', 'DECEASED', 'AGE_100_PLUS', 'AGE_90_PLUS', 'AGE_PLACEHOLDER',
                    'REG_DATE_PRE_1942', 'UPS_USPS', 'NCOA_STATE', 'LOW_PROPENSITY', 'NVRA_8D_DEC_2022',
                    'NVRA_8D_2025', 'NON_RESIDENTIAL', 'BLANK_UNIT', 'UNDELIVERABLE')
   group by f.snapshot_date, f.voter_id
)
select r.snapshot_date, r.voter_id, code, r.county_code, r.jurisdiction_code, r.ward, r.precinct,
       concat_ws(', ', nullif(r.last_name, ''), nullif(r.middle_name, ''), nullif(r.first_name, '')),
       a.full_street_address, r.year_of_birth, r.registration_date, l.challenge_codes,
       upper(r.last_name || ' ' || r.first_name || ' ' || r.middle_name)
  from listed l
  join registrations r on r.snapshot_date = l.snapshot_date and r.voter_id = l.voter_id
  left join addresses a on a.full_address_hash = r.full_address_hash
  cross join lateral unnest(array_prepend('ALL', l.listed_for)) as code
 where l.listed_for is not null and r.voter_status_type_code in ('A', 'V', 'CH');

insert into review_totals (snapshot_date, zone_hash, filter_code, total)
select rr.snapshot_date, z.zone_hash, rr.filter_code, count(*)
  from review_rows rr
  join zones z on z.level in ('county', 'jurisdiction', 'precinct') and z.county_code = rr.county_code
   and (z.level = 'county' or z.jurisdiction_code = rr.jurisdiction_code)
   and (z.level <> 'precinct' or (z.ward = rr.ward and z.precinct = rr.precinct))
 group by rr.snapshot_date, z.zone_hash, rr.filter_code;
