import { REVIEW_SORTS, reviewListQuery } from '@voterroll/contract/review-api';
import type { TestDatabase } from '@voterroll/db/test-support/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ZoneCodes, zoneCodes } from '../../auth/zone-in-area';
import { type GeneratedSnapshot, loadGeneratedSnapshot } from '../../test-support/generated-snapshot';
import { type ReviewPage, reviewList } from './queries';

/**
 * Keyset paging (issue 39): walking a list by its page links, forwards by Next and backwards from
 * Last by Previous, shows every row once, in the order of the whole sort, for every sort and
 * direction, across blanks, ties and the triage-status sort's three stretches.
 */
let t: TestDatabase;
let loaded: GeneratedSnapshot;
let zone: ZoneCodes;
const SNAPSHOT = '2025-10-01';

const SORT_SQL: Record<(typeof REVIEW_SORTS)[number], string> = {
  full_name: 'rr.full_name',
  full_street_address: 'rr.full_street_address',
  voter_identification_number: 'rr.voter_id',
  year_of_birth: 'rr.year_of_birth',
  current_triage_status: `coalesce(fl.current_triage_status, 'NEW')`,
  registration_date: 'rr.registration_date',
  challenge_codes: 'rr.challenge_codes',
};

beforeAll(async () => {
  loaded = await loadGeneratedSnapshot({ snapshotDate: SNAPSHOT, voters: 6000, seed: 8 });
  t = loaded.t;
  // The county with the most listed registrations (some pages).
  const [c] = await t.db.query<{ county: string }>(
    `select z.county_name as county
       from review_totals rt join zones z on z.zone_hash = rt.zone_hash
      where rt.snapshot_date = $1::date and rt.filter_code = 'ALL' and z.level = 'county'
      order by rt.total desc, z.zone_hash limit 1`,
    [SNAPSHOT],
  );
  const codes = await zoneCodes(t.db, { county: c?.county ?? '' });
  if (!codes.ok) throw new Error(codes.error);
  zone = codes.value;
  // Blanks in each blank-able sort, ties of names, and flags of statuses either side of NEW.
  await t.db.query(
    `update review_rows set
        full_street_address = case when voter_id % 5 = 0 then null else full_street_address end,
        year_of_birth = case when voter_id % 4 = 0 then null when voter_id % 3 = 0 then 1950 else year_of_birth end,
        registration_date = case when voter_id % 6 = 0 then null else registration_date end,
        full_name = case when voter_id % 7 = 0 then 'SAME, NAME' else full_name end
      where snapshot_date = $1::date and county_code = $2`,
    [SNAPSHOT, zone.countyCode],
  );
  await t.db.query(
    `insert into flags (voter_id, current_triage_status, flag_type, flagged_reason, flagged_reason_x,
                        county_name, jurisdiction_name)
     select voter_id, ($2::text[])[1 + (n % 5)], 'FLAG_REG', 'Other', 'test', '', ''
       from (select voter_id, row_number() over (order by voter_id) as n
               from review_rows where snapshot_date = $1::date and filter_code = 'ALL'
                and county_code = $3) l
      where n % 4 = 0`,
    [SNAPSHOT, ['CS', 'NEW', 'TRG', 'VALID', 'CAT'], zone.countyCode],
  );
}, 180_000);
afterAll(async () => {
  await loaded?.drop();
});

/** The whole sort's order of the zone's rows, as the list would show them all. */
async function reference(sort: (typeof REVIEW_SORTS)[number], dir: 'asc' | 'desc', status: string) {
  const rows = await t.db.query<{ id: number }>(
    `select rr.voter_id as id
       from review_rows rr left join flags fl on fl.voter_id = rr.voter_id
      where rr.snapshot_date = $1::date and rr.filter_code = 'ALL' and rr.county_code = $2
        and ($3 = 'ALL' or coalesce(fl.current_triage_status, 'NEW') = $3)
      order by ${SORT_SQL[sort]} ${dir === 'desc' ? 'desc nulls first, rr.voter_id desc' : 'asc nulls last, rr.voter_id'}`,
    [SNAPSHOT, zone.countyCode, status],
  );
  return rows.map((r) => Number(r.id));
}

const open = (base: Record<string, string>, cursor: string | null) =>
  reviewList(
    t.db,
    SNAPSHOT,
    zone,
    'ALL',
    reviewListQuery.parse({ ...base, ...(cursor ? { after: cursor } : {}) }),
  );
const linkTo = (p: ReviewPage, page: number) => p.links.find((l) => l.page === page);
const ids = (p: ReviewPage) => p.rows.map((r) => r.voter_identification_number);

/** Every page, from the first by Next, and from the last (its link) by Previous. */
async function walks(base: Record<string, string>) {
  const first = await open(base, null);
  const count = Math.ceil(first.total / 30);
  const forwards = [ids(first)];
  for (let p = first; linkTo(p, p.page + 1); ) {
    p = await open(base, linkTo(p, p.page + 1)?.cursor ?? null);
    expect(p.rows[0]?.row_number).toBe((p.page - 1) * 30 + 1);
    forwards.push(ids(p));
  }
  const backwards: number[][] = [];
  const lastLink = linkTo(first, count);
  if (count > 1) {
    expect(lastLink).toBeDefined();
    let p = await open(base, lastLink?.cursor ?? null);
    expect(p.page).toBe(count);
    backwards.unshift(ids(p));
    while (p.page > 1) {
      const link = linkTo(p, p.page - 1);
      if (!link) throw new Error(`page ${p.page} links no previous page`);
      p = await open(base, link.cursor);
      backwards.unshift(ids(p));
    }
  } else backwards.push(ids(first));
  return { first, count, forwards, backwards };
}

describe('the review list paged by its links', () => {
  it('shows every row once, in the whole sort’s order, by Next and by Previous, for every sort and direction', async () => {
    let compared = 0;
    const cases = [
      ...REVIEW_SORTS.map((sort) => [sort, 'ALL'] as const),
      ['current_triage_status', 'NEW'] as const,
      ['full_street_address', 'TRG'] as const,
    ];
    for (const [sort, status] of cases)
      for (const dir of ['asc', 'desc'] as const) {
        const expected = await reference(sort, dir, status);
        const { first, count, forwards, backwards } = await walks({ sort, dir, status });
        expect(first.total).toBe(expected.length);
        expect([sort, dir, forwards.length]).toEqual([sort, dir, count]);
        expect([sort, dir, forwards.flat()]).toEqual([sort, dir, expected]);
        expect([sort, dir, backwards.flat()]).toEqual([sort, dir, expected]);
        expect(forwards.slice(0, -1).every((page) => page.length === 30)).toBe(true);
        compared += expected.length;
      }
    expect(compared).toBeGreaterThan(2000);
  });

  it('jumps to the pages near the current one, and opens the first pages by number', async () => {
    const base = { sort: 'year_of_birth', dir: 'desc' };
    const expected = await reference('year_of_birth', 'desc', 'ALL');
    expect(expected.length).toBeGreaterThan(150);
    const first = await open(base, null);
    expect(first.links.map((l) => l.page)).toEqual([2, 3, Math.ceil(expected.length / 30)]);
    const third = await open(base, linkTo(first, 3)?.cursor ?? null);
    expect(ids(third)).toEqual(expected.slice(60, 90));
    expect(third.links.map((l) => l.page).slice(0, 4)).toEqual([1, 2, 4, 5]);
    const fifth = await open(base, linkTo(third, 5)?.cursor ?? null);
    expect(ids(fifth)).toEqual(expected.slice(120, 150));
    const byNumber = await reviewList(
      t.db,
      SNAPSHOT,
      zone,
      'ALL',
      reviewListQuery.parse({ ...base, page: '4' }),
    );
    expect(ids(byNumber)).toEqual(expected.slice(90, 120));
    expect(byNumber.links.find((l) => l.page === 5)?.cursor).toBe(linkTo(third, 5)?.cursor);
  });

  it('keeps a blank-led stretch in place: the triage-status stretches and blanks are all reached', async () => {
    const statuses = await t.db.query<{ s: string }>(
      `select distinct coalesce(fl.current_triage_status, 'NEW') as s
         from review_rows rr left join flags fl on fl.voter_id = rr.voter_id
        where rr.snapshot_date = $1::date and rr.filter_code = 'ALL' and rr.county_code = $2`,
      [SNAPSHOT, zone.countyCode],
    );
    // Flagged rows sort both before NEW (CAT, CS) and after it (TRG, VALID): the walk above crossed all three stretches.
    expect(statuses.map((r) => r.s).sort()).toEqual(['CAT', 'CS', 'NEW', 'TRG', 'VALID']);
    const blanks = await t.db.query<{ n: number }>(
      `select count(*)::int as n from review_rows
        where snapshot_date = $1::date and county_code = $2 and filter_code = 'ALL'
          and year_of_birth is null`,
      [SNAPSHOT, zone.countyCode],
    );
    expect(blanks[0]?.n).toBeGreaterThan(30);
  });
});
