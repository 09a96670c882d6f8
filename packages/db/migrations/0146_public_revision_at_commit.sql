-- The public revision is bumped at commit, once a transaction (0145 bumped it after each
-- statement): a transaction that changed a flag held the revision's row from that statement to
-- its commit, so a bulk change that then waited for another flag's row could deadlock with a
-- single change holding that row and waiting for the revision. Deferred to commit, the row is
-- taken last and held for an instant; the first bump of a transaction counts, the rest find it
-- done.
alter table public_revision add column last_xact bigint;

create or replace function bump_public_revision() returns trigger language plpgsql as $$
begin
  update public_revision set revision = revision + 1, last_xact = txid_current()
   where last_xact is distinct from txid_current();
  return null;
end
$$;

drop trigger snapshots_public_revision on snapshots;
drop trigger zones_public_revision on zones;
drop trigger flags_public_revision on flags;
drop trigger flag_events_public_revision on flag_events;
drop trigger finding_reviews_public_revision on finding_reviews;
drop trigger address_research_public_revision on address_research;
drop trigger address_research_events_public_revision on address_research_events;

create constraint trigger snapshots_public_revision after insert or update or delete on snapshots
  deferrable initially deferred for each row execute function bump_public_revision();
create constraint trigger zones_public_revision after insert or update or delete on zones
  deferrable initially deferred for each row execute function bump_public_revision();
create constraint trigger flags_public_revision after insert or update or delete on flags
  deferrable initially deferred for each row execute function bump_public_revision();
create constraint trigger flag_events_public_revision after insert or update or delete on flag_events
  deferrable initially deferred for each row execute function bump_public_revision();
create constraint trigger finding_reviews_public_revision after insert or update or delete on finding_reviews
  deferrable initially deferred for each row execute function bump_public_revision();
create constraint trigger address_research_public_revision after insert or update or delete on address_research
  deferrable initially deferred for each row execute function bump_public_revision();
create constraint trigger address_research_events_public_revision
  after insert or update or delete on address_research_events
  deferrable initially deferred for each row execute function bump_public_revision();
