import { REGISTERED_STATUSES } from '@voterroll/contract/metrics';

/** What a rule's SQL needs: the snapshot, its own tables, and which load of each source to use. */
export interface FindingContext {
  snapshotDate: string;
  year: number;
  registrations: string;
  findings: string;
  /** Per-voter last election known at the snapshot (built once, used by the activity rules). */
  lastVote: string;
  /**
   * The voter ids DUPLICATE groups (a superset of its members, found as the registrations streamed:
   * duplicate-keys.ts), or null to group every registration.
   */
  duplicateCandidates: string | null;
  /** The snapshot whose load brought the source rows in force at this snapshot, or null. */
  sources: { deceased: string | null; ncoa: string | null; postal: string | null; canvass: string | null };
}

export interface RuleSql {
  rule: string;
  sql: string;
  params: unknown[];
}

/** A SQL list of string literals: `('A', 'B')`. */
export const sqlList = (values: readonly string[]) =>
  `(${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')})`;

/** SQL: the words of the code `expr` from a label table (a code it does not know as it is). */
export const sqlWords = (expr: string, labels: Record<string, string>) =>
  `(case ${expr} ${Object.entries(labels)
    .map(([code, words]) => `when '${code.replace(/'/g, "''")}' then '${words.replace(/'/g, "''")}'`)
    .join(' ')} else ${expr} end)`;

/** SQL list of the registered statuses: C and R are left out of every count. */
export const REGISTERED = sqlList(REGISTERED_STATUSES);

/**
 * Every finding carries its registration's precinct and whether it is active, so that the roll-up
 * and the review lists group findings without joining back to the wide registrations table.
 */
export const FINDING_ZONE_COLUMNS = 'county_code, jurisdiction_code, ward, precinct, is_active';

/** FINDING_ZONE_COLUMNS from a registrations row (`alias.` prefix, or none), named as they are. */
export function zoneOf(alias = ''): string {
  const a = alias ? `${alias}.` : '';
  return `${a}county_code, ${a}jurisdiction_code, ${a}ward, ${a}precinct, ${a}voter_status_type_code = 'A' as is_active`;
}

/** FINDING_ZONE_COLUMNS of a row that already carries them (a finding, a rule's CTE), from `alias`. */
export function zoneColumnsOf(alias: string): string {
  return FINDING_ZONE_COLUMNS.split(', ')
    .map((c) => `${alias}.${c}`)
    .join(', ');
}
