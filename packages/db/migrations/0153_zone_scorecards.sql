-- Each zone's public scorecard (issue 39), the JSON the API sends, stored by the load as it
-- publishes a snapshot (records/metrics/zone-scorecards.ts): a jurisdiction's card read by key
-- instead of assembled from a key lookup per child (Detroit's hundreds of precincts) a request.
-- previous_date is the ready snapshot before it when stored: a month loaded since between the two
-- changes the previous scores, and the server assembles the card then. Snapshots published before
-- this have no cards; the server assembles theirs, as before. Kept with zone_metrics (archived
-- months keep both). The card is stored uncompressed: read whole on every request.
create table zone_scorecards (
  snapshot_date date not null,
  zone_hash text not null references zones (zone_hash),
  previous_date date,
  card text not null,
  primary key (snapshot_date, zone_hash)
);
alter table zone_scorecards alter column card set storage external;
