/**
 * Michigan's places for the generator: the 83 counties and ~1,520 jurisdictions of the reference
 * lists, each jurisdiction given a county (known ones right, the rest dealt so that every county
 * has some), a population weight, ZIP codes, precincts with wards and districts, a school
 * district and streets. Built from a fixed seed: the map is the same whatever the run's seed.
 */

import { readCounties, readJurisdictions } from '../michigan/reference-data';
import { COUNTY_FACTS } from './county-facts';
import { KNOWN_JURISDICTIONS } from './jurisdiction-facts';
import type { County, Jurisdiction, Precinct } from './model';
import { deriveRng, hashUnit, type Rng, WeightedTable } from './random';
import { makeStreets } from './streets';

const GEOGRAPHY_SEED = 0x4d49; // fixed: "MI"

export interface Geography {
  counties: County[];
  jurisdictions: Jurisdiction[];
  /** Draws a jurisdiction in proportion to its population. */
  byPopulation: WeightedTable<Jurisdiction>;
  countyByCode: Map<number, County>;
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}TH`;
  return `${n}${['TH', 'ST', 'ND', 'RD', 'TH', 'TH', 'TH', 'TH', 'TH', 'TH'][n % 10]}`;
}

/** "Canton Township" -> "CANTON"; "Village Of Douglas City" -> "DOUGLAS". */
function placeName(baseName: string): string {
  return baseName
    .replace(/^Village Of /, '')
    .replace(/ (Charter )?(City|Township|Twp)$/, '')
    .toUpperCase();
}

interface Draft {
  code: number;
  baseName: string;
  county: number;
  population: number;
  zips: string[];
}

function assignCounties(rng: Rng): Draft[] {
  const byName = new Map<string, (typeof KNOWN_JURISDICTIONS)[number]>();
  for (const k of KNOWN_JURISDICTIONS) byName.set(k.match, k);
  const drafts: Draft[] = [];
  const rest: Draft[] = [];
  for (const j of readJurisdictions()) {
    const code = Number(j.id);
    const baseName = j.name.replace(/ \(\d+\)$/, '');
    const known = byName.get(`#${code}`) ?? byName.get(baseName);
    const draft: Draft = {
      code,
      baseName,
      county: known?.county ?? 0,
      population: 0,
      zips: known?.zips ?? [],
    };
    if (known) draft.population = known.population;
    (known ? drafts : rest).push(draft);
  }
  const perCounty = new Map<number, Draft[]>();
  for (const d of drafts) perCounty.set(d.county, [...(perCounty.get(d.county) ?? []), d]);
  // Deal the others to the counties with the fewest, so every county gets some.
  for (const d of rng.shuffle(rest)) {
    let best = 1;
    for (let c = 1; c <= 83; c++) {
      if ((perCounty.get(c)?.length ?? 0) < (perCounty.get(best)?.length ?? 0)) best = c;
    }
    d.county = best;
    perCounty.set(best, [...(perCounty.get(best) ?? []), d]);
  }
  // Population the known places leave to the dealt ones, split with a realistic spread.
  for (const [county, list] of perCounty) {
    const facts = COUNTY_FACTS[county]!;
    const known = list.filter((d) => d.population > 0);
    const dealt = list.filter((d) => d.population === 0);
    const left = Math.max(
      facts.population - known.reduce((s, d) => s + d.population, 0),
      facts.population * 0.2,
    );
    const weights = dealt.map((d) => Math.exp(rng.normal(0, 0.8)) * (d.baseName.endsWith(' City') ? 2 : 1));
    const total = weights.reduce((s, w) => s + w, 0);
    dealt.forEach((d, i) => {
      d.population = Math.max(0.15, (left * weights[i]!) / total);
    });
  }
  return [...drafts, ...rest].sort((a, b) => a.county - b.county || a.code - b.code);
}

function makePrecincts(
  rng: Rng,
  j: { isCity: boolean; population: number; code: number; county: number; base: string },
  position: { start: number; share: number; countyStart: number; countyShare: number; commissioners: number },
): Precinct[] {
  const count = Math.max(1, Math.min(420, Math.round(j.population / 2.1)));
  const wards = j.isCity && count >= 3 ? Math.min(9, Math.max(1, Math.round(count / 8))) : 0;
  const townshipWard = hashUnit(`ward${j.code}`) < 0.3 ? '00' : '';
  const hasVillage = !j.isCity && rng.chance(0.15);
  const villageCode = `${pad(j.county, 2)}${pad(j.code % 1000, 3)}`;
  const precincts: Precinct[] = [];
  for (let i = 0; i < count; i++) {
    const pos = Math.min(0.999999, position.start + ((i + 0.5) / count) * position.share);
    const inCounty = Math.min(0.999999, position.countyStart + ((i + 0.5) / count) * position.countyShare);
    const house = 1 + Math.floor(pos * 110);
    const senate = 1 + Math.floor(pos * 38);
    const congress = 1 + Math.floor(pos * 13);
    const commissioner = 1 + Math.floor(inCounty * position.commissioners);
    const inVillage = hasVillage && i < Math.max(1, Math.round(count * 0.3));
    precincts.push({
      index: i,
      number: pad(i + 1, 3),
      ward: wards > 0 ? pad(1 + Math.floor((i * wards) / count), 2) : townshipWard,
      houseCode: pad(house, 5),
      houseName: `${ordinal(house)} DISTRICT`,
      senateCode: pad(senate, 5),
      senateName: `${ordinal(senate)} DISTRICT`,
      congressCode: pad(congress, 5),
      congressName: `${ordinal(congress)} DISTRICT`,
      commissionerCode: pad(commissioner, 5),
      commissionerName: `DISTRICT ${commissioner}`,
      villageCode: inVillage ? villageCode : '',
      villageName: inVillage ? `VILLAGE OF ${j.base}` : '',
      villagePrecinct: inVillage ? pad(1 + (i % 3), 3) : '',
    });
  }
  return precincts;
}

function schoolName(base: string, isCity: boolean): string {
  if (base === 'DETROIT') return 'DETROIT PUBLIC SCHOOLS COMMUNITY DISTRICT';
  return `${base} ${isCity ? 'PUBLIC SCHOOLS' : 'COMMUNITY SCHOOLS'}`;
}

let cached: Geography | undefined;

export function michiganGeography(): Geography {
  if (cached) return cached;
  const rng = deriveRng(GEOGRAPHY_SEED, 'geography');
  const counties: County[] = readCounties().map((c) => {
    const code = Number(c.id);
    const facts = COUNTY_FACTS[code];
    if (!facts) throw new Error(`no facts for county ${code}`);
    return {
      code,
      name: c.name.toUpperCase(),
      population: 0,
      seat: facts.seat,
      zips: facts.zips.split(' '),
      jurisdictions: [],
    };
  });
  const countyByCode = new Map(counties.map((c) => [c.code, c]));
  const drafts = assignCounties(rng);
  const statePopulation = drafts.reduce((s, d) => s + d.population, 0);
  for (const d of drafts) countyByCode.get(d.county)!.population += d.population;
  const commissioners = (pop: number) => Math.max(5, Math.min(21, Math.round(pop / 60) + 5));

  const jurisdictions: Jurisdiction[] = [];
  let before = 0;
  let countyBefore = 0;
  let lastCounty = 0;
  let schoolSeq = 0;
  for (const d of drafts) {
    const county = countyByCode.get(d.county)!;
    if (d.county !== lastCounty) {
      lastCounty = d.county;
      countyBefore = 0;
      schoolSeq = 0;
    }
    const isCity = / City$/.test(d.baseName);
    const base = placeName(d.baseName);
    const jr = deriveRng(GEOGRAPHY_SEED, `jurisdiction ${d.code}`);
    const zips = d.zips.length > 0 ? d.zips : jr.shuffle([...county.zips]).slice(0, jr.int(1, 3));
    const cities = county.jurisdictions.filter((x) => x.isCity).map((x) => x.base);
    const neighbour = cities.length > 0 ? jr.pick(cities) : county.seat;
    const postalCities = isCity || jr.chance(0.55) ? [base] : [base, neighbour];
    schoolSeq += 10;
    const schoolCode = `${pad(county.code, 2)}${pad(schoolSeq % 1000, 3)}`;
    const sName = schoolName(base, isCity);
    const j: Jurisdiction = {
      index: jurisdictions.length,
      code: d.code,
      codeText: pad(d.code, 5),
      name: d.baseName.toUpperCase(),
      base,
      isCity,
      county,
      population: d.population,
      zips,
      postalCities,
      schoolCode,
      schoolName: sName,
      precincts: makePrecincts(
        jr,
        { isCity, population: d.population, code: d.code, county: county.code, base },
        {
          start: before / statePopulation,
          share: d.population / statePopulation,
          countyStart: countyBefore / county.population,
          countyShare: d.population / county.population,
          commissioners: commissioners(county.population),
        },
      ),
      streets: makeStreets(jr, county.code, isCity, d.population),
      historySegment: [
        county.code,
        county.name,
        pad(d.code, 5),
        d.baseName.toUpperCase(),
        schoolCode,
        sName,
      ].join(','),
    };
    before += d.population;
    countyBefore += d.population;
    county.jurisdictions.push(j);
    jurisdictions.push(j);
  }
  cached = {
    counties,
    jurisdictions,
    byPopulation: new WeightedTable(
      jurisdictions,
      jurisdictions.map((j) => j.population),
    ),
    countyByCode,
  };
  return cached;
}
