-- Flagged registrations, their append-only history, and reviewers' verdicts on findings.
-- Statuses and who may move a registration between them: packages/contract/src/triage.ts.
-- Every change goes through one transition function (packages/pipeline/src/flags/transition.ts).

-- One row per flagged registration; a registration without a row is unflagged (NEW).
create table flags (
  flagged_reg_id bigint generated always as identity primary key,
  voter_id bigint not null unique,
  current_triage_status text not null
    check (current_triage_status in ('NEW', 'TRG', 'SFCR', 'CS', 'VALID', 'INQ', 'NS', 'CAT', 'CI')),
  -- How the flag began: one registration (FLAG_REG), a bulk action (BULK_FLAG_REG) or the clerk's
  -- 'Add to Work Queue' on an unflagged registration (CLERK).
  flag_type text not null check (flag_type in ('FLAG_REG', 'BULK_FLAG_REG', 'CLERK')),
  flagged_reason text not null,
  flagged_reason_x text not null,
  -- The reporter: a user (reporter_user_id) or an anonymous visitor with a verified phone (the
  -- other fields, spec 1 section 3). Empty for the clerk's own flags. No foreign key to users: the
  -- accounts tables are migrated in their own range, and a flag outlives a deleted account.
  reporter_user_id bigint,
  reporter_first_name text,
  reporter_last_name text,
  reporter_email text,
  reporter_party_affiliation text,
  reporter_address_ln1 text,
  reporter_address_ln2 text,
  reporter_city text,
  reporter_state text,
  reporter_zip_code text,
  reporter_phone_no text,
  -- Where the registration is (as of the snapshot of the last change), for scoping lists by area
  -- and rate-limiting anonymous flags per address.
  county_name text not null,
  jurisdiction_name text not null,
  full_address_hash text collate "C",
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Optimistic concurrency: every change is an UPDATE ... WHERE version = the version read.
  version integer not null default 1
);
create index flags_area on flags (county_name, jurisdiction_name, current_triage_status);
create index flags_reporter_phone on flags (reporter_phone_no, created_at) where reporter_phone_no is not null;
create index flags_address on flags (full_address_hash, created_at);

-- The history of every flag: who, when, from which status to which, why. Rows are only ever added.
create table flag_events (
  flag_event_id bigint generated always as identity primary key,
  flagged_reg_id bigint not null references flags,
  voter_id bigint not null,
  at timestamptz not null default now(),
  -- A user, or null for an anonymous reporter (actor_name is then the verified reporter's name).
  actor_user_id bigint,
  actor_name text not null,
  -- The role the change was allowed by, or ANONYMOUS.
  actor_role text not null,
  from_status text not null,
  to_status text not null,
  flagged_reason text,
  comments_x text not null,
  -- Part of a bulk action: a bulk event is not an individual review (MCL 168.512 safeguard).
  is_bulk boolean not null default false,
  -- The system review codes (finding rules) the actor saw, and the snapshot they come from.
  system_review_codes jsonb not null default '[]',
  evidence_snapshot_date date
);
create index flag_events_flag on flag_events (flagged_reg_id, flag_event_id);
create index flag_events_voter on flag_events (voter_id, flag_event_id);

-- Append-only: the database itself refuses to change or remove history, whatever the code does.
create function refuse_flag_event_change() returns trigger
language plpgsql as $$
begin
  raise exception 'flag_events is append-only: % refused', tg_op using errcode = 'P0001';
end;
$$;
create trigger flag_events_append_only
  before update or delete on flag_events
  for each row execute function refuse_flag_event_change();
create trigger flag_events_no_truncate
  before truncate on flag_events
  for each statement execute function refuse_flag_event_change();

-- A reviewer's verdict on one finding: FALSE_POSITIVE (with a reason) or CONFIRMED. Counted per
-- rule as the measured precision of that rule. No foreign key to findings: old snapshots'
-- partitions may be dropped, and the verdicts (and the precision measured) stay.
create table finding_reviews (
  finding_review_id bigint generated always as identity primary key,
  snapshot_date date not null,
  voter_id bigint not null,
  rule text not null,
  verdict text not null check (verdict in ('FALSE_POSITIVE', 'CONFIRMED')),
  reason text not null,
  reviewer_user_id bigint not null,
  reviewer_name text not null,
  reviewed_at timestamptz not null default now(),
  -- One verdict per finding: a later review replaces it (who and when with it).
  unique (snapshot_date, voter_id, rule)
);
create index finding_reviews_rule on finding_reviews (rule, verdict);
