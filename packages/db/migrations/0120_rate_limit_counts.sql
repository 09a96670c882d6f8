-- Rate limits shared by every server process on one PostgreSQL (issue 28): one row per client and
-- limited route, the key hashed (a client's address is not kept), its window's start and its count
-- of requests. Each limited request makes one upsert; rows whose window has ended are deleted
-- periodically. PGlite (one process) keeps its counters in memory and leaves this table empty.
create table rate_limit_counts (
  key_hash bytea primary key,
  window_start timestamptz not null,
  window_ms integer not null,
  hits integer not null
);
