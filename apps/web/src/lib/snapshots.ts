import { useQuery } from '@tanstack/react-query';
import { voterFileSnapshotsResponse } from '@voterroll/contract/voters-api';
import { apiGet } from './api-client';

/** The loaded voter files, newest first (GET /api/voter-file-snapshots), for snapshot selects. */
export function useVoterFileSnapshots() {
  return useQuery({
    queryKey: ['voter-file-snapshots'],
    queryFn: ({ signal }) => apiGet('/api/voter-file-snapshots', voterFileSnapshotsResponse, signal),
    staleTime: 5 * 60_000,
  });
}
