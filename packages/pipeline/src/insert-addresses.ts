import type { Queryable } from '@voterroll/db/database';
import type { SnapshotTables } from './snapshot-tables';

/** Above this many new addresses (and a quarter of those known), indexes are rebuilt, not updated. */
const BULK_ADDRESSES = 100_000;

/**
 * Adds the snapshot's new addresses (most of a month's are known already), before publication and
 * beside the findings: readers reach an address only through a published snapshot's
 * registrations, and a failed load deletes the addresses first seen in it. A first load brings
 * millions: then the secondary indexes are dropped and built again after the insert, which costs
 * a fraction of updating them row by row. Their definitions are read from the catalog, so the
 * migrations stay the one place that defines them.
 */
export async function insertNewAddresses(
  tx: Queryable,
  t: Pick<SnapshotTables, 'registrations' | 'snapshotDate'>,
  bulkAbove = BULK_ADDRESSES,
): Promise<number> {
  await tx.exec(`
    create temp table fresh_addresses on commit drop as
    with fresh_forms as (
         select r.full_address_hash, r.address_hash, r.norm_street, r.unit_key, r.unit_display, r.norm_city,
                r.zip5, r.county_code, count(*) as registrations
         from ${t.registrations} r
         where not exists (select 1 from addresses a where a.full_address_hash = r.full_address_hash)
         group by r.full_address_hash, r.address_hash, r.norm_street, r.unit_key, r.unit_display, r.norm_city,
                  r.zip5, r.county_code
       ),
       -- One dwelling may be written "APT 12", "#12", "Unit 12": show the form most of its
       -- registrations use, the same one whatever the row order.
       fresh as (
         select distinct on (full_address_hash) *,
                norm_street || case when unit_display <> '' then ' ' || unit_display else '' end as street
         from fresh_forms
         order by full_address_hash, registrations desc, unit_display collate "C"
       )
    select * from fresh;
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
    [t.snapshotDate],
  );
  for (const index of indexes) await tx.exec(index.indexdef);
  return counts?.fresh ?? 0;
}
