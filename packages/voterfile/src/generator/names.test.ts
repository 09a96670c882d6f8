import { describe, expect, it } from 'vitest';
import { firstName, lastName, middleName, type Sex } from './names';
import { Rng } from './random';

function mostCommon(names: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const n of names) counts.set(n, (counts.get(n) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
}

describe('generated names', () => {
  it('follow the given names of the birth decade', () => {
    const rng = new Rng(1);
    const draw = (sex: Sex, yob: number) => Array.from({ length: 5000 }, () => firstName(rng, sex, yob));
    expect(mostCommon(draw('F', 1935))).toBe('MARY');
    expect(mostCommon(draw('F', 1985))).toBe('JESSICA');
    expect(mostCommon(draw('M', 1995))).toBe('MICHAEL');
    expect(draw('F', 1925)).not.toContain('BRITTANY');
  });

  it('are upper case Latin-1, some with letters beyond ASCII', () => {
    const rng = new Rng(2);
    const names = Array.from({ length: 20_000 }, (_, i) => {
      const sex: Sex = i % 2 ? 'M' : 'F';
      return [firstName(rng, sex, 1960), middleName(rng, sex, 1960), lastName(rng)];
    }).flat();
    // Every letter is A-Z or an upper-case Latin-1 letter (U+00C0 to U+00DE), so ISO-8859-1 holds it.
    expect(names.filter((n) => !/^[A-Z\u00C0-\u00DE' -]*$/.test(n))).toEqual([]);
    expect(names.some((n) => /[\u00C0-\u00DE]/.test(n))).toBe(true);
    expect(names.filter((n) => n === '').length).toBeGreaterThan(1000);
  });

  it('rarely give two people born in one year the same full name', () => {
    // 200,000 people over 70 birth years: about 2,900 a year, a small county's file.
    const rng = new Rng(3);
    const seen = new Map<string, number>();
    for (let i = 0; i < 200_000; i++) {
      const sex: Sex = i % 2 ? 'M' : 'F';
      const yob = 1940 + (i % 70);
      const key = `${firstName(rng, sex, yob)}|${middleName(rng, sex, yob)}|${lastName(rng)}|${yob}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    let shared = 0;
    for (const n of seen.values()) if (n > 1) shared += n;
    expect(shared / 200_000).toBeLessThan(0.001);
  });
});
