-- Where a snapshot came from: a file the user loaded ('loaded') or the synthetic demo ('demo').
-- The server loads the demo only into a database holding no loaded snapshot, and a loaded snapshot
-- is refused by a database holding the demo: real and generated voters never mix. Snapshots that
-- exist before this column are taken as loaded (the safe side: no demo is added to them).
alter table snapshots add column origin text not null default 'loaded' check (origin in ('loaded', 'demo'));
