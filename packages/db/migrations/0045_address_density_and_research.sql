-- High registration density (spec 2 section 2.4): the load counts each snapshot's registrations
-- per street address (address_hash: the building, units together) and precinct, so that the page
-- reads precomputed rows. One partition per snapshot, built by the load and attached at
-- publication like registrations, findings and zone_metrics (packages/pipeline/src/address-density.ts).
create table address_density (
  snapshot_date date not null,
  address_hash text collate "C" not null,
  county_code smallint not null,
  jurisdiction_code integer not null,
  ward text not null,
  precinct text not null,
  registration_count integer not null,
  active_count integer not null,
  -- The full address most of its registrations use: its display forms and the audit page's link.
  full_address_hash text collate "C" not null
) partition by list (snapshot_date);
-- The page asks for a county's (or jurisdiction's, precinct's) addresses above a count, largest first.
create index address_density_county on address_density (county_code, registration_count desc, address_hash);

-- Per county and snapshot: the county table's Total Addresses and Addresses with 5 or more, so that
-- the statewide table does not count every address of the state on each call.
create table address_density_counties (
  snapshot_date date not null,
  county_code smallint not null,
  total_addresses integer not null,
  addresses_gt_4 integer not null
) partition by list (snapshot_date);

-- Address research (spec 2 sections 2.5 and 4): one row per street address, across snapshots.
-- Changed only by apps/server/src/features/addresses/research-store.ts, which writes an event
-- for every change in the same transaction.
create table address_research (
  address_hash text collate "C" primary key,
  -- The county of the address when first researched: editors are limited to their area.
  county_code smallint not null,
  county_name text not null,
  jurisdiction_name text not null,
  name text not null default '',
  category text,
  living_unit_count integer check (living_unit_count between 0 and 9999),
  comments text not null default '' check (length(comments) <= 500),
  current_triage_status text not null default 'NEW'
    check (current_triage_status in ('NEW', 'CANVASS', 'INVALID', 'MELISSA_LICENSE_ERROR')),
  -- The last verification's result codes, comma-separated, and when and by which provider.
  addr_check_result_codes text,
  verified_at timestamptz,
  verified_by_provider text,
  updated_by bigint,
  updated_by_name text,
  updated_at timestamptz not null default now()
);
create index address_research_county on address_research (county_code, current_triage_status);

-- Every categorisation and verification of an address: rows are only ever added.
create table address_research_events (
  address_research_event_id bigint generated always as identity primary key,
  address_hash text collate "C" not null references address_research,
  at timestamptz not null default now(),
  actor_user_id bigint,
  actor_name text not null,
  kind text not null check (kind in ('CATEGORIZE', 'VERIFY')),
  from_status text,
  to_status text not null,
  name text,
  category text,
  living_unit_count integer,
  comments text,
  addr_check_result_codes text
);
create index address_research_events_address on address_research_events (address_hash, at);
