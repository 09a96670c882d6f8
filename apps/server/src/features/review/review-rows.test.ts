import { FINDING_RULES } from '@voterroll/contract/metrics';
import { REVIEW_SORTS, REVIEW_WIDE_RULES, reviewListQuery } from '@voterroll/contract/review-api';
import type { TestDatabase } from '@voterroll/db/test-support/database';
import { fullNameSql } from '@voterroll/records/review/registration-research';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zoneCodes } from '../../auth/zone-in-area';
import { type GeneratedSnapshot, loadGeneratedSnapshot } from '../../test-support/generated-snapshot';
import { reviewList } from './queries';
import { reviewCsv } from './review-csv';

/**
 * The review list reads rows and totals the load stored (review_rows, review_totals). They must be
 * what grouping the snapshot's findings per request gave: the same registrations under each filter,
 * with the same codes, in the same order for every sort, and the same totals in every zone.
 */
let t: TestDatabase;
let loaded: GeneratedSnapshot;
const SNAPSHOT = '2025-10-01';
const list = (values: readonly string[]) => `(${values.map((v) => `'${v}'`).join(', ')})`;

beforeAll(async () => {
  loaded = await loadGeneratedSnapshot({ snapshotDate: SNAPSHOT, voters: 4000, seed: 5 });
  t = loaded.t;
}, 180_000);
afterAll(async () => {
  await loaded?.drop();
});

/** The per-request listing the stored rows replace: findings grouped per registration. */
const LISTED = `
  select f.voter_id, f.county_code, f.jurisdiction_code, f.ward, f.precinct,
         string_agg(f.rule, ',' order by f.rule) as challenge_codes
    from findings f
   where f.snapshot_date = $1::date and f.rule in ${list(FINDING_RULES)}
   group by f.voter_id, f.county_code, f.jurisdiction_code, f.ward, f.precinct
  having bool_or(($2 = 'ALL' or f.rule = $2) and (f.is_active or f.rule in ${list(REVIEW_WIDE_RULES)}))`;

/** The old page query's order over the same listing, every row (descending: its exact reverse). */
async function referenceOrder(
  filter: string,
  zoneWhere: string,
  zoneParams: unknown[],
  sort: string,
  dir: string,
) {
  const column: Record<string, string> = {
    full_name: fullNameSql('r'),
    full_street_address: 'a.full_street_address',
    voter_identification_number: 'r.voter_id',
    year_of_birth: 'r.year_of_birth',
    current_triage_status: `coalesce(fl.current_triage_status, 'NEW')`,
    registration_date: 'r.registration_date::text',
    challenge_codes: 'l.challenge_codes',
  };
  const rows = await t.db.query<{ voter_id: string; challenge_codes: string }>(
    `with listed as (${LISTED})
     select r.voter_id::text, l.challenge_codes
       from listed l
       join registrations r on r.snapshot_date = $1::date and r.voter_id = l.voter_id
       left join addresses a on a.full_address_hash = r.full_address_hash
       left join flags fl on fl.voter_id = r.voter_id
      where r.voter_status_type_code in ('A', 'V', 'CH') and ${zoneWhere}
      order by ${column[sort]} ${dir === 'desc' ? 'desc nulls first, r.voter_id desc' : 'asc nulls last, r.voter_id'}`,
    [SNAPSHOT, filter, ...zoneParams],
  );
  return rows.map((r) => `${r.voter_id} ${r.challenge_codes}`);
}

describe('stored review rows', () => {
  it('hold the totals of the per-request listing in every zone and under every filter', async () => {
    const reference = await t.db.query<{ zone_hash: string; filter_code: string; total: number }>(
      `with filters as (select unnest(array['ALL', ${FINDING_RULES.map((r) => `'${r}'`).join(', ')}]) as code),
       listed as (
         select c.code, l.*
           from filters c
          cross join lateral (${LISTED.replaceAll('$2', 'c.code')}) l
       )
       select z.zone_hash, l.code as filter_code, count(*)::int as total
         from listed l
         join registrations r on r.snapshot_date = $1::date and r.voter_id = l.voter_id
         join zones z on z.level in ('county', 'jurisdiction', 'precinct') and z.county_code = l.county_code
          and (z.level = 'county' or z.jurisdiction_code = l.jurisdiction_code)
          and (z.level <> 'precinct' or (z.ward = l.ward and z.precinct = l.precinct))
        where r.voter_status_type_code in ('A', 'V', 'CH')
        group by z.zone_hash, l.code
        order by 1, 2`,
      [SNAPSHOT],
    );
    const stored = await t.db.query<{ zone_hash: string; filter_code: string; total: number }>(
      `select zone_hash, filter_code, total from review_totals where snapshot_date = $1::date order by 1, 2`,
      [SNAPSHOT],
    );
    expect(reference.length).toBeGreaterThan(100);
    expect(new Set(reference.map((r) => r.filter_code)).size).toBeGreaterThan(8);
    expect(stored).toEqual(reference);
  });

  it('list the same registrations, codes and order for every sort, direction and depth', async () => {
    // The county with the most listed registrations, its largest jurisdiction and one of its precincts.
    const listed = (level: string, within: string) =>
      `select z.* from review_totals rt join zones z on z.zone_hash = rt.zone_hash
        where rt.filter_code = 'ALL' and z.level = '${level}' ${within}
        order by rt.total desc, z.zone_hash limit 1`;
    const [biggest] = await t.db.query<{ county: string; jurisdiction: string; precinct: string }>(
      `select c.county_name as county, j.jurisdiction_name as jurisdiction, p.zone_name as precinct
         from (${listed('county', '')}) c
        cross join lateral (${listed('jurisdiction', 'and z.county_code = c.county_code')}) j
        cross join lateral (${listed('precinct', 'and z.county_code = c.county_code and z.jurisdiction_code = j.jurisdiction_code')}) p`,
    );
    if (!biggest) throw new Error('no precinct has a listed registration');
    const depths = [
      { county: biggest.county },
      { county: biggest.county, jurisdiction: biggest.jurisdiction },
      { county: biggest.county, jurisdiction: biggest.jurisdiction, precinct: biggest.precinct },
    ];
    let compared = 0;
    for (const names of depths) {
      const zone = await zoneCodes(t.db, names);
      if (!zone.ok) throw new Error(zone.error);
      const z = zone.value;
      const zoneParams: unknown[] = [z.countyCode];
      let zoneWhere = 'r.county_code = $3';
      if (z.jurisdictionCode !== null) {
        zoneParams.push(z.jurisdictionCode);
        zoneWhere += ' and r.jurisdiction_code = $4';
      }
      if (z.precinct !== null) {
        zoneParams.push(z.ward, z.precinct);
        zoneWhere += ' and r.ward = $5 and r.precinct = $6';
      }
      // Every filter's rows at the county; the narrower depths, ALL.
      for (const filter of z.jurisdictionCode === null ? ['ALL', 'DUPLICATE', 'LOW_PROPENSITY'] : ['ALL']) {
        for (const sort of REVIEW_SORTS) {
          for (const dir of ['asc', 'desc'] as const) {
            const q = reviewListQuery.parse({ sort, dir, all: '1' });
            const got = await reviewList(t.db, SNAPSHOT, z, filter, q);
            const expected = await referenceOrder(filter, zoneWhere, zoneParams, sort, dir);
            expect(got.rows.map((r) => `${r.voter_identification_number} ${r.challenge_codes}`)).toEqual(
              expected,
            );
            expect(got.total).toBe(expected.length);
            compared += expected.length;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('page the triage-status sort as the whole sort would, flagged rows of every status placed', async () => {
    const [county] = await t.db.query<{ county: string; county_code: number }>(
      `select z.county_name as county, z.county_code from review_totals rt join zones z on z.zone_hash = rt.zone_hash
        where rt.filter_code = 'ALL' and z.level = 'county' order by rt.total desc, z.zone_hash limit 1`,
    );
    if (!county) throw new Error('no county has a listed registration');
    // Flags of every status on listed registrations spread over the voter ids (NEW among them).
    const statuses = ['CAT', 'CI', 'CS', 'INQ', 'NEW', 'NS', 'SFCR', 'TRG', 'VALID'];
    await t.db.query(
      `insert into flags (voter_id, current_triage_status, flag_type, flagged_reason, flagged_reason_x,
                          county_name, jurisdiction_name)
       select voter_id, ($3::text[])[1 + (n % 9)], 'FLAG_REG', 'Other', 'test', $2, ''
         from (select voter_id, row_number() over (order by voter_id) as n
                 from review_rows where snapshot_date = $1::date and filter_code = 'ALL' and county_code = $4) l
        where n % 7 = 0`,
      [SNAPSHOT, county.county, statuses, county.county_code],
    );
    const zone = await zoneCodes(t.db, { county: county.county });
    if (!zone.ok) throw new Error(zone.error);
    const key = (r: { voter_identification_number: unknown; current_triage_status: string }) =>
      `${r.voter_identification_number} ${r.current_triage_status}`;
    let compared = 0;
    for (const status of ['ALL', 'NEW', 'TRG'])
      for (const dir of ['asc', 'desc'] as const) {
        const whole = await reviewList(
          t.db,
          SNAPSHOT,
          zone.value,
          'ALL',
          reviewListQuery.parse({ sort: 'current_triage_status', dir, status, all: '1' }),
        );
        const reference = await t.db.query<{ voter_id: string; status: string }>(
          `select rr.voter_id::text, coalesce(fl.current_triage_status, 'NEW') as status
             from review_rows rr left join flags fl on fl.voter_id = rr.voter_id
            where rr.snapshot_date = $1::date and rr.filter_code = 'ALL' and rr.county_code = $2
              and ($3 = 'ALL' or coalesce(fl.current_triage_status, 'NEW') = $3)
            order by 2 ${dir}, rr.voter_id ${dir}`,
          [SNAPSHOT, county.county_code, status],
        );
        const expected = reference.map((r) => `${r.voter_id} ${r.status}`);
        expect(whole.rows.map(key)).toEqual(expected);
        // Pages: the first, one inside by number, and the last (partly filled) from the first's link.
        const pages = Math.ceil(expected.length / 30);
        const query = (more: Record<string, string>) =>
          reviewListQuery.parse({ sort: 'current_triage_status', dir, status, ...more });
        const first = await reviewList(t.db, SNAPSHOT, zone.value, 'ALL', query({}));
        const lastLink = first.links.find((l) => l.page === pages)?.cursor;
        const opened = [
          [1, first],
          [
            Math.min(pages, 7),
            await reviewList(t.db, SNAPSHOT, zone.value, 'ALL', query({ page: String(Math.min(pages, 7)) })),
          ],
          ...(lastLink
            ? [
                [
                  pages,
                  await reviewList(t.db, SNAPSHOT, zone.value, 'ALL', query({ after: lastLink })),
                ] as const,
              ]
            : []),
        ] as const;
        expect(opened.length === 3 || pages === 1).toBe(true);
        for (const [page, got] of opened) {
          expect(got.page).toBe(page);
          expect(got.rows.map(key)).toEqual(expected.slice((page - 1) * 30, page * 30));
          compared += got.rows.length;
        }
      }
    expect(new Set(statuses.map((s) => s < 'NEW'))).toEqual(new Set([true, false]));
    expect(compared).toBeGreaterThan(150);
  });

  it('export every sort and direction as the list orders it, in batches of any size', async () => {
    // After the flags above: the triage-status sort has flagged rows on both sides of NEW.
    const [county] = await t.db.query<{ county: string }>(
      `select z.county_name as county from review_totals rt join zones z on z.zone_hash = rt.zone_hash
        where rt.filter_code = 'ALL' and z.level = 'county' order by rt.total desc, z.zone_hash limit 1`,
    );
    const zone = await zoneCodes(t.db, { county: county?.county ?? '' });
    if (!zone.ok) throw new Error(zone.error);
    let compared = 0;
    // The triage-status sort also with the NEW filter, whose NEW part says the filter once.
    const cases = [
      ...REVIEW_SORTS.map((sort) => [sort, 'ALL'] as const),
      ['current_triage_status', 'NEW'] as const,
    ];
    for (const [sort, status] of cases)
      for (const dir of ['asc', 'desc'] as const) {
        const q = reviewListQuery.parse({ sort, dir, status, all: '1' });
        const listed = (await reviewList(t.db, SNAPSHOT, zone.value, 'ALL', q)).rows;
        let csv = '';
        for await (const chunk of reviewCsv(t.db, SNAPSHOT, zone.value, 'ALL', q, 23)) csv += chunk;
        const ids = csv
          .trimEnd()
          .split('\r\n')
          .slice(1)
          .map((l) => Number(l.split(',')[0]));
        expect([sort, dir, ids]).toEqual([sort, dir, listed.map((r) => r.voter_identification_number)]);
        compared += ids.length;
      }
    expect(compared).toBeGreaterThan(1000);
  });
});
