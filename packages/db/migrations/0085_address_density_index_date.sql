-- The high-density page counts a county's addresses in a range of registration counts beside its
-- page of 30. The index carries the snapshot date the readers filter by, so that count is an
-- index-only range (the load vacuums the table); without it PostgreSQL read the whole partition
-- (Wayne, 2-4 registrations, 8.4 million: 312,356 rows of 3.7 million, 0.77 s). The load builds
-- the same index on each snapshot's table (packages/pipeline/src/address-density.ts).
drop index address_density_county;
create index address_density_county on address_density (county_code, registration_count desc, address_hash)
  include (snapshot_date);
