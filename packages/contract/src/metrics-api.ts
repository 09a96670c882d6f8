import { z } from 'zod';
import type { TriageStatus } from './triage';

/** A zone: MICHIGAN for the whole state, otherwise the 32-hex hash of a county, jurisdiction or precinct. */
export const zoneHashSchema = z
  .string()
  .max(64)
  .regex(/^(MICHIGAN|[0-9a-f]{32})$/, 'Unknown zone: a zone is MICHIGAN or a 32-character zone hash.');

export const currentMetricsParams = z.object({ zoneHash: zoneHashSchema });
export const currentMetricsResponse = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));

export const healthResponse = z.object({ status: z.literal('ok'), engine: z.enum(['pglite', 'postgres']) });

/**
 * GET /api/health/ready: whether this server can serve the site (a load balancer's or an
 * operator's check), as against /api/health, which says only that the process answers. 200 when
 * the database answers, its schema is this code's and a voter file is published; 503 with each
 * problem in words otherwise.
 */
export const readinessResponse = z.object({
  status: z.enum(['ready', 'not ready']),
  snapshot: z.string().nullable(),
  schemaVersion: z.number().int().nullable(),
  codeSchemaVersion: z.number().int(),
  problems: z.array(z.string()),
});
export type Readiness = z.infer<typeof readinessResponse>;

/**
 * Trends (spec 2, sections 3 and 7): GET /api/{path}-metric-trend/{zoneHash} answers one row per
 * ready snapshot, oldest first, with `snapshot` (YYYY-MM-DD) and the counts below, all of the
 * registered voters (A, V, CH, I) of the zone. Spec 2 writes three of the paths as {token}; this
 * project names them nvra-8d-2022, nvra-2025 and age-100-plus.
 */
const count = z.number().int();
const trend = <T extends z.ZodRawShape>(shape: T) => z.array(z.object({ snapshot: z.string(), ...shape }));

export const trendParams = z.object({ zoneHash: zoneHashSchema });

/** duplicate_count counts a registration once; each part counts the members of its rule's groups. */
export const duplicateTrendResponse = trend({
  duplicate_count: count,
  duplicate_address_count: count,
  duplicate_name_count: count,
});
export const deceasedTrendResponse = trend({ deceased_count: count });
export const nvra8d2022TrendResponse = trend({ nvra_8d_2022_count: count });
export const nvra2025TrendResponse = trend({ nvra_8d_2025_count: count });
export const ncoaTrendResponse = trend({ moved_out_of_state: count });
export const regDateOldTrendResponse = trend({ reg_date_pre_1942_count: count });
export const uspsTrendResponse = trend({ ups_usps_count: count });
export const nonResidentialTrendResponse = trend({
  virtual_mailbox: count,
  prison: count,
  campground_rvpark: count,
  business: count,
  homeless_shelter: count,
  memory_care: count,
  non_res_count: count,
});
export const undeliverableTrendResponse = trend({ undeliverable_count: count });
export const blankUnitTrendResponse = trend({
  apt_num_blank: count,
  srlv_unit_blank: count,
  street_num_blank: count,
  hotel_rm_blank: count,
  trlr_lot_blank: count,
  empty_lot: count,
  blank_unit_count: count,
});
/** uocava_0_count is the spec's spelling of the O (other overseas) count. */
export const uocavaTrendResponse = trend({
  uocava_c_count: count,
  uocava_m_count: count,
  uocava_0_count: count,
});
export const lowPropensityTrendResponse = trend({ low_propensity_voter_count: count });
export const age90PlusTrendResponse = trend({ age_90_plus_count: count });
export const age100PlusTrendResponse = trend({ age_100_plus_count: count });
/** Birth years no one living has (age above AGE_LIMITS.placeholderAbove): a scored cause of its own. */
export const agePlaceholderTrendResponse = trend({ age_placeholder_count: count });

/**
 * Each trend endpoint: its path segment, its response, and the zone_metrics keys summed into each
 * field ('RULE' or 'RULE:part'; parts of packages/voterfile qvf-format's categories and findings).
 */
export const METRIC_TRENDS = {
  duplicate: {
    response: duplicateTrendResponse,
    fields: {
      duplicate_count: ['DUPLICATE'],
      duplicate_address_count: ['DUPLICATE:address'],
      duplicate_name_count: ['DUPLICATE:name'],
    },
  },
  deceased: { response: deceasedTrendResponse, fields: { deceased_count: ['DECEASED'] } },
  'nvra-8d-2022': { response: nvra8d2022TrendResponse, fields: { nvra_8d_2022_count: ['NVRA_8D_DEC_2022'] } },
  'nvra-2025': { response: nvra2025TrendResponse, fields: { nvra_8d_2025_count: ['NVRA_8D_2025'] } },
  ncoa: { response: ncoaTrendResponse, fields: { moved_out_of_state: ['NCOA_STATE'] } },
  'reg-dt-old': {
    response: regDateOldTrendResponse,
    fields: { reg_date_pre_1942_count: ['REG_DATE_PRE_1942'] },
  },
  usps: { response: uspsTrendResponse, fields: { ups_usps_count: ['UPS_USPS'] } },
  'non-residential': {
    response: nonResidentialTrendResponse,
    fields: {
      virtual_mailbox: ['NON_RESIDENTIAL:Virtual Mailbox'],
      prison: ['NON_RESIDENTIAL:Prison'],
      campground_rvpark: ['NON_RESIDENTIAL:Camps-Seasonal', 'NON_RESIDENTIAL:RV Park-Seasonal'],
      business: ['NON_RESIDENTIAL:Business'],
      homeless_shelter: ['NON_RESIDENTIAL:Homeless Shelter'],
      memory_care: ['NON_RESIDENTIAL:Memory/Dementia Care'],
      non_res_count: [
        'NON_RESIDENTIAL:Virtual Mailbox',
        'NON_RESIDENTIAL:Prison',
        'NON_RESIDENTIAL:Camps-Seasonal',
        'NON_RESIDENTIAL:RV Park-Seasonal',
        'NON_RESIDENTIAL:Business',
        'NON_RESIDENTIAL:Homeless Shelter',
        'NON_RESIDENTIAL:Memory/Dementia Care',
      ],
    },
  },
  undeliverable: { response: undeliverableTrendResponse, fields: { undeliverable_count: ['UNDELIVERABLE'] } },
  'blank-unit': {
    response: blankUnitTrendResponse,
    fields: {
      apt_num_blank: ['BLANK_UNIT:apt_num_blank'],
      srlv_unit_blank: ['BLANK_UNIT:srlv_unit_blank'],
      street_num_blank: ['BLANK_UNIT:street_num_blank'],
      hotel_rm_blank: ['BLANK_UNIT:hotel_rm_blank'],
      trlr_lot_blank: ['BLANK_UNIT:trlr_lot_blank'],
      empty_lot: ['BLANK_UNIT:empty_lot'],
      blank_unit_count: [
        'BLANK_UNIT:apt_num_blank',
        'BLANK_UNIT:srlv_unit_blank',
        'BLANK_UNIT:street_num_blank',
        'BLANK_UNIT:hotel_rm_blank',
        'BLANK_UNIT:trlr_lot_blank',
        'BLANK_UNIT:empty_lot',
      ],
    },
  },
  uocava: {
    response: uocavaTrendResponse,
    fields: { uocava_c_count: ['UOCAVA:C'], uocava_m_count: ['UOCAVA:M'], uocava_0_count: ['UOCAVA:O'] },
  },
  'low-propensity-voter': {
    response: lowPropensityTrendResponse,
    fields: { low_propensity_voter_count: ['LOW_PROPENSITY'] },
  },
  'age-90-plus': { response: age90PlusTrendResponse, fields: { age_90_plus_count: ['AGE_90_PLUS'] } },
  'age-100-plus': { response: age100PlusTrendResponse, fields: { age_100_plus_count: ['AGE_100_PLUS'] } },
  'age-placeholder': {
    response: agePlaceholderTrendResponse,
    fields: { age_placeholder_count: ['AGE_PLACEHOLDER'] },
  },
} as const satisfies Record<string, { response: z.ZodType; fields: Record<string, readonly string[]> }>;
export type MetricTrendPath = keyof typeof METRIC_TRENDS;
/** The URL of a trend: `/api/${path}-metric-trend/${zoneHash}`. */
export const metricTrendUrl = (path: MetricTrendPath, zoneHash: string) =>
  `/api/${path}-metric-trend/${encodeURIComponent(zoneHash)}`;

/** GET /api/qvftotal/{zoneHash}: registered voters per ready snapshot; inactive = total - active. */
export const qvfTotalResponse = trend({ inactive: count, active: count, total: count });

/**
 * GET /api/nvra-metrics/{zoneHash}: the NVRA 2025 cleanup (spec 2, section 2.11). `remaining` is
 * the NVRA_8D_2025 count of the current snapshot; `removed` counts the registrations that left the
 * voter file during 2025 (snapshots after 2025-01-01 through 2026-01-01) while they were in that
 * cohort in the snapshot before; `total` = remaining + removed. Registrations that left the cohort
 * by voting or reactivating are in neither. `monthly` has one row per ready snapshot of 2025.
 */
export const NVRA_2025_REMOVAL_WINDOW = { after: '2025-01-01', through: '2026-01-01' } as const;
export const nvraMetricsResponse = z.object({
  snapshot: z.string().nullable(),
  total: count,
  remaining: count,
  removed: count,
  monthly: trend({ nvra_8d_2025_count: count, removed_count: count }),
});
export type NvraMetrics = z.infer<typeof nvraMetricsResponse>;

/** GET /api/red-metrics-by-county: current counts per county, by county name. */
export const redMetricsByCountyResponse = z.array(
  z.object({
    county_name: z.string(),
    zone_hash: z.string(),
    nvra_8d_2025_count: count,
    nvra_8d_dec_2022_count: count,
    duplicate_count: count,
    deceased_count: count,
    age_100_plus_count: count,
    age_90_plus_count: count,
  }),
);

/**
 * GET /api/flag-counts[/{zoneHash}]: flagged registrations per triage status, statewide or of the
 * zone's registrations in the current snapshot; every listed status, 0 when none.
 */
export const flagCountsParams = z.object({ zoneHash: zoneHashSchema });
export const FLAG_COUNT_STATUSES = ['CS', 'SFCR', 'TRG', 'VALID'] as const satisfies readonly TriageStatus[];
export const flagCountsResponse = z.array(
  z.object({ current_triage_status: z.enum(FLAG_COUNT_STATUSES), flag_count: count }),
);

/** GET /api/getzonedetails/{zoneHash}: one item; names are null above the zone's level. */
export const zoneDetailsResponse = z.array(
  z.object({
    zone_hash: z.string(),
    zone_name: z.string(),
    level: z.enum(['state', 'county', 'jurisdiction', 'precinct']),
    county_name: z.string().nullable(),
    jurisdiction_name: z.string().nullable(),
    precinct: z.string().nullable(),
  }),
);

/** Location filter lists (spec 1, section 4): the zones of the current snapshot, by name. */
const placeName = z
  .string()
  .trim()
  .min(1, 'A name is required.')
  .max(64, 'A name has at most 64 characters.');
export const countiesResponse = z.array(z.object({ county_name: z.string(), zone_hash: z.string() }));
export const jurisdictionsParams = z.object({ county: placeName });
export const jurisdictionsResponse = z.array(
  z.object({ jurisdiction_name: z.string(), zone_hash: z.string() }),
);
export const precinctsParams = z.object({ county: placeName, jurisdiction: placeName });
export const precinctsResponse = z.array(z.object({ precinct_name: z.string(), zone_hash: z.string() }));
