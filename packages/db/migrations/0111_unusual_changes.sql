-- The zones whose count of a kind of change (zone_metrics 'CHANGE:<KIND>') is out of line with
-- its own last months and the state's rate that month (packages/pipeline/src/unusual-changes.ts,
-- docs/changes.md): the candidates scored at least 2 (-log10 p), flagged when under the month's
-- false-alarm budget, with the known cause that explains most of them when there is one.
create table unusual_changes (
  snapshot_date date not null,
  zone_hash text collate "C" not null references zones (zone_hash),
  kind text not null,
  observed integer not null,
  expected double precision not null,
  registrations integer not null,
  history_months integer not null,
  score double precision not null,
  flagged boolean not null,
  known_cause text,
  cause_count integer,
  cause_detail text,
  primary key (zone_hash, kind, snapshot_date)
) partition by list (snapshot_date);
