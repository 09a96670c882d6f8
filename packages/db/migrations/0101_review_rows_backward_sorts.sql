-- The review list's descending sorts are now the exact reverse of its ascending ones (the key
-- descending with blanks first, then the voter id descending), so each is its ascending index read
-- backwards and the four indexes kept for descending orders go. They were four of the ten indexes
-- the load builds on each snapshot's review rows (the costliest stage of a load on PGlite). The
-- load copies the parent's indexes, so new snapshots no longer build them
-- (packages/pipeline/src/review-rows.ts); loaded partitions' copies go with the parent's.
--
-- But attaching a partition matches its indexes to the parent's without comparing DESC and NULLS
-- (PostgreSQL 15; the load built both of a pair at once, on two connections): a partition's
-- descending index may be the one attached to the ascending parent index, and its ascending index
-- to the descending one, which would drop it. Such a partition gets its ascending index again,
-- built before the drop (unattached: the attached descending one cannot be dropped alone).
do $$
declare
  m record;
begin
  for m in
    select p.relname as parent, t.relname as part, pg_get_indexdef(p.oid) as def
      from pg_class p
      join pg_index pi on pi.indexrelid = p.oid
      join pg_inherits h on h.inhparent = p.oid
      join pg_index ci on ci.indexrelid = h.inhrelid
      join pg_class t on t.oid = ci.indrelid
     where p.relname in ('review_rows_address', 'review_rows_birth', 'review_rows_registered', 'review_rows_codes')
       and ci.indoption::text <> pi.indoption::text
  loop
    execute regexp_replace(m.def, '^CREATE INDEX \S+ ON ONLY \S+ ',
                           format('CREATE INDEX %I ON %I ', m.part || substr(m.parent, length('review_rows') + 1) || '_asc', m.part));
  end loop;
end
$$;

drop index review_rows_address_desc, review_rows_birth_desc, review_rows_registered_desc,
  review_rows_codes_desc;
