-- Voter-file extracts (spec 2 section 2.10): each request is a job the server's worker claims with
-- FOR UPDATE SKIP LOCKED, streams to a gzip CSV under the data folder and marks done. Statuses are
-- the spec's (PENDING, IN PROGRESS, COMPLETED, FAILED) plus EXPIRED once the file is removed.
-- A worker renews heartbeat_at while it writes: an IN PROGRESS job whose heartbeat is stale (its
-- server stopped) is claimed again, and only the claiming worker may finish it.
create table extract_jobs (
  id serial primary key,
  requested_by integer not null references users on delete cascade,
  snapshot_date date not null,
  zone_hash text collate "C" not null,
  county_name text not null,
  jurisdiction_name text,
  precinct text,
  status text not null default 'PENDING'
    check (status in ('PENDING', 'IN PROGRESS', 'COMPLETED', 'FAILED', 'EXPIRED')),
  attempts integer not null default 0,
  worker text,
  heartbeat_at timestamptz,
  rows_expected integer,
  rows_written integer not null default 0,
  file_name text,
  file_bytes bigint,
  error text,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz,
  expires_at timestamptz
);
-- The queue: the few unfinished jobs, oldest first.
create index extract_jobs_queue on extract_jobs (id) where status in ('PENDING', 'IN PROGRESS');
-- A user's requests (the page's table) and their queued count (the per-user limit).
create index extract_jobs_user on extract_jobs (requested_by, id);
-- Completed files by expiry, for the sweep.
create index extract_jobs_expiry on extract_jobs (expires_at) where status = 'COMPLETED';
