import {
  DENSITY_PAGE_SIZE,
  type DensityCountyRow,
  type DensityRow,
  type DensitySearch,
} from '@voterroll/contract/density-api';
import type { Queryable } from '@voterroll/db/database';

/** The codes density rows are counted by, for a county, jurisdiction or precinct zone. */
export interface DensityZone {
  /** The zone's key in address_density_counts. */
  zoneHash: string;
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
  search: DensitySearch | null;
}

/**
 * Where a page starts: after a row's key (a page link's), from the end (the last page's link), or
 * the list's first pages by number (their keys read from the start).
 */
export type DensityAt =
  | { page: number; after: DensityKey }
  | { page: number; last: true }
  | { page: number; fromStart: true };

/** A row's place in the list's order: most registrations first, then address, jurisdiction, ward, precinct. */
export interface DensityKey {
  registrationCount: number;
  addressHash: string;
  jurisdictionCode: number;
  ward: string;
  precinct: string;
}

/**
 * The street of an address's search text (its house number left out), as migration 0147's index
 * address_density_street says it: the index's key is its first three letters.
 */
const STREET_KEY = "regexp_replace(d.search_text, '^[0-9][^ ]* +', '')";
const ORDER = ['d.registration_count desc', 'd.address_hash', 'd.jurisdiction_code', 'd.ward', 'd.precinct'];
const REVERSED = [
  'd.registration_count',
  'd.address_hash desc',
  'd.jurisdiction_code desc',
  'd.ward desc',
  'd.precinct desc',
];
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

interface KeyRow {
  address_hash: string;
  full_address_hash: string;
  county_code: number;
  jurisdiction_code: number;
  ward: string;
  precinct: string;
  registration_count: number;
}
export const keyOf = (r: KeyRow): DensityKey => ({
  registrationCount: r.registration_count,
  addressHash: r.address_hash,
  jurisdictionCode: r.jurisdiction_code,
  ward: r.ward,
  precinct: r.precinct,
});

/** The filter's conditions on address_density `d` (and address_research `ar`), with their parameters. */
function matchingOf(snapshot: string, zone: DensityZone, f: DensityFilter) {
  const params: unknown[] = [snapshot, zone.countyCode, f.above];
  const where = ['d.snapshot_date = $1::date', 'd.county_code = $2', 'd.registration_count > $3'];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (f.atMost !== null) where.push(`d.registration_count <= ${param(f.atMost)}`);
  if (zone.jurisdictionCode !== null) where.push(`d.jurisdiction_code = ${param(zone.jurisdictionCode)}`);
  if (zone.precinct !== null) {
    where.push(`d.ward = ${param(zone.ward ?? '')}`);
    where.push(`d.precinct = ${param(zone.precinct)}`);
  }
  // The zone's band, before the research and search filters (the New total's researched rows).
  const band = { where: [...where], params: [...params] };
  const researched = f.status !== 'ALL' || f.category !== 'ALL';
  // An address nobody has researched is New (spec: rows with no status pass as New).
  if (f.status === 'NEW')
    where.push(`coalesce(ar.current_triage_status, 'NEW') in ('NEW', 'MELISSA_LICENSE_ERROR')`);
  else if (f.status !== 'ALL') where.push(`ar.current_triage_status = ${param(f.status)}`);
  if (f.category !== 'ALL') where.push(`ar.category = ${param(f.category)}`);
  const s = f.search;
  if (s) {
    where.push(`left(${STREET_KEY}, 3) = ${param(s.streetPrefix)}`);
    where.push(
      s.withNumber
        ? `d.search_text like ${param(`${likeEscaped(s.text)}%`)}`
        : `${STREET_KEY} like ${param(`${likeEscaped(s.text)}%`)}`,
    );
  }
  const from = `from address_density d
         ${researched ? 'left join address_research ar on ar.address_hash = d.address_hash' : ''}
        where ${where.join(' and ')}`;
  return { from, params, param, band, researched };
}

/**
 * The filter's total. A zone's band: the load's counts per zone and registration count
 * (address_density_counts, a few keys), less for New the band's researched addresses (few). A
 * search, a researched status or a category: counted over its range.
 */
export async function densityTotal(db: Queryable, snapshot: string, zone: DensityZone, f: DensityFilter) {
  const m = matchingOf(snapshot, zone, f);
  if (f.search || (m.researched && !(f.status === 'NEW' && f.category === 'ALL'))) {
    const [row] = await db.query<{ total: number }>(`select count(*)::int as total ${m.from}`, m.params);
    return row?.total ?? 0;
  }
  const [stored] = await db.query<{ total: number | null }>(
    `select sum(addresses)::int as total from address_density_counts
      where snapshot_date = $1::date and zone_hash = $2 and registration_count > $3
        and ($4::int is null or registration_count <= $4::int)`,
    [snapshot, zone.zoneHash, f.above, f.atMost],
  );
  let total = stored?.total ?? 0;
  if (f.status === 'NEW') {
    const [done] = await db.query<{ n: number }>(
      `select count(*)::int as n from address_density d
         join address_research ar on ar.address_hash = d.address_hash
        where ${m.band.where.join(' and ')} and ar.current_triage_status in ('CANVASS', 'INVALID')`,
      m.band.params,
    );
    total -= done?.n ?? 0;
  }
  return total;
}

/**
 * Up to `limit` rows of the list's order from its start or end, or after (or before) a row's key,
 * exclusive. From a key the read is three ranges of address_density's county index (or, for a
 * search, its street index: migration 0147), each stopping at the limit: the rest of the key's
 * address, the rest of its count, the counts beyond. No read passes the rows before its start.
 */
async function readKeys(
  db: Queryable,
  snapshot: string,
  zone: DensityZone,
  f: DensityFilter,
  read: { from?: DensityKey; backward: boolean; limit: number | null },
): Promise<KeyRow[]> {
  const m = matchingOf(snapshot, zone, f);
  const order = (read.backward ? REVERSED : ORDER).join(', ');
  const columns = `d.address_hash, d.full_address_hash, d.county_code, d.jurisdiction_code, d.ward,
                   d.precinct, d.registration_count`;
  const take = read.limit === null ? '' : `limit ${read.limit}`;
  const k = read.from;
  if (!k) return db.query<KeyRow>(`select ${columns} ${m.from} order by ${order} ${take}`, m.params);
  const [c, h, j, w, p] = [
    m.param(k.registrationCount),
    m.param(k.addressHash),
    m.param(k.jurisdictionCode),
    m.param(k.ward),
    m.param(k.precinct),
  ];
  const [beyond, fewer] = read.backward ? ['<', '>'] : ['>', '<'];
  const part = (condition: string) =>
    `(select ${columns} ${m.from} and ${condition} order by ${order} ${take})`;
  return db.query<KeyRow>(
    `select * from (
       ${part(`d.registration_count = ${c} and d.address_hash = ${h}
               and (d.jurisdiction_code, d.ward, d.precinct) ${beyond} (${j}, ${w}, ${p})`)}
       union all
       ${part(`d.registration_count = ${c} and d.address_hash ${beyond} ${h}`)}
       union all
       ${part(`d.registration_count ${fewer} ${c}`)}
     ) d order by ${order} ${take}`,
    m.params,
  );
}

/** Where a page's links may start: the key of the row before each page near this one. */
export interface DensityPage {
  rows: DensityRow[];
  total: number;
  page: number;
  /** The row before each page within the window that the reads passed (null: the first page). */
  keys: Map<number, DensityKey | null>;
  last: number;
}

/**
 * The addresses of a zone with more registrations than the threshold, most first (then by address,
 * jurisdiction, ward and precinct: one order, so a row's key is a place in it), with their
 * research: one page and the keys of the pages within `window` of it. The page's keys are read as
 * ranges of an index (readKeys); the addresses' display forms are joined for its rows only.
 */
export async function densityPage(
  db: Queryable,
  snapshot: string,
  zone: DensityZone,
  f: DensityFilter,
  at: DensityAt,
  window: number,
): Promise<DensityPage> {
  const size = DENSITY_PAGE_SIZE;
  const total = await densityTotal(db, snapshot, zone, f);
  const last = Math.max(1, Math.ceil(total / size));
  // Each row read at its position (1-based) in the list.
  const at1 = new Map<number, KeyRow>();
  let page = at.page;
  if ('after' in at) {
    const forward = await readKeys(db, snapshot, zone, f, {
      from: at.after,
      backward: false,
      limit: size * (window + 1),
    });
    for (const [i, r] of forward.entries()) at1.set((page - 1) * size + 1 + i, r);
    if (page > 1) {
      const backward = await readKeys(db, snapshot, zone, f, {
        from: at.after,
        backward: true,
        limit: size * window,
      });
      for (const [i, r] of backward.entries()) at1.set((page - 1) * size - 1 - i, r);
    }
  } else if ('last' in at) {
    page = last;
    const onLast = total - (last - 1) * size;
    const backward = await readKeys(db, snapshot, zone, f, { backward: true, limit: onLast + size * window });
    for (const [i, r] of backward.entries()) at1.set(total - i, r);
  } else {
    const forward = await readKeys(db, snapshot, zone, f, { backward: false, limit: size * (page + window) });
    for (const [i, r] of forward.entries()) at1.set(i + 1, r);
  }
  const listed: KeyRow[] = [];
  for (let n = (page - 1) * size + 1; n <= page * size; n++) {
    const r = at1.get(n);
    if (r) listed.push(r);
  }
  const keys = new Map<number, DensityKey | null>([[1, null]]);
  for (let q = Math.max(2, page - window); q <= Math.min(last, page + window); q++) {
    const r = at1.get((q - 1) * size);
    if (q === page && 'after' in at) keys.set(q, at.after);
    else if (r) keys.set(q, keyOf(r));
  }
  return { rows: await detailsOf(db, listed, (page - 1) * size + 1), total, page, keys, last };
}

/** Every row of the filter (Export to CSV). */
export async function densityAll(db: Queryable, snapshot: string, zone: DensityZone, f: DensityFilter) {
  return detailsOf(db, await readKeys(db, snapshot, zone, f, { backward: false, limit: null }), 1);
}

/** The listed rows' display forms and research, in their order, numbered from `first`. */
async function detailsOf(db: Queryable, listed: KeyRow[], first: number): Promise<DensityRow[]> {
  if (listed.length === 0) return [];
  const rows = await db.query<Omit<DensityRow, 'row_number'>>(
    `select l.address_hash, l.full_address_hash, a.norm_street as full_street_address,
            a.norm_street as address_line_1, '' as extension, a.norm_city as city, 'MI' as state,
            a.zip5 as zip_code, p.county_name, p.jurisdiction_name, p.zone_name as precinct,
            ar.category, ar.living_unit_count, l.registration_count, nullif(ar.name, '') as name,
            nullif(ar.comments, '') as comments, coalesce(ar.current_triage_status, 'NEW') as current_triage_status,
            ar.addr_check_result_codes
       from unnest($1::text[], $2::text[], $3::smallint[], $4::int[], $5::text[], $6::text[], $7::int[])
              with ordinality as l(address_hash, full_address_hash, county_code, jurisdiction_code, ward,
                                   precinct, registration_count, n)
       join addresses a on a.full_address_hash = l.full_address_hash
       join zones p on p.level = 'precinct' and p.county_code = l.county_code
        and p.jurisdiction_code = l.jurisdiction_code and p.ward = l.ward and p.precinct = l.precinct
       left join address_research ar on ar.address_hash = l.address_hash
      order by l.n`,
    [
      listed.map((r) => r.address_hash),
      listed.map((r) => r.full_address_hash),
      listed.map((r) => r.county_code),
      listed.map((r) => r.jurisdiction_code),
      listed.map((r) => r.ward),
      listed.map((r) => r.precinct),
      listed.map((r) => r.registration_count),
    ],
  );
  return rows.map((row, i) => ({ ...row, row_number: first + i }));
}
