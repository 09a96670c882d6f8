import { DENSITY_PAGE_SIZE, type DensityCountyRow, type DensityRow } from '@voterroll/contract/density-api';
import type { Queryable } from '@voterroll/db/database';

/** The codes density rows are counted by, for a county, jurisdiction or precinct zone. */
export interface DensityZone {
  countyCode: number;
  jurisdictionCode: number | null;
  ward: string | null;
  precinct: string | null;
}

/**
 * The statewide county table (spec 2 section 2.4): the load's per-county figures, and how many of
 * the addresses with 5 or more nobody has categorised yet. The categorised ones are counted from
 * the research rows (few), each probing the snapshot's 5+ rows by address (the partial index
 * address_density_researched, migration 0094), not from every county's 5+ range.
 */
export async function densityCounties(db: Queryable, snapshot: string): Promise<DensityCountyRow[]> {
  return db.query<DensityCountyRow>(
    `with researched as (
       select d.county_code, count(distinct d.address_hash)::int as n
         from address_research ar
         join address_density d on d.address_hash = ar.address_hash and d.snapshot_date = $1::date
          and d.registration_count > 4
        where ar.current_triage_status in ('CANVASS', 'INVALID')
        group by d.county_code
     )
     select z.county_name, z.zone_hash, c.total_addresses, c.addresses_gt_4 as addr_gt_4_reg,
            c.addresses_gt_4 - coalesce(r.n, 0) as new_addr_gt_4_reg
       from address_density_counties c
       join zones z on z.level = 'county' and z.county_code = c.county_code
       left join researched r on r.county_code = c.county_code
      where c.snapshot_date = $1::date
      order by z.county_name`,
    [snapshot],
  );
}

export interface DensityFilter {
  above: number;
  atMost: number | null;
  status: 'ALL' | 'NEW' | 'CANVASS' | 'INVALID';
  category: string;
  q?: string | undefined;
  page: number;
  /** Every row (export), else one page of DENSITY_PAGE_SIZE. */
  all: boolean;
}

/**
 * The addresses of a zone with more registrations than the threshold, most first, with their
 * research. Served by address_density's (county_code, registration_count desc) index: the filters
 * and the count run over the density rows (and research, a few rows); the addresses' display forms
 * are joined for the page's rows only, unless the free text needs them.
 */
export async function densityRows(
  db: Queryable,
  snapshot: string,
  zone: DensityZone,
  f: DensityFilter,
): Promise<{ rows: DensityRow[]; total: number }> {
  const params: unknown[] = [snapshot, zone.countyCode, f.above];
  const where = ['d.snapshot_date = $1::date', 'd.county_code = $2', 'd.registration_count > $3'];
  const add = (condition: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(condition(`$${params.length}`));
  };
  if (f.atMost !== null) add((n) => `d.registration_count <= ${n}`, f.atMost);
  if (zone.jurisdictionCode !== null) add((n) => `d.jurisdiction_code = ${n}`, zone.jurisdictionCode);
  if (zone.precinct !== null) {
    add((n) => `d.ward = ${n}`, zone.ward ?? '');
    add((n) => `d.precinct = ${n}`, zone.precinct);
  }
  // An address nobody has researched is New (spec: rows with no status pass as New).
  if (f.status === 'NEW')
    where.push(`coalesce(ar.current_triage_status, 'NEW') in ('NEW', 'MELISSA_LICENSE_ERROR')`);
  else if (f.status !== 'ALL') add((n) => `ar.current_triage_status = ${n}`, f.status);
  if (f.category !== 'ALL') add((n) => `ar.category = ${n}`, f.category);
  const text = f.q ? f.q.toUpperCase() : '';
  if (text !== '')
    add(
      (n) => `d.search_text like '%' || ${n} || '%'`,
      text.replace(/[\\%_]/g, (c) => `\\${c}`),
    );
  const offset = f.all ? 0 : (f.page - 1) * DENSITY_PAGE_SIZE;
  const limit = f.all ? '' : `limit ${DENSITY_PAGE_SIZE} offset ${offset}`;
  const matching = `from address_density d
         left join address_research ar on ar.address_hash = d.address_hash
        where ${where.join(' and ')}`;
  // The total apart from the page: counted with the page, every matching row was read and joined;
  // alone it is a count of the index's range (docs/performance.md).
  const [counted] = await db.query<{ total: number }>(`select count(*)::int as total ${matching}`, params);
  const rows = await db.query<Omit<DensityRow, 'row_number'>>(
    `with listed as (
       select d.address_hash, d.full_address_hash, d.county_code, d.jurisdiction_code, d.ward, d.precinct,
              d.registration_count
         ${matching}
        order by d.registration_count desc, d.address_hash, d.precinct
        ${limit}
     )
     select l.address_hash, l.full_address_hash, a.norm_street as full_street_address,
            a.norm_street as address_line_1, '' as extension, a.norm_city as city, 'MI' as state,
            a.zip5 as zip_code, p.county_name, p.jurisdiction_name, p.zone_name as precinct,
            ar.category, ar.living_unit_count, l.registration_count, nullif(ar.name, '') as name,
            nullif(ar.comments, '') as comments, coalesce(ar.current_triage_status, 'NEW') as current_triage_status,
            ar.addr_check_result_codes
       from listed l
       join addresses a on a.full_address_hash = l.full_address_hash
       join zones p on p.level = 'precinct' and p.county_code = l.county_code
        and p.jurisdiction_code = l.jurisdiction_code and p.ward = l.ward and p.precinct = l.precinct
       left join address_research ar on ar.address_hash = l.address_hash
      order by l.registration_count desc, l.address_hash, l.precinct`,
    params,
  );
  return {
    total: counted?.total ?? 0,
    rows: rows.map((row, i) => ({ ...row, row_number: offset + i + 1 })),
  };
}
