import { ELECTION_NAMES } from '@voterroll/contract/elections';
import { votingMethodLabel } from '@voterroll/contract/labels';
import type { electionDatesResponse, voterHistoryBySnapshotResponse } from '@voterroll/contract/voters-api';
import type { z } from 'zod';

export type HistoryBySnapshot = z.infer<typeof voterHistoryBySnapshotResponse>;
export type ElectionDates = z.infer<typeof electionDatesResponse>;

/** What one voter file recorded for one election: the voting methods, none when no vote. */
export type Recorded = readonly string[];

/** A voter file that recorded an election differently from the file before it. */
export interface RecordChange {
  snapshot: string;
  from: Recorded;
  to: Recorded;
}

export interface ElectionEntry {
  date: string;
  /** The election's name where known (contract `ELECTION_NAMES`). */
  name: string | undefined;
  /** As the newest file taken after the election records it; null when no file was taken since. */
  recorded: Recorded | null;
  /** The later files that recorded it differently, oldest first. */
  changes: RecordChange[];
}

export interface ElectionHistory {
  /** The voter files read, oldest first. */
  snapshots: string[];
  /** Newest election first. */
  elections: ElectionEntry[];
}

/**
 * A voter's history as a list of elections (the registration details' voting history): each with
 * what the newest voter file taken after it records (voted how, or not), and the files that
 * recorded it differently from the one before (a vote added late, a method changed, a vote gone).
 * A file taken before an election says nothing about it and is not compared.
 */
export function buildElectionHistory(
  bySnapshot: HistoryBySnapshot,
  elections: ElectionDates,
): ElectionHistory {
  const snapshots = [...new Set(bySnapshot.map((s) => s.snapshot))].sort();
  const recorded = new Map<string, Map<string, string[]>>();
  const dates = new Set(elections.map((e) => e.election_date));
  for (const s of bySnapshot) {
    const byElection = recorded.get(s.snapshot) ?? new Map<string, string[]>();
    for (const h of s.voting_history) {
      byElection.set(h.election_date, [...(byElection.get(h.election_date) ?? []), ...h.voting_method]);
      dates.add(h.election_date);
    }
    recorded.set(s.snapshot, byElection);
  }
  const at = (snapshot: string, election: string): Recorded =>
    [...new Set(recorded.get(snapshot)?.get(election) ?? [])].sort();
  const entries = [...dates]
    .sort()
    .reverse()
    .map((date): ElectionEntry => {
      const since = snapshots.filter((s) => s >= date);
      const changes: RecordChange[] = [];
      for (let i = 1; i < since.length; i++) {
        const from = at(since[i - 1] as string, date);
        const to = at(since[i] as string, date);
        if (from.join() !== to.join()) changes.push({ snapshot: since[i] as string, from, to });
      }
      const newest = since.at(-1);
      return { date, name: ELECTION_NAMES[date], recorded: newest ? at(newest, date) : null, changes };
    });
  return { snapshots, elections: entries };
}

/** 'Voted absentee', 'Voted absentee and in person', 'Did not vote'. */
export function recordedText(r: Recorded): string {
  if (r.length === 0) return 'Did not vote';
  return `Voted ${r.map(votingMethodLabel).join(' and ')}`;
}
