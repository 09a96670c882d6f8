import { errorResponse } from '@voterroll/contract/common-api';
import {
  countiesResponse,
  currentMetricsParams,
  currentMetricsResponse,
  flagCountsParams,
  flagCountsResponse,
  jurisdictionsParams,
  jurisdictionsResponse,
  METRIC_TRENDS,
  type MetricTrendPath,
  nvraMetricsResponse,
  precinctsParams,
  precinctsResponse,
  qvfTotalResponse,
  redMetricsByCountyResponse,
  trendParams,
  zoneDetailsResponse,
} from '@voterroll/contract/metrics-api';
import type { Db } from '@voterroll/db/database';
import { zoneMetrics } from '@voterroll/records/zones/zone-metrics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { zoneCodesOf } from '../../auth/zone-in-area';
import { notFound } from '../../http/replies';
import {
  currentChildZones,
  flagCounts,
  metricSeries,
  nvraCleanup,
  redMetricsByCounty,
  trendRows,
} from './queries';

const publicRoute = { access: 'public' } as const;
/** Public routes of one zone, named by the path's :zoneHash. */
const ofZone = { access: 'public', zone: 'hash' } as const;

export const metricsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/current-metrics/:zoneHash',
    {
      config: { ...ofZone, snapshot: 'required' },
      schema: {
        params: currentMetricsParams,
        response: { 200: currentMetricsResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const metrics = await zoneMetrics(db, request.zone, request.snapshot);
      if (!metrics.ok) return notFound(reply, metrics.error);
      return metrics.value;
    },
  );

  // The trend family: one route per metric, each read from zone_metrics only.
  for (const [path, trend] of Object.entries(METRIC_TRENDS) as [
    MetricTrendPath,
    (typeof METRIC_TRENDS)[MetricTrendPath],
  ][]) {
    const keys = [...new Set(Object.values(trend.fields).flat())];
    app.get(
      `/api/${path}-metric-trend/:zoneHash`,
      {
        config: ofZone,
        schema: { params: trendParams, response: { 200: trend.response, 404: errorResponse } },
      },
      async (request) => {
        // The rows have exactly the fields of trend.fields; the response schema checks them on the way out.
        return trendRows(await metricSeries(db, request.params.zoneHash, keys), trend.fields) as never;
      },
    );
  }

  app.get(
    '/api/qvftotal/:zoneHash',
    {
      config: ofZone,
      schema: { params: trendParams, response: { 200: qvfTotalResponse, 404: errorResponse } },
    },
    async (request) => {
      const series = await metricSeries(db, request.params.zoneHash, ['TOTAL']);
      return [...series].map(([snapshot, byKey]) => {
        const total = byKey.get('TOTAL') ?? { value: 0, active: 0 };
        return { snapshot, inactive: total.value - total.active, active: total.active, total: total.value };
      });
    },
  );

  app.get(
    '/api/nvra-metrics/:zoneHash',
    {
      config: { ...ofZone, snapshot: 'optional' },
      schema: { params: trendParams, response: { 200: nvraMetricsResponse, 404: errorResponse } },
    },
    async (request) => nvraCleanup(db, request.zone.zoneHash, request.snapshotOrNull),
  );

  app.get(
    '/api/red-metrics-by-county',
    {
      config: { ...publicRoute, snapshot: 'optional' },
      schema: { response: { 200: redMetricsByCountyResponse } },
    },
    async (request) => {
      const current = request.snapshotOrNull;
      return current ? redMetricsByCounty(db, current) : [];
    },
  );

  app.get(
    '/api/flag-counts',
    { config: publicRoute, schema: { response: { 200: flagCountsResponse } } },
    () => flagCounts(db),
  );
  app.get(
    '/api/flag-counts/:zoneHash',
    {
      config: { ...ofZone, snapshot: 'optional' },
      schema: { params: flagCountsParams, response: { 200: flagCountsResponse, 404: errorResponse } },
    },
    async (request) => {
      const codes = await zoneCodesOf(db, request.zone);
      return flagCounts(db, codes && { codes, snapshot: request.snapshotOrNull });
    },
  );

  app.get(
    '/api/getzonedetails/:zoneHash',
    {
      config: ofZone,
      schema: { params: trendParams, response: { 200: zoneDetailsResponse, 404: errorResponse } },
    },
    async (request) => {
      const zone = request.zone;
      return [
        {
          zone_hash: zone.zoneHash,
          zone_name: zone.zoneName,
          level: zone.level,
          county_name: zone.countyName,
          jurisdiction_name: zone.jurisdictionName,
          // The precinct's display name (WARD 02 PRECINCT 014): its code alone is ambiguous without the ward.
          precinct: zone.level === 'precinct' ? zone.zoneName : null,
        },
      ];
    },
  );

  app.get(
    '/api/counties',
    { config: { ...publicRoute, snapshot: 'optional' }, schema: { response: { 200: countiesResponse } } },
    async (request) => {
      const current = request.snapshotOrNull;
      if (!current) return [];
      const rows = await currentChildZones(db, 'MICHIGAN', current);
      return rows.map((r) => ({ county_name: r.zoneName, zone_hash: r.zoneHash }));
    },
  );

  app.get(
    '/api/jurisdictions/:county',
    {
      config: { ...publicRoute, snapshot: 'required', zone: 'path' },
      schema: { params: jurisdictionsParams, response: { 200: jurisdictionsResponse, 404: errorResponse } },
    },
    async (request) => {
      const rows = await currentChildZones(db, request.zone.zoneHash, request.snapshot);
      return rows.map((r) => ({ jurisdiction_name: r.zoneName, zone_hash: r.zoneHash }));
    },
  );

  app.get(
    '/api/precincts/:county/:jurisdiction',
    {
      config: { ...publicRoute, snapshot: 'required', zone: 'path' },
      schema: { params: precinctsParams, response: { 200: precinctsResponse, 404: errorResponse } },
    },
    async (request) => {
      const rows = await currentChildZones(db, request.zone.zoneHash, request.snapshot);
      return rows.map((r) => ({ precinct_name: r.zoneName, zone_hash: r.zoneHash }));
    },
  );
};
