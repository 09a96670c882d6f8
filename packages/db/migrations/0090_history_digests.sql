-- What each snapshot's history file carried of each election: its records (readable lines) and an
-- order-independent digest of their keys (pipeline/src/history-digest.ts). Every record of such a
-- file is in voting_history from that load on, so a later file whose records of an election have a
-- digest stored here adds nothing to it: the load checks those lines but copies none of them
-- (load-history.ts). A discarded load's rows go with its history (discard-snapshot.ts).
create table history_digests (
  snapshot_date date not null,
  election_date date not null,
  records bigint not null,
  digest text not null,
  primary key (snapshot_date, election_date)
);
