-- Findings per registration and rule, their roll-up per zone, and the changes between snapshots.

create table findings (
  snapshot_date date not null,
  voter_id bigint not null,
  rule text not null,
  -- A sub-kind where the metric has parts (UOCAVA M/C/O, canvass category or finding).
  detail text,
  evidence jsonb not null,
  -- The registration's precinct and activity, so that counts by zone need no join.
  county_code smallint not null,
  jurisdiction_code integer not null,
  ward text not null,
  precinct text not null,
  is_active boolean not null,
  primary key (snapshot_date, voter_id, rule)
) partition by list (snapshot_date);

create table zone_metrics (
  snapshot_date date not null,
  zone_hash text collate "C" not null references zones (zone_hash),
  metric_key text not null,
  value integer not null,
  active_value integer not null,
  primary key (zone_hash, metric_key, snapshot_date)
);

create table registration_changes (
  snapshot_date date not null,
  voter_id bigint not null,
  change text not null check (change in ('ADDED', 'REMOVED')),
  voter_status_type_code text not null,
  county_code smallint not null,
  jurisdiction_code integer not null,
  ward text not null,
  precinct text not null,
  last_name text not null,
  first_name text not null,
  middle_name text not null,
  name_suffix text not null,
  year_of_birth smallint,
  registration_date date,
  full_street_address text not null,
  full_address_hash text collate "C" not null,
  address_hash text collate "C" not null,
  primary key (snapshot_date, change, voter_id)
);
create index registration_changes_zone on registration_changes (snapshot_date, county_code, jurisdiction_code);

-- Scores of spec 1: 10 x (1 - registrations with a finding / registered), two decimals.
create view zone_scores as
select
  t.snapshot_date,
  t.zone_hash,
  t.value as total_count,
  t.active_value as active_count,
  round(10 * (1 - coalesce(a.value, 0)::numeric / nullif(t.value, 0)), 2) as overall_score,
  round(10 * (1 - coalesce(h.value, 0)::numeric / nullif(t.value, 0)), 2) as hard_score
from zone_metrics t
left join zone_metrics a
  on a.zone_hash = t.zone_hash and a.snapshot_date = t.snapshot_date and a.metric_key = 'ANY_FINDING'
left join zone_metrics h
  on h.zone_hash = t.zone_hash and h.snapshot_date = t.snapshot_date and h.metric_key = 'HARD_FINDING'
where t.metric_key = 'TOTAL';
