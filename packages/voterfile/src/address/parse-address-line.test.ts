import { describe, expect, it } from 'vitest';
import { normalizeStreet, normalizeUnit } from './normalize-address';
import { parseAddressLine } from './parse-address-line';

describe('parseAddressLine', () => {
  // line -> [number prefix, number, number suffix, pre, name, type, post, unit], then the normalized street
  it.each<[string, [string, string, string, string, string, string, string, string], string]>([
    ['1401 W FORT ST', ['', '1401', '', 'W', 'FORT', 'ST', '', ''], '1401 W FORT ST'],
    [
      '2020 E Grand River Ave Ste 104',
      ['', '2020', '', 'E', 'GRAND RIVER', 'AVE', '', 'STE 104'],
      '2020 E GRAND RIVER AVE',
    ],
    [
      '500 S WASHINGTON AVE #12',
      ['', '500', '', 'S', 'WASHINGTON', 'AVE', '', '# 12'],
      '500 S WASHINGTON AVE',
    ],
    ['12 1/2 MAIN ST', ['', '12', '1/2', '', 'MAIN', 'ST', '', ''], '12 1/2 MAIN ST'],
    ['N1234 COUNTY ROAD 577', ['N', '1234', '', '', 'COUNTY ROAD 577', '', '', ''], 'N1234 COUNTY ROAD 577'],
    [
      'W12345 Co Rd 577 Lot 5',
      ['W', '12345', '', '', 'CO RD 577', '', '', 'LOT 5'],
      'W12345 COUNTY ROAD 577',
    ],
    // Genesee County's G numbers (the voter file's STREET_NUMBER_PREFIX 'G').
    ['G5569 20TH ST', ['G', '5569', '', '', '20TH', 'ST', '', ''], 'G5569 20TH ST'],
    ['G-3100 Miller Rd Apt 4', ['G', '3100', '', '', 'MILLER', 'RD', '', 'APT 4'], 'G3100 MILLER RD'],
    ['g1234a N Saginaw St', ['G', '1234', 'A', 'N', 'SAGINAW', 'ST', '', ''], 'G1234A N SAGINAW ST'],
    ['123 Main Street, Apt. #4', ['', '123', '', '', 'MAIN', 'ST', '', 'APT # 4'], '123 MAIN ST'],
    ['123 N Main St 4B', ['', '123', '', 'N', 'MAIN', 'ST', '', '4B'], '123 N MAIN ST'],
    ['4500 Beach Dr SE', ['', '4500', '', '', 'BEACH', 'DR', 'SE', ''], '4500 BEACH DR SE'],
    ['4500 Beach Dr SE Apt 2', ['', '4500', '', '', 'BEACH', 'DR', 'SE', 'APT 2'], '4500 BEACH DR SE'],
    ['100 W Upper River Rd', ['', '100', '', 'W', 'UPPER RIVER', 'RD', '', ''], '100 W UPPER RIVER RD'],
    ['100 N Front St Rear', ['', '100', '', 'N', 'FRONT', 'ST', '', 'REAR'], '100 N FRONT ST'],
    ['100 Front St', ['', '100', '', '', 'FRONT', 'ST', '', ''], '100 FRONT ST'],
    ['100 NORTH ST', ['', '100', '', '', 'NORTH', 'ST', '', ''], '100 NORTH ST'],
    ['100 E West St', ['', '100', '', 'E', 'WEST', 'ST', '', ''], '100 E WEST ST'],
    ['100 Avenue A', ['', '100', '', '', 'AVENUE A', '', '', ''], '100 AVENUE A'],
    ['123A Elm', ['', '123', 'A', '', 'ELM', '', '', ''], '123A ELM'],
    ['123-B Elm St', ['', '123', 'B', '', 'ELM', 'ST', '', ''], '123B ELM ST'],
    ['12\u00bd W 12 Mile Rd', ['', '12', '1/2', 'W', '12 MILE', 'RD', '', ''], '12 1/2 W 12 MILE RD'],
    [
      '300 E 8 Mile Rd Bldg 2 Apt 4',
      ['', '300', '', 'E', '8 MILE', 'RD', '', 'BLDG 2 APT 4'],
      '300 E 8 MILE RD',
    ],
    ['100 Main St 2nd Floor', ['', '100', '', '', 'MAIN', 'ST', '', '2ND FLOOR'], '100 MAIN ST'],
    [
      '55 Lake Shore Dr Trailer 9',
      ['', '55', '', '', 'LAKE SHORE', 'DR', '', 'TRAILER 9'],
      '55 LAKE SHORE DR',
    ],
    ['2100 M-21', ['', '2100', '', '', 'M-21', '', '', ''], '2100 M-21'],
    ['8000 US Hwy 2', ['', '8000', '', '', 'US HWY 2', '', '', ''], '8000 US HIGHWAY 2'],
    ['1 Woodward Ave Ste. 1500', ['', '1', '', '', 'WOODWARD', 'AVE', '', 'STE 1500'], '1 WOODWARD AVE'],
    ['  611 w. ottawa st.  ', ['', '611', '', 'W', 'OTTAWA', 'ST', '', ''], '611 W OTTAWA ST'],
    ['10-12 Elm St', ['', '10-12', '', '', 'ELM', 'ST', '', ''], '10-12 ELM ST'],
    ['100 N Park', ['', '100', '', '', 'N', 'PARK', '', ''], '100 N PARK'],
    ['100 Main St Apt-4', ['', '100', '', '', 'MAIN', 'ST', '', 'APT-4'], '100 MAIN ST'],
    ['100 Saint Joseph Ave', ['', '100', '', '', 'SAINT JOSEPH', 'AVE', '', ''], '100 SAINT JOSEPH AVE'],
  ])('%j', (line, expected, normalized) => {
    const parsed = parseAddressLine(line);
    expect(parsed).not.toBeNull();
    const p = parsed!;
    expect([
      p.streetNumberPrefix,
      p.streetNumber,
      p.streetNumberSuffix,
      p.directionPrefix,
      p.streetName,
      p.streetType,
      p.directionSuffix,
      p.unit,
    ]).toEqual(expected);
    expect(normalizeStreet(p)).toBe(normalized);
  });

  it('units parse into their normalized forms', () => {
    expect(normalizeUnit(parseAddressLine('123 Main Street, Apt. #4')!.unit)).toEqual({
      display: 'APT 4',
      key: '# 4',
    });
    expect(normalizeUnit(parseAddressLine('100 Main St 2nd Floor')!.unit)).toEqual({
      display: 'FL 2',
      key: 'FL 2',
    });
  });

  it.each([
    '',
    '   ',
    'PO BOX 123',
    'P.O. Box 55',
    'Rural Route 2 Box 14',
    'Main St',
    '123',
    '123 #4',
    'General Delivery',
  ])('%j has no street number and name', (line) => {
    expect(parseAddressLine(line)).toBeNull();
  });
});
