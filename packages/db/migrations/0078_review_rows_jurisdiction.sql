-- The review list of a jurisdiction inside a large county (Detroit in Wayne) reads its county's
-- sort index and keeps the jurisdiction's rows. The sort indexes now carry the jurisdiction code as
-- well as the snapshot date, so that this filter is checked in the index alone (an index-only
-- range) instead of visiting every row of the county's range: Detroit's page at offset 9,000 of
-- 151,359 rows read 27,000 heap rows, 84-241 ms, at 8.4 million registrations. The load copies
-- these definitions onto each snapshot's table (packages/pipeline/src/review-rows.ts).
drop index review_rows_voter, review_rows_name, review_rows_address, review_rows_address_desc,
  review_rows_birth, review_rows_birth_desc, review_rows_registered, review_rows_registered_desc,
  review_rows_codes, review_rows_codes_desc;

create index review_rows_voter on review_rows (county_code, filter_code, voter_id)
  include (snapshot_date, jurisdiction_code);
create index review_rows_name on review_rows (county_code, filter_code, full_name, voter_id)
  include (snapshot_date, jurisdiction_code);
create index review_rows_address on review_rows (county_code, filter_code, full_street_address, voter_id)
  include (snapshot_date, jurisdiction_code);
create index review_rows_address_desc
  on review_rows (county_code, filter_code, full_street_address desc nulls last, voter_id)
  include (snapshot_date, jurisdiction_code);
create index review_rows_birth on review_rows (county_code, filter_code, year_of_birth, voter_id)
  include (snapshot_date, jurisdiction_code);
create index review_rows_birth_desc
  on review_rows (county_code, filter_code, year_of_birth desc nulls last, voter_id)
  include (snapshot_date, jurisdiction_code);
create index review_rows_registered on review_rows (county_code, filter_code, registration_date, voter_id)
  include (snapshot_date, jurisdiction_code);
create index review_rows_registered_desc
  on review_rows (county_code, filter_code, registration_date desc nulls last, voter_id)
  include (snapshot_date, jurisdiction_code);
create index review_rows_codes on review_rows (county_code, filter_code, challenge_codes, voter_id)
  include (snapshot_date, jurisdiction_code);
create index review_rows_codes_desc
  on review_rows (county_code, filter_code, challenge_codes desc, voter_id)
  include (snapshot_date, jurisdiction_code);

-- Snapshots loaded before: the zone statistics the load now takes (a jurisdiction's share of its
-- county; without them the planner guessed Detroit's 151,359 rows at 27,018 and sorted them all).
do $$
declare
  d date;
begin
  for d in select snapshot_date from snapshots where status = 'ready' loop
    execute format('create statistics if not exists %I (mcv) on county_code, jurisdiction_code, filter_code from %I',
                   'review_rows_' || to_char(d, 'YYYYMMDD') || '_zone', 'review_rows_' || to_char(d, 'YYYYMMDD'));
    execute format('analyze %I', 'review_rows_' || to_char(d, 'YYYYMMDD'));
  end loop;
end
$$;
