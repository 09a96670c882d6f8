-- Every change of a registration present in two consecutive snapshots (issue 29), one row per
-- registration and kind of change, beside registration_changes' added and removed: the load's
-- change stage classifies them in its one join of the two snapshots (packages/pipeline/src/
-- detect-changes.ts). Kinds: address, name, birth_year, registration_date, status, gender,
-- permanent_absentee, precinct (the precinct or jurisdiction changed, the address did not: a
-- renumbering or a boundary) and uocava. before and after are the values as the lists show them;
-- the codes are the registration's zone now. One partition per snapshot, attached at publication.
create table registration_field_changes (
  snapshot_date date not null,
  voter_id bigint not null,
  kind text not null,
  before text not null,
  after text not null,
  county_code smallint not null,
  jurisdiction_code integer not null,
  ward text not null,
  precinct text not null
) partition by list (snapshot_date);
-- A partition holds one snapshot: the registrations behind one zone's figure of one kind, and a
-- registration's own history.
create index registration_field_changes_list
  on registration_field_changes (kind, county_code, jurisdiction_code, ward, precinct, voter_id);
create index registration_field_changes_voter on registration_field_changes (voter_id);
