import type { Queryable } from '@voterroll/db/database';

/**
 * Tests of the alerts: two counties with jurisdictions and a precinct (zones only, no voter file),
 * and a published snapshot whose flagged unusual changes are the ones given.
 */
export const AREAS = {
  kent: 'T-KENT',
  walker: 'T-WALKER',
  walkerPrecinct: 'T-WALKER-1',
  ada: 'T-ADA',
  ingham: 'T-INGHAM',
  lansing: 'T-LANSING',
} as const;

export async function seedAreas(db: Queryable): Promise<void> {
  await db.query(
    `insert into zones (zone_hash, level, county_code, county_name, jurisdiction_code, jurisdiction_name, precinct, zone_name, parent_hash)
     values ('T-KENT', 'county', 41, 'KENT', null, null, null, 'KENT', 'MICHIGAN'),
            ('T-WALKER', 'jurisdiction', 41, 'KENT', 4101, 'CITY OF WALKER', null, 'CITY OF WALKER', 'T-KENT'),
            ('T-WALKER-1', 'precinct', 41, 'KENT', 4101, 'CITY OF WALKER', '1', 'CITY OF WALKER PRECINCT 1', 'T-WALKER'),
            ('T-ADA', 'jurisdiction', 41, 'KENT', 4102, 'TOWNSHIP OF ADA', null, 'TOWNSHIP OF ADA', 'T-KENT'),
            ('T-INGHAM', 'county', 33, 'INGHAM', null, null, null, 'INGHAM', 'MICHIGAN'),
            ('T-LANSING', 'jurisdiction', 33, 'INGHAM', 3301, 'CITY OF LANSING', null, 'CITY OF LANSING', 'T-INGHAM')`,
  );
}

/** A published snapshot whose flagged unusual changes are these (birth-year counts, say). */
export async function publishWithChanges(
  db: Queryable,
  snapshotDate: string,
  changes: { zone: string; kind?: string; observed: number }[],
): Promise<void> {
  const partition = `unusual_changes_t${snapshotDate.replaceAll('-', '')}`;
  await db.query(`insert into snapshots (snapshot_date, status) values ($1, 'ready')`, [snapshotDate]);
  await db.exec(`create table ${partition} partition of unusual_changes for values in ('${snapshotDate}')`);
  for (const c of changes)
    await db.query(
      `insert into unusual_changes (snapshot_date, zone_hash, kind, observed, expected, registrations,
                                    history_months, score, flagged)
       values ($1, $2, $3, $4, 0.4, 1000, 12, 9, true)`,
      [snapshotDate, c.zone, c.kind ?? 'birth_year', c.observed],
    );
}
