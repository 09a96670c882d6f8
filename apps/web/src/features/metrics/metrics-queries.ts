import { useQuery } from '@tanstack/react-query';
import {
  currentMetricsResponse,
  flagCountsResponse,
  METRIC_TRENDS,
  type MetricTrendPath,
  metricTrendUrl,
  nvraMetricsResponse,
  qvfTotalResponse,
  redMetricsByCountyResponse,
} from '@voterroll/contract/metrics-api';
import { findingPrecisionResponse } from '@voterroll/contract/review-api';
import { apiGet, segment } from '../../lib/api-client';

export const useCurrentMetrics = (zoneHash: string) =>
  useQuery({
    queryKey: ['current-metrics', zoneHash],
    queryFn: ({ signal }) =>
      apiGet(`/api/current-metrics/${segment(zoneHash)}`, currentMetricsResponse, signal),
  });

/** A trend's monthly rows: `snapshot` and the counts of that endpoint. */
export type TrendRow = { snapshot: string } & Record<string, number>;

export const useMetricTrend = (path: MetricTrendPath, zoneHash: string, enabled = true) =>
  useQuery({
    queryKey: ['trend', path, zoneHash],
    // Every trend's rows are a snapshot plus counts; the schema of the path checked them.
    queryFn: async ({ signal }): Promise<TrendRow[]> =>
      (await apiGet(
        metricTrendUrl(path, zoneHash),
        METRIC_TRENDS[path].response,
        signal,
      )) as unknown as TrendRow[],
    enabled,
  });

export const useQvfTotal = (zoneHash: string) =>
  useQuery({
    queryKey: ['qvftotal', zoneHash],
    queryFn: ({ signal }) => apiGet(`/api/qvftotal/${segment(zoneHash)}`, qvfTotalResponse, signal),
  });

export const useNvraMetrics = (zoneHash: string) =>
  useQuery({
    queryKey: ['nvra-metrics', zoneHash],
    queryFn: ({ signal }) => apiGet(`/api/nvra-metrics/${segment(zoneHash)}`, nvraMetricsResponse, signal),
  });

export const useRedMetricsByCounty = () =>
  useQuery({
    queryKey: ['red-metrics-by-county'],
    queryFn: ({ signal }) => apiGet('/api/red-metrics-by-county', redMetricsByCountyResponse, signal),
  });

/** The zone's flagged registrations per triage status (MICHIGAN: statewide). */
export const useFlagCounts = (zoneHash: string) =>
  useQuery({
    queryKey: ['flag-counts', zoneHash],
    queryFn: ({ signal }) => apiGet(`/api/flag-counts/${segment(zoneHash)}`, flagCountsResponse, signal),
  });

/** Each rule's measured precision: on the generated ground truth and in reviewers' verdicts. */
export const useFindingPrecision = () =>
  useQuery({
    queryKey: ['finding-precision'],
    queryFn: ({ signal }) => apiGet('/api/finding-precision', findingPrecisionResponse, signal),
  });
