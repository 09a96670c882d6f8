import { useQuery } from '@tanstack/react-query';
import {
  qvfsResponse,
  voterHistoryResponse,
  voterSearchResponse,
  voterSummaryResponse,
} from '@voterroll/contract/voters-api';
import { ApiError, apiGet, apiPost, segment } from '../../lib/api-client';
import type { VoterSearchRow } from './search-results';
import type { VotingHistoryQuery } from './voting-history-form';

/** What a search shows: rows, or a message in their place (spec 1 section 8). */
export type SearchOutcome = { rows: VoterSearchRow[]; message: string | null };

/**
 * POST a search. 404 or 500: "Server error." and no rows; 429: the rate-limit message; a network
 * failure is only logged (spec 1 section 8), leaving the rows empty.
 */
export async function searchVoters(path: string, body: unknown): Promise<SearchOutcome> {
  try {
    return { rows: await apiPost(path, body, voterSearchResponse), message: null };
  } catch (e) {
    if (e instanceof ApiError && e.kind === 'rate-limited') return { rows: [], message: e.message };
    if (e instanceof ApiError && e.kind === 'network') {
      console.error('Search failed', e);
      return { rows: [], message: null };
    }
    if (e instanceof ApiError && e.kind === 'bad-request') return { rows: [], message: e.message };
    return { rows: [], message: 'Server error.' };
  }
}

/** GET voter-summary, then the history of the first voter it names (spec 1 section 7). */
async function fetchVotingHistory(q: VotingHistoryQuery, signal: AbortSignal) {
  const path = [q.qvfSnapshot, q.county, q.zip, q.lastName, q.firstName, String(q.yearOfBirth)]
    .map(segment)
    .join('/');
  const summaries = await apiGet(`/api/voter-summary/${path}`, voterSummaryResponse, signal);
  const voter = summaries[0];
  if (!voter) return { voter: null, history: [] };
  const history = await apiGet(
    `/api/voter-history/${segment(q.qvfSnapshot)}/${segment(voter.voter_identification_number)}`,
    voterHistoryResponse,
    signal,
  );
  return { voter, history };
}

/** The voting history of the voter the form's details name, once the form is sent. */
export const useVotingHistory = (query: VotingHistoryQuery | null) =>
  useQuery({
    queryKey: ['voting-history', query],
    queryFn: ({ signal }) => fetchVotingHistory(query as VotingHistoryQuery, signal),
    enabled: query !== null,
    retry: false,
  });

/** The voter files one may look a history up in. */
export function useQvfs() {
  return useQuery({
    queryKey: ['qvfs'],
    queryFn: ({ signal }) => apiGet('/api/qvfs', qvfsResponse, signal),
    staleTime: 10 * 60_000,
  });
}
