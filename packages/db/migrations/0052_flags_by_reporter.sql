-- The Digital Researcher tab lists the flags a user raised and counts the events they recorded:
-- a probe of each index per user instead of a scan of every flag and event.
create index flags_reporter_user on flags (reporter_user_id, flagged_reg_id) where reporter_user_id is not null;
create index flag_events_actor on flag_events (actor_user_id) where actor_user_id is not null;
