import type { RegistrationResponse } from '@voterroll/contract/registration-api';
import type { Db } from '@voterroll/db/database';
import {
  addressCategorySql,
  addressNameSql,
  findingsJsonSql,
  fullNameSql,
  lastVotedSql,
  ncoaLateralSql,
  researchCommentsSql,
} from '@voterroll/records/review/registration-research';

/** Where a registration of the snapshot lies: the area check of its page. */
export interface RegistrationPlace {
  voterId: number;
  countyName: string;
  jurisdictionName: string;
}

export async function placeOfRegistration(
  db: Db,
  voterId: number,
  snapshot: string,
): Promise<RegistrationPlace | null> {
  const [row] = await db.query<RegistrationPlace>(
    `select voter_id as "voterId", county_name as "countyName", jurisdiction_name as "jurisdictionName"
       from registrations where snapshot_date = $1::date and voter_id = $2 limit 1`,
    [snapshot, voterId],
  );
  return row ?? null;
}

/**
 * One registration of the snapshot as its page shows it: the fields the review list's rows carry
 * (the same SQL fragments), its flag's status, and every finding with its evidence. Key look-ups only.
 */
export async function registrationPage(
  db: Db,
  snapshot: string,
  voterId: number,
): Promise<RegistrationResponse | null> {
  const [row] = await db.query<RegistrationResponse['registration'] & { findings: unknown }>(
    `select r.voter_id as voter_identification_number,
            coalesce(fl.current_triage_status, 'NEW') as current_triage_status, fl.flagged_reg_id,
            ${fullNameSql('r')} as full_name, r.first_name, r.middle_name, r.last_name, r.year_of_birth,
            (select a.full_street_address from addresses a where a.full_address_hash = r.full_address_hash)
              as full_street_address,
            r.full_address_hash, r.address_hash, r.city, r.zip_code, r.county_name, r.jurisdiction_name,
            r.precinct, r.ward, r.uocava_status_code, r.voter_status_type_code,
            r.registration_date::text as registration_date,
            ${lastVotedSql('r.voter_id', '$1')} as last_voted_election,
            ncoa.delivery_point as ncoa_delivery_point, ncoa.move_type as ncoa_match_type,
            ncoa.move_effective_date::text as ncoa_move_date, ncoa.moved_to as ncoa_moved_to_address,
            case when ncoa.move_type is not null then r.county_name end as moved_from_county,
            (select count(*)::int from registrations o
              where o.snapshot_date = $1::date and o.full_address_hash = r.full_address_hash) as reg_count,
            ${addressNameSql('r', '$1')} as name,
            ${addressCategorySql('r', '$1')} as category,
            ${researchCommentsSql('r')} as comments,
            coalesce(${findingsJsonSql('r.voter_id', '$1')}, '[]'::jsonb) as findings
       from registrations r
       left join flags fl on fl.voter_id = r.voter_id
       ${ncoaLateralSql('r.voter_id', '$1')}
      where r.snapshot_date = $1::date and r.voter_id = $2
      limit 1`,
    [snapshot, voterId],
  );
  if (!row) return null;
  const { findings, ...registration } = row;
  return {
    snapshot_date: snapshot,
    registration,
    findings: findings as RegistrationResponse['findings'],
  };
}
