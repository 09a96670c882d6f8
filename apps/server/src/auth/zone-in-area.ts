import { err, ok, type Result } from '@voterroll/contract/result';
import type { Actor } from '@voterroll/contract/roles';
import { canAccessZone } from '@voterroll/contract/roles';
import type { Queryable } from '@voterroll/db/database';
import { findZone, type ZoneRef } from '@voterroll/records/zones/find-zone';
import { areaCondition } from './scope';

/** A zone with the codes that registrations, changes and review rows are keyed by. */
export interface ZoneCodes {
  zone: ZoneRef;
  countyCode: number;
  jurisdictionCode: number | null;
  ward: string | null;
  precinct: string | null;
}

/** How much of a zone a user's area must cover: the zone itself, or only its county. */
export type AreaRule = 'zone' | 'county';

/** Whether the zone lies in the actor's area (the contract's `canAccessZone`). */
export function inArea(actor: Actor, zone: ZoneRef, rule: AreaRule): boolean {
  return canAccessZone(actor, zone.countyName, rule === 'zone' ? zone.jurisdictionName : actor.jurisdiction);
}

/** The zone's codes, or undefined for a zone without a county (the state). */
export async function zoneCodesOf(db: Queryable, zone: ZoneRef): Promise<ZoneCodes | undefined> {
  const [codes] = await db.query<{
    county_code: number | null;
    jurisdiction_code: number | null;
    ward: string | null;
    precinct: string | null;
  }>('select county_code, jurisdiction_code, ward, precinct from zones where zone_hash = $1', [
    zone.zoneHash,
  ]);
  if (!codes || codes.county_code === null) return undefined;
  return {
    zone,
    countyCode: codes.county_code,
    jurisdictionCode: codes.jurisdiction_code,
    ward: codes.ward,
    precinct: codes.precinct,
  };
}

/** A county, jurisdiction or precinct by the names a person types, with its codes. */
export async function zoneCodes(
  db: Queryable,
  names: { county: string; jurisdiction?: string | undefined; precinct?: string | undefined },
): Promise<Result<ZoneCodes, string>> {
  const found = await findZone(db, names);
  if (!found.ok) return found;
  const codes = await zoneCodesOf(db, found.value);
  return codes ? ok(codes) : err(`No county named "${names.county}" has been loaded.`);
}

/**
 * The SQL condition of a zone on a table alias with county_code, jurisdiction_code, ward and
 * precinct columns (registrations, changes, review rows), appending its parameters.
 */
export function zoneCodesCondition(
  alias: string,
  z: Pick<ZoneCodes, 'countyCode' | 'jurisdictionCode' | 'ward' | 'precinct'>,
  params: unknown[],
): string {
  const columns = {
    county: `${alias}.county_code`,
    jurisdiction: `${alias}.jurisdiction_code`,
    ward: `${alias}.ward`,
    precinct: `${alias}.precinct`,
  };
  const area = { county: z.countyCode, jurisdiction: z.jurisdictionCode, ward: z.ward, precinct: z.precinct };
  return areaCondition(columns, area, params);
}
