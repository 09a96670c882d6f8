import { errorResponse } from '@voterroll/contract/common-api';
import {
  countiesResponse,
  currentMetricsParams,
  currentMetricsResponse,
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
import { findZone, zoneByHash } from '@voterroll/records/zones/find-zone';
import { zoneMetrics } from '@voterroll/records/zones/zone-metrics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  currentChildZones,
  flagCounts,
  metricSeries,
  nvraCleanup,
  redMetricsByCounty,
  trendRows,
} from './queries';

const NO_DATA = 'No voter file has been loaded yet.';
const UNKNOWN_ZONE = 'Unknown zone.';
const publicRoute = { access: 'public' } as const;

export const metricsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/current-metrics/:zoneHash',
    {
      config: publicRoute,
      schema: {
        params: currentMetricsParams,
        response: { 200: currentMetricsResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const zone = await zoneByHash(db, request.params.zoneHash);
      if (!zone) return reply.status(404).send({ message: UNKNOWN_ZONE });
      const snapshot = await app.currentSnapshot();
      if (!snapshot) return reply.status(404).send({ message: NO_DATA });
      const metrics = await zoneMetrics(db, zone, snapshot);
      if (!metrics.ok) return reply.status(404).send({ message: metrics.error });
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
        config: publicRoute,
        schema: { params: trendParams, response: { 200: trend.response, 404: errorResponse } },
      },
      async (request, reply) => {
        if (!(await zoneByHash(db, request.params.zoneHash)))
          return reply.status(404).send({ message: UNKNOWN_ZONE });
        // The rows have exactly the fields of trend.fields; the response schema checks them on the way out.
        return trendRows(await metricSeries(db, request.params.zoneHash, keys), trend.fields) as never;
      },
    );
  }

  app.get(
    '/api/qvftotal/:zoneHash',
    {
      config: publicRoute,
      schema: { params: trendParams, response: { 200: qvfTotalResponse, 404: errorResponse } },
    },
    async (request, reply) => {
      if (!(await zoneByHash(db, request.params.zoneHash)))
        return reply.status(404).send({ message: UNKNOWN_ZONE });
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
      config: publicRoute,
      schema: { params: trendParams, response: { 200: nvraMetricsResponse, 404: errorResponse } },
    },
    async (request, reply) => {
      const zone = await zoneByHash(db, request.params.zoneHash);
      if (!zone) return reply.status(404).send({ message: UNKNOWN_ZONE });
      const current = await app.currentSnapshot();
      return nvraCleanup(db, zone.zoneHash, current);
    },
  );

  app.get(
    '/api/red-metrics-by-county',
    { config: publicRoute, schema: { response: { 200: redMetricsByCountyResponse } } },
    async () => {
      const current = await app.currentSnapshot();
      return current ? redMetricsByCounty(db, current) : [];
    },
  );

  app.get(
    '/api/flag-counts',
    { config: publicRoute, schema: { response: { 200: flagCountsResponse } } },
    () => flagCounts(db),
  );

  app.get(
    '/api/getzonedetails/:zoneHash',
    {
      config: publicRoute,
      schema: { params: trendParams, response: { 200: zoneDetailsResponse, 404: errorResponse } },
    },
    async (request, reply) => {
      const zone = await zoneByHash(db, request.params.zoneHash);
      if (!zone) return reply.status(404).send({ message: UNKNOWN_ZONE });
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
    { config: publicRoute, schema: { response: { 200: countiesResponse } } },
    async () => {
      const current = await app.currentSnapshot();
      if (!current) return [];
      const rows = await currentChildZones(db, 'MICHIGAN', current);
      return rows.map((r) => ({ county_name: r.zoneName, zone_hash: r.zoneHash }));
    },
  );

  app.get(
    '/api/jurisdictions/:county',
    {
      config: publicRoute,
      schema: { params: jurisdictionsParams, response: { 200: jurisdictionsResponse, 404: errorResponse } },
    },
    async (request, reply) => {
      const current = await app.currentSnapshot();
      if (!current) return reply.status(404).send({ message: NO_DATA });
      const county = await findZone(db, { county: request.params.county });
      if (!county.ok) return reply.status(404).send({ message: county.error });
      const rows = await currentChildZones(db, county.value.zoneHash, current);
      return rows.map((r) => ({ jurisdiction_name: r.zoneName, zone_hash: r.zoneHash }));
    },
  );

  app.get(
    '/api/precincts/:county/:jurisdiction',
    {
      config: publicRoute,
      schema: { params: precinctsParams, response: { 200: precinctsResponse, 404: errorResponse } },
    },
    async (request, reply) => {
      const current = await app.currentSnapshot();
      if (!current) return reply.status(404).send({ message: NO_DATA });
      const zone = await findZone(db, request.params);
      if (!zone.ok) return reply.status(404).send({ message: zone.error });
      const rows = await currentChildZones(db, zone.value.zoneHash, current);
      return rows.map((r) => ({ precinct_name: r.zoneName, zone_hash: r.zoneHash }));
    },
  );
};
