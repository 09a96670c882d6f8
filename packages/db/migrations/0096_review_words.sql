-- The review list's search finds registrations whose name or address has a word starting with
-- each word searched. Matching '%X%' against every row of a zone read all of them (Wayne at 8.4
-- million: 1.4-1.6 s); each word of each listed registration's name and address is stored here
-- once per snapshot, so that a search is a prefix range of this index per word, then the found
-- registrations' rows by key. Words are the runs of A-Z and 0-9 of the upper-cased text (the same
-- split as packages/pipeline/src/review-words.ts, which builds each snapshot's table in the load).
create table review_words (
  snapshot_date date not null,
  county_code smallint not null,
  word text collate "C" not null,
  voter_id bigint not null
) partition by list (snapshot_date);

create index review_words_word on review_words (county_code, word, voter_id) include (snapshot_date);

-- Snapshots loaded before: their words, from their review rows.
do $$
declare
  d date;
begin
  for d in select snapshot_date from snapshots where status = 'ready' loop
    execute format('create table %I partition of review_words for values in (%L)',
                   'review_words_' || to_char(d, 'YYYYMMDD'), d);
  end loop;
end
$$;

insert into review_words (snapshot_date, county_code, word, voter_id)
select rr.snapshot_date, rr.county_code, w.word, rr.voter_id
  from review_rows rr
 cross join lateral regexp_split_to_table(
         coalesce(rr.name_search, '') || ' ' || upper(coalesce(rr.full_street_address, '')), '[^A-Z0-9]+') as w(word)
 where rr.filter_code = 'ALL' and w.word <> '';
