import { err, ok, type Result } from '@voterroll/contract/result';
import type { Queryable } from '@voterroll/db/database';

/** A zone as the readers name it. */
export interface ZoneRef {
  zoneHash: string;
  level: 'state' | 'county' | 'jurisdiction' | 'precinct';
  zoneName: string;
  countyName: string | null;
  jurisdictionName: string | null;
  precinct: string | null;
}

const ZONE_REF = `zone_hash as "zoneHash", level, zone_name as "zoneName", county_name as "countyName",
  jurisdiction_name as "jurisdictionName", precinct`;

/** A zone by its hash, or undefined. */
export async function zoneByHash(db: Queryable, zoneHash: string): Promise<ZoneRef | undefined> {
  const [zone] = await db.query<ZoneRef>(`select ${ZONE_REF} from zones where zone_hash = $1`, [zoneHash], {
    prepare: 'zone-by-hash',
  });
  return zone;
}

/** Finds a zone by the names a person types: county, then jurisdiction, then precinct. */
export async function findZone(
  db: Queryable,
  names: { county?: string | undefined; jurisdiction?: string | undefined; precinct?: string | undefined },
): Promise<Result<ZoneRef, string>> {
  if (!names.county) {
    const state = await zoneByHash(db, 'MICHIGAN');
    return state ? ok(state) : err('The state zone is missing: has the database been migrated?');
  }
  const [county] = await db.query<ZoneRef>(
    `select ${ZONE_REF} from zones where level = 'county' and upper(county_name) = $1`,
    [typed(names.county)],
    { prepare: 'zone-county-by-name' },
  );
  if (!county) return err(`No county named "${names.county}" has been loaded.`);
  if (!names.jurisdiction) return ok(county);
  const [jurisdiction] = await db.query<ZoneRef>(
    `select ${ZONE_REF} from zones
      where level = 'jurisdiction' and parent_hash = $1 and upper(jurisdiction_name) = $2`,
    [county.zoneHash, typed(names.jurisdiction)],
    { prepare: 'zone-jurisdiction-by-name' },
  );
  if (!jurisdiction)
    return err(`No jurisdiction named "${names.jurisdiction}" in ${county.zoneName} county.`);
  if (!names.precinct) return ok(jurisdiction);
  const [precinct] = await db.query<ZoneRef>(
    `select ${ZONE_REF} from zones
      where level = 'precinct' and parent_hash = $1
        and (upper(zone_name) = upper($2) or precinct = $2 or ward || '-' || precinct = $2)
      order by zone_name limit 1`,
    [jurisdiction.zoneHash, names.precinct.trim()],
    { prepare: 'zone-precinct-by-name' },
  );
  if (!precinct) return err(`No precinct "${names.precinct}" in ${jurisdiction.zoneName}.`);
  return ok(precinct);
}

/** A name as a person types it, as the zones' names are compared: trimmed, upper-cased. */
const typed = (name: string) => name.trim().toUpperCase();

/**
 * The code of a county by its name as a person types it, or undefined. Registrations are filtered
 * by code: the fixed-width files carry codes only, and names come from the zones table.
 */
export async function countyCodeByName(db: Queryable, name: string): Promise<number | undefined> {
  const [row] = await db.query<{ code: number | null }>(
    `select county_code as code from zones where level = 'county' and upper(county_name) = $1`,
    [typed(name)],
  );
  return row?.code ?? undefined;
}
