import {
  CHANGE_KINDS,
  CHANGES_PAGE_SIZE,
  changeCountsParams,
  changeCountsResponse,
  changedQuery,
  changedResponse,
  changesParams,
  changesQuery,
  changesResponse,
  registrationChangesNotFound,
  registrationChangesParams,
  registrationChangesResponse,
  unusualChangesParams,
  unusualChangesResponse,
} from '@voterroll/contract/changes-api';
import { errorResponse } from '@voterroll/contract/common-api';
import type { Db } from '@voterroll/db/database';
import { readChangeCounts, readUnusualChanges } from '@voterroll/records/changes/unusual-changes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { areaRecord } from '../../http/preamble';
import { notFound } from '../../http/replies';
import { changedPage, changesPage, registrationChanges, registrationPlace, snapshotPair } from './queries';

/** A registration by voter id, where the latest loaded file holding it puts it (its change history's area). */
const registrationRecord = areaRecord({
  name: 'registration',
  find: (db, voterId) => registrationPlace(db, voterId as number),
  place: (r) => r,
  notFound: (request) => ({
    status: 404,
    message: registrationChangesNotFound((request.params as { voterId: number }).voterId),
  }),
  outside: (request) => ({
    status: 403,
    message: `Voter ID ${(request.params as { voterId: number }).voterId} is registered outside your area.`,
  }),
});

/** The three depths of a zone path after the snapshot, each also with a trailing slash. */
const depths = (prefix: string) =>
  [':county', ':county/:jurisdiction', ':county/:jurisdiction/:precinct'].flatMap((p) => [
    `${prefix}/${p}`,
    `${prefix}/${p}/`,
  ]);

/** Registrations Added and Removed (spec 2 section 2.9): the changes the load stored per snapshot. */
export const changesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  for (const kind of CHANGE_KINDS)
    for (const url of depths(`/api/registrations-${kind}/:snapshotDate`))
      app.get(
        url,
        {
          config: { access: { permission: 'changes.view' }, zone: 'path', zoneCodes: true, area: 'zone' },
          schema: {
            params: changesParams,
            querystring: changesQuery,
            response: { 200: changesResponse, 403: errorResponse, 404: errorResponse },
          },
        },
        async (request, reply) => {
          const p = request.params;
          const pair = await snapshotPair(db, p.snapshotDate);
          if (!pair) return notFound(reply, `No voter file of ${p.snapshotDate} has been loaded.`);
          const { rows, total } = await changesPage(
            db,
            pair.snapshot,
            kind,
            request.zoneCodes,
            request.query.page,
          );
          return {
            rows,
            total,
            page: request.query.page,
            page_size: CHANGES_PAGE_SIZE,
            snapshot_date: pair.snapshot,
            previous_snapshot: pair.previous,
          };
        },
      );

  // Issue 29: the registrations changed in a zone, with before and after (the added/removed access).
  for (const url of depths('/api/registrations-changed/:snapshotDate'))
    app.get(
      url,
      {
        config: { access: { permission: 'changes.view' }, zone: 'path', zoneCodes: true, area: 'zone' },
        schema: {
          params: changesParams,
          querystring: changedQuery,
          response: { 200: changedResponse, 403: errorResponse, 404: errorResponse },
        },
      },
      async (request, reply) => {
        const p = request.params;
        const pair = await snapshotPair(db, p.snapshotDate);
        if (!pair) return notFound(reply, `No voter file of ${p.snapshotDate} has been loaded.`);
        const { page, kind } = request.query;
        const { rows, total } = await changedPage(db, pair.snapshot, kind, request.zoneCodes, page);
        return {
          rows,
          total,
          page,
          page_size: CHANGES_PAGE_SIZE,
          snapshot_date: pair.snapshot,
          previous_snapshot: pair.previous,
        };
      },
    );

  // Public, aggregates only: the counts out of line at a snapshot, most unusual first (docs/changes.md).
  app.get(
    '/api/unusual-changes/:snapshotDate',
    {
      config: { access: 'public' },
      schema: { params: unusualChangesParams, response: { 200: unusualChangesResponse, 404: errorResponse } },
    },
    async (request, reply) => {
      const pair = await snapshotPair(db, request.params.snapshotDate);
      if (!pair) return notFound(reply, `No voter file of ${request.params.snapshotDate} has been loaded.`);
      const rows = await readUnusualChanges(db, pair.snapshot);
      return {
        snapshot_date: pair.snapshot,
        previous_snapshot: pair.previous,
        rows: rows.map((r) => ({
          zone_hash: r.zone_hash,
          zone_name: r.zone_name,
          level: r.level,
          kind: r.kind,
          observed: r.observed,
          expected: r.expected,
          rate_per_1000: r.rate_per_1000,
          score: r.score,
          explanation: r.explanation,
          known_cause: r.known_cause,
        })),
      };
    },
  );

  // Public: a zone's counts of each kind of change per snapshot (its monthly trend).
  app.get(
    '/api/change-counts/:zoneHash',
    {
      config: { access: 'public', zone: 'hash' },
      schema: { params: changeCountsParams, response: { 200: changeCountsResponse, 404: errorResponse } },
    },
    async (request) => ({
      zone_hash: request.zone.zoneHash,
      zone_name: request.zone.zoneName,
      level: request.zone.level,
      rows: await readChangeCounts(db, request.zone.zoneHash),
    }),
  );

  // One registration's changes between monthly files (the registrations-changed access, on its area).
  app.get(
    '/api/registration-changes/:voterId',
    {
      config: {
        access: { permission: 'changes.view' },
        area: { record: registrationRecord, key: 'params.voterId' },
      },
      schema: {
        params: registrationChangesParams,
        response: { 200: registrationChangesResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request) => ({
      voter_id: request.params.voterId,
      changes: await registrationChanges(db, request.params.voterId),
    }),
  );
};
