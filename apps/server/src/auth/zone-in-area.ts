import { err, ok, type Result } from '@voterroll/contract/result';
import { type Actor, canAccessZone } from '@voterroll/contract/roles';
import type { Queryable } from '@voterroll/db/database';
import { findZone, type ZoneRef } from '@voterroll/records/zones/find-zone';

/** A zone named in a request, with the codes that registrations and changes are keyed by. */
export interface ZoneInArea {
  zone: ZoneRef;
  countyCode: number;
  jurisdictionCode: number | null;
  ward: string | null;
  precinct: string | null;
}

export interface Refusal {
  status: 403 | 404;
  message: string;
}

export const outsideArea = (actor: Actor) =>
  `This area is outside yours (${actor.jurisdiction ? `${actor.jurisdiction}, ` : ''}${actor.county} county).`;

/**
 * The county, jurisdiction or precinct a request names, refused as unknown (404) or outside the
 * actor's area (403) before anything of it is read.
 */
export async function zoneInArea(
  db: Queryable,
  actor: Actor,
  names: { county: string; jurisdiction?: string | undefined; precinct?: string | undefined },
): Promise<Result<ZoneInArea, Refusal>> {
  const found = await findZone(db, names);
  if (!found.ok) return err({ status: 404, message: found.error });
  const zone = found.value;
  if (!canAccessZone(actor, zone.countyName, zone.jurisdictionName))
    return err({ status: 403, message: outsideArea(actor) });
  const [codes] = await db.query<{
    county_code: number | null;
    jurisdiction_code: number | null;
    ward: string | null;
    precinct: string | null;
  }>('select county_code, jurisdiction_code, ward, precinct from zones where zone_hash = $1', [
    zone.zoneHash,
  ]);
  if (!codes || codes.county_code === null)
    return err({ status: 404, message: `No county named "${names.county}" has been loaded.` });
  return ok({
    zone,
    countyCode: codes.county_code,
    jurisdictionCode: codes.jurisdiction_code,
    ward: codes.ward,
    precinct: codes.precinct,
  });
}

/**
 * The SQL condition of a zone on a table alias with county_code, jurisdiction_code, ward and
 * precinct columns (registrations, changes), appending its parameters.
 */
export function zoneCodesCondition(
  alias: string,
  z: Pick<ZoneInArea, 'countyCode' | 'jurisdictionCode' | 'ward' | 'precinct'>,
  params: unknown[],
): string {
  params.push(z.countyCode);
  let c = `${alias}.county_code = $${params.length}`;
  if (z.jurisdictionCode !== null) {
    params.push(z.jurisdictionCode);
    c += ` and ${alias}.jurisdiction_code = $${params.length}`;
  }
  if (z.precinct !== null) {
    params.push(z.ward, z.precinct);
    c += ` and ${alias}.ward = $${params.length - 1} and ${alias}.precinct = $${params.length}`;
  }
  return c;
}
