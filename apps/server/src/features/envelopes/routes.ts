import { createReadStream, existsSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { messageResponse } from '@voterroll/contract/accounts-api';
import {
  AVCB_UNKNOWN,
  ENVELOPE_CHANGED_MEANWHILE,
  ENVELOPE_NOT_FOUND,
  ENVELOPE_OUT_OF_AREA,
  ENVELOPE_SAVED,
  envelopeDetail as envelopeDetailSchema,
  envelopeEditBody,
  envelopeEditResponse,
  envelopeFileParams,
  envelopeListQuery,
  envelopeListResponse,
  IMAGE_NOT_FOUND,
} from '@voterroll/contract/envelopes-api';
import { canAccessZone } from '@voterroll/contract/roles';
import type { Db } from '@voterroll/db/database';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../auth/gate';
import { areaRecord } from '../../http/preamble';
import { notFound, refuse } from '../../http/replies';
import {
  envelopeDetail,
  findBoard,
  findEnvelope,
  type ImageUrl,
  imageLocationOf,
  listEnvelopes,
  saveEntry,
} from './queries';

export interface EnvelopeRoutesOptions {
  db: Db;
  /** The folder the envelope images were copied to, and an object store's base URL if configured. */
  images: { dir: string; baseUrl: string | null };
}

const IMAGE_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

/** The envelope a request names; outside the caller's area it reads as absent (its existence is the area's business). */
export const envelopeRecord = areaRecord({
  name: 'envelope',
  find: (db, fileName) => findEnvelope(db, fileName as string),
  place: (e) => ({ county: e.county_name, jurisdiction: e.jurisdiction_name }),
  notFound: () => ({ status: 404, message: ENVELOPE_NOT_FOUND }),
  outside: () => ({ status: 404, message: ENVELOPE_NOT_FOUND }),
});

type EditOutcome =
  | { ok: true; version: number }
  | { ok: false; status: 400 | 403 | 404 | 409; message: string };

/** Ballot envelopes of 2020: list, one envelope, its image, and the data-entry edit (spec 3 sections 2.7, 2.8). */
export const envelopesRoutes: FastifyPluginAsyncZod<EnvelopeRoutesOptions> = async (app, { db, images }) => {
  const imageUrl: ImageUrl = (fileName, location) =>
    images.baseUrl
      ? `${images.baseUrl}/${location}`
      : `/api/ballot-envelope-image/${encodeURIComponent(fileName)}`;

  app.get(
    '/api/ballot-envelopes',
    {
      config: { access: { permission: 'envelopes.view' } },
      schema: { querystring: envelopeListQuery, response: { 200: envelopeListResponse } },
    },
    async (request) => listEnvelopes(db, actorOf(request), request.query, imageUrl),
  );

  app.get(
    '/api/ballot-envelope/:fileName',
    {
      config: {
        access: { permission: 'envelopes.view' },
        area: { record: envelopeRecord, key: 'params.fileName' },
      },
      schema: {
        params: envelopeFileParams,
        response: { 200: envelopeDetailSchema, 404: messageResponse },
      },
    },
    async (request) => envelopeDetail(db, envelopeRecord.of(request), imageUrl),
  );

  app.get(
    '/api/ballot-envelope-image/:fileName',
    {
      config: { access: { permission: 'envelopes.view' } },
      schema: { params: envelopeFileParams },
    },
    async (request, reply) => {
      const location = await imageLocationOf(db, actorOf(request), request.params.fileName);
      const root = resolve(images.dir);
      const path = location === null ? null : resolve(join(root, location));
      const type = path ? IMAGE_TYPES[extname(path).toLowerCase()] : undefined;
      if (!path || !type || !path.startsWith(root + sep) || !existsSync(path))
        return notFound(reply, IMAGE_NOT_FOUND);
      // An SVG opened on its own must not run anything; a scan (names, addresses, signatures)
      // stays in no browser's cache after sign-out, like every signed-in answer.
      return reply
        .header('content-type', type)
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('cache-control', 'no-store')
        .send(createReadStream(path));
    },
  );

  app.post(
    '/api/ballot-envelope-edit',
    {
      config: {
        access: { permission: 'envelopes.edit' },
        area: { record: envelopeRecord, key: 'body.selectedFileName' },
      },
      schema: {
        body: envelopeEditBody,
        response: {
          200: envelopeEditResponse,
          400: messageResponse,
          403: messageResponse,
          404: messageResponse,
          409: messageResponse,
        },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const b = request.body;
      const avcbNumber = Number(b.avcb_number);
      const seen = envelopeRecord.of(request);
      const outcome = await db.transaction(async (tx): Promise<EditOutcome> => {
        const before = await findEnvelope(tx, b.selectedFileName, true);
        if (!before) return { ok: false, status: 404, message: ENVELOPE_NOT_FOUND };
        // The version the area was checked on, locked: an edit meanwhile may have moved it.
        if (before.version !== b.version || before.version !== seen.version)
          return { ok: false, status: 409, message: ENVELOPE_CHANGED_MEANWHILE };
        const board = await findBoard(tx, avcbNumber);
        if (!board) return { ok: false, status: 400, message: AVCB_UNKNOWN(avcbNumber) };
        if (!canAccessZone(actor, board.county_name, board.jurisdiction_name))
          return { ok: false, status: 403, message: ENVELOPE_OUT_OF_AREA };
        const version = await saveEntry(
          tx,
          before,
          {
            name: b.name.toUpperCase(),
            address: b.address.toUpperCase(),
            precinct: b.precinct.padStart(3, '0'),
            avcb_number: avcbNumber,
            ballot_number: b.ballot_number,
            ballot_signed_date: b.ballot_signed_date,
            ballot_received_date: b.ballot_received_date === '' ? null : b.ballot_received_date,
            comments: b.comments,
            ...board,
          },
          b.version,
          actor,
        );
        if (version === null) return { ok: false, status: 409, message: ENVELOPE_CHANGED_MEANWHILE };
        return { ok: true, version };
      });
      if (!outcome.ok) return refuse(reply, outcome.status, outcome.message);
      return { message: ENVELOPE_SAVED, version: outcome.version };
    },
  );
};
