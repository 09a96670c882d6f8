import { NOV_2024_ELECTION } from '@voterroll/contract/voters-api';
import type { Queryable } from '@voterroll/db/database';

/** Registered statuses (A, V, CH, I): searches leave out cancelled and rejected rows, as the metrics do. */
const REGISTERED = `('A', 'V', 'CH', 'I')`;

export interface VoterRow {
  voterId: string;
  firstName: string;
  middleName: string;
  lastName: string;
  nameSuffix: string;
  yearOfBirth: number | null;
  registrationDate: string | null;
  fullStreetAddress: string;
  fullAddress: string;
  fullAddressHash: string;
  addressHash: string;
  countyName: string;
  jurisdictionName: string;
  precinct: string;
  ward: string;
  status: string;
}

const VOTER_COLUMNS = `
  r.voter_id::text as "voterId", r.first_name as "firstName", r.middle_name as "middleName",
  r.last_name as "lastName", r.name_suffix as "nameSuffix", r.year_of_birth as "yearOfBirth",
  r.registration_date as "registrationDate", a.full_street_address as "fullStreetAddress",
  a.full_address as "fullAddress", r.full_address_hash as "fullAddressHash", r.address_hash as "addressHash",
  r.county_name as "countyName", r.jurisdiction_name as "jurisdictionName", r.precinct, r.ward,
  r.voter_status_type_code as status`;

/**
 * Registrations of one snapshot by exact last name, first name and birth year (the name index),
 * in a county (by code) or, when countyCode is null, statewide; optionally at a ZIP code. With
 * `firstNamePrefix` the first name is the start of the name: a range of the same index (byte-wise,
 * `>= name and < name || U+10FFFF`), exact matches first. At most `limit` rows.
 */
export async function votersByName(
  db: Queryable,
  o: {
    snapshot: string;
    lastName: string;
    firstName: string;
    yearOfBirth: number;
    countyCode: number | null;
    zip?: string;
    firstNamePrefix?: boolean;
    limit: number;
  },
): Promise<VoterRow[]> {
  const firstName = o.firstNamePrefix
    ? `r.first_name collate "C" >= $3 and r.first_name collate "C" < $3 || chr(1114111)`
    : `r.first_name collate "C" = $3`;
  return db.query<VoterRow>(
    `select ${VOTER_COLUMNS}
     from registrations r
     join addresses a on a.full_address_hash = r.full_address_hash
     where r.snapshot_date = $1::date
       and r.last_name collate "C" = $2 and ${firstName} and r.year_of_birth = $4
       and ($5::smallint is null or r.county_code = $5) and ($6::text is null or r.zip5 = $6)
       and r.voter_status_type_code in ${REGISTERED}
     order by r.first_name = $3 desc, r.last_name, r.first_name, r.voter_id
     limit $7`,
    [o.snapshot, o.lastName, o.firstName, o.yearOfBirth, o.countyCode, o.zip ?? null, o.limit],
  );
}

/** One registration of a snapshot by voter id (the primary key), if registered then. */
export async function voterById(
  db: Queryable,
  snapshot: string,
  voterId: string,
): Promise<VoterRow | undefined> {
  const [row] = await db.query<VoterRow>(
    `select ${VOTER_COLUMNS}
     from registrations r
     join addresses a on a.full_address_hash = r.full_address_hash
     where r.snapshot_date = $1::date and r.voter_id = $2::bigint and r.voter_status_type_code in ${REGISTERED}`,
    [snapshot, voterId],
    { prepare: 'voter-by-id' },
  );
  return row;
}

export interface HistoryRecord {
  electionDate: string;
  votingMethod: 'ABSENTEE' | 'IN PERSON' | 'UNKNOWN';
  firstSeen: string;
  countyName: string | null;
  jurisdictionName: string | null;
}

/**
 * A voter's history records from published snapshots, newest election first, with the names of
 * the county and jurisdiction where each vote was cast. The history known at a snapshot is every
 * record first seen at or before it.
 */
export async function historyOf(
  db: Queryable,
  voterId: string,
  asOf: string | null,
): Promise<HistoryRecord[]> {
  return db.query<HistoryRecord>(
    `select h.election_date as "electionDate", h.voting_method as "votingMethod", h.first_seen as "firstSeen",
            c.county_name as "countyName", j.jurisdiction_name as "jurisdictionName"
     from voting_history h
     join snapshots s on s.snapshot_date = h.first_seen and s.status = 'ready'
     left join zones c on c.level = 'county' and c.county_code = h.county_code
     left join zones j on j.level = 'jurisdiction' and j.county_code = h.county_code
       and j.jurisdiction_code = h.jurisdiction_code
     where h.voter_id = $1::bigint and ($2::date is null or h.first_seen <= $2::date)
     order by h.election_date desc, h.voting_method`,
    [voterId, asOf],
  );
}

/** The ready snapshots that hold the voter as registered, oldest first (a key probe per snapshot). */
export async function snapshotsOfVoter(db: Queryable, voterId: string): Promise<string[]> {
  const rows = await db.query<{ snapshot: string }>(
    `select s.snapshot_date as snapshot
     from snapshots s
     join registrations r on r.snapshot_date = s.snapshot_date and r.voter_id = $1::bigint
     where s.status = 'ready' and r.voter_status_type_code in ${REGISTERED}
     order by s.snapshot_date`,
    [voterId],
  );
  return rows.map((r) => r.snapshot);
}

/** The ready snapshots whose registrations are kept (not archived), newest first. */
export async function readySnapshots(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ snapshot: string }>(
    `select snapshot_date as snapshot from snapshots where status = 'ready' and archived_at is null
      order by snapshot_date desc`,
  );
  return rows.map((r) => r.snapshot);
}

/** The elections the published history files carry, oldest first. */
export async function electionDates(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ electionDate: string }>(
    `select distinct e.election_date as "electionDate"
     from snapshot_elections e
     join snapshots s on s.snapshot_date = e.snapshot_date and s.status = 'ready'
     order by 1`,
  );
  return rows.map((r) => r.electionDate);
}

export interface AbsenteeFacts {
  permanentBallot: boolean | null;
  permanentApplication: boolean | null;
  fullStreetAddress: string;
  fullMailingAddress: string;
}

/** The registration in the last ready snapshot before the Nov 2024 election, with its absentee flags. */
export async function beforeNov2024(db: Queryable, voterId: string): Promise<AbsenteeFacts | undefined> {
  const [row] = await db.query<AbsenteeFacts>(
    `select r.is_perm_av_ballot_voter as "permanentBallot", r.is_perm_av_app_voter as "permanentApplication",
            a.full_address as "fullStreetAddress",
            concat_ws(' ', nullif(r.mailing_address_line_one, ''), nullif(r.mailing_address_line_two, ''),
                      nullif(r.mailing_address_line_three, ''), nullif(r.mailing_address_line_four, ''),
                      nullif(r.mailing_address_line_five, '')) as "fullMailingAddress"
     from registrations r
     join addresses a on a.full_address_hash = r.full_address_hash
     where r.snapshot_date = (select max(snapshot_date) from snapshots
                              where status = 'ready' and snapshot_date <= $2::date)
       and r.voter_id = $1::bigint and r.voter_status_type_code in ${REGISTERED}`,
    [voterId, NOV_2024_ELECTION],
  );
  return row;
}
