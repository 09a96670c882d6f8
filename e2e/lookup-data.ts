import { join, resolve } from 'node:path';
import { readCsvRecords } from '@voterroll/voterfile/csv/read-csv-records';
import type { z } from 'zod';
import { baseUrl } from './harness';

/**
 * Registrations of the dataset the harness loaded (its generated voter files), so that the lookup
 * tests type what a visitor would know (their address, their name) without fixed values.
 */
export interface DatasetVoter {
  voterId: string;
  firstName: string;
  middleName: string;
  lastName: string;
  yearOfBirth: string;
  county: string;
  zip: string;
  status: string;
  /** House number and street as a person types it: lower case, spaces between the parts. */
  typedStreet: string;
  /** Number, street and city: registrations with the same value share a dwelling. */
  dwelling: string;
  hasUnit: boolean;
}

const dataDir = resolve('.tmp/e2e-data');

export async function datasetVoters(snapshot: string): Promise<DatasetVoter[]> {
  const file = join(dataDir, snapshot, 'EntireStateVoters.csv');
  let header: string[] = [];
  const voters: DatasetVoter[] = [];
  for await (const batch of readCsvRecords(file, { encoding: 'latin1' })) {
    for (const record of batch) {
      if (record.line === 1) {
        header = record.fields;
        continue;
      }
      const f = (name: string) => record.fields[header.indexOf(name)]?.trim() ?? '';
      const street = [
        f('STREET_NUMBER_PREFIX'),
        f('STREET_NUMBER'),
        f('STREET_NUMBER_SUFFIX'),
        f('DIRECTION_PREFIX'),
        f('STREET_NAME'),
        f('STREET_TYPE'),
        f('DIRECTION_SUFFIX'),
      ]
        .filter((p) => p !== '')
        .join(' ');
      voters.push({
        voterId: f('VOTER_IDENTIFICATION_NUMBER'),
        firstName: f('FIRST_NAME'),
        middleName: f('MIDDLE_NAME'),
        lastName: f('LAST_NAME'),
        yearOfBirth: f('YEAR_OF_BIRTH'),
        county: f('COUNTY_NAME'),
        zip: f('ZIP_CODE').slice(0, 5),
        status: f('VOTER_STATUS_TYPE_CODE'),
        typedStreet: street.toLowerCase(),
        dwelling: `${street}|${f('EXTENSION')}|${f('CITY')}`,
        hasUnit: f('EXTENSION') !== '',
      });
    }
  }
  return voters;
}

/** The street of a dwelling (no unit) where at least `min` registrations live. */
export function sharedDwelling(voters: DatasetVoter[], min: number): DatasetVoter[] {
  const byDwelling = new Map<string, DatasetVoter[]>();
  for (const v of voters) {
    if (v.hasUnit) continue;
    byDwelling.set(v.dwelling, [...(byDwelling.get(v.dwelling) ?? []), v]);
  }
  const found = [...byDwelling.values()].find((group) => group.length >= min);
  if (!found) throw new Error(`the e2e dataset has no dwelling with ${min} registrations`);
  return found;
}

/** A GET or POST of the served API, its answer checked with the contract's schema. */
export async function api<S extends z.ZodType>(path: string, schema: S, body?: unknown): Promise<z.infer<S>> {
  const response = await fetch(new URL(path, baseUrl()), {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return schema.parse(await response.json());
}

/** Voter ids with the election dates the dataset's history file gives them. */
export async function datasetHistory(snapshot: string): Promise<Map<string, string[]>> {
  const file = join(dataDir, snapshot, 'EntireStateVoterHistory.csv');
  const byVoter = new Map<string, string[]>();
  let header: string[] = [];
  for await (const batch of readCsvRecords(file, { encoding: 'latin1' })) {
    for (const record of batch) {
      if (record.line === 1) {
        header = record.fields;
        continue;
      }
      const id = record.fields[header.indexOf('VOTER_IDENTIFICATION_NUMBER')] ?? '';
      const date = record.fields[header.indexOf('ELECTION_DATE')] ?? '';
      byVoter.set(id, [...(byVoter.get(id) ?? []), date]);
    }
  }
  return byVoter;
}

/**
 * An active voter whose name, birth year and county (and ZIP) no one else shares, who voted in
 * `election`: the person a name search or a voting-history lookup finds alone.
 */
export async function uniqueVoterWhoVoted(snapshot: string, election: string): Promise<DatasetVoter> {
  const voters = await datasetVoters(snapshot);
  const history = await datasetHistory(snapshot);
  const key = (v: DatasetVoter) => `${v.county}|${v.firstName}|${v.lastName}|${v.yearOfBirth}`;
  const count = new Map<string, number>();
  for (const v of voters) count.set(key(v), (count.get(key(v)) ?? 0) + 1);
  const found = voters.find(
    (v) =>
      v.status === 'A' &&
      count.get(key(v)) === 1 &&
      /^[A-Z]+$/.test(v.firstName + v.lastName) &&
      (history.get(v.voterId) ?? []).includes(election) &&
      (history.get(v.voterId) ?? []).length > 10,
  );
  if (!found) throw new Error(`the e2e dataset has no unique voter who voted on ${election}`);
  return found;
}
