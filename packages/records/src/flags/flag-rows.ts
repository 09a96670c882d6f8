import type { FlagState } from '@voterroll/contract/flags-api';
import { ANONYMOUS, type TriageActorRole, type TriageStatus } from '@voterroll/contract/triage';
import type { Queryable } from '@voterroll/db/database';
import type { Place } from './flag-place';
import type { TransitionRequest } from './transition';

/** The writes of the transition function: the flag row and what it tells callers. */

export interface FlagRow {
  flagged_reg_id: number;
  current_triage_status: TriageStatus;
  version: number;
  county_name: string;
  jurisdiction_name: string;
}

export const stateOf = (voterId: number, f: FlagRow | undefined): FlagState => ({
  voter_id: voterId,
  flagged_reg_id: f ? Number(f.flagged_reg_id) : null,
  current_triage_status: f?.current_triage_status ?? 'NEW',
  version: f?.version ?? 0,
});

/** True when a person has reviewed the flag on its own (a non-bulk event by a signed-in user). */
export async function hasIndividualReview(tx: Queryable, flaggedRegId: number): Promise<boolean> {
  const rows = await tx.query(
    'select 1 from flag_events where flagged_reg_id = $1 and not is_bulk and actor_user_id is not null limit 1',
    [flaggedRegId],
  );
  return rows.length > 0;
}

/**
 * True when this account raised the flag: sent the registration to triage from unflagged or from
 * verified (a move back from To Be Challenged is not raising it). The four eyes' first pair.
 */
export async function raisedBy(tx: Queryable, flaggedRegId: number, userId: number): Promise<boolean> {
  const rows = await tx.query(
    `select 1 from flag_events
      where flagged_reg_id = $1 and actor_user_id = $2 and to_status = 'TRG' and from_status in ('NEW', 'VALID')
      limit 1`,
    [flaggedRegId, userId],
  );
  return rows.length > 0;
}

const RETURNING = 'returning flagged_reg_id, current_triage_status, version, county_name, jurisdiction_name';

export async function updateFlag(
  tx: Queryable,
  flag: FlagRow,
  to: TriageStatus,
  reason: string | null,
  place: Place,
): Promise<FlagRow | undefined> {
  // A note (same status) leaves the version alone: it does not change what others decided on.
  const [row] = await tx.query<FlagRow>(
    `update flags set current_triage_status = $3,
        version = version + (case when current_triage_status = $3 then 0 else 1 end),
        flagged_reason = coalesce($4, flagged_reason), county_name = $5, jurisdiction_name = $6,
        updated_at = now()
      where flagged_reg_id = $1 and version = $2 ${RETURNING}`,
    [flag.flagged_reg_id, flag.version, to, reason, place.county, place.jurisdiction],
  );
  return row;
}

export async function insertFlag(
  tx: Queryable,
  req: TransitionRequest,
  reason: string | null,
  detail: string,
  place: Place,
  role: TriageActorRole,
): Promise<FlagRow | undefined> {
  const r = req.by.kind === 'anonymous' ? req.by.reporter : null;
  const flagType = req.to === 'INQ' && role !== ANONYMOUS ? 'CLERK' : req.bulk ? 'BULK_FLAG_REG' : 'FLAG_REG';
  // A concurrent first flag of the same registration makes this insert do nothing: changed meanwhile.
  const [row] = await tx.query<FlagRow>(
    `insert into flags (voter_id, current_triage_status, flag_type, flagged_reason, flagged_reason_x,
        reporter_user_id, reporter_first_name, reporter_last_name, reporter_email, reporter_party_affiliation,
        reporter_address_ln1, reporter_address_ln2, reporter_city, reporter_state, reporter_zip_code,
        reporter_phone_no, county_name, jurisdiction_name, full_address_hash)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)
     on conflict (voter_id) do nothing ${RETURNING}`,
    [
      req.voterId,
      req.to,
      flagType,
      reason,
      detail,
      req.by.kind === 'user' && flagType !== 'CLERK' ? req.by.actor.userId : null,
      r?.firstName ?? null,
      r?.lastName ?? null,
      r?.email ?? null,
      r?.party || null,
      r?.addressLn1 || null,
      r?.addressLn2 || null,
      r?.city || null,
      r?.state ?? null,
      r?.zipCode || null,
      r?.phone ?? null,
      place.county,
      place.jurisdiction,
      place.fullAddressHash,
    ],
  );
  return row;
}
