-- Keys the server processes share, each made once at random by the first process that needs it
-- (apps/server/src/auth/server-keys.ts) and never logged or answered. The first: the sign-in
-- throttle's HMAC key. Its rows were keyed by a plain sha-256 of name and address, which anyone can
-- recompute from a guessed e-mail address; they are keyed by an HMAC now, so the old rows (at most a
-- day of failures) go.
create table server_keys (
  name text collate "C" primary key,
  key_value text not null,
  created_at timestamptz not null default now()
);

delete from signin_throttle;
