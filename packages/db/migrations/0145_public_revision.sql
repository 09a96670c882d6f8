-- The revision of what public reads show between two loads (issue 38): a public answer's ETag is
-- this revision with the current snapshot (http/public-cache.ts), so that a revalidation costs one
-- key read instead of the whole query. Every change of a table a public read reads outside a load
-- bumps it in the changing transaction; a load's tables become visible only when it publishes,
-- which updates snapshots. The one row is updated, not appended: a reader sees the revision of
-- exactly the changes it sees. (A new table a public read reads gets the trigger too.)
create table public_revision (
  only_row boolean primary key default true check (only_row),
  revision bigint not null
);
insert into public_revision (revision) values (1);

create function bump_public_revision() returns trigger language plpgsql as $$
begin
  update public_revision set revision = revision + 1;
  return null;
end
$$;

create trigger snapshots_public_revision after insert or update or delete on snapshots
  for each statement execute function bump_public_revision();
create trigger zones_public_revision after insert or update or delete on zones
  for each statement execute function bump_public_revision();
create trigger flags_public_revision after insert or update or delete on flags
  for each statement execute function bump_public_revision();
create trigger flag_events_public_revision after insert or update or delete on flag_events
  for each statement execute function bump_public_revision();
create trigger finding_reviews_public_revision after insert or update or delete on finding_reviews
  for each statement execute function bump_public_revision();
create trigger address_research_public_revision after insert or update or delete on address_research
  for each statement execute function bump_public_revision();
create trigger address_research_events_public_revision after insert or update or delete on address_research_events
  for each statement execute function bump_public_revision();
