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
