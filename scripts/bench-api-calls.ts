/**
 * The calls bench:api makes: every read of the public site's pages and of the review pages, each
 * request built from keys sampled from the loaded snapshot (the i-th request takes the i-th key).
 */
import { FIELD_CHANGE_KINDS } from '@voterroll/contract/changes-api';
import { FINDING_RULES } from '@voterroll/contract/metrics';
import { METRIC_TRENDS } from '@voterroll/contract/metrics-api';
import { REVIEW_SORTS } from '@voterroll/contract/review-api';

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
}

type Pick = <T>(xs: readonly T[], i: number) => T;
const enc = encodeURIComponent;

export function benchCalls(k: Keys, pick: Pick): BenchCall[] {
  const voter = (i: number) => pick(k.voters, i * 7919);
  // Zone-level calls: the state, Wayne (the largest county) and sampled zones of each level.
  const zoneSets: [string, (i: number) => string][] = [
    ['state', () => k.state],
    ['Wayne', () => k.wayne],
    ['county', (i) => pick(k.counties, i).hash],
    ['jurisdiction', (i) => pick(k.jurisdictions, i).hash],
    ['precinct', (i) => pick(k.precincts, i).hash],
  ];
  const zoneCalls = (name: string, path: (hash: string) => string, levels = zoneSets): BenchCall[] =>
    levels.map(([level, hash]) => ({ name: `${name} ${level}`, request: (i) => ({ url: path(hash(i)) }) }));
  const wayneZone = () => 'WAYNE';
  const wayneCity = () => `WAYNE/${enc(k.wayneLargestJurisdiction)}`;
  const reviewZones: [string, (i: number) => string][] = [
    ['Wayne', wayneZone],
    [`Wayne ${k.wayneLargestJurisdiction}`, wayneCity],
    ['county', (i) => enc(pick(k.counties, i).county)],
    [
      'jurisdiction',
      (i) => {
        const j = pick(k.jurisdictions, i);
        return `${enc(j.county)}/${enc(j.jurisdiction)}`;
      },
    ],
    [
      'precinct',
      (i) => {
        const p = pick(k.precincts, i);
        return `${enc(p.county)}/${enc(p.jurisdiction)}/${enc(p.precinct)}`;
      },
    ],
  ];
  const sortAt = (i: number) => `sort=${pick(REVIEW_SORTS, i)}&dir=${i % 2 ? 'desc' : 'asc'}`;
  return [
    // Address lookup page.
    {
      name: 'type-ahead',
      request: (i) => ({ url: `/api/addresses?key=${voter(i).searchKey.slice(0, 6 + (i % 4))}` }),
    },
    {
      name: 'zone by address',
      request: (i) => ({ url: '/api/getzonebyaddress', body: { address_key: voter(i).fullAddressHash } }),
    },
    {
      name: 'registrations at address',
      request: (i) => ({
        url: `/api/address/${enc(voter(i).county)}?full_address_hash=${voter(i).fullAddressHash}`,
      }),
    },
    // Voter lookup page.
    {
      name: 'voter-id search',
      request: (i) => ({
        url: '/api/search-by-voter-id',
        body: { voter_identification_number: voter(i).voterId },
      }),
    },
    {
      name: 'name search',
      request: (i) => {
        const v = voter(i);
        return {
          url: '/api/search-by-name',
          body: {
            county: v.county,
            first_name: v.firstName,
            last_name: v.lastName,
            year_of_birth: v.yearOfBirth,
          },
        };
      },
      expect: [404],
    },
    {
      name: 'voter summary',
      request: (i) => {
        const v = voter(i);
        return {
          url: `/api/voter-summary/${k.snapshot}/${enc(v.county)}/${v.zip}/${enc(v.lastName)}/${enc(v.firstName)}/${v.yearOfBirth}`,
        };
      },
      expect: [404],
    },
    {
      name: 'voter history',
      request: (i) => ({ url: `/api/voter-history/${k.snapshot}/${voter(i).voterId}` }),
    },
    {
      name: 'history by snapshot',
      request: (i) => ({ url: `/api/voter-history-by-snapshot/${voter(i).voterId}` }),
    },
    { name: 'nov-2024 vote', request: (i) => ({ url: `/api/nov-2024-vote/${voter(i).voterId}` }) },
    { name: 'nov-2024 application', request: (i) => ({ url: `/api/nov-2024-app/${voter(i).voterId}` }) },
    { name: 'nov-2024 ballot', request: (i) => ({ url: `/api/nov-2024-ballot/${voter(i).voterId}` }) },
    { name: 'election dates', request: () => ({ url: '/api/election-dates' }) },
    { name: 'voter-file snapshots', request: () => ({ url: '/api/voter-file-snapshots' }) },
    // Scorecards and metrics pages.
    { name: 'scorecard state', request: () => ({ url: '/api/qvfstatsstate/MICHIGAN' }) },
    { name: 'scorecard Wayne', request: () => ({ url: '/api/qvfstatscountyjurisdiction/WAYNE' }) },
    {
      name: 'scorecard county',
      request: (i) => ({ url: `/api/qvfstatscountyjurisdiction/${enc(pick(k.counties, i).county)}` }),
    },
    {
      name: 'scorecard jurisdiction',
      request: (i) => {
        const j = pick(k.jurisdictions, i);
        return { url: `/api/qvfstatsprecinct/${enc(j.county)}/${enc(j.jurisdiction)}` };
      },
    },
    {
      name: `scorecard ${k.wayneLargestJurisdiction}`,
      request: () => ({ url: `/api/qvfstatsprecinct/${wayneCity()}` }),
    },
    ...zoneCalls('current metrics', (h) => `/api/current-metrics/${h}`),
    ...zoneCalls('zone details', (h) => `/api/getzonedetails/${h}`),
    ...zoneCalls('QVF total trend', (h) => `/api/qvftotal/${h}`),
    ...zoneCalls('NVRA cleanup', (h) => `/api/nvra-metrics/${h}`),
    ...Object.keys(METRIC_TRENDS).flatMap((path) =>
      zoneCalls(`${path} trend`, (h) => `/api/${path}-metric-trend/${h}`, zoneSets.slice(0, 2)),
    ),
    { name: 'red metrics by county', request: () => ({ url: '/api/red-metrics-by-county' }) },
    { name: 'flag counts', request: () => ({ url: '/api/flag-counts' }) },
    { name: 'finding precision', request: () => ({ url: '/api/finding-precision' }) },
    { name: 'counties', request: () => ({ url: '/api/counties' }) },
    { name: 'jurisdictions Wayne', request: () => ({ url: '/api/jurisdictions/WAYNE' }) },
    {
      name: 'precincts',
      request: (i) => {
        const j = pick(k.jurisdictions, i);
        return { url: `/api/precincts/${enc(j.county)}/${enc(j.jurisdiction)}` };
      },
    },
    // Registrations For Review.
    ...reviewZones.map(([level, path]) => ({
      name: `review summary ${level}`,
      request: (i: number) => {
        const [county, jurisdiction, precinct] = path(i).split('/').map(decodeURIComponent);
        return {
          url: '/api/review-summary',
          body: { county_name: county, jurisdiction_name: jurisdiction, precinct },
        };
      },
    })),
    ...zoneCalls('review NVRA summary', (h) => `/api/review-nvra-summary/${h}`, zoneSets.slice(1)),
    ...reviewZones.map(([level, path]) => ({
      name: `location summary ${level}`,
      request: (i: number) => ({ url: `/api/summary/${path(i)}` }),
    })),
    { name: 'review list Wayne p1', request: () => ({ url: '/api/review-list/ALL/WAYNE' }) },
    { name: 'review list Wayne p500', request: () => ({ url: '/api/review-list/ALL/WAYNE?page=500' }) },
    {
      name: 'review list Wayne DUPLICATE name desc',
      request: (i) => ({
        url: `/api/review-list/DUPLICATE/WAYNE?sort=full_name&dir=desc&page=${1 + (i % 3)}`,
      }),
    },
    ...reviewZones.map(([level, path]) => ({
      name: `review list ${level} any sort, pages 1-500`,
      request: (i: number) => ({
        url: `/api/review-list/ALL/${path(i)}?${sortAt(i)}&page=${1 + ((i * 37) % 500)}`,
      }),
    })),
    {
      name: 'review list Wayne any rule, sort, page 1-50',
      request: (i) => ({
        url: `/api/review-list/${pick(FINDING_RULES, i)}/WAYNE?${sortAt(i * 3)}&page=${1 + ((i * 13) % 50)}`,
      }),
    },
    {
      name: 'review list Wayne status NEW',
      request: (i) => ({ url: `/api/review-list/ALL/WAYNE?status=NEW&${sortAt(i)}&page=${1 + (i % 20)}` }),
    },
    {
      name: 'review list Wayne status TRG',
      request: (i) => ({ url: `/api/review-list/ALL/WAYNE?status=TRG&${sortAt(i)}` }),
    },
    {
      name: 'review list Wayne search',
      request: (i) => ({ url: `/api/review-list/ALL/WAYNE?q=${enc(voter(i).lastName.slice(0, 5))}` }),
    },
    {
      name: 'review list Wayne search 1-2 letters, any sort, pages 1-3',
      request: (i) => ({
        url: `/api/review-list/ALL/WAYNE?q=${enc(voter(i).lastName.slice(0, 1 + (i % 2)))}&${sortAt(i)}&page=${1 + (i % 3)}`,
      }),
    },
    {
      name: `review list ${k.wayneLargestJurisdiction} search 1-2 letters`,
      request: (i) => ({
        url: `/api/review-list/ALL/${wayneCity()}?q=${enc(voter(i).firstName.slice(0, 1 + (i % 2)))}&${sortAt(i)}`,
      }),
    },
    {
      name: 'review list Wayne any rule, search 1-2 letters',
      request: (i) => ({
        url: `/api/review-list/${pick(FINDING_RULES, i)}/WAYNE?q=${enc(voter(i).lastName.slice(0, 1 + (i % 2)))}`,
      }),
    },
    {
      name: 'review list Wayne search name and initial',
      request: (i) => ({
        url: `/api/review-list/ALL/WAYNE?q=${enc(`${voter(i).lastName} ${voter(i).firstName.slice(0, 1)}`)}`,
      }),
    },
    {
      name: 'review list Wayne search two initials',
      request: (i) => ({
        url: `/api/review-list/ALL/WAYNE?q=${enc(`${voter(i).firstName.slice(0, 1)} ${voter(i).lastName.slice(0, 1)}`)}`,
      }),
    },
    {
      name: 'flag comments',
      request: (i) => ({ url: `/api/flagged-registration-comments/${voter(i).voterId}` }),
    },
    ...workspaceCalls(k, pick),
    ...changeCalls(k, pick, reviewZones),
  ];
}

/**
 * Issue 29's reads (docs/changes.md): the unusual changes, a zone's counts by kind, the registrations
 * behind a figure (every kind, or one) and one registration's changes. They need two months loaded.
 */
function changeCalls(k: Keys, pick: Pick, zones: [string, (i: number) => string][]): BenchCall[] {
  // No kind (every kind) on every fourth request, else each kind in turn.
  const kindQuery = (i: number) => (i % 4 === 0 ? '' : `?kind=${pick(FIELD_CHANGE_KINDS, i)}`);
  const changedAt = (level: string): Persona => (level.startsWith('Wayne') ? 'wayneClerk' : 'researcher');
  const voters = k.changedVoters.length > 0 ? k.changedVoters : k.voters.map((v) => v.voterId);
  return [
    { name: 'unusual changes', request: () => ({ url: `/api/unusual-changes/${k.snapshot}` }) },
    { name: 'change counts state', request: () => ({ url: `/api/change-counts/${k.state}` }) },
    { name: 'change counts Wayne', request: () => ({ url: `/api/change-counts/${k.wayne}` }) },
    {
      name: 'change counts jurisdiction',
      request: (i) => ({ url: `/api/change-counts/${pick(k.jurisdictions, i).hash}` }),
    },
    ...zones
      .filter(([level]) => level !== 'county')
      .map(([level, path]) => ({
        name: `registrations-changed ${level}${level.startsWith('Wayne') ? ' (Wayne clerk)' : ''}`,
        as: changedAt(level),
        request: (i: number) => ({
          url: `/api/registrations-changed/${k.snapshot}/${path(i)}${kindQuery(i)}`,
        }),
      })),
    {
      name: 'registration changes of a changed registration',
      request: (i) => ({ url: `/api/registration-changes/${pick(voters, i * 31)}` }),
    },
  ];
}

/**
 * The workspaces' reads: high registration density, the clerk's and the patriot's dashboards and
 * the researcher's extracts. Registrations added and removed, envelopes and AVCB need earlier
 * snapshots or the 2020 envelope set, which a one-snapshot statewide load does not have.
 */
/** Address searches of one or two letters: a street's initial, a street type, a house number's first digit. */
const SHORT_SEARCHES = ['M', 'ST', '1', 'DR', 'W', 'MA'];

function workspaceCalls(k: Keys, pick: Pick): BenchCall[] {
  const county = (i: number) => enc(pick(k.counties, i).county);
  return [
    { name: 'density counties', request: () => ({ url: '/api/registration-density/' }) },
    {
      name: 'density Wayne 5+, pages 1-20',
      request: (i) => ({ url: `/api/registration-density/4/WAYNE?page=${1 + (i % 20)}` }),
    },
    {
      name: 'density Wayne 2-4, pages 1-500',
      request: (i) => ({ url: `/api/registration-density/1-4/WAYNE?page=${1 + ((i * 37) % 500)}` }),
    },
    {
      name: 'density county 5+ status NEW',
      request: (i) => ({ url: `/api/registration-density/4/${county(i)}?status=NEW` }),
    },
    {
      name: 'density Wayne search',
      request: () => ({ url: '/api/registration-density/4/WAYNE?q=MAIN' }),
    },
    {
      name: 'density Wayne search 1-2 letters',
      request: (i) => ({ url: `/api/registration-density/4/WAYNE?q=${pick(SHORT_SEARCHES, i)}` }),
    },
    {
      name: 'density Wayne 1-2 registrations search',
      request: (i) => ({
        url: `/api/registration-density/0-2/WAYNE?q=${pick(['MAIN', ...SHORT_SEARCHES], i)}`,
      }),
    },
    {
      name: 'occupants of a dense Wayne address',
      request: (i) => ({ url: `/api/address/WAYNE/${pick(k.denseAddresses, i)}` }),
    },
    { name: 'clerk metrics Wayne', as: 'wayneClerk', request: () => ({ url: '/api/clerk-review-metrics/' }) },
    { name: 'clerk metrics state', as: 'root', request: () => ({ url: '/api/clerk-review-metrics/' }) },
    { name: 'clerk summary Wayne', as: 'wayneClerk', request: () => ({ url: '/api/clerk-review-summary/' }) },
    {
      name: 'clerk workspace Wayne',
      as: 'wayneClerk',
      request: () => ({ url: '/api/clerk-workspace-list/' }),
    },
    {
      name: 'clerk challenged Wayne',
      as: 'wayneClerk',
      request: () => ({ url: '/api/clerk-review-list', body: { filter_code: 'CS' } }),
    },
    {
      name: 'due for confirmation Wayne, pages 1-50',
      as: 'wayneClerk',
      request: (i) => ({ url: `/api/due-for-confirmation?page=${1 + (i % 50)}` }),
    },
    {
      name: 'due for confirmation state',
      as: 'root',
      request: () => ({ url: '/api/due-for-confirmation' }),
    },
    {
      name: 'patriot flagged Wayne',
      as: 'waynePatriot',
      request: () => ({ url: '/api/flagged-registration-review' }),
    },
    {
      name: 'patriot removed Wayne',
      as: 'waynePatriot',
      request: () => ({ url: '/api/flagged-registrations-removed' }),
    },
    { name: 'extract requests', request: () => ({ url: '/api/downloads' }) },
  ];
}
