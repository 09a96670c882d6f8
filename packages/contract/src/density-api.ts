import { z } from 'zod';
import { PAGE_NEEDS_LINK, PAGE_WITHOUT_LINK_MAX, pageCursorParam, pageLinksSchema } from './page-links';
import { zonePathParams } from './review-api';

/**
 * High registration density and address research (spec 2 sections 2.4, 2.5, 3, 4, 5 and 7): the
 * county table, the address rows, their occupants, categorisation and verification.
 */

export const DENSITY_COUNTY_PAGE_SIZE = 20;
export const DENSITY_PAGE_SIZE = 30;
export const OCCUPANTS_PAGE_SIZE = 10;
/** 'Export to CSV' asks for every row of the filter at once, up to this many. */
export const DENSITY_EXPORT_MAX = 20_000;
/** The default threshold: more than 4, i.e. 5 or more registrations. */
export const DEFAULT_THRESHOLD = '4';

/** The threshold filter (spec 2 section 2.4): a value N is "more than N"; "lo-hi" is more than lo, at most hi. */
export const THRESHOLDS = [
  { value: '4', label: 'Greater than 4' },
  { value: '2-4', label: '3 - 4 Registrations' },
  { value: '1-3', label: '2 - 3 Registrations' },
  { value: '0-2', label: '1 - 2 Registrations' },
] as const;

/** The 20 address categories (spec 2 section 3), as stored; the canvass file uses the same names. */
export const ADDRESS_CATEGORIES = [
  'Apartment',
  'Senior Living',
  'Hotel',
  'Trailer Park',
  'Empty Lot',
  'Business',
  'UPS_USPS_Fedex',
  'Church',
  'Residential',
  'Nursing Home',
  'Group Home',
  'Virtual Mailbox',
  'Memory/Dementia Care',
  'Prison',
  'Camps-Seasonal',
  'RV Park-Seasonal',
  'Homeless Shelter',
  'Campus Housing',
  'School Building',
  'Other/Non-Residential',
] as const;
export type AddressCategory = (typeof ADDRESS_CATEGORIES)[number];
/** How a category is shown where it differs from its stored name. */
export const categoryLabel = (c: string) => (c === 'Senior Living' ? 'Senior Living Facility' : c);
const CATEGORY_VALUES = ADDRESS_CATEGORIES as unknown as [AddressCategory, ...AddressCategory[]];

/**
 * Categories that make an address INVALID (spec 2 section 4): Virtual Mailbox, Empty Lot, Prison,
 * Business, School Building and Post Office, which is the UPS_USPS_Fedex category here (the
 * category list has no "Post Office"). Every other category makes it CANVASS.
 */
export const INVALID_CATEGORIES: readonly AddressCategory[] = [
  'Virtual Mailbox',
  'Empty Lot',
  'Prison',
  'Business',
  'School Building',
  'UPS_USPS_Fedex',
];

/** Address triage statuses (spec 2 section 4). MELISSA_LICENSE_ERROR: the provider refused its licence (GE05). */
export const ADDRESS_STATUSES = ['NEW', 'CANVASS', 'INVALID', 'MELISSA_LICENSE_ERROR'] as const;
export type AddressStatus = (typeof ADDRESS_STATUSES)[number];
export const statusForCategory = (category: AddressCategory): AddressStatus =>
  INVALID_CATEGORIES.includes(category) ? 'INVALID' : 'CANVASS';

/** The status filter's options (spec 2 section 2.4). */
export const ADDRESS_STATUS_FILTERS = [
  { value: 'ALL', label: 'All' },
  { value: 'NEW', label: 'New' },
  { value: 'CANVASS', label: 'Yellow (needs more research)' },
  { value: 'INVALID', label: 'Red (Invalid)' },
] as const;

// GET /api/registration-density/: the county table.
export const densityCountyRow = z.object({
  county_name: z.string(),
  /** The county's zone, for choosing it in the location filter. */
  zone_hash: z.string(),
  total_addresses: z.number(),
  addr_gt_4_reg: z.number(),
  /** Addresses with 5 or more not categorised yet (status NEW). */
  new_addr_gt_4_reg: z.number(),
});
export type DensityCountyRow = z.infer<typeof densityCountyRow>;
export const densityCountiesResponse = z.array(densityCountyRow);

const thresholdSchema = z
  .string()
  .trim()
  .regex(/^\d{1,4}(-\d{1,4})?$/, 'A threshold is a number or a range such as 2-4.')
  .transform((v) => {
    const [above, atMost] = v.split('-').map(Number);
    return { above: above ?? 4, atMost: atMost ?? null };
  })
  .refine(
    (t) => t.atMost === null || t.atMost > t.above,
    'A threshold range runs from low to high, such as 2-4.',
  );

// GET /api/registration-density/{threshold}/{county}/[{jurisdiction}/[{precinct}/]]
export const densityParams = zonePathParams.extend({ threshold: thresholdSchema });
const yes = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((v) => v === '1' || v === 'true');
/**
 * A search of the addresses (spec 2 section 2.4's free text): the start of the street name, or a
 * house number and the start of its street ("101 MAIN"). Read from the load's index of streets by
 * their first three letters, so the street part needs three (DENSITY_SEARCH_TOO_SHORT otherwise).
 */
export interface DensitySearch {
  /** The street's first three letters: the index's key. */
  streetPrefix: string;
  /** The whole search, upper case, single spaces. */
  text: string;
  /** Whether it starts with a house number (matched against the whole address). */
  withNumber: boolean;
}
export const DENSITY_SEARCH_MIN = 3;
export const DENSITY_SEARCH_TOO_SHORT =
  'Search by street: type at least 3 letters of the street name, after the house number if any (such as MAIN or 101 MAIN).';
export function densitySearchOf(q: string): DensitySearch | null {
  const text = q.trim().toUpperCase().replace(/\s+/g, ' ');
  const numbered = /^[0-9]\S* (.*)$/.exec(text);
  const street = numbered ? (numbered[1] as string) : text;
  if (street.length < DENSITY_SEARCH_MIN || /^[0-9]\S*$/.test(street)) return null;
  return { streetPrefix: street.slice(0, DENSITY_SEARCH_MIN), text, withNumber: numbered !== null };
}

export const densityQuery = z.object({
  /** A page link (page-links.ts): the page after its row's key; without it, `page` (the first pages). */
  after: pageCursorParam,
  page: z.coerce
    .number()
    .int()
    .min(1, 'Pages start at 1.')
    .max(PAGE_WITHOUT_LINK_MAX, PAGE_NEEDS_LINK)
    .default(1),
  /** Every row of the filter at once (Export to CSV), at most DENSITY_EXPORT_MAX. */
  all: yes,
  status: z.enum(['ALL', 'NEW', 'CANVASS', 'INVALID'], 'Unknown status filter.').default('ALL'),
  category: z.enum(['ALL', ...CATEGORY_VALUES], 'Unknown category.').default('ALL'),
  q: z
    .string()
    .trim()
    .max(96, 'Search at most 96 characters.')
    .optional()
    .refine((v) => !v || densitySearchOf(v) !== null, DENSITY_SEARCH_TOO_SHORT),
});

/** A high-registration address row (spec 2 section 3), with the zone it is counted in. */
export const densityRow = z.object({
  row_number: z.number(),
  address_hash: z.string(),
  full_address_hash: z.string(),
  full_street_address: z.string(),
  address_line_1: z.string(),
  extension: z.string(),
  city: z.string(),
  state: z.string(),
  zip_code: z.string(),
  county_name: z.string(),
  jurisdiction_name: z.string(),
  precinct: z.string(),
  category: z.string().nullable(),
  living_unit_count: z.number().nullable(),
  registration_count: z.number(),
  name: z.string().nullable(),
  comments: z.string().nullable(),
  current_triage_status: z.enum(ADDRESS_STATUSES),
  /** The last verification's codes, comma-separated. */
  addr_check_result_codes: z.string().nullable(),
});
export type DensityRow = z.infer<typeof densityRow>;
export const densityResponse = z.object({
  rows: z.array(densityRow),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
  /** The pages the pager may open: the first, those within PAGE_LINK_WINDOW of this one, the last. */
  links: pageLinksSchema,
  snapshot_date: z.string(),
});

/** Occupancy ratio (spec 2 section 2.4): registrations per living unit, 2 decimals, or N/A. */
export function occupancyRatio(registrations: number, livingUnits: number | null): string {
  return livingUnits !== null && livingUnits > 0 ? (registrations / livingUnits).toFixed(2) : 'N/A';
}

const addressHashSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{32}$/, 'That is not a valid address: choose an address from the list.');

// GET /api/address/{county}/{hash}: the occupants of a street address in the current snapshot.
export const occupantsParams = z.object({
  county: z
    .string()
    .trim()
    .min(1, 'A county is required.')
    .max(64, 'A county name has at most 64 characters.'),
  hash: addressHashSchema,
});
export const occupantRow = z.object({
  row_number: z.number(),
  voter_identification_number: z.string(),
  last_name: z.string(),
  first_name: z.string(),
  year_of_birth: z.number().nullable(),
  extension: z.string(),
});
export type OccupantRow = z.infer<typeof occupantRow>;
export const occupantsResponse = z.object({ registrations: z.array(occupantRow) });
export const OCCUPANT_SORTS = ['last_name', 'year_of_birth', 'extension'] as const;

/** No. of units: digits only, at most 9999 (spec 2 section 5); blank is none. */
const livingUnits = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v) => (v === undefined || v === null ? '' : String(v).trim()))
  .refine((v) => v === '' || /^\d+$/.test(v), 'No. of units Must be a number')
  .transform((v) => (v === '' ? null : Number(v)))
  .refine((v) => v === null || v <= 9999, 'Max 9999');

/** The categorisation form (spec 2 sections 2.5 and 5); the server sets the status from the category. */
export const editLocationBody = z.object({
  selectedAddress: addressHashSchema,
  name: z.string().trim().max(200, 'Name: maximum 200 characters').optional().default(''),
  category: z.enum(CATEGORY_VALUES, 'Category is required'),
  living_unit_count: livingUnits,
  comments: z.string().trim().max(500, 'Maximum 500 characters').optional().default(''),
  /** Sent by the spec's client; the server decides the status from the category. */
  current_triage_status: z.string().optional(),
});
export type EditLocationInput = z.input<typeof editLocationBody>;
export const editLocationResponse = z.object({
  message: z.string(),
  current_triage_status: z.enum(ADDRESS_STATUSES),
});

// POST /api/verifyAddress/{addressHash}/
export const verifyAddressParams = z.object({ addressHash: addressHashSchema });
export const verifyAddressBody = z.object({
  address_line_1: z
    .string()
    .trim()
    .min(1, 'The street address is required.')
    .max(100, 'At most 100 characters.'),
  extension: z.string().trim().max(40, 'At most 40 characters.').optional().default(''),
  city: z.string().trim().min(1, 'The city is required.').max(60, 'At most 60 characters.'),
  state: z.string().trim().max(2, 'A state is two letters.').optional().default('MI'),
  zip_code: z
    .string()
    .trim()
    .regex(/^\d{5}(-?\d{4})?$/, 'A ZIP code is 5 digits (or ZIP+4).'),
});
export const verificationResult = z.object({ code: z.string(), short: z.string(), long: z.string() });
export const verifyAddressResponse = z.object({
  result_codes: z.string(),
  results: z.array(verificationResult),
  current_triage_status: z.enum(ADDRESS_STATUSES),
  provider: z.string(),
});
