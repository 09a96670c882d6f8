-- Geography, snapshots, registrations, voting history and the auxiliary sources.

create table zones (
  zone_hash text primary key,
  level text not null check (level in ('state', 'county', 'jurisdiction', 'precinct')),
  county_code smallint,
  county_name text,
  jurisdiction_code integer,
  jurisdiction_name text,
  ward text,
  precinct text,
  zone_name text not null,
  parent_hash text references zones (zone_hash)
);
create index zones_parent on zones (parent_hash);
insert into zones (zone_hash, level, zone_name) values ('MICHIGAN', 'state', 'MICHIGAN');

-- One row per monthly file. A snapshot is visible only once its status is 'ready': that happens in
-- the transaction that attaches its rows and stores its metrics.
create table snapshots (
  snapshot_date date primary key,
  status text not null default 'loading' check (status in ('loading', 'ready', 'failed')),
  voters_file text,
  history_file text,
  deceased_file text,
  ncoa_file text,
  postal_file text,
  canvass_file text,
  rows_read integer not null default 0,
  rows_loaded integer not null default 0,
  rows_rejected integer not null default 0,
  history_rows integer not null default 0,
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  load_seconds numeric(10, 2),
  message text
);

-- The first rows of each load that could not be read (all of them are counted in snapshots).
create table load_problems (
  snapshot_date date not null references snapshots on delete cascade,
  file text not null,
  line integer not null,
  reason text not null
);
create index load_problems_snapshot on load_problems (snapshot_date);

-- One row per registration per snapshot; each snapshot is its own partition, loaded apart and
-- attached when complete.
create table registrations (
  snapshot_date date not null,
  voter_id bigint not null,
  last_name text not null,
  first_name text not null,
  middle_name text not null,
  name_suffix text not null,
  year_of_birth smallint,
  gender text not null,
  registration_date date,
  street_number_prefix text not null,
  street_number text not null,
  street_number_suffix text not null,
  direction_prefix text not null,
  street_name text not null,
  street_type text not null,
  direction_suffix text not null,
  extension text not null,
  city text not null,
  state text not null,
  zip_code text not null,
  mailing_address_line_one text not null,
  mailing_address_line_two text not null,
  mailing_address_line_three text not null,
  mailing_address_line_four text not null,
  mailing_address_line_five text not null,
  county_code smallint not null,
  jurisdiction_code integer not null,
  ward text not null,
  precinct text not null,
  school_district_code text not null,
  state_house_district_code text not null,
  state_senate_district_code text not null,
  us_congress_district_code text not null,
  county_commissioner_district_code text not null,
  village_district_code text not null,
  village_precinct text not null,
  school_precinct text not null,
  is_perm_av_ballot_voter boolean not null,
  is_perm_av_app_voter boolean not null,
  voter_status_type_code text not null,
  uocava_status_code text not null,
  -- USPS Publication 28 forms of the address (packages/voterfile/src/address).
  norm_street text not null,
  unit_key text not null,
  unit_display text not null,
  norm_city text not null,
  zip5 text not null,
  address_hash text generated always as (md5(norm_street || '|' || norm_city || '|' || zip5)) stored,
  full_address_hash text generated always as (
    md5(norm_street || '|' || unit_key || '|' || norm_city || '|' || zip5)
  ) stored,
  primary key (snapshot_date, voter_id)
) partition by list (snapshot_date);
create index registrations_full_address on registrations (snapshot_date, full_address_hash);
create index registrations_address on registrations (snapshot_date, address_hash);

create table addresses (
  full_address_hash text primary key,
  address_hash text not null,
  norm_street text not null,
  unit_key text not null,
  unit_display text not null,
  norm_city text not null,
  zip5 text not null,
  full_street_address text not null,
  full_address text not null,
  -- What the type-ahead sends: upper case, letters and digits only.
  search_key text not null,
  county_code smallint not null,
  first_seen date not null
);
create index addresses_search_key on addresses (search_key text_pattern_ops);
create index addresses_address_hash on addresses (address_hash);

create table voting_history (
  voter_id bigint not null,
  election_date date not null,
  voting_method text not null check (voting_method in ('ABSENTEE', 'IN PERSON', 'UNKNOWN')),
  county_code smallint,
  jurisdiction_code integer,
  -- The snapshots whose history file carried this record, first and last.
  first_seen date not null,
  last_seen date not null,
  primary key (voter_id, election_date, voting_method)
);

-- Auxiliary sources, kept per loading snapshot so that every finding can name its source row.
create table deceased_records (
  id bigserial primary key,
  snapshot_date date not null,
  line integer not null,
  voter_id bigint,
  first_name text not null,
  middle_name text not null,
  last_name text not null,
  year_of_birth smallint,
  date_of_death date,
  source text not null
);
create index deceased_records_snapshot on deceased_records (snapshot_date);

create table ncoa_records (
  id bigserial primary key,
  snapshot_date date not null,
  line integer not null,
  voter_id bigint not null,
  move_effective_date date,
  move_type text not null,
  new_address text not null,
  new_city text not null,
  new_state text not null,
  new_zip text not null,
  delivery_point text not null
);
create index ncoa_records_snapshot on ncoa_records (snapshot_date, voter_id);

create table postal_locations (
  id bigserial primary key,
  snapshot_date date not null,
  line integer not null,
  name text not null,
  kind text not null,
  address_line_1 text not null,
  city text not null,
  state text not null,
  zip_code text not null,
  norm_street text not null,
  zip5 text not null
);
create index postal_locations_snapshot on postal_locations (snapshot_date, norm_street, zip5);

create table canvass_records (
  id bigserial primary key,
  snapshot_date date not null,
  line integer not null,
  address_line_1 text not null,
  extension text not null,
  city text not null,
  zip_code text not null,
  category text,
  finding text,
  living_unit_count integer,
  norm_street text not null,
  unit_key text not null,
  norm_city text not null,
  zip5 text not null,
  address_hash text generated always as (md5(norm_street || '|' || norm_city || '|' || zip5)) stored
);
create index canvass_records_snapshot on canvass_records (snapshot_date, address_hash);
