import { errorResponse, outsideAreaMessage } from '@voterroll/contract/common-api';
import {
  registrationNotFound,
  registrationParams,
  registrationResponse,
} from '@voterroll/contract/registration-api';
import type { Db } from '@voterroll/db/database';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../auth/gate';
import { areaRecord } from '../../http/preamble';
import { notFound } from '../../http/replies';
import { placeOfRegistration, registrationPage } from './queries';

const voterIdOf = (request: { params: unknown }) => (request.params as { voterId: number }).voterId;

/** The registration a page names, by voter id: its place in the current snapshot. */
export const registrationRecord = areaRecord({
  name: 'registration',
  snapshot: true,
  find: (db, voterId, request) => placeOfRegistration(db, voterId as number, request.snapshot),
  place: (p) => ({ county: p.countyName, jurisdiction: p.jurisdictionName }),
  notFound: (request) => ({ status: 404, message: registrationNotFound(voterIdOf(request)) }),
  outside: (request) => ({ status: 403, message: outsideAreaMessage(actorOf(request)) }),
});

/** The registration page's read (issue 26 item 3). */
export const registrationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/registration/:voterId',
    {
      config: {
        access: { permission: 'registration.view' },
        snapshot: 'required',
        area: { record: registrationRecord, key: 'params.voterId' },
      },
      schema: {
        params: registrationParams,
        response: { 200: registrationResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const page = await registrationPage(db, request.snapshot, request.params.voterId);
      // Read between the area check and now only if the snapshot changed: say so as not found.
      return page ?? notFound(reply, registrationNotFound(request.params.voterId));
    },
  );
};
