import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROLES, type Role } from '@voterroll/contract/roles';
import type { Db } from '@voterroll/db/database';
import { ingestSnapshot } from '@voterroll/pipeline/ingest-snapshot';
import { ohioMove, type QvfRow, writeCsv, writeQvfCsv } from '@voterroll/pipeline/test-support/qvf-files';
import { transition } from '@voterroll/records/flags/transition';
import { NCOA_COLUMNS } from '@voterroll/voterfile/qvf-format';
import { audit } from '../auth/audit';
import { accountWithSession } from './accounts';

/**
 * The permission matrix's data: a snapshot loaded through the real ingest with a seeded county
 * (Ingham: nine voters in one Lansing precinct, with findings, a flag with a comment, users of
 * each role, a county lead, an audit event) and another county (Kent: three voters, users of each
 * role). Everything that belongs to the seeded county and to no one else is a marker: voter ids,
 * the voters' last name and street, their address hashes, the county's zone hashes, its users'
 * names, the flag's comment. A user of Kent must never receive one.
 */
export const SNAPSHOT = '2025-10-01';
export const AREA = { county: 'INGHAM', jurisdiction: 'LANSING CITY', precinct: '001' } as const;
export const OTHER_COUNTY = 'KENT';

const id = (n: number) => 7_100_000 + n;
/** Born 1921: AGE_100_PLUS and AGE_90_PLUS findings. */
export const AGED = [1, 2, 3, 4, 5].map(id);
/** Status V, registered 2018, never voted: NVRA_8D_DEC_2022, NVRA_8D_2025, LOW_PROPENSITY. */
export const NVRA = [6, 7, 8].map(id);
export const PLAIN = id(9);
export const VOTERS = [...AGED, ...NVRA, PLAIN];
/** Flagged (TRG) with a comment at seeding. */
export const FLAGGED = AGED[0]!;
export const LAST_NAME = 'INGHAMSEEDED';
const STREET = 'SEEDWOOD';
const COMMENT = 'SEEDCOMMENT obituary found in the Lansing State Journal';

export interface Seeded {
  /** Zone hashes of the seeded county, its jurisdiction and its precinct. */
  zones: { county: string; jurisdiction: string; precinct: string };
  /** Users of the seeded county and of the other county, one per role. */
  insiders: Map<Role, { userId: number; username: string }>;
  outsiders: Map<Role, { userId: number; username: string }>;
  /** What belongs to the seeded county only. */
  markers: string[];
}

/** A scanned 2020 ballot envelope of the seeded precinct (board 1), its image in SEED_ENVELOPE_IMAGES. */
export const SEED_ENVELOPE = 'SEEDENVELOPE.svg';
export const SEED_ENVELOPE_IMAGES = join(tmpdir(), `matrix-envelope-images-${process.pid}`);

async function seedEnvelope(db: Db): Promise<void> {
  await db.exec(
    `insert into avcb_precincts values (1, 33, 'INGHAM', 46000, 'LANSING CITY', '001');
     insert into ballot_envelopes (file_name, image_location, avcb_number, county_name, jurisdiction_name,
       ocr_full_name, current_data_entry_status, source_file, source_line)
     values ('${SEED_ENVELOPE}', '2020/${SEED_ENVELOPE}', 1, 'INGHAM', 'LANSING CITY', 'ADA ${LAST_NAME}', 'OCR', 'seed', 2)`,
  );
  mkdirSync(join(SEED_ENVELOPE_IMAGES, '2020'), { recursive: true });
  writeFileSync(
    join(SEED_ENVELOPE_IMAGES, '2020', SEED_ENVELOPE),
    `<svg xmlns="http://www.w3.org/2000/svg"><text>ADA ${LAST_NAME}</text></svg>`,
  );
}

const FIRST_NAMES = ['ADA', 'BEA', 'CORA', 'DORA', 'EVA', 'FAYE', 'GWEN', 'HOPE', 'IRIS'];

const voterRows = (): QvfRow[] => [
  ...VOTERS.map((voterId, i) => ({
    VOTER_IDENTIFICATION_NUMBER: String(voterId),
    LAST_NAME,
    FIRST_NAME: FIRST_NAMES[i],
    STREET_NUMBER: String(10 + i),
    STREET_NAME: STREET,
    YEAR_OF_BIRTH: AGED.includes(voterId) ? '1921' : '1980',
    ...(NVRA.includes(voterId) ? { VOTER_STATUS_TYPE_CODE: 'V', REGISTRATION_DATE: '2018-01-15' } : {}),
  })),
  ...[1, 2, 3].map((n) => ({
    VOTER_IDENTIFICATION_NUMBER: String(7_200_000 + n),
    LAST_NAME: 'KENTOTHER',
    YEAR_OF_BIRTH: n === 1 ? '1921' : '1980',
    CITY: 'GRAND RAPIDS',
    ZIP_CODE: '49503',
    COUNTY_CODE: '41',
    COUNTY_NAME: OTHER_COUNTY,
    JURISDICTION_CODE: '34000',
    JURISDICTION_NAME: 'GRAND RAPIDS CITY',
  })),
];

async function loadSnapshot(db: Db): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'matrix-'));
  try {
    const voters = join(dir, 'voters.csv');
    writeQvfCsv(voters, voterRows());
    // AGED[1] moved out of state: due for confirmation on the clerk dashboard.
    const ncoa = join(dir, 'ncoa.csv');
    writeCsv(ncoa, NCOA_COLUMNS, [ohioMove(AGED[1]!)]);
    const loaded = await ingestSnapshot(db, { snapshotDate: SNAPSHOT, files: { voters, ncoa } });
    if (!loaded.ok) throw new Error(loaded.error);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function usersOf(db: Db, county: string): Promise<Seeded['insiders']> {
  const users: Seeded['insiders'] = new Map();
  for (const role of ROLES) {
    const a = await accountWithSession(db, `${county.toLowerCase()}-${role.slice(5).toLowerCase()}`, [role], {
      county,
    });
    users.set(role, { userId: a.userId, username: a.username });
  }
  return users;
}

export async function seedCounties(db: Db): Promise<Seeded> {
  await loadSnapshot(db);
  const insiders = await usersOf(db, AREA.county);
  const outsiders = await usersOf(db, OTHER_COUNTY);
  const researcher = insiders.get('ROLE_DIGITAL-RESEARCHER')!;
  const flagged = await transition(db, {
    by: {
      kind: 'user',
      actor: { ...researcher, roles: ['ROLE_DIGITAL-RESEARCHER'], county: AREA.county, jurisdiction: null },
    },
    voterId: FLAGGED,
    expected: { status: 'NEW' },
    to: 'TRG',
    reason: 'Deceased',
    comment: COMMENT,
  });
  if (!flagged.ok) throw new Error(flagged.error.message);
  // The clerk dashboard's lists: AGED[2] in the clerk's work queue, AGED[3] a challenge submitted.
  const clerk = insiders.get('ROLE_CLERK')!;
  const patriot = insiders.get('ROLE_ELECTION-PATRIOT')!;
  const area = { county: AREA.county, jurisdiction: null };
  // Four eyes: the researcher raises, the patriot marks and submits; CS only with a packet.
  for (const [voterId, who, role, to] of [
    [AGED[2], clerk, 'ROLE_CLERK', 'INQ'],
    [AGED[3], researcher, 'ROLE_DIGITAL-RESEARCHER', 'TRG'],
    [AGED[3], patriot, 'ROLE_ELECTION-PATRIOT', 'SFCR'],
    [AGED[3], patriot, 'ROLE_ELECTION-PATRIOT', 'CS'],
    // NVRA[1] to be challenged: the patriot, a Lansing voter (PLAIN), may submit its challenge.
    [NVRA[1], researcher, 'ROLE_DIGITAL-RESEARCHER', 'TRG'],
    [NVRA[1], patriot, 'ROLE_ELECTION-PATRIOT', 'SFCR'],
  ] as const) {
    const moved = await transition(db, {
      by: { kind: 'user', actor: { ...who, roles: [role], ...area } },
      voterId: voterId!,
      to,
      reason: 'Deceased',
      comment: 'Obituary found in the Lansing State Journal',
      ...(to === 'CS' ? { packet: { reasons: 'Deceased: the obituary in this packet.' } } : {}),
    });
    if (!moved.ok) throw new Error(moved.error.message);
  }
  await db.query('update users set voter_id = $1 where id = $2', [PLAIN, patriot.userId]);
  await seedEnvelope(db);
  // The county's changes at the snapshot (one snapshot loaded: nothing to compare, so stored here).
  await db.query(
    `insert into registration_changes (snapshot_date, change, full_street_address, voter_id, voter_status_type_code,
       county_code, jurisdiction_code, ward, precinct, last_name, first_name, middle_name, name_suffix,
       year_of_birth, registration_date, full_address_hash, address_hash)
     select snapshot_date, case when voter_id = $1 then 'ADDED' else 'REMOVED' end, norm_street, voter_id,
       voter_status_type_code, county_code, jurisdiction_code, ward, precinct, last_name, first_name, middle_name,
       name_suffix, year_of_birth, registration_date, full_address_hash, address_hash
     from registrations where voter_id in ($1, $2)`,
    [PLAIN, NVRA[0]],
  );
  await db.query(
    `insert into registration_field_changes (snapshot_date, voter_id, kind, before, after, county_code,
       jurisdiction_code, ward, precinct, last_name, first_name, middle_name)
     select snapshot_date, voter_id, 'name', 'EARLIER NAME', first_name || ' ' || last_name, county_code,
       jurisdiction_code, ward, precinct, last_name, first_name, middle_name
     from registrations where voter_id = $1`,
    [PLAIN],
  );
  // Its figure in each zone up the tree, as the load's change figures add it.
  await db.query(
    `insert into zone_metrics (snapshot_date, zone_hash, metric_key, value, active_value)
     select r.snapshot_date, z.zone_hash, 'CHANGE:NAME', 1, 1
       from registrations r
       join zones p on p.level = 'precinct' and p.county_code = r.county_code
        and p.jurisdiction_code = r.jurisdiction_code and p.ward = r.ward and p.precinct = r.precinct
       join zones j on j.zone_hash = p.parent_hash
       join zones z on z.zone_hash in (p.zone_hash, j.zone_hash, j.parent_hash, 'MICHIGAN')
      where r.voter_id = $1`,
    [PLAIN],
  );
  const lead = insiders.get('ROLE_COUNTY-LEAD')!;
  await audit(db, 'signin.success', { actor: lead, subject: lead.username, ip: '127.0.0.1' });

  const [zones] = await db.query<Seeded['zones']>(
    `select c.zone_hash as county, j.zone_hash as jurisdiction, p.zone_hash as precinct
       from zones c join zones j on j.parent_hash = c.zone_hash join zones p on p.parent_hash = j.zone_hash
      where c.level = 'county' and c.county_name = $1 and j.jurisdiction_name = $2 and p.precinct = $3`,
    [AREA.county, AREA.jurisdiction, AREA.precinct],
  );
  if (!zones) throw new Error('the seeded zones are missing');
  const hashes = await db.query<{ hash: string }>(
    `select full_address_hash as hash from registrations where county_name = $1
     union select address_hash from registrations where county_name = $1`,
    [AREA.county],
  );
  const markers = [
    ...VOTERS.map(String),
    LAST_NAME,
    STREET,
    'SEEDCOMMENT',
    'SEEDENVELOPE',
    ...hashes.map((h) => h.hash),
    zones.county,
    zones.jurisdiction,
    zones.precinct,
    ...[...insiders.values()].map((u) => u.username),
  ];
  return { zones, insiders, outsiders, markers };
}

/** Whole-token, case-insensitive occurrence (a voter id inside a longer number or hash is not one). */
export function occurs(text: string, marker: string): boolean {
  const escaped = marker.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![A-Za-z0-9])${escaped}(?![A-Za-z0-9])`, 'i').test(text);
}
