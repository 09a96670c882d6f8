import { describe, expect, it } from 'vitest';
import { readCounties, referenceNames } from './reference-data';

describe('the Michigan county list', () => {
  it('numbers counties as the state files do, in FIPS order: code = (FIPS + 1) / 2', () => {
    // The five counties an alphabetical list gets wrong (St. sorts after S in FIPS order).
    const names = referenceNames().counties;
    expect([74, 75, 76, 77, 78].map((code) => names.get(code))).toEqual([
      'ST. CLAIR',
      'ST. JOSEPH',
      'SANILAC',
      'SCHOOLCRAFT',
      'SHIAWASSEE',
    ]);
    // FIPS: Alcona 26001 -> 1, Kent 26081 -> 41, Wayne 26163 -> 82, Wexford 26165 -> 83.
    expect([1, 41, 82, 83].map((code) => names.get(code))).toEqual(['ALCONA', 'KENT', 'WAYNE', 'WEXFORD']);
  });

  it('has 83 counties with distinct codes 1 to 83', () => {
    const codes = readCounties().map((c) => Number(c.id));
    expect(new Set(codes).size).toBe(83);
    expect(Math.min(...codes)).toBe(1);
    expect(Math.max(...codes)).toBe(83);
  });
});
