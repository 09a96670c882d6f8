/**
 * The calls bench:api makes: every read of the public site's pages (here: the address and voter
 * lookups, the scorecards and metrics) and of the review, change, density and workspace pages
 * (in `bench-api-*-calls.ts`), each request built from keys sampled from the loaded snapshot.
 */
import { METRIC_TRENDS } from '@voterroll/contract/metrics-api';
import { changeCalls } from './bench-api-change-calls';
import { densityCalls } from './bench-api-density-calls';
import {
  type BenchCall,
  enc,
  type Keys,
  type Pick,
  pathZonesOf,
  voterAt,
  wayneCity,
  zoneCalls,
  zoneSetsOf,
} from './bench-api-keys';
import { reviewCalls } from './bench-api-review-calls';
import { workspaceCalls } from './bench-api-workspace-calls';

export function benchCalls(k: Keys, pick: Pick): BenchCall[] {
  const voter = voterAt(k, pick);
  const zoneSets = zoneSetsOf(k, pick);
  const pathZones = pathZonesOf(k, pick);
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
      request: () => ({ url: `/api/qvfstatsprecinct/${wayneCity(k)}` }),
    },
    ...zoneCalls('current metrics', (h) => `/api/current-metrics/${h}`, zoneSets),
    ...zoneCalls('zone details', (h) => `/api/getzonedetails/${h}`, zoneSets),
    ...zoneCalls('QVF total trend', (h) => `/api/qvftotal/${h}`, zoneSets),
    ...zoneCalls('NVRA cleanup', (h) => `/api/nvra-metrics/${h}`, zoneSets),
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
    ...reviewCalls(k, pick, zoneSets, pathZones),
    ...densityCalls(k, pick),
    ...workspaceCalls(pick),
    ...changeCalls(k, pick, pathZones),
  ];
}
