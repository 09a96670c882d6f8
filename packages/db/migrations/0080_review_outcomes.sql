-- Review outcomes (spec 1 section 4): "Lives here" and "Does not live here but is valid". A
-- volunteer's verification of where a registrant lives, recorded as a flag event that moves the
-- registration to VALID (or notes it while VALID) through the transition function, so that it
-- carries who and when, the area and role checks, and the append-only history of flag_events.
-- Null for every other event. The outcome in force: the latest event that either records an
-- outcome or changes the status (a reopened registration has none).
alter table flag_events add column review_outcome text
  check (review_outcome in ('LIVES_HERE', 'NOT_HERE_VALID'));
