import type { Db } from '@voterroll/db/database';
import { withBulkSettings } from '../bulk-settings';
import { REGISTERED } from '../findings/finding-context';
import type { LoadContext } from '../snapshots/load-context';
import { indexLikeParent } from '../snapshots/partition-indexes';
import { createPartitionTable } from '../snapshots/snapshot-tables';

/**
 * High registration density (spec 2 section 2.4): the snapshot's registered voters counted per
 * street address (address_hash: a building, its units together) and precinct, all and active, into
 * the snapshot's own `address_density` partition, and per county into `address_density_counties`
 * (the statewide table's figures), and per zone and registration count into `address_density_counts`
 * (a band's total, migration 0147). Runs in the reader lane beside the findings, over the same scan
 * of the registrations the addresses stage groups; publication only attaches both tables. The
 * partition's indexes are built here from the parent's (migrations 0085, 0094, 0102, 0147), so that
 * attaching needs no build. Returns the number of address rows.
 */
export async function buildAddressDensity(db: Db, { tables: t }: LoadContext): Promise<number> {
  await createPartitionTable(db, 'address_density', t.density, t.snapshotDate);
  await createPartitionTable(db, 'address_density_counties', t.densityCounties, t.snapshotDate);
  await createPartitionTable(db, 'address_density_counts', t.densityCounts, t.snapshotDate);
  const rows = await withBulkSettings(db, async (tx) => {
    const [inserted] = await tx.query<{ n: number }>(
      `with counted as (
       insert into ${t.density} (address_hash, county_code, jurisdiction_code, ward, precinct,
                                 registration_count, active_count, full_address_hash, search_text)
       select address_hash, county_code, jurisdiction_code, ward, precinct, count(*),
              count(*) filter (where voter_status_type_code = 'A'),
              -- Any of the building's full addresses: they share its street, city and ZIP.
              min(full_address_hash),
              -- What the page's free-text filter matches (the address hash is of these three).
              upper(min(norm_street) || ' ' || min(norm_city) || ' MI ' || min(zip5))
       from ${t.registrations}
       where voter_status_type_code in ${REGISTERED}
       group by address_hash, county_code, jurisdiction_code, ward, precinct
       returning 1
     )
     select count(*)::int as n from counted`,
    );
    await tx.exec(
      `insert into ${t.densityCounties} (county_code, total_addresses, addresses_gt_4)
       select county_code, count(distinct address_hash),
              count(distinct address_hash) filter (where registration_count > 4)
       from ${t.density}
       group by county_code`,
    );
    // Per county, jurisdiction and precinct zone (the load has inserted the snapshot's zones).
    await tx.exec(
      `insert into ${t.densityCounts} (zone_hash, registration_count, addresses)
       with g as (
         select county_code, jurisdiction_code, ward, precinct, registration_count, count(*)::int as n
           from ${t.density}
          group by grouping sets ((county_code, registration_count),
                                  (county_code, jurisdiction_code, registration_count),
                                  (county_code, jurisdiction_code, ward, precinct, registration_count))
       )
       select z.zone_hash, g.registration_count, g.n
         from g
         join zones z on z.county_code = g.county_code
          and z.level = case when g.jurisdiction_code is null then 'county'
                             when g.precinct is null then 'jurisdiction' else 'precinct' end
          and coalesce(z.jurisdiction_code, -1) = coalesce(g.jurisdiction_code, -1)
          and coalesce(z.ward, '') = coalesce(g.ward, '')
          and coalesce(z.precinct, '') = coalesce(g.precinct, '')`,
    );
    await tx.exec(
      `alter table ${t.densityCounts} add primary key (zone_hash, registration_count, snapshot_date)`,
    );
    return inserted?.n ?? 0;
  });
  await indexLikeParent(db, 'address_density', t.density);
  await db.exec(`analyze ${t.density}`);
  return rows;
}
