-- Scanned absentee ballot envelopes of the 2020 general election, their OCR reading, what data
-- entry made of them, and every edit as an event (spec 3 sections 2.7-2.9). Loaded by
-- `voterroll ingest-envelopes` (packages/pipeline/src/envelopes/ingest-envelopes.ts).

-- Absent-voter counting boards: one row per precinct a board counted.
create table avcb_precincts (
  avcb_number integer not null,
  county_code smallint not null,
  county_name text not null,
  jurisdiction_code integer not null,
  jurisdiction_name text not null,
  precinct text not null,
  primary key (avcb_number, precinct),
  -- A precinct's ballots go to one board.
  unique (county_code, jurisdiction_code, precinct)
);

create table ballot_envelopes (
  file_name text primary key,
  -- Relative to the envelope image folder (or the object store's base URL).
  image_location text not null,
  -- The board whose batch the envelope was scanned in (edited by data entry when misfiled).
  avcb_number integer not null,
  -- The board's area, for scoping by the user's county and jurisdiction.
  county_name text not null,
  jurisdiction_name text not null,
  -- What the OCR read, as it read it ('' when it read nothing).
  ocr_avcb text not null default '',
  ocr_full_name text not null default '',
  ocr_full_street_address text not null default '',
  ocr_precinct text not null default '',
  ocr_ballot_number text not null default '',
  ocr_ballot_signed_date text not null default '',
  ocr_ballot_received_date text not null default '',
  -- What a person entered (null until then).
  name text,
  address text,
  precinct text,
  ballot_number text,
  ballot_signed_date date,
  ballot_received_date date,
  comments text not null default '',
  current_data_entry_status text not null check (current_data_entry_status in ('OCR', 'REVIEW', 'ENTERED')),
  -- The load line of the OCR file the envelope came from (evidence).
  source_file text not null,
  source_line integer not null,
  loaded_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Optimistic concurrency: every edit is an UPDATE ... WHERE version = the version read.
  version integer not null default 1
);
create index ballot_envelopes_area on ballot_envelopes (county_name, jurisdiction_name, current_data_entry_status);
create index ballot_envelopes_board on ballot_envelopes (avcb_number);

-- Every edit of an envelope: who, when, and each changed field's old and new value. Only added to.
create table ballot_envelope_events (
  id bigint generated always as identity primary key,
  file_name text not null references ballot_envelopes,
  at timestamptz not null default now(),
  actor_user_id bigint,
  actor_name text not null,
  -- { field: { from, to } } for the fields the edit changed.
  changes jsonb not null
);
create index ballot_envelope_events_file on ballot_envelope_events (file_name, at);
