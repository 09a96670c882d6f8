import { useQuery } from '@tanstack/react-query';
import {
  type DownloadRequestRow,
  downloadRequestsResponse,
  extractFileName,
} from '@voterroll/contract/downloads-api';
import { ApiError, apiGet } from '../../lib/api-client';
import { readStoredUser } from '../../lib/stored-user';

/** GET /api/downloads: the user's requests, refreshed every few seconds while one is unfinished. */
export function useDownloadRequests() {
  return useQuery({
    queryKey: ['downloads'],
    queryFn: ({ signal }) => apiGet('/api/downloads', downloadRequestsResponse, signal),
    retry: false,
    refetchInterval: (q) =>
      q.state.data?.some((r) => r.status === 'PENDING' || r.status === 'IN PROGRESS') ? 2_000 : false,
  });
}

/**
 * POST /api/download-file with the request row: the answer is the file, saved under the spec's
 * name (snapshot date, county, jurisdiction, precinct, spaces as hyphens).
 */
export async function downloadFile(row: DownloadRequestRow): Promise<void> {
  const token = readStoredUser()?.accessToken;
  const response = await fetch('/api/download-file', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-access-token': token } : {}) },
    body: JSON.stringify(row),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(
      response.status === 401 ? 'unauthorized' : response.status === 403 ? 'forbidden' : 'server',
      response.status,
      body?.message ?? 'The file could not be downloaded.',
    );
  }
  const url = URL.createObjectURL(await response.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = extractFileName(row);
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
