import type { Registration } from '@voterroll/contract/addresses-api';
import type { TriageStatus } from '@voterroll/contract/triage';
import type { Queryable } from '@voterroll/db/database';

/** Registered statuses (A, V, CH, I): the lists leave out cancelled and rejected rows, as the metrics do. */
const REGISTERED = `('A', 'V', 'CH', 'I')`;

export interface AddressSuggestion {
  fullAddressHash: string;
  addressHash: string;
  fullAddress: string;
  fullStreetAddress: string;
  /** Set on a whole building: how many of its dwellings the snapshot has registrations at. */
  units?: number;
}

/**
 * Addresses whose search key starts with one of `keys` (most precise first: typedAddressKeys) and
 * at which the snapshot has registrations, in the keys' order, at most `limit`, in one statement.
 * Each key is one range scan of the search_key index (byte-wise, so `>= key and < key || '~'` is the prefix; keys
 * hold only A-Z and 0-9, which sort before '~'), each candidate checked by a probe of the
 * snapshot's full_address_hash index. A street address two or more of the found dwellings share
 * is offered as a whole building too, just before its first unit.
 */
export async function suggestAddresses(
  db: Queryable,
  keys: readonly string[],
  snapshot: string,
  limit: number,
): Promise<AddressSuggestion[]> {
  // One statement for every key (PGlite runs one at a time: a round trip a key cost more).
  const rows = await db.query<AddressSuggestion>(
    `select a."fullAddressHash", a."addressHash", a."fullAddress", a."fullStreetAddress"
     from unnest($1::text[]) with ordinality as k(key, n)
     cross join lateral (
       select a.full_address_hash as "fullAddressHash", a.address_hash as "addressHash",
              a.full_address as "fullAddress", a.full_street_address as "fullStreetAddress", a.search_key
       from addresses a
       where a.search_key >= k.key collate "C" and a.search_key < (k.key || '~') collate "C"
         and exists (select 1 from registrations r
                     where r.snapshot_date = $2::date and r.full_address_hash = a.full_address_hash
                       and r.voter_status_type_code in ${REGISTERED})
       order by a.search_key
       limit $3) a
     order by k.n, a.search_key`,
    [keys, snapshot, limit],
    { prepare: 'suggest-addresses' },
  );
  const found = new Map<string, AddressSuggestion>();
  for (const row of rows)
    if (found.size < limit && !found.has(row.fullAddressHash)) found.set(row.fullAddressHash, row);
  const dwellings = [...found.values()];
  const shared = [...new Set(dwellings.map((d) => d.addressHash))].filter(
    (h) => dwellings.filter((d) => d.addressHash === h).length >= 2,
  );
  if (shared.length === 0) return dwellings;
  const buildings = new Map(
    (await buildingsOf(db, shared, snapshot)).map((b) => [b.addressHash, b] as const),
  );
  const out: AddressSuggestion[] = [];
  for (const d of dwellings) {
    const building = buildings.get(d.addressHash);
    if (building) {
      out.push(building);
      buildings.delete(d.addressHash);
    }
    out.push(d);
  }
  return out.slice(0, limit);
}

/** Whole buildings: the street address (no unit) and the count of its dwellings with registrations. */
async function buildingsOf(db: Queryable, addressHashes: string[], snapshot: string) {
  return db.query<AddressSuggestion>(
    `select a.address_hash as "fullAddressHash", a.address_hash as "addressHash",
            min(a.norm_street || ', ' || a.norm_city || ', MI ' || a.zip5) as "fullAddress",
            min(a.norm_street) as "fullStreetAddress", count(*)::int as units
     from addresses a
     where a.address_hash = any($1::text[])
       and exists (select 1 from registrations r
                   where r.snapshot_date = $2::date and r.full_address_hash = a.full_address_hash
                     and r.voter_status_type_code in ${REGISTERED})
     group by a.address_hash`,
    [addressHashes, snapshot],
    { prepare: 'address-buildings' },
  );
}

/**
 * The dwellings an address hash names: the one dwelling of a full address hash, or every dwelling
 * of a street address hash (a whole building, as the type-ahead offers it). The two hashes are of
 * different key forms (addressKey, fullAddressKey), so one value never names both.
 */
const DWELLINGS_OF = (param: string) =>
  `(select d.full_address_hash from addresses d where d.full_address_hash = ${param} or d.address_hash = ${param})`;

export interface AddressZone {
  countyName: string;
  jurisdictionName: string | null;
  precinct: string | null;
  zoneHash: string;
}

/** The precincts of the registrations at an address in a snapshot (one, nearly always). */
export async function zonesOfAddress(
  db: Queryable,
  fullAddressHash: string,
  snapshot: string,
): Promise<AddressZone[]> {
  return db.query<AddressZone>(
    `select distinct z.county_name as "countyName", z.jurisdiction_name as "jurisdictionName",
            z.zone_name as precinct, z.zone_hash as "zoneHash"
     from registrations r
     join zones z on z.level = 'precinct' and z.county_code = r.county_code
       and z.jurisdiction_code = r.jurisdiction_code and z.ward = r.ward and z.precinct = r.precinct
     where r.snapshot_date = $1::date and r.full_address_hash in ${DWELLINGS_OF('$2')}
       and r.voter_status_type_code in ${REGISTERED}
     order by 1, 2, 3`,
    [snapshot, fullAddressHash],
  );
}

/** The county an address was first seen in, for an address with no registrations in the snapshot. */
export async function countyOfAddress(
  db: Queryable,
  fullAddressHash: string,
): Promise<AddressZone | undefined> {
  const [row] = await db.query<AddressZone>(
    `select z.county_name as "countyName", null as "jurisdictionName", null as precinct, z.zone_hash as "zoneHash"
     from addresses a
     join zones z on z.level = 'county' and z.county_code = a.county_code
     where a.full_address_hash = $1 or a.address_hash = $1
     limit 1`,
    [fullAddressHash],
  );
  return row;
}

/**
 * The registrations at an address in one snapshot, with the registration card's fields (spec 1,
 * section 3) and the registration's current triage status, by last name. A flags row whose status
 * is NEW is an unflagged registration: its status is null, as the spec has it.
 */
export async function registrationsAtAddress(
  db: Queryable,
  o: { snapshot: string; fullAddressHash: string; countyCode: number; limit: number },
): Promise<Registration[]> {
  const rows = await db.query<RegistrationRow>(
    `select r.voter_id::text as "voterId", r.first_name as "firstName", r.middle_name as "middleName",
            r.last_name as "lastName", r.name_suffix as "nameSuffix", r.voter_status_type_code as "status",
            r.county_name as "countyName", r.jurisdiction_name as "jurisdictionName", r.precinct, r.ward,
            r.year_of_birth as "yearOfBirth", r.gender, r.registration_date as "registrationDate",
            a.full_street_address as "fullStreetAddress",
            concat_ws(' ', nullif(r.mailing_address_line_one, ''), nullif(r.mailing_address_line_two, ''),
                      nullif(r.mailing_address_line_three, ''), nullif(r.mailing_address_line_four, ''),
                      nullif(r.mailing_address_line_five, '')) as "fullMailingAddress",
            r.is_perm_av_ballot_voter as "permanentAbsentee", r.uocava_status_name as "uocavaStatusName",
            r.school_district_name as "schoolDistrictName", r.state_house_district_name as "stateHouseDistrictName",
            r.state_senate_district_name as "stateSenateDistrictName",
            r.us_congress_district_name as "usCongressDistrictName",
            r.county_commissioner_district_name as "countyCommissionerDistrictName",
            r.village_district_name as "villageDistrictName", r.village_precinct as "villagePrecinct",
            r.school_precinct as "schoolPrecinct",
            nullif(f.current_triage_status, 'NEW') as "triageStatus", f.flagged_reg_id::int as "flaggedRegId"
     from registrations r
     join addresses a on a.full_address_hash = r.full_address_hash
     left join flags f on f.voter_id = r.voter_id
     where r.snapshot_date = $1::date and r.full_address_hash in ${DWELLINGS_OF('$2')} and r.county_code = $3
       and r.voter_status_type_code in ${REGISTERED}
     order by r.last_name, r.first_name, r.voter_id
     limit $4`,
    [o.snapshot, o.fullAddressHash, o.countyCode, o.limit],
  );
  return rows.map(toRegistration);
}

interface RegistrationRow {
  voterId: string;
  firstName: string;
  middleName: string;
  lastName: string;
  nameSuffix: string;
  status: string;
  countyName: string;
  jurisdictionName: string;
  precinct: string;
  ward: string;
  yearOfBirth: number | null;
  gender: string;
  registrationDate: string | null;
  fullStreetAddress: string;
  fullMailingAddress: string;
  permanentAbsentee: boolean | null;
  uocavaStatusName: string;
  schoolDistrictName: string;
  stateHouseDistrictName: string;
  stateSenateDistrictName: string;
  usCongressDistrictName: string;
  countyCommissionerDistrictName: string;
  villageDistrictName: string;
  villagePrecinct: string;
  schoolPrecinct: string;
  /** The flags table's check constraint admits only the triage statuses. */
  triageStatus: TriageStatus | null;
  flaggedRegId: number | null;
}

const yesNo = (v: boolean | null) => (v === null ? null : v ? 'Y' : 'N');

function toRegistration(r: RegistrationRow, i: number): Registration {
  return {
    voter_identification_number: r.voterId,
    first_name: r.firstName,
    middle_name: r.middleName,
    last_name: r.lastName,
    name_suffix: r.nameSuffix,
    voter_status_type_code: r.status,
    county_name: r.countyName,
    jurisdiction_name: r.jurisdictionName,
    precinct: r.precinct,
    ward: r.ward,
    year_of_birth: r.yearOfBirth,
    sex: r.gender,
    registration_date: r.registrationDate,
    full_street_address: r.fullStreetAddress,
    full_mailing_address: r.fullMailingAddress,
    is_permanent_absentee_voter: yesNo(r.permanentAbsentee),
    uocava_status_name: r.uocavaStatusName,
    school_district_name: r.schoolDistrictName,
    state_house_district_name: r.stateHouseDistrictName,
    state_senate_district_name: r.stateSenateDistrictName,
    us_congress_district_name: r.usCongressDistrictName,
    county_commissioner_district_name: r.countyCommissionerDistrictName,
    village_district_name: r.villageDistrictName,
    village_precinct: r.villagePrecinct,
    school_precinct: r.schoolPrecinct,
    current_triage_status: r.triageStatus,
    flagged_reg_id: r.flaggedRegId,
    row_number: i + 1,
  };
}

/** True when the snapshot has been loaded and published. */
export async function isReadySnapshot(db: Queryable, snapshot: string): Promise<boolean> {
  const [row] = await db.query<{ ready: boolean }>(
    `select exists (select 1 from snapshots where snapshot_date = $1::date and status = 'ready') as ready`,
    [snapshot],
  );
  return row?.ready ?? false;
}
