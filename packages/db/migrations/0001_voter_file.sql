-- Geography, snapshots, registrations, voting history and the auxiliary sources.

create table zones (
  zone_hash text collate "C" primary key,
  level text not null check (level in ('state', 'county', 'jurisdiction', 'precinct')),
  county_code smallint,
  county_name text,
  jurisdiction_code integer,
  jurisdiction_name text,
  ward text,
  precinct text,
  zone_name text not null,
  parent_hash text collate "C" references zones (zone_hash)
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
  -- The QVF's own columns, in its order. Text columns are '' rather than null when blank.
  last_name text not null default '',
  first_name text not null default '',
  middle_name text not null default '',
  name_suffix text not null default '',
  year_of_birth smallint,
  gender text not null default '',
  registration_date date,
  street_number_prefix text not null default '',
  street_number text not null default '',
  street_number_suffix text not null default '',
  direction_prefix text not null default '',
  street_name text not null default '',
  street_type text not null default '',
  direction_suffix text not null default '',
  extension text not null default '',
  city text not null default '',
  state text not null default '',
  zip_code text not null default '',
  mailing_address_line_one text not null default '',
  mailing_address_line_two text not null default '',
  mailing_address_line_three text not null default '',
  mailing_address_line_four text not null default '',
  mailing_address_line_five text not null default '',
  voter_id bigint not null,
  county_code smallint not null,
  county_name text not null default '',
  jurisdiction_code integer not null,
  jurisdiction_name text not null default '',
  precinct text not null default '',
  ward text not null default '',
  school_district_code text not null default '',
  school_district_name text not null default '',
  state_house_district_code text not null default '',
  state_house_district_name text not null default '',
  state_senate_district_code text not null default '',
  state_senate_district_name text not null default '',
  us_congress_district_code text not null default '',
  us_congress_district_name text not null default '',
  county_commissioner_district_code text not null default '',
  county_commissioner_district_name text not null default '',
  village_district_code text not null default '',
  village_district_name text not null default '',
  village_precinct text not null default '',
  school_precinct text not null default '',
  is_perm_av_ballot_voter boolean,
  voter_status_type_code text not null,
  uocava_status_code text not null default 'N',
  uocava_status_name text not null default '',
  is_perm_av_app_voter boolean,
  status_reason text not null default '',
  status_date text not null default '',
  status_user_code text not null default '',
  -- USPS Publication 28 forms of the address (packages/voterfile/src/address).
  norm_street text not null,
  unit_key text not null,
  unit_display text not null,
  norm_city text not null,
  zip5 text not null,
  -- Hashes compare byte-wise (collation "C"): sorting and indexing them by locale rules is slow.
  address_hash text collate "C" generated always as (md5(norm_street || '|' || norm_city || '|' || zip5)) stored,
  full_address_hash text collate "C" generated always as (
    md5(norm_street || '|' || unit_key || '|' || norm_city || '|' || zip5)
  ) stored,
  primary key (snapshot_date, voter_id)
) partition by list (snapshot_date);
-- A partition holds one snapshot, so its indexes need not repeat the date.
create index registrations_full_address on registrations (full_address_hash);
create index registrations_address on registrations (address_hash);

create table addresses (
  full_address_hash text collate "C" primary key,
  address_hash text collate "C" not null,
  norm_street text not null,
  unit_key text not null,
  unit_display text not null,
  norm_city text not null,
  zip5 text not null,
  full_street_address text not null,
  full_address text not null,
  -- What the type-ahead sends: upper case, letters and digits only (byte-wise, for prefix search).
  search_key text collate "C" not null,
  county_code smallint not null,
  first_seen date not null
);
create index addresses_search_key on addresses (search_key);
create index addresses_address_hash on addresses (address_hash);

create table voting_history (
  voter_id bigint not null,
  election_date date not null,
  voting_method text not null check (voting_method in ('ABSENTEE', 'IN PERSON', 'UNKNOWN')),
  county_code smallint,
  jurisdiction_code integer,
  -- The first snapshot whose history file carried this record: the history known at a snapshot is
  -- every record first seen at or before it.
  first_seen date not null,
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
  address_hash text collate "C" generated always as (md5(norm_street || '|' || norm_city || '|' || zip5)) stored
);
create index canvass_records_snapshot on canvass_records (snapshot_date, address_hash);
