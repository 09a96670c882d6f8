-- Findings of the attribute rules (age, registration date, inactivity: the registration's own
-- fields and its last vote) are most of a snapshot's rows; they are stored without evidence, which
-- is built when read from the same fields (packages/pipeline/src/findings/attribute-rules.ts).
alter table findings alter column evidence drop not null;
