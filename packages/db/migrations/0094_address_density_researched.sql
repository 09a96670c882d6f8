-- The density page's county table subtracts, per county, the addresses with 5 or more
-- registrations that research has categorised (CANVASS or INVALID). Counted from each county's
-- 5+ range, that hash-joined 287,000 index entries at 8.4 million registrations (68-82 ms); from
-- the research rows (few) each is one probe of this index, which holds only the 5+ rows. The load
-- builds it on each snapshot's table (packages/pipeline/src/address-density.ts).
create index address_density_researched on address_density (address_hash, snapshot_date)
  include (county_code) where registration_count > 4;
