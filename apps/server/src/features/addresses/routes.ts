import {
  address2020Query,
  addresses2020Query,
  addressesQuery,
  addressesResponse,
  addressParams,
  addressQuery,
  addressRegistrationsResponse,
  SNAPSHOTS_2020,
  snapshots2020Response,
  zoneByAddress2020Body,
  zoneByAddressBody,
  zoneByAddressResponse,
} from '@voterroll/contract/addresses-api';
import { errorResponse } from '@voterroll/contract/common-api';
import type { Db } from '@voterroll/db/database';
import { countyCodeByName } from '@voterroll/records/zones/find-zone';
import { typedAddressKeys } from '@voterroll/voterfile/address/typed-address';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type PublicLimits, rateLimitConfig } from '../../http/public-limits';
import { notFound } from '../../http/replies';
import {
  type AddressSuggestion,
  countyOfAddress,
  isReadySnapshot,
  registrationsAtAddress,
  suggestAddresses,
  zonesOfAddress,
} from './queries';

const notLoaded = (snapshot: string) => `The voter file of ${snapshot} has not been loaded.`;

const toSuggestion = (a: AddressSuggestion) => ({
  full_address_hash: a.fullAddressHash,
  address_hash: a.addressHash,
  full_address: a.fullAddress,
  full_street_address: a.fullStreetAddress,
  ...(a.units === undefined ? {} : { units: a.units }),
});

/**
 * The address audit (current snapshot) and the Nov 2020 lookup (a chosen 2020-2021 snapshot);
 * high registration density and address research are features/density/.
 */
export const addressesRoutes: FastifyPluginAsyncZod<{ db: Db; limits: PublicLimits }> = async (
  app,
  { db, limits },
) => {
  const typeAhead = { access: 'public', rateLimit: rateLimitConfig(limits.typeAhead) } as const;
  const lookup = { access: 'public', rateLimit: rateLimitConfig(limits.lookup) } as const;

  /** The zone rows of an address in a snapshot; 404 for an address never loaded. */
  async function zonesAnswer(reply: FastifyReply, fullAddressHash: string, snapshot: string) {
    const zones = await zonesOfAddress(db, fullAddressHash, snapshot);
    if (zones.length > 0) return zones.map(toZone);
    const county = await countyOfAddress(db, fullAddressHash);
    if (!county) return notFound(reply, 'No such address in the voter file.');
    return [toZone(county)];
  }

  async function registrationsAnswer(
    reply: FastifyReply,
    o: { snapshot: string; fullAddressHash: string; county: string },
  ) {
    const countyCode = await countyCodeByName(db, o.county);
    if (countyCode === undefined) return notFound(reply, `No county named "${o.county}" has been loaded.`);
    const registrations = await registrationsAtAddress(db, {
      snapshot: o.snapshot,
      fullAddressHash: o.fullAddressHash,
      countyCode,
      limit: limits.addressRegistrationsMax,
    });
    return { registrations };
  }

  app.get(
    '/api/addresses',
    {
      config: { ...typeAhead, snapshot: 'required' },
      schema: { querystring: addressesQuery, response: { 200: addressesResponse, 404: errorResponse } },
    },
    async (request) => {
      const found = await suggestAddresses(
        db,
        typedAddressKeys(request.query.key),
        request.snapshot,
        limits.addressSuggestionsMax,
      );
      return { addresses: found.map(toSuggestion) };
    },
  );

  app.post(
    '/api/getzonebyaddress',
    {
      config: { ...lookup, snapshot: 'required' },
      schema: { body: zoneByAddressBody, response: { 200: zoneByAddressResponse, 404: errorResponse } },
    },
    async (request, reply) => {
      return zonesAnswer(reply, request.body.address_key, request.snapshot);
    },
  );

  app.get(
    '/api/address/:county',
    {
      config: { ...lookup, snapshot: 'required' },
      schema: {
        params: addressParams,
        querystring: addressQuery,
        response: { 200: addressRegistrationsResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      return registrationsAnswer(reply, {
        snapshot: request.snapshot,
        fullAddressHash: request.query.full_address_hash,
        county: request.params.county,
      });
    },
  );

  app.get(
    '/api/snapshots-2020',
    { config: { access: 'public' }, schema: { response: { 200: snapshots2020Response } } },
    async () => {
      const loaded = await Promise.all(SNAPSHOTS_2020.map((s) => isReadySnapshot(db, s.snapshot_value)));
      return SNAPSHOTS_2020.filter((_, i) => loaded[i]);
    },
  );

  app.get(
    '/api/addresses-2020',
    {
      config: typeAhead,
      schema: { querystring: addresses2020Query, response: { 200: addressesResponse, 404: errorResponse } },
    },
    async (request, reply) => {
      const snapshot = request.query.qvf_snapshot;
      if (!(await isReadySnapshot(db, snapshot))) return notFound(reply, notLoaded(snapshot));
      const found = await suggestAddresses(
        db,
        typedAddressKeys(request.query.key),
        snapshot,
        limits.addressSuggestionsMax,
      );
      return { addresses: found.map(toSuggestion) };
    },
  );

  app.post(
    '/api/getzonebyaddress-2020',
    {
      config: lookup,
      schema: { body: zoneByAddress2020Body, response: { 200: zoneByAddressResponse, 404: errorResponse } },
    },
    async (request, reply) => {
      const snapshot = request.body.qvf_snapshot;
      if (!(await isReadySnapshot(db, snapshot))) return notFound(reply, notLoaded(snapshot));
      return zonesAnswer(reply, request.body.address_key, snapshot);
    },
  );

  app.get(
    '/api/address-2020/:county',
    {
      config: lookup,
      schema: {
        params: addressParams,
        querystring: address2020Query,
        response: { 200: addressRegistrationsResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const snapshot = request.query.qvf_snapshot;
      if (!(await isReadySnapshot(db, snapshot))) return notFound(reply, notLoaded(snapshot));
      return registrationsAnswer(reply, {
        snapshot,
        fullAddressHash: request.query.full_address_hash,
        county: request.params.county,
      });
    },
  );
};

function toZone(z: {
  countyName: string;
  jurisdictionName: string | null;
  precinct: string | null;
  zoneHash: string;
}) {
  return {
    county_name: z.countyName,
    jurisdiction_name: z.jurisdictionName,
    precinct: z.precinct,
    zone_hash: z.zoneHash,
  };
}
