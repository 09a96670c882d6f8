import { createHash } from 'node:crypto';
import { precinctName } from '@voterroll/contract/labels';
import type { Queryable } from '@voterroll/db/database';
import { referenceNames } from '@voterroll/voterfile/michigan/reference-data';
import type { QvfRegistration } from '@voterroll/voterfile/registration';

/** Zone hashes are stable: derived from the state's codes, never from row order or load time. */
export function countyZoneHash(county: number): string {
  return md5(`MI/${county}`);
}
export function jurisdictionZoneHash(county: number, jurisdiction: number): string {
  return md5(`MI/${county}/${jurisdiction}`);
}
export function precinctZoneHash(
  county: number,
  jurisdiction: number,
  ward: string,
  precinct: string,
): string {
  return md5(`MI/${county}/${jurisdiction}/${ward}/${precinct}`);
}
function md5(s: string): string {
  return createHash('md5').update(s).digest('hex');
}

interface ZoneRow {
  zone_hash: string;
  level: 'county' | 'jurisdiction' | 'precinct';
  county_code: number;
  county_name: string;
  jurisdiction_code: number | null;
  jurisdiction_name: string | null;
  ward: string | null;
  precinct: string | null;
  zone_name: string;
  parent_hash: string;
}

/** Gathers the counties, jurisdictions and precincts a file names, for the zones table. */
export class ZoneCollector {
  private readonly zones = new Map<string, ZoneRow>();
  private lastKey = '';

  add(r: QvfRegistration): void {
    const key = `${r.countyCode}/${r.jurisdictionCode}/${r.ward}/${r.precinct}`;
    if (key === this.lastKey || this.zones.has(key)) {
      this.lastKey = key;
      return;
    }
    this.lastKey = key;
    const county = countyZoneHash(r.countyCode);
    const jurisdiction = jurisdictionZoneHash(r.countyCode, r.jurisdictionCode);
    // The fixed-width file carries codes only: names then come from the state's reference lists.
    const reference = referenceNames();
    const countyName =
      r.countyName.toUpperCase() || reference.counties.get(r.countyCode) || `COUNTY ${r.countyCode}`;
    const jurisdictionName =
      r.jurisdictionName.toUpperCase() ||
      reference.jurisdictions.get(r.jurisdictionCode) ||
      `JURISDICTION ${r.jurisdictionCode}`;
    this.zones.set(`${r.countyCode}`, {
      zone_hash: county,
      level: 'county',
      county_code: r.countyCode,
      county_name: countyName,
      jurisdiction_code: null,
      jurisdiction_name: null,
      ward: null,
      precinct: null,
      zone_name: countyName,
      parent_hash: 'MICHIGAN',
    });
    this.zones.set(`${r.countyCode}/${r.jurisdictionCode}`, {
      zone_hash: jurisdiction,
      level: 'jurisdiction',
      county_code: r.countyCode,
      county_name: countyName,
      jurisdiction_code: r.jurisdictionCode,
      jurisdiction_name: jurisdictionName,
      ward: null,
      precinct: null,
      zone_name: jurisdictionName,
      parent_hash: county,
    });
    this.zones.set(key, {
      zone_hash: precinctZoneHash(r.countyCode, r.jurisdictionCode, r.ward, r.precinct),
      level: 'precinct',
      county_code: r.countyCode,
      county_name: countyName,
      jurisdiction_code: r.jurisdictionCode,
      jurisdiction_name: jurisdictionName,
      ward: r.ward,
      precinct: r.precinct,
      zone_name: precinctName(r.ward, r.precinct),
      parent_hash: jurisdiction,
    });
  }

  /** Inserts new zones, parents first; names follow the latest file. Returns the zones written. */
  async save(db: Queryable): Promise<number> {
    const rows = [...this.zones.values()];
    if (rows.length === 0) return 0;
    const order = { county: 0, jurisdiction: 1, precinct: 2 } as const;
    rows.sort((a, b) => order[a.level] - order[b.level]);
    const cols = Object.keys(rows[0]!) as (keyof ZoneRow)[];
    const [written] = await db.query<{ n: number }>(
      `with written as (
         insert into zones (${cols.join(', ')})
         select * from unnest($1::text[], $2::text[], $3::smallint[], $4::text[], $5::integer[], $6::text[],
                              $7::text[], $8::text[], $9::text[], $10::text[])
         on conflict (zone_hash) do update set
           county_name = excluded.county_name, jurisdiction_name = excluded.jurisdiction_name,
           zone_name = excluded.zone_name
         where (zones.county_name, zones.jurisdiction_name, zones.zone_name)
           is distinct from (excluded.county_name, excluded.jurisdiction_name, excluded.zone_name)
         returning 1)
       select count(*) as n from written`,
      cols.map((c) => rows.map((r) => r[c])),
    );
    const n = written?.n ?? 0;
    // The roll-up joins zones: its statistics must know the new ones.
    if (n > 0) await db.exec('analyze zones');
    return n;
  }
}
