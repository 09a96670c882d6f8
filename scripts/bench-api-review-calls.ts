/**
 * bench:api's Registrations For Review reads: the summaries, the list in every zone, filter,
 * status, sort and search (pages opened by their links), and a registration's flag comments.
 */
import { FINDING_RULES } from '@voterroll/contract/metrics';
import { encodeCursor } from '@voterroll/contract/page-links';
import { REVIEW_SORTS, reviewListDigest } from '@voterroll/contract/review-api';
import {
  type BenchCall,
  enc,
  type Keys,
  type PathZone,
  type Pick,
  voterAt,
  wayneCity,
  type ZoneSet,
  zoneCalls,
} from './bench-api-keys';

export function reviewCalls(k: Keys, pick: Pick, zoneSets: ZoneSet[], reviewZones: PathZone[]): BenchCall[] {
  const voter = voterAt(k, pick);
  const surnamed = k.voters.filter((v) => v.lastName.length >= 3);
  const longNamed = (i: number) => pick(surnamed.length > 0 ? surnamed : k.voters, i * 7919);
  const sortAt = (i: number) => `sort=${pick(REVIEW_SORTS, i)}&dir=${i % 2 ? 'desc' : 'asc'}`;
  /**
   * A review page opened as a user does, from a page link (keyset, issue 39): the cursor of page
   * `page` of the i-th sort, placed at the i-th sampled voter's sort value (deep in the list), so
   * the request reads that page and its links' keys from there.
   */
  const reviewPageAt = (zoneHash: string, filter: string, i: number, page: number, status = 'ALL') => {
    const sort = pick(REVIEW_SORTS, i);
    const dir = i % 2 ? ('desc' as const) : ('asc' as const);
    const v = voter(i);
    const value = {
      full_name: `${v.lastName}, ${v.firstName}`,
      full_street_address: v.searchKey,
      voter_identification_number: null,
      year_of_birth: String(v.yearOfBirth),
      current_triage_status: 'NEW',
      registration_date: `${1940 + (i % 80)}-06-01`,
      challenge_codes: pick(FINDING_RULES, i),
    }[sort];
    const l = reviewListDigest(k.snapshot, zoneHash, filter, { sort, dir, status });
    const after = encodeCursor({ l, p: Math.max(2, page), k: [value, Number(v.voterId)] });
    return `sort=${sort}&dir=${dir}&status=${status}&after=${after}`;
  };
  return [
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
    {
      name: 'review list Wayne p500 (its link)',
      request: (i) => ({ url: `/api/review-list/ALL/WAYNE?${reviewPageAt(k.wayne, 'ALL', i * 7, 500)}` }),
    },
    {
      name: 'review list Wayne last page',
      request: (i) => {
        const sort = pick(REVIEW_SORTS, i);
        const dir = i % 2 ? ('desc' as const) : ('asc' as const);
        const l = reviewListDigest(k.snapshot, k.wayne, 'ALL', { sort, dir, status: 'ALL' });
        return {
          url: `/api/review-list/ALL/WAYNE?sort=${sort}&dir=${dir}&after=${encodeCursor({ l, p: 2 })}`,
        };
      },
    },
    {
      name: 'review list Wayne DUPLICATE name desc',
      request: (i) => ({
        url: `/api/review-list/DUPLICATE/WAYNE?sort=full_name&dir=desc&page=${1 + (i % 3)}`,
      }),
    },
    ...reviewZones.map(([level, path, hash]) => ({
      name: `review list ${level} any sort, pages 1-500 (links)`,
      request: (i: number) => ({
        url: `/api/review-list/ALL/${path(i)}?${reviewPageAt(hash(i), 'ALL', i, 1 + ((i * 37) % 500))}`,
      }),
    })),
    {
      name: 'review list Wayne any rule, sort, page 1-50',
      request: (i) => ({
        url: `/api/review-list/${pick(FINDING_RULES, i)}/WAYNE?${reviewPageAt(k.wayne, pick(FINDING_RULES, i), i * 3, 1 + ((i * 13) % 50))}`,
      }),
    },
    {
      name: 'review list Wayne status NEW',
      request: (i) => ({
        url: `/api/review-list/ALL/WAYNE?${reviewPageAt(k.wayne, 'ALL', i, 1 + (i % 20), 'NEW')}`,
      }),
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
        url: `/api/review-list/ALL/${wayneCity(k)}?q=${enc(voter(i).firstName.slice(0, 1 + (i % 2)))}&${sortAt(i)}`,
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
        // A surname of three letters or more: a two-letter one with an initial is refused
        // (packages/contract/src/review-search-words.ts).
        url: `/api/review-list/ALL/WAYNE?q=${enc(`${longNamed(i).lastName} ${longNamed(i).firstName.slice(0, 1)}`)}`,
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
  ];
}
