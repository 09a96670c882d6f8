-- Due for Confirmation reads the review rows listed under NCOA_STATE (the active ones) since the
-- statewide measurement; the partial index of migration 0055 has no reader left, and each load
-- built it on its findings table. Dropped, and the load no longer builds it.
drop index if exists findings_ncoa_state;
