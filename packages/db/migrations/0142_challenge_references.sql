-- A challenge packet's reference number (issue 35): given when the packet is first prepared from
-- To Be Challenged, so that the printed sheet the challenger signs and the packet submitted carry
-- the same one, and kept with the packet once submitted. One open (unsubmitted) reference a flag.
create sequence challenge_reference_seq;
create table challenge_references (
  reference text collate "C" primary key,
  flagged_reg_id bigint not null references flags (flagged_reg_id),
  created_at timestamptz not null default now(),
  submitted_at timestamptz
);
create unique index challenge_references_open on challenge_references (flagged_reg_id)
  where submitted_at is null;
-- The packets an account submitted (the patriot's home) and an area's packets (the clerk's count).
create index flag_events_packets on flag_events (actor_user_id, at) where challenge_packet is not null;
