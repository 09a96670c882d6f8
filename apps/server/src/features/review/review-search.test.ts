import { REVIEW_SORTS, reviewListQuery } from '@voterroll/contract/review-api';
import { foldAccents } from '@voterroll/contract/review-search-words';
import { listMigrations } from '@voterroll/db/migrate';
import type { TestDatabase } from '@voterroll/db/test-support/database';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { zoneCodes } from '../../auth/zone-in-area';
import { type GeneratedSnapshot, loadGeneratedSnapshot } from '../../test-support/generated-snapshot';
import { reviewList } from './queries';
import { planSearch } from './review-search';

/**
 * The review list's search: a registration is listed when each word searched starts a word of its
 * name or street address (case and accents ignored; words are runs of letters and digits). Checked on a
 * generated snapshot against that rule applied to every row of the zone, for searches of a name, a
 * name and first name, a street number, a street name, a mid-word piece (which no longer matches),
 * words of one or two letters alone, two initials and beside a long word (read from the stored
 * prefix and pair counts and by walking the sort index: checked page by page in every sort), in a county, a
 * jurisdiction and a precinct, under ALL and one rule, with a status filter; and after migrations
 * 0096 and 0100 rebuilt the words and prefix counts of a snapshot loaded before them.
 */
// The load counts pairs of initials only for zones of PAIRS_FROM_ROWS rows or more: here fewer, so
// that the generated county's are counted and its small jurisdiction's checked per search.
vi.mock('@voterroll/records/review/review-words', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@voterroll/records/review/review-words')>()),
  PAIRS_FROM_ROWS: 100,
}));

let t: TestDatabase;
let loaded: GeneratedSnapshot;
const SNAPSHOT = '2025-10-01';

beforeAll(async () => {
  loaded = await loadGeneratedSnapshot({ snapshotDate: SNAPSHOT, voters: 3000, seed: 8 });
  t = loaded.t;
}, 180_000);
afterAll(async () => {
  await loaded?.drop();
});

interface Row {
  voter_id: number;
  county_code: number;
  jurisdiction_code: number;
  ward: string;
  precinct: string;
  filter_code: string;
  text: string;
}

const wordsOf = (text: string) =>
  foldAccents(text)
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);
const matches = (row: Row, q: string) => {
  const own = wordsOf(row.text);
  return wordsOf(q).every((w) => own.some((o) => o.startsWith(w)));
};

async function rows(): Promise<Row[]> {
  return t.db.query<Row>(
    `select voter_id, county_code, jurisdiction_code, ward, precinct, filter_code,
            name_search || ' ' || coalesce(full_street_address, '') as text
       from review_rows where snapshot_date = $1`,
    [SNAPSHOT],
  );
}

/** The searches and zones: the county with most rows, its largest jurisdiction, one precinct. */
async function cases() {
  const all = await rows();
  const byCounty = new Map<number, Row[]>();
  for (const r of all.filter((r) => r.filter_code === 'ALL'))
    byCounty.set(r.county_code, [...(byCounty.get(r.county_code) ?? []), r]);
  const county = [...byCounty.values()].sort((a, b) => b.length - a.length)[0] ?? [];
  const sample = county[Math.floor(county.length / 2)];
  if (!sample) throw new Error('no rows');
  const [last = '', first = ''] = sample.text.split(' ');
  const address = wordsOf(sample.text.slice(sample.text.indexOf(' ', sample.text.indexOf(' ') + 1)));
  const street = address.find((w) => /^[A-Z]{4,}$/.test(w)) ?? 'MAIN';
  const searches = [
    last.slice(0, 3).toLowerCase(),
    `${last} ${first.slice(0, 1)}`,
    address.find((w) => /^\d+$/.test(w))?.slice(0, 2) ?? '1',
    street,
    last.slice(1, 4),
    `${street}, ${last.slice(0, 2)}`,
    // Short words alone: a common initial, a rarer pair, two of them, one the other's start.
    first.slice(0, 1).toLowerCase(),
    last.slice(0, 2),
    'Q',
    `${first.slice(0, 1)} ${last.slice(0, 1)}`,
    `${last.slice(0, 1)} ${last.slice(0, 2)}`,
  ];
  return { all, sample, searches };
}

async function zonesOf(sample: Row) {
  const names = await t.db.query<{ county: string; jurisdiction: string; precinct: string }>(
    `select county_name as county, jurisdiction_name as jurisdiction, zone_name as precinct from zones
      where level = 'precinct' and county_code = $1 and jurisdiction_code = $2 and ward = $3 and precinct = $4`,
    [sample.county_code, sample.jurisdiction_code, sample.ward, sample.precinct],
  );
  const n = names[0];
  if (!n) throw new Error('no zone');
  return [{ county: n.county }, { county: n.county, jurisdiction: n.jurisdiction }, n];
}

async function checkSearches() {
  const { all, sample, searches } = await cases();
  let found = 0;
  for (const names of await zonesOf(sample)) {
    const zone = await zoneCodes(t.db, names);
    if (!zone.ok) throw new Error(zone.error);
    const z = zone.value;
    for (const filter of ['ALL', 'LOW_PROPENSITY'])
      for (const q of searches)
        for (const status of ['ALL', 'NEW'] as const) {
          const expected = all
            .filter(
              (r) =>
                r.filter_code === filter &&
                r.county_code === z.countyCode &&
                (z.jurisdictionCode === null || r.jurisdiction_code === z.jurisdictionCode) &&
                (z.precinct === null || (r.ward === z.ward && r.precinct === z.precinct)) &&
                matches(r, q),
            )
            .map((r) => r.voter_id)
            .sort((a, b) => a - b);
          const query = reviewListQuery.parse({ q, status, all: '1', sort: 'voter_identification_number' });
          const got = await reviewList(t.db, SNAPSHOT, z, filter, query);
          const label = JSON.stringify({ names, filter, q, status });
          expect(
            got.rows.map((r) => r.voter_identification_number),
            label,
          ).toEqual(expected);
          expect(got.total, label).toBe(expected.length);
          found += expected.length;
        }
  }
  return found;
}

/** Short-word searches page by page (30 rows each, two sorts and directions) against the rule. */
async function checkPages() {
  const { all, sample, searches } = await cases();
  const short = searches.filter((q) => wordsOf(q).every((w) => w.length <= 2));
  const initials = short.find((q) => wordsOf(q).length === 2 && wordsOf(q).every((w) => w.length === 1));
  let pages = 0;
  const reads = new Set<string>();
  const pairReads = new Set<string>();
  for (const names of (await zonesOf(sample)).slice(0, 2)) {
    const zone = await zoneCodes(t.db, names);
    if (!zone.ok) throw new Error(zone.error);
    const z = zone.value;
    for (const q of short)
      for (const [sort, dir] of [
        ...REVIEW_SORTS.map((sort) => [sort, 'asc'] as const),
        ['year_of_birth', 'desc'],
        ['full_name', 'desc'],
      ] as const) {
        const listed = all.filter(
          (r) =>
            r.filter_code === 'ALL' &&
            r.county_code === z.countyCode &&
            (z.jurisdictionCode === null || r.jurisdiction_code === z.jurisdictionCode) &&
            matches(r, q),
        );
        const everyRow = await reviewList(
          t.db,
          SNAPSHOT,
          z,
          'ALL',
          reviewListQuery.parse({ q, sort, dir, all: '1' }),
        );
        expect(everyRow.rows.map((r) => r.voter_identification_number).sort((a, b) => a - b)).toEqual(
          listed.map((r) => r.voter_id).sort((a, b) => a - b),
        );
        const order = everyRow.rows.map((r) => r.voter_identification_number);
        for (const page of [1, 2, Math.ceil(listed.length / 30)].filter(
          (p, i, a) => p >= 1 && a.indexOf(p) === i,
        )) {
          const got = await reviewList(
            t.db,
            SNAPSHOT,
            z,
            'ALL',
            reviewListQuery.parse({ q, sort, dir, page }),
          );
          const plan = await planSearch(t.db, SNAPSHOT, z, 'ALL', q, page * 30);
          reads.add(`${plan.read}${plan.stored === undefined ? '' : ', stored total'}`);
          if (q === initials) pairReads.add(plan.stored === undefined ? 'counted' : 'stored');
          const label = JSON.stringify({ names, q, sort, dir, page });
          expect(got.total, label).toBe(listed.length);
          expect(
            got.rows.map((r) => r.voter_identification_number),
            label,
          ).toEqual(order.slice((page - 1) * 30, page * 30));
          pages += 1;
        }
      }
  }
  // Both ways of reading short words were checked: a walk with the stored total, and ranges.
  expect([...reads]).toEqual(expect.arrayContaining(['checked, stored total', 'ranges, stored total']));
  return { pages, pairReads: [...pairReads] };
}

describe(`the review list's search on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('lists the registrations each word of which starts a word of their name or address', async () => {
    expect(await checkSearches()).toBeGreaterThan(50);
    // A piece from inside a word finds no registration by that word alone.
    const { sample } = await cases();
    const inside = wordsOf(sample.text)[0]!.slice(1, 4);
    const zone = await zoneCodes(t.db, (await zonesOf(sample))[2]!);
    if (!zone.ok) throw new Error(zone.error);
    const got = await reviewList(
      t.db,
      SNAPSHOT,
      zone.value,
      'ALL',
      reviewListQuery.parse({ q: inside, all: '1' }),
    );
    expect(got.rows.map((r) => r.voter_identification_number)).not.toContain(sample.voter_id);
  });

  it('pages through a search of short words in every sort order, with the total of all its pages', async () => {
    const { pages, pairReads } = await checkPages();
    expect(pages).toBeGreaterThan(10);
    // Two initials' total is the load's count of the pair in the county, counted in a small zone.
    expect(pairReads.sort()).toEqual(['counted', 'stored']);
  });

  it('finds the same after migrations 0096 and 0100 built the words and prefixes of a snapshot loaded before', async () => {
    await t.db.exec('drop table review_prefixes; drop table review_words');
    for (const version of [96, 100]) {
      const migration = listMigrations().find((m) => m.version === version);
      if (!migration) throw new Error(`migration ${version} is missing`);
      await t.db.transaction((tx) => tx.exec(migration.sql));
    }
    expect(await checkSearches()).toBeGreaterThan(50);
    // Without pairs of initials (counted by loads since): two initials' ranges intersected.
    const { pages, pairReads } = await checkPages();
    expect(pages).toBeGreaterThan(10);
    expect(pairReads).toEqual(['counted']);
  });
});
