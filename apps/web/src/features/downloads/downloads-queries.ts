import { useQuery } from '@tanstack/react-query';
import {
  type DownloadRequestForm,
  type DownloadRequestRow,
  downloadRequestResponse,
  downloadRequestsResponse,
  extractFileName,
} from '@voterroll/contract/downloads-api';
import { apiFile, apiGet, apiPost } from '../../lib/api-client';

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
  const url = URL.createObjectURL(await apiFile('/api/download-file', { method: 'POST', body: row }));
  const a = document.createElement('a');
  a.href = url;
  a.download = extractFileName(row);
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Requests an extract of the chosen zone (POST /api/downloads); it is built in the background. */
export const requestDownload = (body: DownloadRequestForm) =>
  apiPost('/api/downloads', body, downloadRequestResponse);
