import type { AddressStatus } from '@voterroll/contract/density-api';
import type { Actor } from '@voterroll/contract/roles';
import type { Db, Queryable } from '@voterroll/db/database';

/** Where a street address is, for the area check: from its registrations in the snapshot. */
export interface AddressPlace {
  countyCode: number;
  countyName: string;
  jurisdictionName: string;
}

export async function placeOfAddress(
  db: Queryable,
  addressHash: string,
  snapshot: string,
): Promise<AddressPlace | undefined> {
  const [place] = await db.query<AddressPlace>(
    `select r.county_code as "countyCode", r.county_name as "countyName", r.jurisdiction_name as "jurisdictionName"
       from addresses a
       join registrations r on r.snapshot_date = $2::date and r.full_address_hash = a.full_address_hash
      where a.address_hash = $1
      limit 1`,
    [addressHash, snapshot],
  );
  return place;
}

export interface Categorisation {
  name: string;
  category: string;
  livingUnitCount: number | null;
  comments: string;
  status: AddressStatus;
}

const actorName = (a: Actor) => a.username;

/**
 * Saves an address's categorisation and its event in one transaction: the row is created or
 * locked and changed, and an append-only event records who changed it from which status to which.
 * The verification codes are kept.
 */
export async function saveCategorisation(
  db: Db,
  actor: Actor,
  addressHash: string,
  place: AddressPlace,
  c: Categorisation,
): Promise<void> {
  await db.transaction(async (tx) => {
    const from = await lockResearch(tx, addressHash, place);
    await tx.query(
      `update address_research set name = $2, category = $3, living_unit_count = $4, comments = $5,
              current_triage_status = $6, updated_by = $7, updated_by_name = $8, updated_at = now()
        where address_hash = $1`,
      [
        addressHash,
        c.name,
        c.category,
        c.livingUnitCount,
        c.comments,
        c.status,
        actor.userId,
        actorName(actor),
      ],
    );
    await tx.query(
      `insert into address_research_events (address_hash, actor_user_id, actor_name, kind, from_status, to_status,
                                            name, category, living_unit_count, comments)
       values ($1, $2, $3, 'CATEGORIZE', $4, $5, $6, $7, $8, $9)`,
      [
        addressHash,
        actor.userId,
        actorName(actor),
        from,
        c.status,
        c.name,
        c.category,
        c.livingUnitCount,
        c.comments,
      ],
    );
  });
}

/**
 * Records a verification's codes and its event. The status becomes MELISSA_LICENSE_ERROR on the
 * provider's licence error; otherwise a categorised address keeps its status and an uncategorised
 * one (or one left at the licence error) is NEW (spec 2 section 4). Returns the status.
 */
export async function recordVerification(
  db: Db,
  actor: Actor,
  addressHash: string,
  place: AddressPlace,
  v: { codes: string[]; provider: string; licenseError: boolean },
): Promise<AddressStatus> {
  return db.transaction(async (tx) => {
    const from = await lockResearch(tx, addressHash, place);
    const to: AddressStatus = v.licenseError
      ? 'MELISSA_LICENSE_ERROR'
      : from === 'CANVASS' || from === 'INVALID'
        ? from
        : 'NEW';
    const codes = v.codes.join(',');
    await tx.query(
      `update address_research set current_triage_status = $2, addr_check_result_codes = $3, verified_at = now(),
              verified_by_provider = $4, updated_by = $5, updated_by_name = $6, updated_at = now()
        where address_hash = $1`,
      [addressHash, to, codes, v.provider, actor.userId, actorName(actor)],
    );
    await tx.query(
      `insert into address_research_events (address_hash, actor_user_id, actor_name, kind, from_status, to_status,
                                            addr_check_result_codes)
       values ($1, $2, $3, 'VERIFY', $4, $5, $6)`,
      [addressHash, actor.userId, actorName(actor), from, to, codes],
    );
    return to;
  });
}

/** Creates the research row if there is none, locks it, and returns its status before the change. */
async function lockResearch(tx: Queryable, addressHash: string, place: AddressPlace): Promise<AddressStatus> {
  await tx.query(
    `insert into address_research (address_hash, county_code, county_name, jurisdiction_name)
     values ($1, $2, $3, $4) on conflict (address_hash) do nothing`,
    [addressHash, place.countyCode, place.countyName, place.jurisdictionName],
  );
  const [row] = await tx.query<{ status: AddressStatus }>(
    'select current_triage_status as status from address_research where address_hash = $1 for update',
    [addressHash],
  );
  return row?.status ?? 'NEW';
}
