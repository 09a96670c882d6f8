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
  dueForConfirmationResponse,
} from '@voterroll/contract/clerk-api';
import { errorResponse } from '@voterroll/contract/common-api';
import {
  listDigest,
  PAGE_CURSOR_DAMAGED,
  PAGE_CURSOR_STALE,
  PAGE_LINK_WINDOW,
} from '@voterroll/contract/page-links';
import type { Db } from '@voterroll/db/database';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../auth/gate';
import { badRequest } from '../../http/replies';
import { type DueKey, duePage } from './due-pages';
import { type ClerkSet, clerkList, clerkMetrics } from './queries';

/** A page link's key as Due for Confirmation reads it: a sort value (or blank) and a voter id. */
const dueKeyOf = (k: readonly unknown[]): DueKey | undefined =>
  k.length === 2 && (typeof k[0] === 'string' || k[0] === null) && Number.isSafeInteger(k[1])
    ? [k[0], k[1] as number]
    : undefined;

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

  // Keyset pages (issue 39): a page opens from a page link's cursor, the first ten also by number.
  app.get(
    '/api/due-for-confirmation',
    {
      config,
      schema: {
        querystring: dueForConfirmationQuery,
        response: { 200: dueForConfirmationResponse, 400: errorResponse },
      },
    },
    async (request, reply) => {
      const { after: c, ...o } = request.query;
      const actor = actorOf(request);
      const snapshot = request.snapshotOrNull;
      // A page link belongs to one list: the month, the clerk's area, the order and the filters.
      const list = listDigest([
        'due',
        snapshot,
        actor.county,
        actor.jurisdiction,
        o.sort,
        o.dir,
        o.q ?? '',
        o.county ?? '',
        o.jurisdiction ?? '',
        o.voter_status ?? '',
        o.triage_status ?? '',
      ]);
      if (c && c.l !== list) return badRequest(reply, PAGE_CURSOR_STALE);
      const key = c?.k ? dueKeyOf(c.k) : undefined;
      if (c?.k && !key) return badRequest(reply, PAGE_CURSOR_DAMAGED);
      const at = !c
        ? { page: o.page, fromStart: true as const }
        : key
          ? { page: c.p, after: key }
          : { page: c.p, last: true as const };
      const read = await duePage(db, actor, snapshot, o, at, PAGE_LINK_WINDOW, list);
      return { ...read, page_size: CLERK_PAGE_SIZE, snapshot_date: snapshot };
    },
  );
};
