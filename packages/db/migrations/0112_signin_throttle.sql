-- Sign-in throttling per (name as typed, client address) instead of locking the account (issue 28):
-- after 5 failures that client waits 1 s, 2 s, 4 s ... (at most 5 minutes) before its next try at
-- that name; other clients, the owner among them, are not affected, and an unknown name is
-- throttled exactly as a known one. The key is a sha-256 of name and address, neither in the clear.
-- In the database, so that several server processes share it.
create table signin_throttle (
  key_hash text collate "C" primary key,
  failures integer not null,
  last_failure_at timestamptz not null,
  blocked_until timestamptz
);
create index signin_throttle_last_failure on signin_throttle (last_failure_at);

alter table users drop column failed_logins, drop column locked_until;
