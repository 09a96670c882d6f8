import { z } from 'zod';
import { TRIAGE_STATUSES } from './triage';

/**
 * The address audit endpoints (spec 1, sections 2, 3, 5 and 7) and the Nov 2020 address lookup.
 * Dates are YYYY-MM-DD.
 */

/**
 * The type-ahead key: what the visitor typed, trimmed and upper-cased. The widget keeps the spaces
 * between words (issue 27: the server reads the text with the load's Publication 28 rules, which
 * needs the words; spec 1 section 5 stripped them), and a key without spaces is still read as
 * before, as a prefix of the stored search key.
 */
export const ADDRESS_KEY_MIN = 6;
export const ADDRESS_KEY_MAX = 96;
/** The type-ahead answers at most this many addresses: enough to pick from, too few to list a street. */
export const ADDRESS_SUGGESTIONS_MAX = 20;

/** Text as stored in addresses.search_key: letters and digits only. */
export const toSearchKey = (typed: string) => typed.toUpperCase().replace(/[^A-Z0-9]/g, '');

const addressKey = z
  .string()
  .max(ADDRESS_KEY_MAX, `An address has at most ${ADDRESS_KEY_MAX} characters.`)
  .transform((typed) => typed.trim().replace(/\s+/g, ' ').toUpperCase())
  .refine((k) => toSearchKey(k).length >= ADDRESS_KEY_MIN, {
    message: `Type at least ${ADDRESS_KEY_MIN} letters or digits of the address.`,
  });

const md5Hash = (what: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{32}$/, `That is not a valid ${what}: choose an address from the list.`);
export const fullAddressHash = md5Hash('address');

/** A date of a loaded snapshot, YYYY-MM-DD. */
export const snapshotDateSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A voter file snapshot is a date written YYYY-MM-DD.')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, 'A voter file snapshot is a date written YYYY-MM-DD.');

/**
 * One suggestion: a dwelling, or a whole building (`units` set: several dwellings share the
 * street address). A building's full_address_hash is its address_hash, which the lookups read as
 * every unit at that street address.
 */
export const addressSuggestion = z.object({
  full_address_hash: z.string(),
  address_hash: z.string(),
  full_address: z.string(),
  full_street_address: z.string(),
  units: z.number().int().optional(),
});

/** GET /api/addresses?key= */
export const addressesQuery = z.object({ key: addressKey });
export const addressesResponse = z.object({ addresses: z.array(addressSuggestion) });

/** POST /api/getzonebyaddress {address_key = a full_address_hash}: the address's zones; the first has county_name. */
export const zoneByAddressBody = z.object({ address_key: fullAddressHash });
export const zoneByAddressResponse = z.array(
  z.object({
    county_name: z.string(),
    jurisdiction_name: z.string().nullable(),
    precinct: z.string().nullable(),
    zone_hash: z.string(),
  }),
);

/** A registration as the audit's table, card and details view show it (spec 1, section 3). */
export const registration = z.object({
  voter_identification_number: z.string(),
  first_name: z.string(),
  middle_name: z.string(),
  last_name: z.string(),
  name_suffix: z.string(),
  voter_status_type_code: z.string(),
  county_name: z.string(),
  jurisdiction_name: z.string(),
  precinct: z.string(),
  ward: z.string(),
  year_of_birth: z.number().int().nullable(),
  sex: z.string(),
  registration_date: z.string().nullable(),
  full_street_address: z.string(),
  full_mailing_address: z.string(),
  /** Y, N, or null when the file did not say. */
  is_permanent_absentee_voter: z.enum(['Y', 'N']).nullable(),
  uocava_status_name: z.string(),
  school_district_name: z.string(),
  state_house_district_name: z.string(),
  state_senate_district_name: z.string(),
  us_congress_district_name: z.string(),
  county_commissioner_district_name: z.string(),
  village_district_name: z.string(),
  village_precinct: z.string(),
  school_precinct: z.string(),
  /** null when unflagged (no flag, or a flag back at NEW). */
  current_triage_status: z.enum(TRIAGE_STATUSES).nullable(),
  flagged_reg_id: z.number().int().nullable(),
  row_number: z.number().int(),
});
export type Registration = z.infer<typeof registration>;

/** The most registrations one address answers (the largest real dwellings hold a few hundred). */
export const ADDRESS_REGISTRATIONS_MAX = 1000;

const countyParam = z
  .string()
  .trim()
  .min(1, 'A county name is required.')
  .max(64, 'A county name has at most 64 characters.');

/** GET /api/address/{county}?full_address_hash=: the registrations at the address in the current snapshot. */
export const addressParams = z.object({ county: countyParam });
export const addressQuery = z.object({ full_address_hash: fullAddressHash });
export const addressRegistrationsResponse = z.object({ registrations: z.array(registration) });

/** The Nov 2020 lookup's snapshots (spec 1, section 9); the first is the default. */
export const SNAPSHOTS_2020 = [
  { snapshot_value: '2020-11-01', snapshot_desc: 'November 01 2020' },
  { snapshot_value: '2020-12-01', snapshot_desc: 'December 01 2020' },
  { snapshot_value: '2021-01-01', snapshot_desc: 'January 01 2021' },
] as const;
const snapshot2020 = z.enum(
  SNAPSHOTS_2020.map((s) => s.snapshot_value) as ['2020-11-01', '2020-12-01', '2021-01-01'],
  { error: 'Choose one of the voter files of 2020-11-01, 2020-12-01 and 2021-01-01.' },
);

/** GET /api/snapshots-2020: the snapshots the Nov 2020 lookup offers that are loaded. */
export const snapshots2020Response = z.array(
  z.object({ snapshot_value: z.string(), snapshot_desc: z.string() }),
);

/** GET /api/addresses-2020?key=&qvf_snapshot=: addresses with registrations in that snapshot. */
export const addresses2020Query = z.object({ key: addressKey, qvf_snapshot: snapshot2020 });

/** POST /api/getzonebyaddress-2020 {address_key, qvf_snapshot}: as getzonebyaddress, in that snapshot. */
export const zoneByAddress2020Body = z.object({ address_key: fullAddressHash, qvf_snapshot: snapshot2020 });

/** GET /api/address-2020/{county}?qvf_snapshot=&full_address_hash=: registrations of that snapshot. */
export const address2020Query = z.object({ qvf_snapshot: snapshot2020, full_address_hash: fullAddressHash });
