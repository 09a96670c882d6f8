/**
 * What bench:api's calls are built from: the keys sampled from the loaded snapshot (the i-th
 * request takes the i-th key), who makes a call, a call's shape and the zones the calls walk.
 */

export interface Keys {
  snapshot: string;
  voters: {
    voterId: string;
    lastName: string;
    firstName: string;
    yearOfBirth: number;
    county: string;
    zip: string;
    fullAddressHash: string;
    searchKey: string;
  }[];
  state: string;
  wayne: string;
  wayneLargestJurisdiction: string;
  /** Its zone hash (a review page link's list digest names the zone by it). */
  wayneLargestJurisdictionHash: string;
  counties: { hash: string; county: string }[];
  jurisdictions: { hash: string; county: string; jurisdiction: string }[];
  precincts: { hash: string; county: string; jurisdiction: string; precinct: string }[];
  /** Wayne's addresses with the most registrations (the occupants list's worst case first). */
  denseAddresses: string[];
  /** Registrations with a field change at the snapshot (bench:api --months 2 or more). */
  changedVoters: string[];
}

/** Who makes a call: the pages' users (bench-api.ts makes one account of each). */
export type Persona = 'researcher' | 'root' | 'wayneClerk' | 'waynePatriot';

export interface BenchCall {
  name: string;
  /** The caller (a digital researcher unless said). */
  as?: Persona;
  request: (i: number) => { url: string; body?: object };
  /** Statuses that are answers, not failures (a name search that finds nobody is a 404). */
  expect?: number[];
  /** Each answer's body (200), for a call that goes on from what it was answered (page links). */
  seen?: (text: string) => void;
}

export type Pick = <T>(xs: readonly T[], i: number) => T;
export const enc = encodeURIComponent;

/** The i-th request's voter, spread over the sample. */
export const voterAt = (k: Keys, pick: Pick) => (i: number) => pick(k.voters, i * 7919);

/** A zone level's name and the i-th request's zone hash. */
export type ZoneSet = [string, (i: number) => string];

/** Zone-level calls: the state, Wayne (the largest county) and sampled zones of each level. */
export const zoneSetsOf = (k: Keys, pick: Pick): ZoneSet[] => [
  ['state', () => k.state],
  ['Wayne', () => k.wayne],
  ['county', (i) => pick(k.counties, i).hash],
  ['jurisdiction', (i) => pick(k.jurisdictions, i).hash],
  ['precinct', (i) => pick(k.precincts, i).hash],
];

/** One call a level: `{name} {level}`, the path built from the level's zone hash. */
export const zoneCalls = (name: string, path: (hash: string) => string, levels: ZoneSet[]): BenchCall[] =>
  levels.map(([level, hash]) => ({ name: `${name} ${level}`, request: (i) => ({ url: path(hash(i)) }) }));

/** Wayne's largest jurisdiction as a path. */
export const wayneCity = (k: Keys) => `WAYNE/${enc(k.wayneLargestJurisdiction)}`;

/** A zone named by path: its level, its path, and its zone hash (its page links' list names it). */
export type PathZone = [string, (i: number) => string, (i: number) => string];

export const pathZonesOf = (k: Keys, pick: Pick): PathZone[] => [
  ['Wayne', () => 'WAYNE', () => k.wayne],
  [`Wayne ${k.wayneLargestJurisdiction}`, () => wayneCity(k), () => k.wayneLargestJurisdictionHash],
  ['county', (i) => enc(pick(k.counties, i).county), (i) => pick(k.counties, i).hash],
  [
    'jurisdiction',
    (i) => {
      const j = pick(k.jurisdictions, i);
      return `${enc(j.county)}/${enc(j.jurisdiction)}`;
    },
    (i) => pick(k.jurisdictions, i).hash,
  ],
  [
    'precinct',
    (i) => {
      const p = pick(k.precincts, i);
      return `${enc(p.county)}/${enc(p.jurisdiction)}/${enc(p.precinct)}`;
    },
    (i) => pick(k.precincts, i).hash,
  ],
];
