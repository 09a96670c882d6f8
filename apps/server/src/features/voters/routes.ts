import { errorResponse } from '@voterroll/contract/common-api';
import { err, ok, type Result } from '@voterroll/contract/result';
import {
  electionDatesResponse,
  NOV_2024_ELECTION,
  nov2024AppResponse,
  nov2024BallotResponse,
  nov2024VoteResponse,
  qvfsResponse,
  qvfTableName,
  searchByNameBody,
  searchByVoterIdBody,
  voterFileSnapshotsResponse,
  voterHistoryBySnapshotResponse,
  voterHistoryParams,
  voterHistoryResponse,
  voterIdParams,
  voterSearchResponse,
  voterSummaryParams,
  voterSummaryResponse,
} from '@voterroll/contract/voters-api';
import type { Db } from '@voterroll/db/database';
import { countyCodeByName } from '@voterroll/records/zones/find-zone';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type PublicLimits, rateLimitConfig } from '../../http/public-limits';
import { notFound } from '../../http/replies';
import {
  beforeNov2024,
  electionDates,
  historyOf,
  readySnapshots,
  snapshotsOfVoter,
  type VoterRow,
  voterById,
  votersByName,
} from './queries';

const yesNo = (v: boolean | null): 'Y' | 'N' | null => (v === null ? null : v ? 'Y' : 'N');

const toSearchRow = (v: VoterRow) => ({
  voter_identification_number: v.voterId,
  full_name: [v.firstName, v.middleName, v.lastName, v.nameSuffix].filter((p) => p !== '').join(' '),
  first_name: v.firstName,
  middle_name: v.middleName,
  last_name: v.lastName,
  name_suffix: v.nameSuffix,
  year_of_birth: v.yearOfBirth,
  full_street_address: v.fullStreetAddress,
  full_address_hash: v.fullAddressHash,
  address_hash: v.addressHash,
  county_name: v.countyName,
  jurisdiction_name: v.jurisdictionName,
  precinct: v.precinct,
  ward: v.ward,
  voter_status_type_code: v.status,
});

/** Searches by name and id, voting history, the Nov 2024 ballot tracker and the snapshot lists. */
export const votersRoutes: FastifyPluginAsyncZod<{ db: Db; limits: PublicLimits }> = async (
  app,
  { db, limits },
) => {
  const search = { access: 'public', rateLimit: rateLimitConfig(limits.search) } as const;
  const lookup = { access: 'public', rateLimit: rateLimitConfig(limits.lookup) } as const;
  /** A county name's code, or null for ALL (the whole state, spec 1 section 9). */
  async function countyFilter(county: string): Promise<Result<number | null>> {
    if (county === 'ALL') return ok(null);
    const code = await countyCodeByName(db, county);
    return code === undefined ? err(`No county named "${county}" has been loaded.`) : ok(code);
  }
  const snapshotsList = async () =>
    (await readySnapshots(db)).map((s) => ({ table_name: qvfTableName(s), snapshot: s }));

  app.post(
    '/api/search-by-name',
    {
      config: { ...search, snapshot: 'required' },
      schema: { body: searchByNameBody, response: { 200: voterSearchResponse, 404: errorResponse } },
    },
    async (request, reply) => {
      const b = request.body;
      const county = await countyFilter(b.county);
      if (!county.ok) return notFound(reply, county.error);
      const rows = await votersByName(db, {
        snapshot: request.snapshot,
        lastName: b.last_name,
        firstName: b.first_name,
        yearOfBirth: b.year_of_birth,
        countyCode: county.value,
        firstNamePrefix: true,
        limit: limits.voterSearchMax,
      });
      return rows.map(toSearchRow);
    },
  );

  app.post(
    '/api/search-by-voter-id',
    {
      config: { ...search, snapshot: 'required' },
      schema: { body: searchByVoterIdBody, response: { 200: voterSearchResponse, 404: errorResponse } },
    },
    async (request) => {
      const row = await voterById(db, request.snapshot, request.body.voter_identification_number);
      return row ? [toSearchRow(row)] : [];
    },
  );

  app.get(
    '/api/voter-summary/:qvfSnapshot/:county/:zip/:lastName/:firstName/:yearOfBirth',
    {
      config: search,
      schema: { params: voterSummaryParams, response: { 200: voterSummaryResponse, 404: errorResponse } },
    },
    async (request, reply) => {
      const p = request.params;
      const county = await countyFilter(p.county);
      if (!county.ok) return notFound(reply, county.error);
      const rows = await votersByName(db, {
        snapshot: p.qvfSnapshot,
        lastName: p.lastName,
        firstName: p.firstName,
        yearOfBirth: p.yearOfBirth,
        countyCode: county.value,
        zip: p.zip,
        limit: limits.voterSearchMax,
      });
      return rows.map((v) => ({
        voter_full_name: toSearchRow(v).full_name,
        registration_date: v.registrationDate,
        voter_identification_number: v.voterId,
        year_of_birth: v.yearOfBirth,
        full_address: v.fullAddress,
      }));
    },
  );

  app.get(
    '/api/voter-history/:qvfSnapshot/:voterIdentificationNumber',
    { config: lookup, schema: { params: voterHistoryParams, response: { 200: voterHistoryResponse } } },
    async (request) => {
      const { qvfSnapshot, voterIdentificationNumber } = request.params;
      // Only a voter registered in that snapshot has a history there (the page found them by summary).
      if (!(await voterById(db, qvfSnapshot, voterIdentificationNumber))) return [];
      const records = await historyOf(db, voterIdentificationNumber, qvfSnapshot);
      return records.map((h, i) => ({
        election_date: h.electionDate,
        voting_method: h.votingMethod,
        county_name: h.countyName,
        jurisdiction_name: h.jurisdictionName,
        row_number: i + 1,
      }));
    },
  );

  app.get(
    '/api/voter-history-by-snapshot/:voterId',
    { config: lookup, schema: { params: voterIdParams, response: { 200: voterHistoryBySnapshotResponse } } },
    async (request) => {
      const snapshots = await snapshotsOfVoter(db, request.params.voterId);
      if (snapshots.length === 0) return [];
      const records = await historyOf(db, request.params.voterId, null);
      return snapshots.map((snapshot) => {
        const byElection = new Map<string, Array<(typeof records)[number]['votingMethod']>>();
        for (const h of records) {
          if (h.firstSeen > snapshot) continue;
          byElection.set(h.electionDate, [...(byElection.get(h.electionDate) ?? []), h.votingMethod]);
        }
        return {
          snapshot,
          voting_history: [...byElection].map(([election_date, voting_method]) => ({
            election_date,
            voting_method,
          })),
        };
      });
    },
  );

  app.get(
    '/api/nov-2024-vote/:voterId',
    { config: lookup, schema: { params: voterIdParams, response: { 200: nov2024VoteResponse } } },
    async (request) => {
      const records = await historyOf(db, request.params.voterId, null);
      return records
        .filter((h) => h.electionDate === NOV_2024_ELECTION)
        .map((h) => ({
          vote_recorded_date: h.firstSeen,
          election_date: h.electionDate,
          voting_method: h.votingMethod,
        }));
    },
  );

  app.get(
    '/api/nov-2024-app/:voterId',
    { config: lookup, schema: { params: voterIdParams, response: { 200: nov2024AppResponse } } },
    async (request) => {
      const r = await beforeNov2024(db, request.params.voterId);
      if (!r || (r.permanentApplication === null && r.permanentBallot === null)) return [];
      return [
        {
          app_ballotaddress: null,
          app_appsent: null,
          app_appreturned: null,
          app_permavapp: yesNo(r.permanentApplication),
          app_permavballot: yesNo(r.permanentBallot),
        },
      ];
    },
  );

  app.get(
    '/api/nov-2024-ballot/:voterId',
    { config: lookup, schema: { params: voterIdParams, response: { 200: nov2024BallotResponse } } },
    async (request) => {
      const r = await beforeNov2024(db, request.params.voterId);
      if (!r?.permanentBallot) return [];
      return [
        {
          av_ballot_sent_date: null,
          av_is_perm_av_ballot_voter: 'Y' as const,
          av_address: r.fullStreetAddress,
          av_mailing_address: r.fullMailingAddress,
        },
      ];
    },
  );

  app.get(
    '/api/election-dates',
    { config: { access: 'public' }, schema: { response: { 200: electionDatesResponse } } },
    async () => (await electionDates(db)).map((election_date) => ({ election_date })),
  );
  app.get(
    '/api/voter-file-snapshots',
    { config: { access: 'public' }, schema: { response: { 200: voterFileSnapshotsResponse } } },
    snapshotsList,
  );
  app.get(
    '/api/qvfs',
    { config: { access: 'public' }, schema: { response: { 200: qvfsResponse } } },
    snapshotsList,
  );
};
