import { useQuery } from '@tanstack/react-query';
import { flagRegistrationResponse, type flagRegistrationsBulkBody } from '@voterroll/contract/flags-api';
import { redMetricsByCountyResponse } from '@voterroll/contract/metrics-api';
import {
  locationSummaryResponse,
  type reviewListQuery,
  reviewListResponse,
  reviewSummaryResponse,
} from '@voterroll/contract/review-api';
import type { z } from 'zod';
import { apiFile, apiGet, apiPost, segment } from '../../lib/api-client';

type FlagRegistrationsBulkInput = z.input<typeof flagRegistrationsBulkBody>;

/** The zone the review page shows: a county, optionally a jurisdiction and a precinct. */
export interface ReviewZone {
  county: string;
  jurisdiction?: string | undefined;
  precinct?: string | undefined;
}

/** `{county}/[{jurisdiction}/[{precinct}/]]` (spec 2 section 7). */
export const zonePath = (z: ReviewZone) =>
  [z.county, z.jurisdiction, z.precinct]
    .filter((p): p is string => Boolean(p))
    .map((p) => `${segment(p)}/`)
    .join('');

export type ReviewListQuery = Partial<z.input<typeof reviewListQuery>>;

export function useReviewList(filter: string, zone: ReviewZone, q: ReviewListQuery) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '') params.set(k, String(v));
  const url = `/api/review-list/${segment(filter)}/${zonePath(zone)}?${params}`;
  return useQuery({
    queryKey: ['review-list', url],
    queryFn: ({ signal }) => apiGet(url, reviewListResponse, signal),
    placeholderData: (previous) => previous,
    retry: false,
  });
}

export function useReviewSummary(zone: ReviewZone) {
  return useQuery({
    queryKey: ['review-summary', zone],
    queryFn: () =>
      apiPost(
        '/api/review-summary',
        {
          county_name: zone.county,
          jurisdiction_name: zone.jurisdiction ?? null,
          precinct: zone.precinct ?? null,
        },
        reviewSummaryResponse,
      ),
    retry: false,
  });
}

export function useLocationSummary(zone: ReviewZone) {
  return useQuery({
    queryKey: ['summary', zone],
    queryFn: ({ signal }) => apiGet(`/api/summary/${zonePath(zone)}`, locationSummaryResponse, signal),
    retry: false,
  });
}

export function useRedMetricsByCounty() {
  return useQuery({
    queryKey: ['red-metrics-by-county'],
    queryFn: ({ signal }) => apiGet('/api/red-metrics-by-county', redMetricsByCountyResponse, signal),
  });
}

/**
 * Every row of the list's filter as CSV in the table's sort and direction (none: the server's
 * default, the page's too), streamed by the server (the table holds one page).
 */
export async function reviewCsvText(
  filter: string,
  zone: ReviewZone,
  q: { status: string; q: string } & Pick<ReviewListQuery, 'sort' | 'dir'>,
) {
  const params = new URLSearchParams();
  if (q.status !== 'ALL') params.set('status', q.status);
  if (q.q) params.set('q', q.q);
  if (q.sort) params.set('sort', q.sort);
  if (q.dir) params.set('dir', q.dir);
  return (await apiFile(`/api/review-list-csv/${segment(filter)}/${zonePath(zone)}?${params}`)).text();
}

/** Sends registrations with their findings for review (POST /api/flag-registrations-bulk). */
export const flagRegistrationsBulk = (body: FlagRegistrationsBulkInput) =>
  apiPost('/api/flag-registrations-bulk', body, flagRegistrationResponse);
