import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  errorResponse,
  outsideAreaMessage,
  snapshotArchived,
  snapshotNotLoaded,
} from '@voterroll/contract/common-api';
import {
  downloadFileBody,
  downloadRequestBody,
  downloadRequestResponse,
  downloadRequestsResponse,
  extractFileName,
} from '@voterroll/contract/downloads-api';
import { can } from '@voterroll/contract/policies';
import type { Db } from '@voterroll/db/database';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../auth/gate';
import { areaRecord } from '../../http/preamble';
import { conflict, notFound, refuse } from '../../http/replies';
import { extractById, extractsOf, queueExtract } from './queries';

export interface DownloadsOptions {
  db: Db;
  /** Where the worker writes the files. */
  dir: string;
  /** Requests a user may have waiting or running at once. */
  maxQueuedPerUser: number;
  /** Wakes the worker when a job is queued (none when the app runs without one). */
  wake: () => void;
}

const NOT_YOURS = 'No such file request of yours.';

/**
 * A finished extract: its requester's (or, to site root, anyone's), while it lies in the user's
 * current area; someone else's is answered as no request at all, its existence not theirs to know.
 */
const extractRecord = areaRecord({
  name: 'extract',
  find: async (db, id, request) => {
    const job = await extractById(db, id as number);
    const actor = actorOf(request);
    if (job?.requested_by_id === actor.userId || can(actor.roles, 'downloads.any-file')) return job;
    return null;
  },
  place: (job) => ({ county: job.county_name, jurisdiction: job.jurisdiction_name }),
  notFound: () => ({ status: 404, message: NOT_YOURS }),
  outside: (request) => ({ status: 403, message: outsideAreaMessage(actorOf(request)) }),
});

/** Voter file downloads (spec 2 section 2.10): requests become extract jobs (apps/server/src/jobs/). */
export const downloadsRoutes: FastifyPluginAsyncZod<DownloadsOptions> = async (app, o) => {
  const { db } = o;

  app.post(
    '/api/downloads',
    {
      config: {
        access: { permission: 'downloads.use' },
        rateLimit: { max: 30, timeWindow: '1 minute' },
        // Refused before a job is written: an unknown zone, or one outside the user's area.
        zone: 'body',
        area: 'zone',
      },
      schema: {
        body: downloadRequestBody,
        response: {
          200: downloadRequestResponse,
          403: errorResponse,
          404: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const actor = actorOf(request);
      const [ready] = await db.query<{ archived: boolean }>(
        `select archived_at is not null as archived from snapshots where snapshot_date = $1::date and status = 'ready'`,
        [b.vf],
      );
      if (!ready) return notFound(reply, snapshotNotLoaded(b.vf));
      if (ready.archived) return notFound(reply, snapshotArchived(b.vf));
      const z = request.zone;
      const row = await queueExtract(db, {
        userId: actor.userId,
        snapshotDate: b.vf,
        zoneHash: z.zoneHash,
        county: z.countyName ?? b.county_name,
        jurisdiction: z.level === 'county' ? null : z.jurisdictionName,
        precinct: z.level === 'precinct' ? z.zoneName : null,
        limit: o.maxQueuedPerUser,
      });
      if (!row)
        return refuse(
          reply,
          429,
          `You already have ${o.maxQueuedPerUser} files waiting or being written. Please wait until one is ready before requesting another.`,
        );
      o.wake();
      return row;
    },
  );

  app.get(
    '/api/downloads',
    {
      config: { access: { permission: 'downloads.use' } },
      schema: { response: { 200: downloadRequestsResponse } },
    },
    async (request) => extractsOf(db, actorOf(request).userId),
  );

  app.post(
    '/api/download-file',
    {
      config: {
        access: { permission: 'downloads.file' },
        produces: 'application/gzip',
        area: { record: extractRecord, key: 'body.request_id' },
      },
      schema: {
        body: downloadFileBody,
        // 200 is the gzip file itself, streamed (Fastify sends streams unserialized).
        response: {
          200: z.unknown(),
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
          410: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const job = extractRecord.of(request);
      if (job.status === 'FAILED')
        return conflict(reply, `This request failed: ${job.error ?? 'unknown reason'}`);
      if (job.status === 'PENDING' || job.status === 'IN PROGRESS')
        return conflict(reply, 'The file is not ready yet. Please try again later.');
      const path = job.file_name ? join(o.dir, job.file_name) : null;
      if (job.status === 'EXPIRED' || !path || !existsSync(path))
        return refuse(reply, 410, 'This file has expired and was removed. Please request it again.');
      return reply
        .header('content-type', 'application/gzip')
        .header(
          'content-disposition',
          `attachment; filename="${extractFileName(job).replace(/[^\w.-]/g, '-')}"`,
        )
        .header('cache-control', 'no-store')
        .send(createReadStream(path));
    },
  );
};
