import type { RowFile } from './csv-table';
/** One vote of one voter, as either voting-history layout gives it. */
export interface HistoryRecord {
  voterId: string;
  countyCode: number | null;
  jurisdictionCode: number | null;
  /** ISO date YYYY-MM-DD. */
  electionDate: string;
  /** Y absentee, N in person; null when the file does not say. */
  isAbsentee: boolean | null;
}

/** An opened voting-history file (IS_ABSENTEE_VOTER and the name columns may be absent). */
export type HistoryFile = RowFile<HistoryRecord>;

/** Y -> true, N -> false, anything else (blank, missing) -> null. */
export function absenteeFlag(value: string): boolean | null {
  const v = value.trim().toUpperCase();
  return v === 'Y' ? true : v === 'N' ? false : null;
}
