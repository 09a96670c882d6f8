import { createHash } from 'node:crypto';
import { ident, type Queryable } from '@voterroll/db/database';

/**
 * Rows a load would have stored, inserted in plain SQL: the read model's tests read them as the
 * server does, without running the load (packages/pipeline comes after this package).
 */

/** The partitioned tables a published snapshot has a partition of, which these fixtures fill. */
const PARTITIONED = ['registrations', 'findings', 'zone_metrics'] as const;

/**
 * A snapshots row; a 'ready' one (published) gets its partitions of registrations, findings and
 * zone_metrics, as the load's publishing transaction attaches them. A 'loading' or 'failed' one has
 * none attached: readers never see its rows.
 */
export async function insertSnapshot(
  db: Queryable,
  snapshotDate: string,
  status: 'ready' | 'loading' | 'failed' = 'ready',
): Promise<void> {
  await db.query(
    `insert into snapshots (snapshot_date, status, finished_at)
     values ($1::date, $2, case when $2 = 'loading' then null else now() end)`,
    [snapshotDate, status],
  );
  if (status !== 'ready') return;
  for (const parent of PARTITIONED) {
    const table = ident(`${parent}_${snapshotDate.replaceAll('-', '')}`);
    await db.exec(`create table ${table} partition of ${parent} for values in ('${snapshotDate}')`);
  }
}

/** A precinct and the county and jurisdiction above it, by the state's codes and names. */
export interface PrecinctPlace {
  countyCode: number;
  countyName: string;
  jurisdictionCode: number;
  jurisdictionName: string;
  ward: string;
  precinct: string;
}

const md5 = (s: string) => createHash('md5').update(s).digest('hex');

/** The zone hashes the load derives from the state's codes (pipeline's zone-collector.ts). */
export const countyHash = (p: Pick<PrecinctPlace, 'countyCode'>) => md5(`MI/${p.countyCode}`);
export const jurisdictionHash = (p: Pick<PrecinctPlace, 'countyCode' | 'jurisdictionCode'>) =>
  md5(`MI/${p.countyCode}/${p.jurisdictionCode}`);
export const precinctHash = (p: PrecinctPlace) =>
  md5(`MI/${p.countyCode}/${p.jurisdictionCode}/${p.ward}/${p.precinct}`);

/** The precinct's zone name as the load writes it ('WARD 01 PRECINCT 001', or 'PRECINCT 002'). */
export const precinctZoneName = (p: Pick<PrecinctPlace, 'ward' | 'precinct'>) =>
  p.ward.replace(/^0+/, '') ? `WARD ${p.ward} PRECINCT ${p.precinct}` : `PRECINCT ${p.precinct}`;

/** The zones rows of these precincts, their jurisdictions and counties (under the state's row). */
export async function insertZones(db: Queryable, places: readonly PrecinctPlace[]): Promise<void> {
  for (const p of places) {
    await db.query(
      `insert into zones (zone_hash, level, county_code, county_name, zone_name, parent_hash)
       values ($1, 'county', $2, $3, $3, 'MICHIGAN') on conflict (zone_hash) do nothing`,
      [countyHash(p), p.countyCode, p.countyName],
    );
    await db.query(
      `insert into zones (zone_hash, level, county_code, county_name, jurisdiction_code, jurisdiction_name,
         zone_name, parent_hash)
       values ($1, 'jurisdiction', $2, $3, $4, $5, $5, $6) on conflict (zone_hash) do nothing`,
      [
        jurisdictionHash(p),
        p.countyCode,
        p.countyName,
        p.jurisdictionCode,
        p.jurisdictionName,
        countyHash(p),
      ],
    );
    await db.query(
      `insert into zones (zone_hash, level, county_code, county_name, jurisdiction_code, jurisdiction_name,
         ward, precinct, zone_name, parent_hash)
       values ($1, 'precinct', $2, $3, $4, $5, $6, $7, $8, $9) on conflict (zone_hash) do nothing`,
      [
        precinctHash(p),
        p.countyCode,
        p.countyName,
        p.jurisdictionCode,
        p.jurisdictionName,
        p.ward,
        p.precinct,
        precinctZoneName(p),
        jurisdictionHash(p),
      ],
    );
  }
}

export const LANSING: PrecinctPlace = {
  countyCode: 33,
  countyName: 'INGHAM',
  jurisdictionCode: 46000,
  jurisdictionName: 'LANSING CITY',
  ward: '01',
  precinct: '001',
};

export const GRAND_RAPIDS: PrecinctPlace = {
  countyCode: 41,
  countyName: 'KENT',
  jurisdictionCode: 34000,
  jurisdictionName: 'GRAND RAPIDS CITY',
  ward: '01',
  precinct: '001',
};
