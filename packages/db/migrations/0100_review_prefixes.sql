-- The review list's search by a word of one or two letters: such a prefix starts a word of a large
-- share of a county's registrations, so reading its range of review_words and counting the matches
-- read most of the county (Wayne 'S'). The load stores, per county and jurisdiction, filter and
-- prefix of one or two letters, how many listed registrations have a word starting with it: the
-- page's total is then one key, and its 30 rows a walk of the sort index that stops at the 30th
-- match (apps/server/src/features/review/review-search.ts; a precinct's few rows are counted).
-- Split as review_words is, by packages/pipeline/src/review-words.ts (which builds each load's).
create table review_prefixes (
  snapshot_date date not null,
  zone_hash text collate "C" not null,
  filter_code text not null,
  prefix text collate "C" not null,
  total integer not null,
  primary key (zone_hash, filter_code, prefix, snapshot_date)
) partition by list (snapshot_date);

-- Snapshots loaded before: their prefixes, as the load counts them.
do $$
declare
  d date;
begin
  for d in select snapshot_date from snapshots where status = 'ready' loop
    execute format('create table %I partition of review_prefixes for values in (%L)',
                   'review_prefixes_' || to_char(d, 'YYYYMMDD'), d);
  end loop;
end
$$;

insert into review_prefixes (snapshot_date, zone_hash, filter_code, prefix, total)
with g as (
  select rr.snapshot_date, rr.county_code, rr.jurisdiction_code, rr.filter_code, p.prefix, count(*)::int as total
    from review_rows rr
   cross join lateral (
           select distinct left(w.word, l.n) as prefix
             from regexp_split_to_table(coalesce(rr.name_search, '') || ' ' || upper(coalesce(rr.full_street_address, '')),
                                        '[^A-Z0-9]+') as w(word)
            cross join generate_series(1, 2) as l(n)
            where length(w.word) >= l.n) p
   group by grouping sets ((rr.snapshot_date, rr.county_code, rr.filter_code, p.prefix),
                           (rr.snapshot_date, rr.county_code, rr.jurisdiction_code, rr.filter_code, p.prefix))
)
select g.snapshot_date, z.zone_hash, g.filter_code, g.prefix, g.total
  from g
  join zones z on z.county_code = g.county_code
   and z.level = case when g.jurisdiction_code is null then 'county' else 'jurisdiction' end
   and coalesce(z.jurisdiction_code, -1) = coalesce(g.jurisdiction_code, -1);
