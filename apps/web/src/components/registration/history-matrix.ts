import type { electionDatesResponse, voterHistoryBySnapshotResponse } from '@voterroll/contract/voters-api';
import type { z } from 'zod';

export type HistoryBySnapshot = z.infer<typeof voterHistoryBySnapshotResponse>;
export type ElectionDates = z.infer<typeof electionDatesResponse>;

export type MatrixCell =
  /** The snapshot was taken before the election: it cannot say whether the voter voted. */
  | { kind: 'not-applicable' }
  | { kind: 'no-vote' }
  /** More than one method for one election is highlighted: one person, one ballot. */
  | { kind: 'voted'; methods: string[]; several: boolean };

export interface HistoryMatrix {
  /** Newest first, as the columns read. */
  snapshots: string[];
  /** Newest first, as the rows read. */
  elections: string[];
  cell: (election: string, snapshot: string) => MatrixCell;
}

/**
 * The voting-history matrix of the registration-details view: one row per election, one column per
 * voter-file snapshot, each cell what that snapshot's history file recorded for that election.
 * A cell is N/A when the snapshot predates the election (it could not have recorded it); the spec's
 * sentence ("N/A when the election date is before the snapshot date") read word for word would
 * blank every cell a snapshot can speak to, so the comparison keeps the only reading with meaning.
 */
export function buildHistoryMatrix(bySnapshot: HistoryBySnapshot, elections: ElectionDates): HistoryMatrix {
  const snapshots = [...new Set(bySnapshot.map((s) => s.snapshot))].sort().reverse();
  const recorded = new Map<string, Map<string, string[]>>();
  const dates = new Set(elections.map((e) => e.election_date));
  for (const s of bySnapshot) {
    const byElection = new Map<string, string[]>();
    for (const h of s.voting_history) {
      byElection.set(h.election_date, [...(byElection.get(h.election_date) ?? []), ...h.voting_method]);
      dates.add(h.election_date);
    }
    recorded.set(s.snapshot, byElection);
  }
  return {
    snapshots,
    elections: [...dates].sort().reverse(),
    cell: (election, snapshot) => {
      if (snapshot < election) return { kind: 'not-applicable' };
      const methods = [...new Set(recorded.get(snapshot)?.get(election) ?? [])];
      if (methods.length === 0) return { kind: 'no-vote' };
      return { kind: 'voted', methods, several: methods.length > 1 };
    },
  };
}
