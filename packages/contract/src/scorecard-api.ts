import { z } from 'zod';
import { FINDING_RULES } from './metrics';

/**
 * The scorecard endpoints (spec 1, sections 2, 3 and 7): each answers [summary, children[]], the
 * summary being the zone asked for and the children its counties, jurisdictions or precincts.
 * Scores are of the current snapshot and of the ready snapshot before it (null when there is none
 * or the zone had no registrations then).
 */

const score = z.number().nullable();
const rank = z.number().int().positive().nullable();

/** How many of a zone's registrations have a scored finding of one rule, per 1,000 registrations. */
export const zoneFinding = z.object({
  rule: z.enum(FINDING_RULES),
  count: z.number().int(),
  /** count / registrations x 1,000, one decimal. */
  per_1000: z.number(),
  /** The rule counts in the hard score too. */
  hard: z.boolean(),
});
export type ZoneFinding = z.infer<typeof zoneFinding>;

/** How many findings a row lists for each score (the overall's, the hard's). */
export const TOP_FINDINGS_LISTED = 3;

/**
 * The spec's fields, then (issue 27) the zone's rank among its peers (the zones of the same parent:
 * a county among the counties, a jurisdiction among its county's, a precinct among its
 * jurisdiction's; 1 is the best score, ties share a rank; null for the state) and what lowers its
 * scores most: the scored findings most frequent in it, per 1,000 registrations, the first
 * TOP_FINDINGS_LISTED of all and of the hard ones, in one list, most first.
 */
export const zoneStatsRow = z.object({
  zone_name: z.string(),
  zone_hash: z.string(),
  current_overall_score: score,
  previous_overall_score: score,
  current_overall_hard_score: score,
  previous_overall_hard_score: score,
  overall_rank: rank,
  hard_rank: rank,
  /** How many zones are ranked (the zone and its peers); null for the state. */
  peer_count: rank,
  top_findings: z.array(zoneFinding).max(2 * TOP_FINDINGS_LISTED),
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

/**
 * The one colour scale of both scores (green above the first, yellow down to the second): spec 1
 * section 9's overall bands. Spec 1 gave the hard score stricter bands (9.84, 9.7), which coloured
 * one number two ways side by side (9.62 red as hard, green as overall); issue 37 asked for one
 * scale for one kind of number, so the same score has the same colour whichever it is.
 */
export const SCORE_THRESHOLDS = { green: 9.4, yellow: 9.15 } as const;
