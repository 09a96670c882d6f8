-- What the public searches need (issue 3): a name index on every snapshot's registrations, and the
-- elections each snapshot's history file carried.

-- Search by name and the voter summary: equality on last name, first name and birth year within
-- one snapshot. Byte-wise ("C"): names are compared as typed (upper case), and a byte-wise index
-- builds several times faster than one by locale rules. Declared on the parent, so every snapshot
-- partition has one; the ingest builds it on the new partition before attaching it.
create index registrations_name on registrations (last_name collate "C", first_name collate "C", year_of_birth);

-- The elections of each snapshot's history file: a few dozen rows per snapshot, so that the list
-- of election dates does not scan the whole voting history.
create table snapshot_elections (
  snapshot_date date not null,
  election_date date not null,
  primary key (snapshot_date, election_date)
);
insert into snapshot_elections (snapshot_date, election_date)
select distinct first_seen, election_date from voting_history;
