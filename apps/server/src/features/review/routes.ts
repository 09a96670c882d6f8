import { errorResponse } from '@voterroll/contract/common-api';
import {
  findingPrecisionResponse,
  findingReviewBody,
  findingReviewResponse,
  locationSummaryResponse,
  REVIEW_PAGE_SIZE,
  REVIEW_SHOW_ALL_BELOW,
  reviewListParams,
  reviewListQuery,
  reviewListResponse,
  reviewNvraSummaryParams,
  reviewSummaryBody,
  reviewSummaryResponse,
  zonePathParams,
} from '@voterroll/contract/review-api';
import type { Actor } from '@voterroll/contract/roles';
import { canAccessZone } from '@voterroll/contract/roles';
import type { Db } from '@voterroll/db/database';
import { zoneByHash } from '@voterroll/records/zones/find-zone';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../auth/gate';
import { markFinding, rulePrecision } from './finding-reviews';
import { reviewList, reviewSummary, totalRegistered, type ZoneCodes, zoneCodes } from './queries';

const NO_SNAPSHOT = 'No voter file has been loaded yet.';
const outside = (actor: Actor) =>
  `This area is outside yours (${actor.jurisdiction ? `${actor.jurisdiction}, ` : ''}${actor.county} county).`;

/** The three depths of a zone path: county, jurisdiction, precinct (each also with a trailing slash). */
const depths = (prefix: string) =>
  [':county', ':county/:jurisdiction', ':county/:jurisdiction/:precinct'].flatMap((p) => [
    `${prefix}/${p}`,
    `${prefix}/${p}/`,
  ]);

/** Registrations For Review: the list with evidence, its summaries, and verdicts on findings. */
export const reviewRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  /** The zone of a request, refused (404/403) when unknown or outside the actor's area. */
  const zoneFor = async (
    actor: Actor,
    names: { county: string; jurisdiction?: string | undefined; precinct?: string | undefined },
  ): Promise<{ status: 403 | 404; message: string } | ZoneCodes> => {
    const z = await zoneCodes(db, names);
    if (!z.ok) return { status: 404, message: z.error };
    if (!canAccessZone(actor, z.value.zone.countyName, z.value.zone.jurisdictionName))
      return { status: 403, message: outside(actor) };
    return z.value;
  };

  for (const url of depths('/api/review-list/:filterCode')) {
    app.get(
      url,
      {
        config: { access: { permission: 'review.list' } },
        schema: {
          params: reviewListParams,
          querystring: reviewListQuery,
          response: { 200: reviewListResponse, 400: errorResponse, 403: errorResponse, 404: errorResponse },
        },
      },
      async (request, reply) => {
        const p = request.params;
        const zone = await zoneFor(actorOf(request), p);
        if ('status' in zone) return reply.status(zone.status).send({ message: zone.message });
        const snapshot = await app.currentSnapshot();
        if (!snapshot) return reply.status(404).send({ message: NO_SNAPSHOT });
        if (request.query.all) {
          const { total } = await reviewList(db, snapshot, zone, p.filterCode, {
            ...request.query,
            all: false,
            page: 1,
          });
          if (total >= REVIEW_SHOW_ALL_BELOW)
            return reply.status(400).send({
              message: `Show all is available below ${REVIEW_SHOW_ALL_BELOW.toLocaleString('en-US')} registrations; this list has ${total.toLocaleString('en-US')}.`,
            });
        }
        const { rows, total } = await reviewList(db, snapshot, zone, p.filterCode, request.query);
        return {
          rows,
          total,
          page: request.query.all ? 1 : request.query.page,
          page_size: request.query.all ? total : REVIEW_PAGE_SIZE,
          snapshot_date: snapshot,
        };
      },
    );
  }

  app.post(
    '/api/review-summary',
    {
      config: { access: { permission: 'review.list' } },
      schema: {
        body: reviewSummaryBody,
        response: { 200: reviewSummaryResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const zone = await zoneFor(actorOf(request), {
        county: b.county_name,
        jurisdiction: b.jurisdiction_name || undefined,
        precinct: b.precinct || undefined,
      });
      if ('status' in zone) return reply.status(zone.status).send({ message: zone.message });
      const snapshot = await app.currentSnapshot();
      if (!snapshot) return reply.status(404).send({ message: NO_SNAPSHOT });
      return reviewSummary(db, snapshot, zone.zone.zoneHash);
    },
  );

  for (const url of ['/api/review-nvra-summary/:zoneHash', '/api/review-nvra-summary/:zoneHash/']) {
    app.get(
      url,
      {
        config: { access: { permission: 'review.list' } },
        schema: {
          params: reviewNvraSummaryParams,
          response: { 200: reviewSummaryResponse, 403: errorResponse, 404: errorResponse },
        },
      },
      async (request, reply) => {
        const zone = await zoneByHash(db, request.params.zoneHash);
        if (!zone) return reply.status(404).send({ message: 'Unknown zone.' });
        const actor = actorOf(request);
        if (!canAccessZone(actor, zone.countyName, zone.jurisdictionName))
          return reply.status(403).send({ message: outside(actor) });
        const snapshot = await app.currentSnapshot();
        if (!snapshot) return reply.status(404).send({ message: NO_SNAPSHOT });
        return reviewSummary(db, snapshot, zone.zoneHash, ['NVRA_8D_2025', 'NVRA_8D_DEC_2022']);
      },
    );
  }

  for (const url of depths('/api/summary')) {
    app.get(
      url,
      {
        config: { access: { permission: 'review.list' } },
        schema: {
          params: zonePathParams,
          response: { 200: locationSummaryResponse, 403: errorResponse, 404: errorResponse },
        },
      },
      async (request, reply) => {
        const zone = await zoneFor(actorOf(request), request.params);
        if ('status' in zone) return reply.status(zone.status).send({ message: zone.message });
        const snapshot = await app.currentSnapshot();
        if (!snapshot) return reply.status(404).send({ message: NO_SNAPSHOT });
        return { total_registered_voter_count: await totalRegistered(db, snapshot, zone.zone.zoneHash) };
      },
    );
  }

  app.post(
    '/api/finding-review',
    {
      config: {
        access: { permission: 'review.finding-verdict' },
        rateLimit: { max: 120, timeWindow: '1 minute' },
      },
      schema: {
        body: findingReviewBody,
        response: { 200: findingReviewResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const r = await markFinding(db, actorOf(request), request.body);
      if (!r.ok) return reply.status(r.error.status).send({ message: r.error.message });
      return { message: r.value };
    },
  );

  app.get(
    '/api/finding-precision',
    { config: { access: 'public' }, schema: { response: { 200: findingPrecisionResponse } } },
    async () => rulePrecision(db),
  );
};
