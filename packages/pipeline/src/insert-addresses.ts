import type { Queryable } from '@voterroll/db/database';
import type { SnapshotTables } from './snapshot-tables';

/** Above this many new addresses (and a quarter of those known), indexes are rebuilt, not updated. */
const BULK_ADDRESSES = 100_000;

type AddressTables = Pick<SnapshotTables, 'registrations' | 'snapshotDate' | 'addressStage'>;

/**
 * Stages the snapshot's addresses not known yet, one row each (most of a month's are known
 * already). It reads only the snapshot's own table, so it runs before publication, beside the
 * findings; `insertNewAddresses` then adds them in the publishing transaction.
 */
export async function stageNewAddresses(db: Queryable, t: AddressTables): Promise<void> {
  await db.exec(`
    drop table if exists ${t.addressStage};
    create unlogged table ${t.addressStage} as
    with fresh_forms as (
         select r.full_address_hash, r.address_hash, r.norm_street, r.unit_key, r.unit_display, r.norm_city,
                r.zip5, r.county_code, count(*) as registrations
         from ${t.registrations} r
         where not exists (select 1 from addresses a where a.full_address_hash = r.full_address_hash)
         group by r.full_address_hash, r.address_hash, r.norm_street, r.unit_key, r.unit_display, r.norm_city,
                  r.zip5, r.county_code
       )
    -- One dwelling may be written "APT 12", "#12", "Unit 12": show the form most of its
    -- registrations use, the same one whatever the row order.
    select distinct on (full_address_hash) *,
           norm_street || case when unit_display <> '' then ' ' || unit_display else '' end as street
    from fresh_forms
    order by full_address_hash, registrations desc, unit_display collate "C";
  `);
}

/**
 * Adds the staged addresses. A first load brings millions: then the secondary indexes are dropped
 * and built again after the insert, which costs a fraction of updating them row by row. Their
 * definitions are read from the catalog, so the migrations stay the one place that defines them.
 */
export async function insertNewAddresses(
  tx: Queryable,
  t: AddressTables,
  bulkAbove = BULK_ADDRESSES,
): Promise<number> {
  const [counts] = await tx.query<{ fresh: number; known: number }>(
    `select (select count(*) from ${t.addressStage}) as fresh,
            (select greatest(reltuples, 0)::bigint from pg_class where relname = 'addresses') as known`,
  );
  const fresh = counts?.fresh ?? 0;
  const bulk = fresh > bulkAbove && fresh > (counts?.known ?? 0) / 4;
  const indexes = bulk
    ? await tx.query<{ indexname: string; indexdef: string }>(
        `select i.indexname, i.indexdef from pg_indexes i
         where i.tablename = 'addresses' and i.schemaname = current_schema()
           and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
      )
    : [];
  for (const index of indexes) await tx.exec(`drop index ${index.indexname}`);
  // Not exists again: the stage was taken outside this transaction.
  const [inserted] = await tx.query<{ n: number }>(
    `with inserted as (
     insert into addresses (full_address_hash, address_hash, norm_street, unit_key, unit_display, norm_city,
                            zip5, full_street_address, full_address, search_key, county_code, first_seen)
     select full_address_hash, address_hash, norm_street, unit_key, unit_display, norm_city, zip5,
            street, street || ', ' || norm_city || ', MI ' || zip5,
            translate(upper(street || norm_city || zip5), ' #/-&''.,', ''),
            county_code, $1::date
     from ${t.addressStage} s
     where not exists (select 1 from addresses a where a.full_address_hash = s.full_address_hash)
     returning 1)
     select count(*) as n from inserted`,
    [t.snapshotDate],
  );
  for (const index of indexes) await tx.exec(index.indexdef);
  await tx.exec(`drop table ${t.addressStage}`);
  return inserted?.n ?? 0;
}
