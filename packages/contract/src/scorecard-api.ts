import { z } from 'zod';

/**
 * The scorecard endpoints (spec 1, sections 2, 3 and 7): each answers [summary, children[]], the
 * summary being the zone asked for and the children its counties, jurisdictions or precincts.
 * Scores are of the current snapshot and of the ready snapshot before it (null when there is none
 * or the zone had no registrations then).
 */

const score = z.number().nullable();

export const zoneStatsRow = z.object({
  zone_name: z.string(),
  zone_hash: z.string(),
  current_overall_score: score,
  previous_overall_score: score,
  current_overall_hard_score: score,
  previous_overall_hard_score: score,
});
export type ZoneStatsRow = z.infer<typeof zoneStatsRow>;

export const zoneStatsResponse = z.tuple([zoneStatsRow, z.array(zoneStatsRow)]);
export type ZoneStatsResponse = z.infer<typeof zoneStatsResponse>;

/** Names in a path: what a person could type, never more than a county or jurisdiction name needs. */
const zoneName = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `A ${what} name is required.`)
    .max(64, `A ${what} name has at most 64 characters.`);

/** GET /api/qvfstatsstate/MICHIGAN */
export const stateStatsParams = z.object({
  state: z.literal('MICHIGAN', { error: 'Only the state of MICHIGAN has a scorecard.' }),
});

/** GET /api/qvfstatscountyjurisdiction/{COUNTY}: the county and its jurisdictions. */
export const countyStatsParams = z.object({ county: zoneName('county') });

/** GET /api/qvfstatsprecinct/{COUNTY}/{jurisdiction}: the jurisdiction and its precincts. */
export const jurisdictionStatsParams = z.object({
  county: zoneName('county'),
  jurisdiction: zoneName('jurisdiction'),
});

/** Colour thresholds of spec 1 section 9 (green above the first, yellow down to the second). */
export const SCORE_THRESHOLDS = {
  overall: { green: 9.4, yellow: 9.15 },
  hard: { green: 9.84, yellow: 9.7 },
} as const;
