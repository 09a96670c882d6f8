import { describe, expect, it } from 'vitest';
import { directional, PUB28_DIRECTIONALS } from './directionals';
import { normalizeCity, normalizeStreet, normalizeUnit, type StreetParts, zip5 } from './normalize-address';
import { PUB28_STREET_SUFFIXES, streetSuffix } from './street-suffixes';
import { PUB28_UNIT_DESIGNATORS } from './unit-designators';

const BLANK: StreetParts = {
  streetNumberPrefix: '',
  streetNumber: '',
  streetNumberSuffix: '',
  directionPrefix: '',
  streetName: '',
  streetType: '',
  directionSuffix: '',
};
const street = (parts: Partial<StreetParts>): string => normalizeStreet({ ...BLANK, ...parts });
const STANDARDS = new Set(PUB28_STREET_SUFFIXES.map(([standard]) => standard));

describe('Pub 28 street suffixes (C1)', () => {
  const entries = PUB28_STREET_SUFFIXES.flatMap(([standard, primary, others]) =>
    [primary, ...others.split(' ')].filter((n) => n !== '').map((name) => [name, standard] as const),
  );

  it('holds the full table', () => {
    expect(PUB28_STREET_SUFFIXES.length).toBeGreaterThanOrEqual(200);
    expect(entries.length).toBeGreaterThanOrEqual(450);
  });

  it.each(entries)('%s -> %s', (name, standard) => {
    // A name that is itself another suffix's standard abbreviation keeps that meaning (MDW is MEADOW).
    const expected = STANDARDS.has(name) ? name : standard;
    expect(streetSuffix(name)).toBe(expected);
    expect(street({ streetNumber: '1', streetName: 'ELM', streetType: name.toLowerCase() })).toBe(
      `1 ELM ${expected}`,
    );
  });

  it('every standard abbreviation stands for itself', () => {
    for (const standard of STANDARDS) expect(streetSuffix(standard)).toBe(standard);
  });

  it('knows the common ones', () => {
    for (const name of ['AVENUE', 'AVE', 'AV', 'AVEN', 'AVENU', 'AVN', 'AVNUE'])
      expect(streetSuffix(name)).toBe('AVE');
    for (const name of ['STREET', 'STR', 'STRT', 'ST']) expect(streetSuffix(name)).toBe('ST');
    expect(streetSuffix('BOULEVARD')).toBe('BLVD');
    expect(streetSuffix('MEADOW')).toBe('MDW');
    expect(streetSuffix('MEDOWS')).toBe('MDWS');
    expect(streetSuffix('MAIN')).toBeUndefined();
  });
});

describe('directionals', () => {
  it.each(PUB28_DIRECTIONALS)('%s / %s', (abbreviation, word) => {
    expect(directional(abbreviation)).toBe(abbreviation);
    expect(directional(word)).toBe(abbreviation);
    expect(street({ streetNumber: '1', directionPrefix: word, streetName: 'ELM' })).toBe(
      `1 ${abbreviation} ELM`,
    );
    expect(street({ streetNumber: '1', streetName: 'ELM', directionSuffix: word.toLowerCase() })).toBe(
      `1 ELM ${abbreviation}`,
    );
  });

  it('reads compound directionals written apart', () => {
    expect(directional('NORTH EAST')).toBe('NE');
    expect(directional('SOUTH-WEST')).toBe('SW');
    expect(directional('N E')).toBe('NE');
    expect(directional('NORTHERN')).toBeUndefined();
  });
});

describe('Pub 28 unit designators (C2)', () => {
  const entries = PUB28_UNIT_DESIGNATORS.flatMap(([abbreviation, name, others, needsRange]) =>
    [...new Set([abbreviation, name, ...others.split(' ')])]
      .filter((n) => n !== '')
      .map((word) => [word, abbreviation, needsRange] as const),
  );
  const generic = new Set(['APT', 'UNIT', '#']);

  it.each(entries)('%s -> %s', (word, abbreviation) => {
    const keyDesignator = generic.has(abbreviation) ? '#' : abbreviation;
    expect(normalizeUnit(`${word} 12`)).toEqual({
      display: `${abbreviation} 12`,
      key: `${keyDesignator} 12`,
    });
    expect(normalizeUnit(`${word.toLowerCase()} 12b`)).toEqual({
      display: `${abbreviation} 12B`,
      key: `${keyDesignator} 12B`,
    });
  });

  it.each(entries.filter(([, , needsRange]) => !needsRange))('%s stands alone', (word, abbreviation) => {
    expect(normalizeUnit(word)).toEqual({ display: abbreviation, key: abbreviation });
  });

  it('covers the whole C2 list', () => {
    const abbreviations = PUB28_UNIT_DESIGNATORS.map(([a]) => a);
    expect(abbreviations).toEqual(
      expect.arrayContaining([
        'APT',
        'BSMT',
        'BLDG',
        'DEPT',
        'FL',
        'FRNT',
        'HNGR',
        'KEY',
        'LBBY',
        'LOT',
        'LOWR',
        'OFC',
        'PH',
        'PIER',
        'REAR',
        'RM',
        'SIDE',
        'SLIP',
        'SPC',
        'STOP',
        'STE',
        'TRLR',
        'UNIT',
        'UPPR',
        '#',
      ]),
    );
  });
});

describe('normalizeUnit', () => {
  it.each([
    ['', '', ''],
    ['   ', '', ''],
    ['APT 4', 'APT 4', '# 4'],
    ['#4', '# 4', '# 4'],
    ['# 4', '# 4', '# 4'],
    ['Unit 4', 'UNIT 4', '# 4'],
    ['Apt. #4', 'APT 4', '# 4'],
    ['apt#4', 'APT 4', '# 4'],
    ['APT4', 'APT 4', '# 4'],
    ['APT-4', 'APT 4', '# 4'],
    ['NUMBER 4', '# 4', '# 4'],
    ['4B', '# 4B', '# 4B'],
    ['# 12B', '# 12B', '# 12B'],
    ['APT 04', 'APT 4', '# 4'],
    ['APT 4 B', 'APT 4B', '# 4B'],
    ['APT 0', 'APT 0', '# 0'],
    ['LOT 22', 'LOT 22', 'LOT 22'],
    ['Lot #22', 'LOT 22', 'LOT 22'],
    ['STE 100', 'STE 100', 'STE 100'],
    ['Suite 100', 'STE 100', 'STE 100'],
    ['RM 5', 'RM 5', 'RM 5'],
    ['Trailer 9', 'TRLR 9', 'TRLR 9'],
    ['BLDG 2 APT 4', 'BLDG 2 APT 4', 'BLDG 2 # 4'],
    ['Bldg. 2, Apt. 4', 'BLDG 2 APT 4', 'BLDG 2 # 4'],
    ['2ND FLOOR', 'FL 2', 'FL 2'],
    ['Upper', 'UPPR', 'UPPR'],
    ['upstairs', 'UPPR', 'UPPR'],
    ['REAR', 'REAR', 'REAR'],
    ['SITE 12', 'SITE 12', 'SITE 12'],
    ['APT', 'APT', '#'],
    ['#', '#', '#'],
    ['2-104', '# 2-104', '# 2-104'],
  ])('%j -> %j / %j', (extension, display, key) => {
    expect(normalizeUnit(extension)).toEqual({ display, key });
  });
});

describe('normalizeStreet', () => {
  it.each<[Partial<StreetParts>, string]>([
    [{ streetNumber: '123', directionPrefix: 'N', streetName: 'MAIN', streetType: 'ST' }, '123 N MAIN ST'],
    [
      { streetNumber: ' 123 ', directionPrefix: 'n.', streetName: ' main ', streetType: 'st.' },
      '123 N MAIN ST',
    ],
    [
      {
        streetNumber: '12',
        streetNumberSuffix: '1/2',
        directionPrefix: 'W',
        streetName: '12 MILE',
        streetType: 'RD',
      },
      '12 1/2 W 12 MILE RD',
    ],
    [{ streetNumber: '12', streetNumberSuffix: '\u00bd', streetName: 'ELM' }, '12 1/2 ELM'],
    [
      { streetNumber: '4500', streetName: 'BEACH', streetType: 'DR', directionSuffix: 'SE' },
      '4500 BEACH DR SE',
    ],
    [{ streetNumber: '4500', streetName: 'BEACH DR SE' }, '4500 BEACH DR SE'],
    [
      { streetNumber: '123', streetNumberSuffix: 'A', streetName: 'ELM', streetType: 'STREET' },
      '123A ELM ST',
    ],
    [{ streetNumber: '123', streetNumberSuffix: '-A', streetName: 'ELM' }, '123A ELM'],
    [
      { streetNumberPrefix: 'N', streetNumber: '1234', streetName: 'COUNTY ROAD 577' },
      'N1234 COUNTY ROAD 577',
    ],
    [{ streetNumber: '1234', streetName: 'CR 577' }, '1234 COUNTY ROAD 577'],
    [{ streetNumber: '1234', streetName: 'HWY 2' }, '1234 HIGHWAY 2'],
    [{ streetNumber: '1234', streetName: 'M21' }, '1234 M-21'],
    [{ streetNumber: '007', streetName: 'ELM', streetType: 'AVENUE' }, '7 ELM AVE'],
    [{ streetNumber: '0', streetName: 'ELM' }, '0 ELM'],
    [{ streetNumber: '10', streetName: 'MAIN STREET' }, '10 MAIN ST'],
    [{ streetNumber: '10', streetName: 'MAIN ST', streetType: 'ST' }, '10 MAIN ST'],
    [{ streetNumber: '10', streetName: 'FOREST PARK', streetType: 'DR' }, '10 FOREST PARK DR'],
    [{ streetNumber: '10', streetName: 'PARK', streetType: 'AVE' }, '10 PARK AVE'],
    [{ streetNumber: '10', streetName: 'PARK' }, '10 PARK'],
    [{ streetNumber: '10', streetName: 'NORTH', streetType: 'ST' }, '10 NORTH ST'],
    [{ streetNumber: '10', streetName: 'NORTH SHORE', streetType: 'DR' }, '10 N SHORE DR'],
    [{ streetNumber: '10', directionPrefix: 'E', streetName: 'WEST', streetType: 'ST' }, '10 E WEST ST'],
    [{ streetNumber: '10', streetName: 'AVENUE A' }, '10 AVENUE A'],
    [{ streetNumber: '10', streetName: 'ST CLAIR', streetType: 'ST' }, '10 ST CLAIR ST'],
    [{ streetNumber: '10', streetName: "O'BRIEN", streetType: 'CRT' }, "10 O'BRIEN CRT"],
    [{ streetNumber: '10', streetName: 'JOS\u00c9', streetType: 'ST' }, '10 JOS\u00c9 ST'],
    [{}, ''],
  ])('%j -> %s', (parts, expected) => {
    expect(street(parts)).toBe(expected);
  });
});

describe('normalizeCity and zip5', () => {
  it.each([
    ['St. Clair Shores', 'ST CLAIR SHORES'],
    ['Saint Clair Shores', 'ST CLAIR SHORES'],
    ['  grand   rapids ', 'GRAND RAPIDS'],
    ['Sault Sainte Marie', 'SAULT STE MARIE'],
    ['Sault Ste. Marie', 'SAULT STE MARIE'],
    ['Mount Pleasant', 'MT PLEASANT'],
    ['Dearborn Hts.', 'DEARBORN HTS'],
    ['', ''],
  ])('%j -> %j', (city, expected) => {
    expect(normalizeCity(city)).toBe(expected);
  });

  it.each([
    ['48910', '48910'],
    ['48910-1234', '48910'],
    ['489101234', '48910'],
    [' 48910 ', '48910'],
    ['48910 1234', '48910'],
    ['4891', ''],
    ['489101', ''],
    ['', ''],
    ['ABCDE', ''],
  ])('%j -> %j', (zip, expected) => {
    expect(zip5(zip)).toBe(expected);
  });
});
