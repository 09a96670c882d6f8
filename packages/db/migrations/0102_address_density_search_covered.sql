-- The high-density page's free-text search counts the zone's matching rows beside its page. Its
-- index carried no search text, so PostgreSQL read the whole partition instead (Wayne, 1-2
-- registrations, 'MAPLE', 8.4 million registrations: a parallel scan of 3.8 million rows, 535 ms).
-- Carrying the search text, the zone's columns and the full address, the count is an index-only
-- range of the county (67-98 ms), and so is the page (Wayne 5+ 'MAIN': a bitmap scan of 37,000
-- heap pages, 153 ms -> 3 ms). The index grows from 244 to 582 MB statewide and builds in 3.2 s.
-- The load builds it on each snapshot's table from this definition (packages/pipeline/src/partition-indexes.ts).
drop index address_density_county;
create index address_density_county on address_density (county_code, registration_count desc, address_hash)
  include (snapshot_date, search_text, jurisdiction_code, ward, precinct, full_address_hash);
