import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLERK_PAGE_SIZE, CLERK_SORTS, type ClerkListOptions } from '@voterroll/contract/clerk-api';
import { PAGE_LINK_WINDOW, type PageLink, pageCursorParam } from '@voterroll/contract/page-links';
import type { Actor } from '@voterroll/contract/roles';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { ingestSnapshot } from '@voterroll/pipeline/ingest-snapshot';
import { setStatus } from '@voterroll/records/flags/flag.fixture';
import { fullNameSql } from '@voterroll/records/review/registration-research';
import { generate } from '@voterroll/voterfile/generator/generate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DueAt, duePage } from './due-pages';

/**
 * Due for Confirmation chooses its page from the review rows' stored sort keys. On a generated
 * snapshot (several pages of out-of-state moves, some flagged), every sort, direction, page, search
 * and jurisdiction gives the rows in the order the registrations themselves give (the list's
 * former query: name, address and year from the registration and its address).
 */
const SNAPSHOT = '2025-10-01';
let t: TestDatabase;
let dir: string;
const stateClerk: Actor = {
  userId: 1,
  username: 'c',
  roles: ['ROLE_CLERK'],
  county: null,
  jurisdiction: null,
};

beforeAll(async () => {
  t = await createTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'due-order-'));
  await generate({ outDir: dir, voters: 6000, snapshots: 1, seed: 5 });
  const s = join(dir, SNAPSHOT);
  const loaded = await ingestSnapshot(t.db, {
    snapshotDate: SNAPSHOT,
    files: { voters: join(s, 'EntireStateVoters.csv'), ncoa: join(s, 'ncoa.csv') },
  });
  if (!loaded.ok) throw new Error(loaded.error);
  // Out-of-state moves are rare (a dozen here): more of the snapshot's listed registrations are
  // listed under NCOA_STATE too, so that the list has pages and ties of years.
  await t.db.query(
    `insert into review_rows (snapshot_date, voter_id, filter_code, county_code, jurisdiction_code, ward, precinct,
                              full_name, full_street_address, year_of_birth, registration_date, challenge_codes,
                              name_search)
     select snapshot_date, voter_id, 'NCOA_STATE', county_code, jurisdiction_code, ward, precinct, full_name,
            full_street_address, year_of_birth, registration_date, challenge_codes, name_search
       from review_rows a
      where snapshot_date = $1 and filter_code = 'ALL'
        and not exists (select 1 from review_rows n where n.snapshot_date = $1 and n.filter_code = 'NCOA_STATE'
                                                      and n.voter_id = a.voter_id)
      order by voter_id limit 150`,
    [SNAPSHOT],
  );
  // Their totals as the load stores them (the unfiltered list's total reads them).
  await t.db.query(`delete from review_totals where snapshot_date = $1 and filter_code = 'NCOA_STATE'`, [
    SNAPSHOT,
  ]);
  await t.db.query(
    `insert into review_totals (snapshot_date, zone_hash, filter_code, total)
     select rr.snapshot_date, z.zone_hash, rr.filter_code, count(*) from review_rows rr
       join zones z on z.level in ('county', 'jurisdiction', 'precinct') and z.county_code = rr.county_code
        and (z.level = 'county' or z.jurisdiction_code = rr.jurisdiction_code)
        and (z.level <> 'precinct' or (z.ward = rr.ward and z.precinct = rr.precinct))
      where rr.snapshot_date = $1 and rr.filter_code = 'NCOA_STATE'
      group by rr.snapshot_date, z.zone_hash, rr.filter_code`,
    [SNAPSHOT],
  );
  // Flags: a clerk's status takes a row out of the list; others keep it, with their status.
  const ids = await dueIds();
  await setStatus(t.db, ids[0]!, 'INQ');
  await setStatus(t.db, ids[1]!, 'TRG');
  await setStatus(t.db, ids[2]!, 'VALID');
  // A few to verify (the generated file's out-of-state movers are all active).
  await t.db.query(`update registrations set voter_status_type_code = 'V' where voter_id = any($1)`, [
    ids.slice(3, 6),
  ]);
}, 300_000);
afterAll(async () => {
  await t.drop();
  rmSync(dir, { recursive: true, force: true });
});

async function dueIds(): Promise<number[]> {
  const rows = await t.db.query<{ voter_id: number }>(
    `select voter_id from review_rows where snapshot_date = $1 and filter_code = 'NCOA_STATE' order by voter_id`,
    [SNAPSHOT],
  );
  return rows.map((r) => r.voter_id);
}

const COLUMN = {
  full_name: 'full_name',
  full_street_address: 'full_street_address',
  voter_identification_number: 'voter_id',
  year_of_birth: 'year_of_birth',
  current_triage_status: 'current_triage_status',
} as const;

/** The set in order as the registrations give it (the list's query before the stored keys). */
async function expectedOrder(o: ClerkListOptions): Promise<number[]> {
  const params: unknown[] = [SNAPSHOT];
  const filters: string[] = [];
  if (o.q) {
    params.push(`%${o.q.toUpperCase()}%`);
    filters.push(`(upper(full_name) like $2 or upper(coalesce(full_street_address, '')) like $2)`);
  }
  for (const [value, column] of [
    [o.jurisdiction?.toUpperCase(), 'upper(jurisdiction_name)'],
    [o.county?.toUpperCase(), 'upper(county_name)'],
    [o.voter_status, 'voter_status_type_code'],
    [o.triage_status, 'current_triage_status'],
  ] as const)
    if (value) {
      params.push(value);
      filters.push(`${column} = $${params.length}`);
    }
  const rows = await t.db.query<{ voter_id: number }>(
    `select voter_id from (
       select r.voter_id, ${fullNameSql('r')} as full_name, a.full_street_address, r.year_of_birth,
              r.jurisdiction_name, r.county_name, r.voter_status_type_code,
              coalesce(fl.current_triage_status, 'NEW') as current_triage_status
         from review_rows f
         join registrations r on r.snapshot_date = f.snapshot_date and r.voter_id = f.voter_id
         left join addresses a on a.full_address_hash = r.full_address_hash
         left join flags fl on fl.voter_id = f.voter_id
        where f.snapshot_date = $1::date and f.filter_code = 'NCOA_STATE'
          and (fl.current_triage_status is null or fl.current_triage_status not in ('INQ', 'NS', 'CAT', 'CI'))
     ) s ${filters.length ? `where ${filters.join(' and ')}` : ''}
     order by ${COLUMN[o.sort]} ${o.dir === 'desc' ? 'desc nulls first, voter_id desc' : 'asc nulls last, voter_id'}`,
    params,
  );
  return rows.map((r) => r.voter_id);
}

/** Where a page link opens. */
function atOf(link: PageLink): DueAt {
  if (link.cursor === null) return { page: 1, fromStart: true };
  const c = pageCursorParam.parse(link.cursor);
  if (!c) throw new Error('no cursor');
  return c.k ? { page: c.p, after: c.k as [string | null, number] } : { page: c.p, last: true };
}

/**
 * Every page of the list, in order: walked from the first page by Next, or from the last page
 * (opened by its link) by Previous. Each page's rows are numbered from its place in the list.
 */
async function listed(
  o: Omit<ClerkListOptions, 'page'>,
  from: 'first' | 'last' = 'first',
): Promise<{ ids: number[]; totals: number[] }> {
  const pages: number[][] = [];
  const totals: number[] = [];
  const step = from === 'first' ? 1 : -1;
  let at: DueAt = from === 'first' ? { page: 1, fromStart: true } : { page: 1, last: true };
  for (;;) {
    const r = await duePage(t.db, stateClerk, SNAPSHOT, { ...o, page: 1 }, at, PAGE_LINK_WINDOW, 'x');
    expect(r.rows.map((row) => row.row_number)).toEqual(
      r.rows.map((_, i) => (r.page - 1) * CLERK_PAGE_SIZE + i + 1),
    );
    if (from === 'first') pages.push(r.rows.map((row) => row.voter_identification_number));
    else pages.unshift(r.rows.map((row) => row.voter_identification_number));
    totals.push(r.total);
    const next = r.links.find((l) => l.page === r.page + step);
    if (!next) break;
    at = atOf(next);
  }
  return { ids: pages.flat(), totals };
}

describe(`Due for Confirmation's order on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('lists every page once in the registrations own order, by Next from the first and by Previous from the last, for each sort and direction', async () => {
    const all = await dueIds();
    expect(all.length).toBeGreaterThan(2 * CLERK_PAGE_SIZE);
    for (const sort of CLERK_SORTS)
      for (const dir of ['asc', 'desc'] as const) {
        const expected = await expectedOrder({ sort, dir, page: 1 });
        expect(expected).toHaveLength(all.length - 1);
        for (const from of ['first', 'last'] as const) {
          const { ids, totals } = await listed({ sort, dir }, from);
          expect({ sort, dir, from, ids }).toEqual({ sort, dir, from, ids: expected });
          expect(new Set(totals)).toEqual(new Set([expected.length]));
        }
      }
  });

  it('keeps what the search, the place, the voter status and the triage status name, in the same order', async () => {
    const [some] = await t.db.query<{ jurisdiction_name: string; county_name: string; last_name: string }>(
      `select r.jurisdiction_name, min(r.county_name) as county_name, r.last_name from review_rows f
         join registrations r on r.snapshot_date = f.snapshot_date and r.voter_id = f.voter_id
        where f.snapshot_date = $1 and f.filter_code = 'NCOA_STATE'
        group by r.jurisdiction_name, r.last_name
        order by count(*) over (partition by r.jurisdiction_name) desc, 1, 3 limit 1`,
      [SNAPSHOT],
    );
    if (!some) throw new Error('no due rows');
    const cases: Partial<ClerkListOptions>[] = [
      { q: some.last_name.slice(0, 3).toLowerCase() },
      { q: 'st' },
      { jurisdiction: some.jurisdiction_name.toLowerCase() },
      { q: some.last_name.slice(1, 3), jurisdiction: some.jurisdiction_name },
      { county: some.county_name.toLowerCase() },
      { voter_status: 'A' },
      { voter_status: 'V' },
      { triage_status: 'TRG' },
      { triage_status: 'VALID', voter_status: 'A' },
    ];
    for (const o of cases) {
      const options = { sort: 'full_name', dir: 'asc', ...o } as const;
      const expected = await expectedOrder({ ...options, page: 1 });
      expect(expected.length, JSON.stringify(o)).toBeGreaterThan(0);
      expect((await listed(options)).ids).toEqual(expected);
      expect((await listed(options, 'last')).ids).toEqual(expected);
    }
  });
});
