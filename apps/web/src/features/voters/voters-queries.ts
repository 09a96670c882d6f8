import { voterSearchResponse } from '@voterroll/contract/voters-api';
import { ApiError, apiPost } from '../../lib/api-client';
import type { VoterSearchRow } from './search-results';

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
