import { describe, expect, it } from 'vitest';
import {
  addressHash,
  addressKey,
  addressSearchKey,
  formatFullAddress,
  fullAddressHash,
  fullAddressKey,
} from './address-hash';
import { normalizeCity, normalizeStreet, normalizeUnit, type StreetParts } from './normalize-address';
import { parseAddressLine } from './parse-address-line';

/** A dwelling as the QVF's fields or as one line of an auxiliary file. */
type Written =
  | { fields: Partial<StreetParts>; extension?: string; city: string; zip: string }
  | { line: string; extension?: string; city: string; zip: string };

const BLANK: StreetParts = {
  streetNumberPrefix: '',
  streetNumber: '',
  streetNumberSuffix: '',
  directionPrefix: '',
  streetName: '',
  streetType: '',
  directionSuffix: '',
};

function hashes(w: Written): { address: string; full: string; key: string } {
  let parts: StreetParts;
  let extension = w.extension ?? '';
  if ('line' in w) {
    const parsed = parseAddressLine(w.line);
    if (parsed === null) throw new Error(`unreadable line ${w.line}`);
    parts = parsed;
    if (extension === '') extension = parsed.unit;
  } else {
    parts = { ...BLANK, ...w.fields };
  }
  const street = normalizeStreet(parts);
  const unit = normalizeUnit(extension);
  const city = normalizeCity(w.city);
  return {
    address: addressHash(street, city, w.zip),
    full: fullAddressHash(street, unit.key, city, w.zip),
    key: fullAddressKey(street, unit.key, city, w.zip),
  };
}

const LANSING = { city: 'Lansing', zip: '48910' };
const MAIN = { streetNumber: '123', directionPrefix: 'N', streetName: 'MAIN', streetType: 'ST' };

const EQUIVALENT: [string, Written, Written][] = [
  [
    'APT vs # vs Unit',
    { fields: MAIN, extension: 'APT 4', ...LANSING },
    { fields: MAIN, extension: '#4', ...LANSING },
  ],
  [
    'Unit 4',
    { fields: MAIN, extension: 'Unit 4', ...LANSING },
    { fields: MAIN, extension: '# 4', ...LANSING },
  ],
  [
    'Apt. #4',
    { fields: MAIN, extension: 'Apt. #4', ...LANSING },
    { fields: MAIN, extension: 'APT 4', ...LANSING },
  ],
  [
    'No. 4',
    { fields: MAIN, extension: 'NO. 4', ...LANSING },
    { fields: MAIN, extension: 'APT 4', ...LANSING },
  ],
  [
    'Apartment 04',
    { fields: MAIN, extension: 'Apartment 04', ...LANSING },
    { fields: MAIN, extension: 'APT 4', ...LANSING },
  ],
  [
    'bare 4B',
    { fields: MAIN, extension: '4B', ...LANSING },
    { fields: MAIN, extension: 'APT 4B', ...LANSING },
  ],
  [
    '4 B',
    { fields: MAIN, extension: '# 4 B', ...LANSING },
    { fields: MAIN, extension: 'Unit 4B', ...LANSING },
  ],
  [
    'APT-4',
    { fields: MAIN, extension: 'APT-4', ...LANSING },
    { fields: MAIN, extension: 'APT4', ...LANSING },
  ],
  [
    'one line with unit',
    { line: '123 North Main Street Apt. #4', ...LANSING },
    { fields: MAIN, extension: 'APT 4', ...LANSING },
  ],
  [
    'St. and lower case',
    { line: '123 n. main st., unit 4', ...LANSING },
    { fields: MAIN, extension: '#4', ...LANSING },
  ],
  [
    'type in the name field',
    { fields: { streetNumber: '123', directionPrefix: 'N', streetName: 'MAIN STREET' }, ...LANSING },
    { fields: MAIN, ...LANSING },
  ],
  [
    'type repeated in the name',
    { fields: { ...MAIN, streetName: 'MAIN ST' }, ...LANSING },
    { fields: MAIN, ...LANSING },
  ],
  [
    'directional spelled out',
    { fields: { ...MAIN, directionPrefix: 'North' }, ...LANSING },
    { fields: MAIN, ...LANSING },
  ],
  [
    'directional in the name field',
    { fields: { streetNumber: '123', streetName: 'NORTH MAIN', streetType: 'STREET' }, ...LANSING },
    { fields: MAIN, ...LANSING },
  ],
  [
    'Avenue / AV',
    { line: '500 S Washington Avenue', ...LANSING },
    { line: '500 S WASHINGTON AV', ...LANSING },
  ],
  [
    'Boulevard',
    { fields: { streetNumber: '10', streetName: 'Oak', streetType: 'Boulevard' }, ...LANSING },
    { line: '10 OAK BLVD', ...LANSING },
  ],
  [
    'ZIP+4',
    { fields: MAIN, city: 'Lansing', zip: '48910-1234' },
    { fields: MAIN, city: 'LANSING', zip: '48910' },
  ],
  [
    'St. Clair Shores',
    { fields: MAIN, city: 'St. Clair Shores', zip: '48080' },
    { fields: MAIN, city: 'SAINT CLAIR SHORES', zip: '48080' },
  ],
  [
    'city spacing',
    { fields: MAIN, city: ' mount  pleasant ', zip: '48858' },
    { fields: MAIN, city: 'MT PLEASANT', zip: '48858' },
  ],
  [
    'half number',
    {
      fields: {
        streetNumber: '12',
        streetNumberSuffix: '1/2',
        directionPrefix: 'W',
        streetName: '12 MILE',
        streetType: 'RD',
      },
      ...LANSING,
    },
    { line: '12\u00bd W 12 Mile Road', ...LANSING },
  ],
  [
    'letter suffix',
    {
      fields: { streetNumber: '123', streetNumberSuffix: 'A', streetName: 'ELM', streetType: 'ST' },
      ...LANSING,
    },
    { line: '123-A Elm Street', ...LANSING },
  ],
  [
    'leading zeros',
    { fields: { streetNumber: '00123', streetName: 'ELM', streetType: 'ST' }, ...LANSING },
    { line: '123 ELM ST', ...LANSING },
  ],
  [
    'direction suffix',
    {
      fields: {
        streetNumber: '4500',
        streetName: 'Beach',
        streetType: 'Drive',
        directionSuffix: 'Southeast',
      },
      ...LANSING,
    },
    { line: '4500 BEACH DR SE', ...LANSING },
  ],
  [
    'county road',
    {
      fields: { streetNumberPrefix: 'N', streetNumber: '1234', streetName: 'CO RD 577' },
      city: 'Stephenson',
      zip: '49887',
    },
    { line: 'N1234 County Road 577', city: 'STEPHENSON', zip: '49887' },
  ],
  ['trunkline', { line: '2100 M 21', ...LANSING }, { line: '2100 M-21', ...LANSING }],
  [
    'lot #',
    { fields: MAIN, extension: 'Lot #22', ...LANSING },
    { fields: MAIN, extension: 'LOT 22', ...LANSING },
  ],
  [
    'suite',
    { line: '2020 E Grand River Ave Suite 104', ...LANSING },
    { line: '2020 E GRAND RIVER AVE STE 104', ...LANSING },
  ],
  [
    'floor',
    { fields: MAIN, extension: '2nd Floor', ...LANSING },
    { fields: MAIN, extension: 'FL 2', ...LANSING },
  ],
  [
    'trailer',
    { fields: MAIN, extension: 'Trailer 9', ...LANSING },
    { line: '123 N MAIN ST TRLR 9', ...LANSING },
  ],
  [
    'building',
    { fields: MAIN, extension: 'Bldg. 2, Apt. 4', ...LANSING },
    { fields: MAIN, extension: 'BLDG 2 #4', ...LANSING },
  ],
  [
    'bare unit after type',
    { line: '123 N Main St 4B', ...LANSING },
    { fields: MAIN, extension: 'APT 4B', ...LANSING },
  ],
];

const DIFFERENT: [string, Written, Written][] = [
  [
    'APT 4 / APT 40',
    { fields: MAIN, extension: 'APT 4', ...LANSING },
    { fields: MAIN, extension: 'APT 40', ...LANSING },
  ],
  [
    'APT 4 / LOT 4',
    { fields: MAIN, extension: 'APT 4', ...LANSING },
    { fields: MAIN, extension: 'LOT 4', ...LANSING },
  ],
  ['APT 4 / none', { fields: MAIN, extension: 'APT 4', ...LANSING }, { fields: MAIN, ...LANSING }],
  ['4B / 4C', { fields: MAIN, extension: '4B', ...LANSING }, { fields: MAIN, extension: '4C', ...LANSING }],
  [
    'unit 1-2 / 12',
    { fields: MAIN, extension: '1-2', ...LANSING },
    { fields: MAIN, extension: '12', ...LANSING },
  ],
  [
    'STE 100 / STE 10',
    { fields: MAIN, extension: 'STE 100', ...LANSING },
    { fields: MAIN, extension: 'STE 10', ...LANSING },
  ],
  [
    'BLDG 2 APT 4 / BLDG 4 APT 2',
    { fields: MAIN, extension: 'BLDG 2 APT 4', ...LANSING },
    { fields: MAIN, extension: 'BLDG 4 APT 2', ...LANSING },
  ],
  ['N / S', { fields: MAIN, ...LANSING }, { fields: { ...MAIN, directionPrefix: 'S' }, ...LANSING }],
  ['ST / AVE', { fields: MAIN, ...LANSING }, { fields: { ...MAIN, streetType: 'AVE' }, ...LANSING }],
  ['123 / 1234', { fields: MAIN, ...LANSING }, { fields: { ...MAIN, streetNumber: '1234' }, ...LANSING }],
  ['12 / 12 1/2', { line: '12 MAIN ST', ...LANSING }, { line: '12 1/2 MAIN ST', ...LANSING }],
  ['123A / 123B', { line: '123A MAIN ST', ...LANSING }, { line: '123B MAIN ST', ...LANSING }],
  [
    'N1234 / 1234',
    { line: 'N1234 COUNTY ROAD 577', ...LANSING },
    { line: '1234 COUNTY ROAD 577', ...LANSING },
  ],
  [
    'CR 577 / CR 57',
    { line: '1234 COUNTY ROAD 577', ...LANSING },
    { line: '1234 COUNTY ROAD 57', ...LANSING },
  ],
  ['12 MILE / 13 MILE', { line: '100 W 12 MILE RD', ...LANSING }, { line: '100 W 13 MILE RD', ...LANSING }],
  ['SE / SW', { line: '4500 BEACH DR SE', ...LANSING }, { line: '4500 BEACH DR SW', ...LANSING }],
  ['MAIN ST / MAIN ST E', { line: '100 MAIN ST', ...LANSING }, { line: '100 MAIN ST E', ...LANSING }],
  ['48910 / 48911', { fields: MAIN, ...LANSING }, { fields: MAIN, city: 'Lansing', zip: '48911' }],
  [
    'Lansing / East Lansing',
    { fields: MAIN, ...LANSING },
    { fields: MAIN, city: 'East Lansing', zip: '48910' },
  ],
  ['NORTH ST / MAIN ST', { line: '100 NORTH ST', ...LANSING }, { line: '100 MAIN ST', ...LANSING }],
];

describe('address hashes', () => {
  it.each(EQUIVALENT)('%s: the same dwelling hashes equal', (_name, a, b) => {
    const ha = hashes(a);
    const hb = hashes(b);
    expect(ha.key).toBe(hb.key);
    expect(ha.full).toBe(hb.full);
    expect(ha.address).toBe(hb.address);
  });

  it.each(DIFFERENT)('%s: different dwellings hash apart', (_name, a, b) => {
    const ha = hashes(a);
    const hb = hashes(b);
    expect(ha.key).not.toBe(hb.key);
    expect(ha.full).not.toBe(hb.full);
  });

  it('units of one building share the address hash', () => {
    const a = hashes({ fields: MAIN, extension: 'APT 4', ...LANSING });
    const b = hashes({ fields: MAIN, extension: 'APT 5', ...LANSING });
    expect(a.address).toBe(b.address);
    expect(a.full).not.toBe(b.full);
  });

  it('keys are exactly the strings the database hashes', () => {
    expect(addressKey('123 N MAIN ST', 'LANSING', '48910-1234')).toBe('123 N MAIN ST|LANSING|48910');
    expect(fullAddressKey('123 N MAIN ST', '# 4', 'LANSING', '48910')).toBe(
      '123 N MAIN ST|# 4|LANSING|48910',
    );
    expect(fullAddressKey('123 N MAIN ST', '', 'LANSING', '4891')).toBe('123 N MAIN ST||LANSING|');
    // md5 values from `printf '%s' '…' | md5sum`, as PostgreSQL's md5() gives them.
    expect(addressHash('123 N MAIN ST', 'LANSING', '48910')).toBe('f451557d96162856e882b6378c47905c');
    expect(fullAddressHash('123 N MAIN ST', '# 4', 'LANSING', '48910')).toBe(
      '669d9b1242f1d28266730a2a0cd9f0c6',
    );
  });

  it('formats the full address and its search key', () => {
    expect(formatFullAddress('123 N MAIN ST', 'APT 4', 'LANSING', '48910-1234')).toBe(
      '123 N MAIN ST APT 4, LANSING, MI 48910',
    );
    expect(formatFullAddress('123 N MAIN ST', '', 'LANSING', '48910')).toBe(
      '123 N MAIN ST, LANSING, MI 48910',
    );
    expect(formatFullAddress('123 N MAIN ST', '', 'LANSING', '')).toBe('123 N MAIN ST, LANSING, MI');
    expect(addressSearchKey('123 n Main st')).toBe('123NMAINST');
    expect(addressSearchKey('  123 N\tMAIN ST APT 4, LANSING, MI 48910 ')).toBe(
      '123NMAINSTAPT4,LANSING,MI48910',
    );
    const stored = addressSearchKey(formatFullAddress('123 N MAIN ST', 'APT 4', 'LANSING', '48910'));
    expect(stored.startsWith(addressSearchKey('123 n main st apt'))).toBe(true);
  });
});
