import { type Actor, canAccessZone } from '@voterroll/contract/roles';
import type { Queryable } from '@voterroll/db/database';

/** Where a registration is, for the area checks of the flags. */
export interface Place {
  county: string;
  jurisdiction: string;
  fullAddressHash: string | null;
  snapshotDate: string | null;
}

/**
 * Where the registration is in the current snapshot; a flagged one no longer there keeps its
 * flag's place (`flagged`: the flag's county and jurisdiction). Null: unknown and not flagged.
 */
export async function placeOf(
  q: Queryable,
  voterId: number,
  flagged: { county_name: string; jurisdiction_name: string } | undefined,
): Promise<Place | null> {
  const [r] = await q.query<{
    county_name: string;
    jurisdiction_name: string;
    full_address_hash: string;
    snapshot_date: string;
  }>(
    `select county_name, jurisdiction_name, full_address_hash, snapshot_date from registrations
      where snapshot_date = (select max(snapshot_date) from snapshots where status = 'ready') and voter_id = $1`,
    [voterId],
  );
  if (r) {
    return {
      county: r.county_name,
      jurisdiction: r.jurisdiction_name,
      fullAddressHash: r.full_address_hash,
      snapshotDate: r.snapshot_date,
    };
  }
  return flagged
    ? {
        county: flagged.county_name,
        jurisdiction: flagged.jurisdiction_name,
        fullAddressHash: null,
        snapshotDate: null,
      }
    : null;
}

/**
 * Why the registration is outside the actor's area, or null when it is inside (the contract's
 * canAccessZone rule, which the server's routes use too).
 */
export function outsideScope(actor: Actor, place: { county: string; jurisdiction: string }): string | null {
  if (canAccessZone(actor, place.county, place.jurisdiction)) return null;
  const area = actor.jurisdiction
    ? `${actor.jurisdiction}, ${actor.county} county`
    : `${actor.county} county`;
  return `is registered in ${place.jurisdiction}, ${place.county} county, outside your area (${area}).`;
}
