-- Due for Confirmation pages by key (issue 39): a county clerk's page is a range of the review rows'
-- sort index (county, NCOA_STATE, the sort value, voter id) from the page link's key. A state-level
-- clerk's list spans every county, which those indexes do not hold in one order: each page read and
-- sorted all of the state's out-of-state moves. These hold the rows listed under NCOA_STATE (a few
-- in a thousand) in each sort's order state-wide, so that such a page is one range too. The load
-- copies the parent's indexes onto each snapshot's table (packages/pipeline/src/snapshots/
-- partition-indexes.ts); creating them here builds them on the loaded snapshots' partitions.
create index review_rows_due_voter on review_rows (voter_id)
  include (snapshot_date, county_code, jurisdiction_code) where filter_code = 'NCOA_STATE';
create index review_rows_due_name on review_rows (full_name, voter_id)
  include (snapshot_date, county_code, jurisdiction_code) where filter_code = 'NCOA_STATE';
create index review_rows_due_address on review_rows (full_street_address, voter_id)
  include (snapshot_date, county_code, jurisdiction_code) where filter_code = 'NCOA_STATE';
create index review_rows_due_birth on review_rows (year_of_birth, voter_id)
  include (snapshot_date, county_code, jurisdiction_code) where filter_code = 'NCOA_STATE';
