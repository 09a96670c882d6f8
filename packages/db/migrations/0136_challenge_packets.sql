-- The challenge of MCL 168.512 (issue 26): when an Election Patriot submits it (SFCR to CS), the
-- packet printed for the clerk (the challenger, the named voter, the reasons and each finding's
-- evidence, as JSON) is kept on that event of the append-only history. Null for every other event.
alter table flag_events add column challenge_packet jsonb;
