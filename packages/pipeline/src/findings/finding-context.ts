import { REGISTERED_STATUSES } from '@voterroll/contract/metrics';

/** What a rule's SQL needs: the snapshot, its own tables, and which load of each source to use. */
export interface FindingContext {
  snapshotDate: string;
  year: number;
  registrations: string;
  findings: string;
  /** Per-voter last election known at the snapshot (built once, used by the activity rules). */
  lastVote: string;
  /** The snapshot whose load brought the source rows in force at this snapshot, or null. */
  sources: { deceased: string | null; ncoa: string | null; postal: string | null; canvass: string | null };
}

export interface RuleSql {
  rule: string;
  sql: string;
  params: unknown[];
}

/** SQL list of the registered statuses: C and R are left out of every count. */
export const REGISTERED = `(${REGISTERED_STATUSES.map((s) => `'${s}'`).join(', ')})`;

/**
 * Every finding carries its registration's precinct and whether it is active, so that the roll-up
 * and the review lists group findings without joining back to the wide registrations table.
 */
export const FINDING_ZONE_COLUMNS = 'county_code, jurisdiction_code, ward, precinct, is_active';

/** The values of FINDING_ZONE_COLUMNS from a registrations row (`alias.` prefix, or none). */
export function zoneOf(alias = ''): string {
  const a = alias ? `${alias}.` : '';
  return `${a}county_code, ${a}jurisdiction_code, ${a}ward, ${a}precinct, ${a}voter_status_type_code = 'A'`;
}
