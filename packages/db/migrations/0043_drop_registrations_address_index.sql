-- No reader looks registrations up by address_hash (the address pages go by full_address_hash);
-- only the canvass rules joined on it, and they now scan the snapshot once. The index cost a build
-- per load and about 470 MB per statewide snapshot.
drop index if exists registrations_address;
