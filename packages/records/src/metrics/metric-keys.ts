/** zone_metrics keys the load adds beside the finding rules, read by the server's pages. */

/** The zone_metrics key of the NVRA 2025 cohort's removals at a snapshot (the cleanup page). */
export const NVRA_REMOVED_KEY = 'NVRA_8D_2025_REMOVED';

/** The zone_metrics key of the AVCB page's expected figures (absentee votes of the 2020 general). */
export const ABSENTEE_2020_KEY = 'ABSENTEE_NOV_2020';
