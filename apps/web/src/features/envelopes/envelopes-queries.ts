import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  DATA_ENTRY_STATUSES,
  type EnvelopeEditBody,
  envelopeDetail,
  envelopeEditResponse,
  envelopeListResponse,
} from '@voterroll/contract/envelopes-api';
import { apiFile, apiGet, apiPost, segment } from '../../lib/api-client';

const listUrl = (status: string, q: string) => `/api/ballot-envelopes?${new URLSearchParams({ status, q })}`;

/** The envelopes of a status matching a name or address, kept per user. */
export const useEnvelopes = (username: string | undefined, status: string, q: string, enabled: boolean) =>
  useQuery({
    queryKey: ['ballot-envelopes', username, status, q],
    queryFn: ({ signal }) => apiGet(listUrl(status, q), envelopeListResponse, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** How many envelopes each data-entry status holds (the cards). */
export const useEnvelopeTotals = (username: string) =>
  useQuery({
    queryKey: ['ballot-envelopes', username, 'totals'],
    queryFn: ({ signal }) =>
      Promise.all(
        DATA_ENTRY_STATUSES.map((status) =>
          apiGet(listUrl(status, ''), envelopeListResponse, signal).then((r) => r.total),
        ),
      ),
    staleTime: 0,
  });

/** One envelope with its entry, OCR reading and edit history. */
export const useEnvelope = (fileName: string) =>
  useQuery({
    queryKey: ['ballot-envelope', fileName],
    queryFn: ({ signal }) => apiGet(`/api/ballot-envelope/${segment(fileName)}`, envelopeDetail, signal),
    staleTime: 0,
  });

/** Saves an envelope's entry (POST /api/ballot-envelope-edit). */
export const saveEnvelope = (body: EnvelopeEditBody) =>
  apiPost('/api/ballot-envelope-edit', body, envelopeEditResponse);

/** The scan from the product's own image route, which needs the session's header. */
export const fetchEnvelopeScan = (url: string, signal: AbortSignal) => apiFile(url, { signal });
