-- zone_metrics holds one partition per snapshot, as registrations and findings do: a load builds
-- its snapshot's metrics in a table of their own beside the findings, and the publishing
-- transaction only attaches it. Inserting them there cost about 1.3 s per million registrations,
-- a third of it in the row-by-row check of the zone key, all inside that transaction.
drop view zone_scores;
alter table zone_metrics rename to zone_metrics_unpartitioned;
alter table zone_metrics_unpartitioned rename constraint zone_metrics_pkey to zone_metrics_unpartitioned_pkey;
alter table zone_metrics_unpartitioned
  rename constraint zone_metrics_zone_hash_fkey to zone_metrics_unpartitioned_zone_hash_fkey;

create table zone_metrics (
  snapshot_date date not null,
  zone_hash text collate "C" not null references zones (zone_hash),
  metric_key text not null,
  value integer not null,
  active_value integer not null,
  primary key (zone_hash, metric_key, snapshot_date)
) partition by list (snapshot_date);

do $$
declare
  d date;
begin
  for d in select distinct snapshot_date from zone_metrics_unpartitioned loop
    execute format('create table %I partition of zone_metrics for values in (%L)',
                   'zone_metrics_' || to_char(d, 'YYYYMMDD'), d);
  end loop;
end
$$;
insert into zone_metrics (snapshot_date, zone_hash, metric_key, value, active_value)
select snapshot_date, zone_hash, metric_key, value, active_value from zone_metrics_unpartitioned;
drop table zone_metrics_unpartitioned;

-- As in 0002.
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
