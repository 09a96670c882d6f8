-- The account's own registration, the challenger of MCL 168.512 (issue 35). users.voter_id is
-- already unique (users_voter_id: one account per registration; one column: one registration per
-- account). Linked once, at sign-up or from the profile; after that a re-link or an unlink waits
-- for a user admin's approval, here, and each step is in the audit log.
alter table users add column voter_linked_at timestamptz;
update users set voter_linked_at = created_at where voter_id is not null;

create table registration_link_requests (
  id serial primary key,
  user_id integer not null references users on delete cascade,
  -- The registration asked for; null asks to unlink.
  voter_id bigint,
  requested_at timestamptz not null default now(),
  decided_at timestamptz,
  decided_by integer,
  approved boolean
);
-- At most one request waiting per account.
create unique index registration_link_requests_pending on registration_link_requests (user_id)
  where decided_at is null;
