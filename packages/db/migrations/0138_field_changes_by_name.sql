-- The registrations behind a change figure are listed by name (issue 29). At 8.4 million the list
-- joined every change of Wayne in a month (7,400) to its registration to sort them: 18 ms of the
-- database a page. Each change row now keeps the registration's name (as registration_changes
-- does), and the list reads a zone's changes in name order from an index, joining only its page.
alter table registration_field_changes
  add column last_name text not null default '',
  add column first_name text not null default '',
  add column middle_name text not null default '';
update registration_field_changes c
   set last_name = r.last_name, first_name = r.first_name, middle_name = r.middle_name
  from registrations r
 where r.snapshot_date = c.snapshot_date and r.voter_id = c.voter_id;
create index registration_field_changes_by_name
  on registration_field_changes (county_code, last_name, first_name, middle_name, voter_id, kind);
create index registration_field_changes_jurisdiction_by_name
  on registration_field_changes (county_code, jurisdiction_code, last_name, first_name, middle_name, voter_id, kind);
