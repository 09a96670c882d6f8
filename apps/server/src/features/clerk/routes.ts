import {
  CLERK_FILTER_DESCRIPTIONS,
  CLERK_PAGE_SIZE,
  CLERK_REVIEW_FILTERS,
  clerkListResponse,
  clerkMetricsResponse,
  clerkReviewListBody,
  clerkReviewSummaryResponse,
  clerkWorkspaceQuery,
  dueForConfirmationQuery,
} from '@voterroll/contract/clerk-api';
import { errorResponse } from '@voterroll/contract/common-api';
import type { Db } from '@voterroll/db/database';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../auth/gate';
import { type ClerkSet, clerkList, clerkMetrics } from './queries';

/**
 * The clerk dashboard (spec 3 sections 2.2, 6, 7): Home's counts, My Workspace, Challenged and
 * Confirmation. No parameter names an area: each answers for the caller's own (county, county and
 * jurisdiction, or the state for an account with neither), so no request reaches another's data.
 */
export const clerkRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const config = { access: { permission: 'clerk.dashboard' }, snapshot: 'optional' } as const;
  const listed = { 200: clerkListResponse, 400: errorResponse };

  /** The page of a set, in the list response's shape. */
  const page = async (
    request: Parameters<typeof actorOf>[0],
    set: ClerkSet,
    o: Parameters<typeof clerkList>[4],
  ) => {
    const snapshot = request.snapshotOrNull;
    const { rows, total } = await clerkList(db, actorOf(request), snapshot, set, o);
    return { rows, total, page: o.page, page_size: CLERK_PAGE_SIZE, snapshot_date: snapshot };
  };

  for (const url of ['/api/clerk-review-metrics', '/api/clerk-review-metrics/'])
    app.get(url, { config, schema: { response: { 200: clerkMetricsResponse } } }, async (request) =>
      clerkMetrics(db, actorOf(request), request.snapshotOrNull),
    );

  for (const url of ['/api/clerk-review-summary', '/api/clerk-review-summary/'])
    app.get(url, { config, schema: { response: { 200: clerkReviewSummaryResponse } } }, async (request) => {
      const m = await clerkMetrics(db, actorOf(request), request.snapshotOrNull);
      const value = { CS: m.challenge_submitted_count, RESIDENT: m.flagged_by_residents_count };
      return CLERK_REVIEW_FILTERS.map((code) => ({
        metric_filter_code: code,
        metric_desc_x: CLERK_FILTER_DESCRIPTIONS[code],
        metric_value: value[code],
      }));
    });

  for (const url of ['/api/clerk-workspace-list', '/api/clerk-workspace-list/'])
    app.get(
      url,
      {
        config: { access: { permission: 'clerk.work-queue' }, snapshot: 'optional' },
        schema: { querystring: clerkWorkspaceQuery, response: listed },
      },
      async (request) => page(request, { kind: 'workspace', status: request.query.status }, request.query),
    );

  app.post(
    '/api/clerk-review-list',
    { config, schema: { body: clerkReviewListBody, response: listed } },
    async (request) => page(request, { kind: request.body.filter_code }, request.body),
  );

  app.get(
    '/api/due-for-confirmation',
    { config, schema: { querystring: dueForConfirmationQuery, response: listed } },
    async (request) => page(request, { kind: 'due' }, request.query),
  );
};
