import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countyHash,
  GRAND_RAPIDS,
  insertZones,
  jurisdictionHash,
  LANSING,
  type PrecinctPlace,
  precinctHash,
} from '../test-support/stored-rows';
import { countyCodeByName, findZone, zoneByHash } from './find-zone';

/** A second Lansing precinct 001 (in ward 02), and an East Lansing precinct without a ward. */
const LANSING_2: PrecinctPlace = { ...LANSING, ward: '02' };
const EAST_LANSING: PrecinctPlace = {
  ...LANSING,
  jurisdictionCode: 24120,
  jurisdictionName: 'EAST LANSING CITY',
  ward: '00',
  precinct: '003',
};

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await insertZones(t.db, [LANSING, LANSING_2, EAST_LANSING, GRAND_RAPIDS]);
});
afterAll(async () => t.drop());

const find = (names: Parameters<typeof findZone>[1]) => findZone(t.db, names);

describe(`findZone, on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('finds the state when no county is named', async () => {
    expect(await find({})).toEqual({
      ok: true,
      value: {
        zoneHash: 'MICHIGAN',
        level: 'state',
        zoneName: 'MICHIGAN',
        countyName: null,
        jurisdictionName: null,
        precinct: null,
      },
    });
    expect(await find({ county: '', jurisdiction: 'LANSING CITY' })).toMatchObject({
      ok: true,
      value: { level: 'state' },
    });
  });

  it('finds a county by its name as typed: any case, spaces around', async () => {
    const ingham = {
      zoneHash: countyHash(LANSING),
      level: 'county',
      zoneName: 'INGHAM',
      countyName: 'INGHAM',
      jurisdictionName: null,
      precinct: null,
    };
    expect(await find({ county: 'INGHAM' })).toEqual({ ok: true, value: ingham });
    expect(await find({ county: ' ingham ' })).toEqual({ ok: true, value: ingham });
    expect(await find({ county: 'Nowhere' })).toEqual({
      ok: false,
      error: 'No county named "Nowhere" has been loaded.',
    });
  });

  it('finds a jurisdiction within its county only', async () => {
    expect(await find({ county: 'Ingham', jurisdiction: 'lansing city' })).toEqual({
      ok: true,
      value: {
        zoneHash: jurisdictionHash(LANSING),
        level: 'jurisdiction',
        zoneName: 'LANSING CITY',
        countyName: 'INGHAM',
        jurisdictionName: 'LANSING CITY',
        precinct: null,
      },
    });
    expect(await find({ county: 'kent', jurisdiction: 'Lansing City' })).toEqual({
      ok: false,
      error: 'No jurisdiction named "Lansing City" in KENT county.',
    });
  });

  it('finds a precinct by its zone name, its number, or ward-number', async () => {
    const ward1 = {
      zoneHash: precinctHash(LANSING),
      level: 'precinct',
      zoneName: 'WARD 01 PRECINCT 001',
      countyName: 'INGHAM',
      jurisdictionName: 'LANSING CITY',
      precinct: '001',
    };
    const lansing = { county: 'INGHAM', jurisdiction: 'LANSING CITY' };
    expect(await find({ ...lansing, precinct: 'ward 01 precinct 001' })).toEqual({ ok: true, value: ward1 });
    expect(await find({ ...lansing, precinct: '02-001' })).toEqual({
      ok: true,
      value: { ...ward1, zoneHash: precinctHash(LANSING_2), zoneName: 'WARD 02 PRECINCT 001' },
    });
    // A number two wards share: the first by zone name.
    expect(await find({ ...lansing, precinct: ' 001 ' })).toEqual({ ok: true, value: ward1 });
    expect(
      await find({ county: 'INGHAM', jurisdiction: 'EAST LANSING CITY', precinct: 'Precinct 003' }),
    ).toMatchObject({ ok: true, value: { zoneHash: precinctHash(EAST_LANSING), zoneName: 'PRECINCT 003' } });
    expect(await find({ ...lansing, precinct: '003' })).toEqual({
      ok: false,
      error: 'No precinct "003" in LANSING CITY.',
    });
  });
});

describe('zoneByHash and countyCodeByName', () => {
  it('reads a zone by its hash, undefined when unknown', async () => {
    expect(await zoneByHash(t.db, jurisdictionHash(GRAND_RAPIDS))).toEqual({
      zoneHash: jurisdictionHash(GRAND_RAPIDS),
      level: 'jurisdiction',
      zoneName: 'GRAND RAPIDS CITY',
      countyName: 'KENT',
      jurisdictionName: 'GRAND RAPIDS CITY',
      precinct: null,
    });
    expect(await zoneByHash(t.db, 'MICHIGAN')).toMatchObject({ level: 'state' });
    expect(await zoneByHash(t.db, 'no-such-hash')).toBeUndefined();
  });

  it("gives a county's code by its name as typed, undefined when unknown", async () => {
    expect(await countyCodeByName(t.db, 'KENT')).toBe(41);
    expect(await countyCodeByName(t.db, ' ingham')).toBe(33);
    expect(await countyCodeByName(t.db, 'LANSING CITY')).toBeUndefined();
    expect(await countyCodeByName(t.db, 'Nowhere')).toBeUndefined();
  });
});
