-- A ceiling on failed sign-ins per account across every client (issue 36, ASVS 2.2.1): after 50
-- failures within an hour each further try at the account waits 72 s, so that at most about 100
-- an hour are tried; it slows the account, it never locks it. Keyed by an HMAC (server_keys) of
-- the account id when the name typed is an account's (its username and e-mail count as one),
-- else of the name, so that an unknown name is slowed exactly as a known one.
create table signin_account_throttle (
  key_hash text collate "C" primary key,
  failures integer not null,
  last_failure_at timestamptz not null,
  blocked_until timestamptz
);
create index signin_account_throttle_last_failure on signin_account_throttle (last_failure_at);
