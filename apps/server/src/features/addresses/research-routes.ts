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
import { type Actor, canAccessZone } from '@voterroll/contract/roles';
import type { Db } from '@voterroll/db/database';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../auth/gate';
import { refuse } from '../../http/replies';
import type { AddressVerifier } from './address-verifier';
import { type AddressPlace, placeOfAddress, recordVerification, saveCategorisation } from './research-store';

const NO_ADDRESS = 'No such address in the voter file.';

/** Address research (spec 2 sections 2.5 and 4): categorisation and verification of a street address. */
export const researchRoutes: FastifyPluginAsyncZod<{ db: Db; verifier: AddressVerifier }> = async (
  app,
  { db, verifier },
) => {
  /** The address's place in the snapshot, refused when unknown or outside the actor's area. */
  const placeFor = async (
    actor: Actor,
    snapshot: string,
    addressHash: string,
  ): Promise<AddressPlace | { status: 403 | 404; message: string }> => {
    const place = await placeOfAddress(db, addressHash, snapshot);
    if (!place) return { status: 404, message: NO_ADDRESS };
    if (!canAccessZone(actor, place.countyName, place.jurisdictionName))
      return { status: 403, message: outsideAreaMessage(actor) };
    return place;
  };

  app.post(
    '/api/edit-location',
    {
      config: { access: { permission: 'addresses.edit-category' }, snapshot: 'required' },
      schema: {
        body: editLocationBody,
        response: { 200: editLocationResponse, 400: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const b = request.body;
      const place = await placeFor(actor, request.snapshot, b.selectedAddress);
      if ('status' in place) return refuse(reply, place.status, place.message);
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
      config: { access: { permission: 'addresses.verify' }, snapshot: 'required' },
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
      const place = await placeFor(actor, request.snapshot, hash);
      if ('status' in place) return refuse(reply, place.status, place.message);
      const answer = await verifier.verify(request.body);
      // The provider being down is not the caller's fault; it is said plainly and logged once.
      if (!answer.ok) {
        request.log.warn({ provider: verifier.name }, answer.message);
        return reply.status(502).send({ message: answer.message });
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
