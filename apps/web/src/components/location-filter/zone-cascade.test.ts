import { describe, expect, it } from 'vitest';
import { chooseCounty, chooseJurisdiction, choosePrecinct } from './zone-cascade';
import { STATEWIDE, zoneHashOf } from './zone-store';

const kent = { name: 'KENT', hash: 'k' };
const ada = { name: 'ADA TOWNSHIP', hash: 'a' };
const p4 = { name: 'PRECINCT 004', hash: 'p' };

describe('location filter cascade', () => {
  it('each choice sets the zone to the deepest chosen place', () => {
    const county = chooseCounty(kent);
    expect(zoneHashOf(county)).toBe('k');
    const jurisdiction = chooseJurisdiction(county, ada);
    expect(zoneHashOf(jurisdiction)).toBe('a');
    expect(zoneHashOf(choosePrecinct(jurisdiction, p4))).toBe('p');
  });

  it('clearing a level returns to the one above it', () => {
    const full = choosePrecinct(chooseJurisdiction(chooseCounty(kent), ada), p4);
    expect(zoneHashOf(choosePrecinct(full, null))).toBe('a');
    expect(zoneHashOf(chooseJurisdiction(full, null))).toBe('k');
    expect(chooseJurisdiction(full, null).precinct).toBeNull();
    expect(chooseCounty(null)).toEqual(STATEWIDE);
    expect(zoneHashOf(STATEWIDE)).toBe('MICHIGAN');
  });

  it('a new county clears the jurisdiction and precinct', () => {
    const full = choosePrecinct(chooseJurisdiction(chooseCounty(kent), ada), p4);
    const other = chooseCounty({ name: 'ALGER', hash: 'g' });
    expect(other.jurisdiction).toBeNull();
    expect(other.precinct).toBeNull();
    expect(full.precinct).toEqual(p4);
  });
});
