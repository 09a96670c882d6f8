import type { Actor, Role } from '@voterroll/contract/roles';
import type { TriageStatus } from '@voterroll/contract/triage';
import type { Db, Queryable } from '@voterroll/db/database';
import { GRAND_RAPIDS, insertSnapshot, insertZones, LANSING } from '../test-support/stored-rows';

/**
 * A published snapshot for flag tests, as the load stores it: voters 1..lansingVoters in Lansing
 * (Ingham county), 2001-2009 in Grand Rapids (Kent county). Every third voter from 1 on was born
 * in 1921 (AGE_100_PLUS and AGE_90_PLUS findings); voters sharing first name, birth year and
 * address have DUPLICATE findings; voter 4 moved to Ohio (NCOA_STATE). The load of the same voters
 * is packages/pipeline/src/flags/flag.fixture.ts, for tests that need what only a load builds.
 */
export const SNAPSHOT = '2025-10-01';
export const KENT_VOTER = 2001;

export async function insertFlagSnapshot(db: Db, lansingVoters = 1999): Promise<void> {
  await db.transaction(async (tx) => {
    await insertSnapshot(tx, SNAPSHOT);
    await insertZones(tx, [LANSING, GRAND_RAPIDS]);
    await insertRegistrations(tx, lansingVoters);
    await insertFindings(tx);
  });
}

async function insertRegistrations(tx: Queryable, lansingVoters: number): Promise<void> {
  const columns = `snapshot_date, voter_id, last_name, first_name, year_of_birth, gender, registration_date,
    street_number, street_name, street_type, city, state, zip_code, county_code, county_name,
    jurisdiction_code, jurisdiction_name, ward, precinct, voter_status_type_code, uocava_status_name,
    norm_street, unit_key, unit_display, norm_city, zip5, address_hash, full_address_hash`;
  // The load computes the hashes (voterfile's address-hash.ts): the md5 of the normalized parts.
  const hashes = `md5(s || '|' || c || '|' || z), md5(s || '|' || '' || '|' || c || '|' || z)`;
  await tx.query(
    `insert into registrations (${columns})
     select $1::date, i, 'VOTER' || i, 'JANE', case when i % 3 = 1 then 1921 else 1980 end, 'F', '2023-01-15',
            (100 + i % 50)::text, 'MAIN', 'ST', 'LANSING', 'MI', '48910', $3, $4, $5, $6, $7, $8, 'A', 'NON-UOCAVA',
            s, '', '', c, z, ${hashes}
       from generate_series(1, $2::int) as i,
            lateral (select (100 + i % 50) || ' MAIN ST' as s, 'LANSING' as c, '48910' as z) as a`,
    [
      SNAPSHOT,
      lansingVoters,
      LANSING.countyCode,
      LANSING.countyName,
      LANSING.jurisdictionCode,
      LANSING.jurisdictionName,
      LANSING.ward,
      LANSING.precinct,
    ],
  );
  await tx.query(
    `insert into registrations (${columns})
     select $1::date, i, 'KENTVOTER' || i, 'JANE', 1980, 'F', '2023-01-15',
            '1', 'MAIN', 'ST', 'GRAND RAPIDS', 'MI', '49503', $3, $4, $5, $6, $7, $8, 'A', 'NON-UOCAVA',
            s, '', '', c, z, ${hashes}
       from generate_series($2::int, $2::int + 8) as i,
            lateral (select '1 MAIN ST' as s, 'GRAND RAPIDS' as c, '49503' as z) as a`,
    [
      SNAPSHOT,
      KENT_VOTER,
      GRAND_RAPIDS.countyCode,
      GRAND_RAPIDS.countyName,
      GRAND_RAPIDS.jurisdictionCode,
      GRAND_RAPIDS.jurisdictionName,
      GRAND_RAPIDS.ward,
      GRAND_RAPIDS.precinct,
    ],
  );
}

/** The findings the load finds in these registrations, with the evidence it stores. */
async function insertFindings(tx: Queryable): Promise<void> {
  const place = 'r.county_code, r.jurisdiction_code, r.ward, r.precinct, true';
  // The age rules' evidence is built when read (findings/attribute-rules.ts): stored as null.
  await tx.query(
    `insert into findings (snapshot_date, voter_id, rule, detail, evidence, county_code, jurisdiction_code,
       ward, precinct, is_active)
     select r.snapshot_date, r.voter_id, rule, null, null, ${place}
       from registrations r cross join (values ('AGE_100_PLUS'), ('AGE_90_PLUS')) as a(rule)
      where r.snapshot_date = $1::date and r.year_of_birth = 1921`,
    [SNAPSHOT],
  );
  await tx.query(
    `insert into findings (snapshot_date, voter_id, rule, detail, evidence, county_code, jurisdiction_code,
       ward, precinct, is_active)
     select r.snapshot_date, r.voter_id, 'DUPLICATE', null,
            jsonb_build_object('summary', 'Shares identifying details with other registrations',
              'matches', jsonb_build_array(jsonb_build_object('part', 'address',
                'match', 'same first name, birth year and address', 'voter_ids', to_jsonb(g.ids)))),
            ${place}
       from registrations r
       join (select first_name, year_of_birth, full_address_hash, array_agg(voter_id order by voter_id) as ids
               from registrations where snapshot_date = $1::date
              group by 1, 2, 3 having count(*) > 1) g
         on g.first_name = r.first_name and g.year_of_birth = r.year_of_birth
        and g.full_address_hash = r.full_address_hash
      where r.snapshot_date = $1::date`,
    [SNAPSHOT],
  );
  await tx.query(
    `insert into findings (snapshot_date, voter_id, rule, detail, evidence, county_code, jurisdiction_code,
       ward, precinct, is_active)
     select r.snapshot_date, r.voter_id, 'NCOA_STATE', 'OH',
            jsonb_build_object('summary', 'Change of address to OH effective 2023-05-01', 'new_state', 'OH',
              'new_city', 'TOLEDO', 'move_type', 'I', 'move_effective_date', '2023-05-01'),
            ${place}
       from registrations r where r.snapshot_date = $1::date and r.voter_id = 4`,
    [SNAPSHOT],
  );
}

/** A state-wide user of one role. */
export function actorOf(
  role: Role,
  userId = 1,
  area: Partial<Pick<Actor, 'county' | 'jurisdiction'>> = {},
): Actor {
  return {
    userId,
    username: `${role.slice(5).toLowerCase()}-${userId}`,
    roles: [role],
    county: area.county ?? null,
    jurisdiction: area.jurisdiction ?? null,
  };
}

/** Puts a registration in a status directly (test setup only: real changes go through transition). */
export async function setStatus(db: Db, voterId: number, status: TriageStatus): Promise<void> {
  await db.query(
    `insert into flags (voter_id, current_triage_status, flag_type, flagged_reason, flagged_reason_x,
       county_name, jurisdiction_name)
     select $1, $2, 'FLAG_REG', 'Other', 'Set up by the test', county_name, jurisdiction_name
       from registrations where voter_id = $1`,
    [voterId, status],
  );
}

export const REPORTER = {
  firstName: 'ANN',
  lastName: 'REPORTER',
  email: 'ann@example.org',
  state: 'MI',
  phone: '5175550100',
};
