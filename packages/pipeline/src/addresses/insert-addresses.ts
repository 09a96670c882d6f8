import type { Queryable } from '@voterroll/db/database';
import type { LoadContext } from '../snapshots/load-context';
import { AddressForms } from './address-forms';

/** Above this many new addresses (and a quarter of those known), indexes are rebuilt, not updated. */
const BULK_ADDRESSES = 100_000;

/**
 * Adds the snapshot's new addresses before publication (readers reach an address only through a
 * published snapshot; a failed load deletes those first seen in it). The address forms counted
 * during the copy (`AddressForms`) of new dwellings go to a stage table, a few rows per dwelling.
 * A first load brings millions: the secondary indexes are then dropped and built again after the
 * insert, their definitions read from the catalog so the migrations stay their one source.
 */
export async function insertNewAddresses(
  tx: Queryable,
  { tables: { snapshotDate } }: LoadContext,
  forms: AddressForms,
  bulkAbove = BULK_ADDRESSES,
): Promise<number> {
  await tx.exec(`
    create temp table address_forms (
      county_code smallint not null,
      registrations integer not null,
      norm_street text not null,
      unit_key text not null,
      unit_display text not null,
      norm_city text not null,
      zip5 text not null,
      address_hash text collate "C" not null,
      full_address_hash text collate "C" not null
    ) on commit drop`);
  const [known] = await tx.query<{ any: boolean }>('select exists (select 1 from addresses) as any');
  const fresh = known?.any ? await newDwellings(tx, forms) : undefined;
  await tx.copyFrom('address_forms', AddressForms.columns, forms.chunks(fresh), AddressForms.copyOptions);
  // One dwelling may be written "APT 12", "#12", "Unit 12": show the form most of its
  // registrations use, the same one whatever the row order (the county last: one dwelling is
  // in one county but for a clerk's slip).
  await tx.exec(`
    create temp table fresh_addresses on commit drop as
    select distinct on (full_address_hash) *,
           norm_street || case when unit_display <> '' then ' ' || unit_display else '' end as street
    from address_forms f
    where not exists (select 1 from addresses a where a.full_address_hash = f.full_address_hash)
    order by full_address_hash, registrations desc, unit_display collate "C", county_code;
    drop table address_forms;
  `);
  const [counts] = await tx.query<{ fresh: number; known: number }>(
    `select (select count(*) from fresh_addresses) as fresh,
            (select greatest(reltuples, 0)::bigint from pg_class where relname = 'addresses') as known`,
  );
  const bulk = (counts?.fresh ?? 0) > bulkAbove && (counts?.fresh ?? 0) > (counts?.known ?? 0) / 4;
  const indexes = bulk
    ? await tx.query<{ indexname: string; indexdef: string }>(
        `select i.indexname, i.indexdef from pg_indexes i
         where i.tablename = 'addresses' and i.schemaname = current_schema()
           and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
      )
    : [];
  for (const index of indexes) await tx.exec(`drop index ${index.indexname}`);
  await tx.query(
    `insert into addresses (full_address_hash, address_hash, norm_street, unit_key, unit_display, norm_city,
                                zip5, full_street_address, full_address, search_key, county_code, first_seen)
         select full_address_hash, address_hash, norm_street, unit_key, unit_display, norm_city, zip5,
                street, street || ', ' || norm_city || ', MI ' || zip5,
                translate(upper(street || norm_city || zip5), ' #/-&''.,', ''),
                county_code, $1::date
         from fresh_addresses`,
    [snapshotDate],
  );
  for (const index of indexes) await tx.exec(index.indexdef);
  return counts?.fresh ?? 0;
}

/**
 * The dwellings (full address hashes) of `forms` not in `addresses` yet. Most of a month's are
 * known: their hashes are a fifth of their forms' text, so they go to COPY first and only the new
 * dwellings' forms after.
 */
async function newDwellings(tx: Queryable, forms: AddressForms): Promise<Set<string>> {
  await tx.exec(
    `create temp table snapshot_dwellings (full_address_hash text collate "C" not null) on commit drop`,
  );
  await tx.copyFrom('snapshot_dwellings', ['full_address_hash'], forms.dwellingChunks());
  const rows = await tx.queryArrays(
    `select distinct d.full_address_hash from snapshot_dwellings d
     where not exists (select 1 from addresses a where a.full_address_hash = d.full_address_hash)`,
  );
  await tx.exec('drop table snapshot_dwellings');
  return new Set(rows.map((row) => row[0] as string));
}
