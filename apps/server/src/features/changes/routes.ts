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
  unusualChangeMonthsResponse,
  unusualChangesParams,
  unusualChangesResponse,
} from '@voterroll/contract/changes-api';
import { errorResponse, snapshotArchived } from '@voterroll/contract/common-api';
import type { Db } from '@voterroll/db/database';
import {
  readChangeCounts,
  readUnusualChangeMonths,
  readUnusualChanges,
} from '@voterroll/records/changes/unusual-changes';
import { isArchivedSnapshot } from '@voterroll/records/snapshots/current-snapshot';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { areaRecord } from '../../http/preamble';
import { notFound } from '../../http/replies';
import { zonePaths } from '../../http/zone-paths';
import { changedPage, changesPage, registrationChanges, registrationPlace } from './queries';

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

/** The changes pages' preamble: the snapshot the path names, then a zone of the user's area. */
const changesView = {
  access: { permission: 'changes.view' },
  snapshot: 'path',
  zone: 'path',
  zoneCodes: true,
  area: 'zone',
} as const;

const pageOf = <R>(rows: R[], total: number, page: number) => ({
  rows,
  total,
  page,
  page_size: CHANGES_PAGE_SIZE,
});
const pairOf = (snapshot: string, previous: string | null) => ({
  snapshot_date: snapshot,
  previous_snapshot: previous,
});

/** Registrations Added and Removed (spec 2 section 2.9): the changes the load stored per snapshot. */
export const changesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  for (const kind of CHANGE_KINDS)
    for (const url of zonePaths(`/api/registrations-${kind}/:snapshotDate`))
      app.get(
        url,
        {
          config: changesView,
          schema: {
            params: changesParams,
            querystring: changesQuery,
            response: { 200: changesResponse, 403: errorResponse, 404: errorResponse },
          },
        },
        async (request) => {
          const { snapshot, previousSnapshot, zoneCodes, query } = request;
          const { rows, total } = await changesPage(db, snapshot, kind, zoneCodes, query.page);
          return { ...pageOf(rows, total, query.page), ...pairOf(snapshot, previousSnapshot) };
        },
      );

  // Issue 29: the registrations changed in a zone, with before and after (the added/removed access).
  for (const url of zonePaths('/api/registrations-changed/:snapshotDate'))
    app.get(
      url,
      {
        config: changesView,
        schema: {
          params: changesParams,
          querystring: changedQuery,
          response: { 200: changedResponse, 403: errorResponse, 404: errorResponse },
        },
      },
      async (request, reply) => {
        const { snapshot, previousSnapshot, zoneCodes, query } = request;
        if (await isArchivedSnapshot(db, snapshot)) return notFound(reply, snapshotArchived(snapshot));
        const { rows, total } = await changedPage(db, snapshot, query.kind, zoneCodes, query.page);
        return { ...pageOf(rows, total, query.page), ...pairOf(snapshot, previousSnapshot) };
      },
    );

  // Public, aggregates only: the counts out of line at a snapshot, most unusual first (docs/changes.md).
  app.get(
    '/api/unusual-changes/:snapshotDate',
    {
      config: { access: 'public', snapshot: 'path' },
      schema: { params: unusualChangesParams, response: { 200: unusualChangesResponse, 404: errorResponse } },
    },
    async (request) => {
      const rows = await readUnusualChanges(db, request.snapshot);
      return {
        ...pairOf(request.snapshot, request.previousSnapshot),
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

  // Public: the months with unusual changes, newest first, with their counts.
  app.get(
    '/api/unusual-change-months',
    { config: { access: 'public' }, schema: { response: { 200: unusualChangeMonthsResponse } } },
    async () => ({ months: await readUnusualChangeMonths(db) }),
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
