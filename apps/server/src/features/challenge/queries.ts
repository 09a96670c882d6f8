import {
  CHALLENGER_IS_VOTER,
  CHALLENGER_UNKNOWN,
  type ChallengePacket,
  type ChallengeVoter,
  challengerElsewhere,
  challengerNotActive,
  challengerNotFound,
} from '@voterroll/contract/challenge-api';
import { voterStatusLabel } from '@voterroll/contract/labels';
import { FOUR_EYES_SUBMIT, type TriageStatus } from '@voterroll/contract/triage';
import type { Queryable } from '@voterroll/db/database';
import { findingEvidenceSql } from '@voterroll/records/findings/attribute-rules';
import { type Place, placeOf } from '@voterroll/records/flags/flag-place';
import { raisedBy } from '@voterroll/records/flags/flag-rows';
import { fullNameSql } from '@voterroll/records/review/registration-research';

/** The reads of the challenge (MCL 168.512): the flag, the named voter, the challenger, the evidence. */

export interface ChallengeFlag {
  flagged_reg_id: number;
  current_triage_status: TriageStatus;
  version: number;
  flagged_reason: string;
  flagged_reason_x: string;
}

/** A registration's flag (null: unflagged) and where it is; null when neither flag nor registration exists. */
export async function findChallengeRecord(
  q: Queryable,
  voterId: number,
): Promise<{ voterId: number; flag: ChallengeFlag | null; place: Place } | null> {
  const [row] = await q.query<ChallengeFlag & { county_name: string; jurisdiction_name: string }>(
    `select flagged_reg_id, current_triage_status, version, flagged_reason,
            flagged_reason_x, county_name, jurisdiction_name
       from flags where voter_id = $1`,
    [voterId],
  );
  const place = await placeOf(q, voterId, row);
  if (!place) return null;
  if (!row) return { voterId, flag: null, place };
  const { county_name: _c, jurisdiction_name: _j, ...flag } = row;
  return { voterId, flag, place };
}

type Registration = ChallengeVoter & { first_name: string; last_name: string };

/** One registration of the snapshot as the challenge names it; null when not in that file. */
export async function registrationAt(
  q: Queryable,
  snapshot: string,
  voterId: number,
): Promise<Registration | null> {
  const [r] = await q.query<Registration>(
    `select r.voter_id, ${fullNameSql('r')} as full_name, r.year_of_birth,
            a.full_street_address, nullif(r.city, '') as city, nullif(r.zip_code, '') as zip_code,
            r.county_name, r.jurisdiction_name, nullif(r.precinct, '') as precinct, r.ward,
            r.voter_status_type_code, r.registration_date::text as registration_date,
            r.first_name, r.last_name
       from registrations r
       left join addresses a on a.full_address_hash = r.full_address_hash
      where r.snapshot_date = $1::date and r.voter_id = $2`,
    [snapshot, voterId],
  );
  return r ?? null;
}

export const asVoter = ({ first_name: _f, last_name: _l, ...v }: Registration): ChallengeVoter => v;

/** The registration's findings at the snapshot, each with its evidence. */
export async function findingsOf(q: Queryable, snapshot: string, voterId: number) {
  return q.query<ChallengePacket['findings'][number]>(
    `select f.rule, f.detail, f.snapshot_date::text as snapshot_date,
            ${findingEvidenceSql('f', 'fr')} as evidence
       from findings f
       join registrations fr on fr.snapshot_date = f.snapshot_date and fr.voter_id = f.voter_id
      where f.snapshot_date = $1::date and f.voter_id = $2
      order by f.rule`,
    [snapshot, voterId],
  );
}

/** The packet submitted with the flag's latest move to CS, with who and when; null when none. */
export async function submittedPacket(q: Queryable, flaggedRegId: number) {
  const [row] = await q.query<{ at: string; actor_name: string; packet: ChallengePacket }>(
    `select to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at, actor_name,
            challenge_packet as packet
       from flag_events where flagged_reg_id = $1 and challenge_packet is not null
      order by flag_event_id desc limit 1`,
    [flaggedRegId],
  );
  return row ?? null;
}

/**
 * The challenger's registration: the one linked to the account (users.voter_id), never one named
 * or found by a name. It must be in the current file, active (A) and of the voter's city or
 * township (MCL 168.512), and the account must not have raised the flag (four eyes). The problem
 * is the refusal in the user's words; `challenger` is set whenever the registration was found.
 */
export async function challengerFor(
  q: Queryable,
  snapshot: string,
  userId: number,
  voter: ChallengeVoter,
  flaggedRegId: number,
): Promise<{ challenger: ChallengeVoter | null; problem: string | null }> {
  const [account] = await q.query<{ voter_id: string | null }>(
    'select voter_id::text as voter_id from users where id = $1',
    [userId],
  );
  if (!account?.voter_id) return { challenger: null, problem: CHALLENGER_UNKNOWN };
  const linked = Number(account.voter_id);
  const reg = await registrationAt(q, snapshot, linked);
  if (!reg) return { challenger: null, problem: challengerNotFound(linked) };
  const c = asVoter(reg);
  const status = c.voter_status_type_code ?? '';
  if (status !== 'A')
    return { challenger: c, problem: challengerNotActive(linked, voterStatusLabel(status)) };
  if (c.voter_id === voter.voter_id) return { challenger: c, problem: CHALLENGER_IS_VOTER };
  if (c.county_name !== voter.county_name || c.jurisdiction_name !== voter.jurisdiction_name) {
    const where = (v: ChallengeVoter) => `${v.jurisdiction_name}, ${v.county_name} county`;
    return { challenger: c, problem: challengerElsewhere(where(c), where(voter)) };
  }
  if (await raisedBy(q, flaggedRegId, userId)) return { challenger: c, problem: FOUR_EYES_SUBMIT };
  return { challenger: c, problem: null };
}
