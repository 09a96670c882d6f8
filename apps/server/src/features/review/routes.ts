import { Readable } from 'node:stream';
import { errorResponse } from '@voterroll/contract/common-api';
import {
  findingPrecisionResponse,
  findingReviewBody,
  findingReviewResponse,
  locationSummaryResponse,
  REVIEW_PAGE_SIZE,
  REVIEW_SHOW_ALL_BELOW,
  reviewCsvQuery,
  reviewListParams,
  reviewListQuery,
  reviewListResponse,
  reviewNvraSummaryParams,
  reviewSummaryBody,
  reviewSummaryResponse,
  zonePathParams,
} from '@voterroll/contract/review-api';
import type { Db } from '@voterroll/db/database';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../auth/gate';
import { badRequest } from '../../http/replies';
import { zonePaths } from '../../http/zone-paths';
import { findingRecord, markFinding, rulePrecision } from './finding-reviews';
import { locationSummary, reviewList, reviewListTotal, reviewSummary, staleCursor } from './queries';
import { reviewCsv } from './review-csv';

/** Review routes read the current snapshot, in a zone of the user's area. */
const inZone = { access: { permission: 'review.list' }, snapshot: 'required', area: 'zone' } as const;

/** Registrations For Review: the list with evidence, its summaries, and verdicts on findings. */
export const reviewRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  for (const url of zonePaths('/api/review-list/:filterCode')) {
    app.get(
      url,
      {
        config: { ...inZone, zone: 'path', zoneCodes: true },
        schema: {
          params: reviewListParams,
          querystring: reviewListQuery,
          response: { 200: reviewListResponse, 400: errorResponse, 403: errorResponse, 404: errorResponse },
        },
      },
      async (request, reply) => {
        const { snapshot, zoneCodes: zone, params: p } = request;
        if (request.query.all) {
          const total = await reviewListTotal(db, snapshot, zone, p.filterCode, request.query);
          if (total >= REVIEW_SHOW_ALL_BELOW)
            return badRequest(
              reply,
              `Show all is available below ${REVIEW_SHOW_ALL_BELOW.toLocaleString('en-US')} registrations; this list has ${total.toLocaleString('en-US')}.`,
            );
        }
        const stale = staleCursor(snapshot, zone, p.filterCode, request.query);
        if (stale) return badRequest(reply, stale);
        const { rows, total, page, links } = await reviewList(
          db,
          snapshot,
          zone,
          p.filterCode,
          request.query,
        );
        return {
          rows,
          total,
          page,
          page_size: request.query.all ? total : REVIEW_PAGE_SIZE,
          links,
          snapshot_date: snapshot,
        };
      },
    );
  }

  // Export to CSV: every row of the list's filter, streamed (the page's table holds 30).
  for (const url of zonePaths('/api/review-list-csv/:filterCode')) {
    app.get(
      url,
      {
        config: { ...inZone, zone: 'path', zoneCodes: true, rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: {
          params: reviewListParams,
          querystring: reviewCsvQuery,
          response: { 400: errorResponse, 403: errorResponse, 404: errorResponse },
        },
      },
      async (request, reply) => {
        const { snapshot, zoneCodes: zone, params: p } = request;
        const name = [snapshot, p.county, p.jurisdiction, p.precinct, p.filterCode, request.query.status]
          .filter(Boolean)
          .join('-')
          .replace(/[^A-Za-z0-9-]+/g, '-');
        return (
          reply
            .type('text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="${name}-Registrations.csv"`)
            // A stream is piped as it is (no response schema applies); the type provider knows only objects.
            .send(Readable.from(reviewCsv(db, snapshot, zone, p.filterCode, request.query)) as never)
        );
      },
    );
  }

  app.post(
    '/api/review-summary',
    {
      config: { ...inZone, zone: 'body' },
      schema: {
        body: reviewSummaryBody,
        response: { 200: reviewSummaryResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request) => reviewSummary(db, request.snapshot, request.zone.zoneHash),
  );

  for (const url of ['/api/review-nvra-summary/:zoneHash', '/api/review-nvra-summary/:zoneHash/']) {
    app.get(
      url,
      {
        config: { ...inZone, zone: 'hash' },
        schema: {
          params: reviewNvraSummaryParams,
          response: { 200: reviewSummaryResponse, 403: errorResponse, 404: errorResponse },
        },
      },
      async (request) =>
        reviewSummary(db, request.snapshot, request.zone.zoneHash, ['NVRA_8D_2025', 'NVRA_8D_DEC_2022']),
    );
  }

  for (const url of zonePaths('/api/summary')) {
    app.get(
      url,
      {
        config: { ...inZone, zone: 'path' },
        schema: {
          params: zonePathParams,
          response: { 200: locationSummaryResponse, 403: errorResponse, 404: errorResponse },
        },
      },
      async (request) => locationSummary(db, request.snapshot, request.zone.zoneHash),
    );
  }

  app.post(
    '/api/finding-review',
    {
      config: {
        access: { permission: 'review.finding-verdict' },
        rateLimit: { max: 120, timeWindow: '1 minute' },
        area: { record: findingRecord, key: 'body' },
      },
      schema: {
        body: findingReviewBody,
        response: { 200: findingReviewResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request) => ({ message: await markFinding(db, actorOf(request), request.body) }),
  );

  app.get(
    '/api/finding-precision',
    { config: { access: 'public' }, schema: { response: { 200: findingPrecisionResponse } } },
    async () => rulePrecision(db),
  );
};
