import { describeCodes, LICENSE_ERROR_CODE } from '@voterroll/contract/address-verification-codes';
import { errorResponse, outsideAreaMessage } from '@voterroll/contract/common-api';
import {
  editLocationBody,
  editLocationResponse,
  statusForCategory,
  verifyAddressBody,
  verifyAddressParams,
  verifyAddressResponse,
} from '@voterroll/contract/density-api';
import type { Db } from '@voterroll/db/database';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../auth/gate';
import { areaRecord } from '../../http/preamble';
import { refuse } from '../../http/replies';
import type { AddressVerifier } from './address-verifier';
import { placeOfAddress, recordVerification, saveCategorisation } from './research-store';

const NO_ADDRESS = 'No such address in the voter file.';

/** The address a request names, by its hash: its place in the current snapshot. */
export const addressRecord = areaRecord({
  name: 'address',
  snapshot: true,
  find: async (db, hash, request) => (await placeOfAddress(db, hash as string, request.snapshot)) ?? null,
  place: (p) => ({ county: p.countyName, jurisdiction: p.jurisdictionName }),
  notFound: () => ({ status: 404, message: NO_ADDRESS }),
  outside: (request) => ({ status: 403, message: outsideAreaMessage(actorOf(request)) }),
});

/** Address research (spec 2 sections 2.5 and 4): categorisation and verification of a street address. */
export const researchRoutes: FastifyPluginAsyncZod<{ db: Db; verifier: AddressVerifier }> = async (
  app,
  { db, verifier },
) => {
  app.post(
    '/api/edit-location',
    {
      config: {
        access: { permission: 'addresses.edit-category' },
        snapshot: 'required',
        area: { record: addressRecord, key: 'body.selectedAddress' },
      },
      schema: {
        body: editLocationBody,
        response: { 200: editLocationResponse, 400: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const b = request.body;
      const place = addressRecord.of(request);
      const status = statusForCategory(b.category);
      await saveCategorisation(db, actor, b.selectedAddress, place, {
        name: b.name,
        category: b.category,
        livingUnitCount: b.living_unit_count,
        comments: b.comments,
        status,
      });
      return { message: 'Address categorization saved.', current_triage_status: status };
    },
  );

  app.post(
    '/api/verifyAddress/:addressHash/',
    {
      config: {
        access: { permission: 'addresses.verify' },
        snapshot: 'required',
        area: { record: addressRecord, key: 'params.addressHash' },
      },
      schema: {
        params: verifyAddressParams,
        body: verifyAddressBody,
        response: {
          200: verifyAddressResponse,
          400: errorResponse,
          403: errorResponse,
          404: errorResponse,
          502: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const hash = request.params.addressHash;
      const place = addressRecord.of(request);
      const answer = await verifier.verify(request.body);
      // The provider being down is not the caller's fault; it is said plainly and logged once.
      if (!answer.ok) {
        request.log.warn({ provider: verifier.name }, answer.message);
        return refuse(reply, 502, answer.message);
      }
      const status = await recordVerification(db, actor, hash, place, {
        codes: answer.codes,
        provider: answer.provider,
        licenseError: answer.codes.includes(LICENSE_ERROR_CODE),
      });
      const resultCodes = answer.codes.join(',');
      return {
        result_codes: resultCodes,
        results: describeCodes(resultCodes),
        current_triage_status: status,
        provider: answer.provider,
      };
    },
  );
};
