-- Indexes of the clerk's and the Election Patriot's dashboards (apps/server/src/features/clerk,
-- patriot), so that their counts and pages read only the rows they show at statewide size.

-- Due for Confirmation: a snapshot's out-of-state moves by area. Partial: a few thousand rows of a
-- findings partition of millions. A load builds the same index on its partition before attaching
-- it (compute-findings.ts), so publication does not build it.
create index findings_ncoa_state on findings (county_code, jurisdiction_code, voter_id)
  where rule = 'NCOA_STATE';

-- A state-level clerk's counts and lists by status (flags_area leads with the county).
create index flags_status on flags (current_triage_status, county_name, jurisdiction_name);

-- Flagged by Residents: anonymous flags (a verified phone, no account) by area.
create index flags_residents on flags (county_name, jurisdiction_name, current_triage_status)
  where reporter_user_id is null and reporter_phone_no is not null;

-- The Election Patriot's Removed tab: when a flagged registration left the rolls.
create index registration_changes_removed on registration_changes (voter_id, snapshot_date)
  where change = 'REMOVED';
