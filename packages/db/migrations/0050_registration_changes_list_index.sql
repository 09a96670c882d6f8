-- Registrations Added and Removed (spec 2 section 2.9) page one snapshot's changes of one kind in
-- one county, jurisdiction or precinct: the index leads with those columns so that a page counts
-- and sorts that zone's month of changes only. It also serves the NVRA cleanup's removals per
-- zone, which the index it replaces (snapshot, county, jurisdiction) served without the change.
create index registration_changes_list
  on registration_changes (snapshot_date, change, county_code, jurisdiction_code, ward, precinct);
drop index registration_changes_zone;
