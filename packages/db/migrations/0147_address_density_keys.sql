-- The high-density page's pages and searches as key reads (issue 39). At 8.4 million registrations
-- Wayne's 2-4 band cost 62.9 ms of database CPU a page and its 1-2 band's search 110 ms: each
-- counted the county's band in the index (hundreds of thousands of entries) and read the rows
-- before its page, and a search was a substring filter over the whole band.
--
-- The page's total: the load stores, per zone (county, jurisdiction, precinct) and registration
-- count, how many addresses it has, so a band's total is a sum of a few keys.
create table address_density_counts (
  snapshot_date date not null,
  zone_hash text collate "C" not null,
  registration_count integer not null,
  addresses integer not null,
  primary key (zone_hash, registration_count, snapshot_date)
) partition by list (snapshot_date);

-- A search: the street (the search text after its house number) from its first three letters, in
-- the page's order, so a search of three or more letters reads one range of its county and band
-- in order and stops at the page. The server says the key's expression the same way
-- (apps/server/src/features/density/queries.ts, STREET_KEY); the load builds it on each snapshot's table.
create index address_density_street on address_density
  (county_code, left(regexp_replace(search_text, '^[0-9][^ ]* +', ''), 3), registration_count desc, address_hash)
  include (snapshot_date, search_text, jurisdiction_code, ward, precinct, full_address_hash);

-- Snapshots loaded before: their counts, as the load makes them (a deploy needs no reload).
do $$
declare
  d date;
begin
  for d in select snapshot_date from snapshots where status = 'ready' and archived_at is null loop
    execute format('create table %I partition of address_density_counts for values in (%L)',
                   'address_density_counts_' || to_char(d, 'YYYYMMDD'), d);
  end loop;
end
$$;

insert into address_density_counts (snapshot_date, zone_hash, registration_count, addresses)
with g as (
  select snapshot_date, county_code, jurisdiction_code, ward, precinct, registration_count, count(*)::int as n
    from address_density
   group by grouping sets ((snapshot_date, county_code, registration_count),
                           (snapshot_date, county_code, jurisdiction_code, registration_count),
                           (snapshot_date, county_code, jurisdiction_code, ward, precinct, registration_count))
)
select g.snapshot_date, z.zone_hash, g.registration_count, g.n
  from g
  join zones z on z.county_code = g.county_code
   and z.level = case when g.jurisdiction_code is null then 'county'
                      when g.precinct is null then 'jurisdiction' else 'precinct' end
   and coalesce(z.jurisdiction_code, -1) = coalesce(g.jurisdiction_code, -1)
   and coalesce(z.ward, '') = coalesce(g.ward, '')
   and coalesce(z.precinct, '') = coalesce(g.precinct, '');
