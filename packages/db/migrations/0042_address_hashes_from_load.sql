-- The load computes the address hashes (packages/voterfile/src/address/address-hash.ts, the same md5
-- of the same normalized parts) once per address it meets, instead of the database twice per row:
-- the md5 of the generated columns was a quarter of the COPY's time. A test checks that every
-- loaded hash equals the SQL md5 of its parts.
alter table registrations alter column address_hash drop expression;
alter table registrations alter column full_address_hash drop expression;
alter table registrations alter column address_hash set not null, alter column full_address_hash set not null;
