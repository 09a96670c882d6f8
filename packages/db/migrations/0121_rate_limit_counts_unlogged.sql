-- The rate limits' counters need no crash safety (a crash at worst forgives the current minute's
-- requests) and are written on every limited request: unlogged, they cost no WAL, and are not
-- copied to replicas, which never count requests.
alter table rate_limit_counts set unlogged;
