-- A digest of each registration's classified values, written by the load's copy stream
-- (packages/pipeline/src/change-digest.ts), so that the change stage classifies field by field only
-- the registrations whose digest differs from the previous snapshot's. Null for rows loaded before
-- this column or written otherwise: those are always compared in full.
alter table registrations add column change_digest bigint;
