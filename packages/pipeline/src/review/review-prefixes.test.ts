import { PAIRS_FROM_ROWS } from '@voterroll/records/review/review-words';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PrefixCount, PrefixCounts } from './review-prefixes';

/**
 * The rule as SQL wrote it: split on anything but A-Z and 0-9, each word's first one and two
 * characters, distinct; and (in a zone of PAIRS_FROM_ROWS rows or more) each pair of different
 * initial letters, in order ('A B').
 */
function prefixesOf(text: string, withPairs: boolean): Set<string> {
  const words = text.split(/[^A-Z0-9]+/).filter((w) => w !== '');
  const initials = [...new Set(words.map((w) => w.slice(0, 1)).filter((c) => /[A-Z]/.test(c)))].sort();
  const pairs = initials.flatMap((a, i) => initials.slice(i + 1).map((b) => `${a} ${b}`));
  return new Set([
    ...words.flatMap((w) => [w.slice(0, 1), ...(w.length >= 2 ? [w.slice(0, 2)] : [])]),
    ...(withPairs ? pairs : []),
  ]);
}

const key = (e: Omit<PrefixCount, 'total'>) => `${e.county}/${e.jurisdiction}/${e.filter}/${e.prefix}`;
const asMap = (counts: PrefixCounts) => new Map([...counts.entries()].map((e) => [key(e), e.total]));

describe('review prefix counts', () => {
  it('counts each registration once per prefix, per jurisdiction and summed per county', () => {
    const counts = new PrefixCounts();
    counts.addLine('82 1000 ALL|MUÑOZ JOSÉ A 12 MAIN ST');
    counts.addLine('82 1000 ALL|SMITH MARY  1 ELM');
    counts.addLine('82 2000 ALL|MAPLE');
    counts.addLine('82 2000 DECEASED|MAPLE');
    // Jurisdiction 1000 has enough rows for pairs; 2000 has not (the county has).
    for (let i = 2; i < PAIRS_FROM_ROWS; i++) counts.addLine('82 1000 ALL|Q');
    const got = asMap(counts);
    // 'M' starts MUÑOZ and MAIN: one registration.
    expect(got.get('82/1000/ALL/M')).toBe(2);
    expect(got.get('82/1000/ALL/MU')).toBe(1);
    // A character outside A-Z and 0-9 separates words (the load's text comes with accents folded).
    expect(got.get('82/1000/ALL/OZ')).toBe(1);
    expect(got.get('82/1000/ALL/JO')).toBe(1);
    expect(got.get('82/1000/ALL/12')).toBe(1);
    expect(got.get('82/1000/ALL/1')).toBe(2);
    expect(got.get('82/null/ALL/M')).toBe(3);
    expect(got.get('82/null/ALL/MA')).toBe(3);
    expect(got.get('82/2000/DECEASED/MA')).toBe(1);
    expect(got.get('82/null/DECEASED/MA')).toBe(1);
    expect(got.get('82/2000/ALL/MU')).toBeUndefined();
    // Pairs of initials, the lower first, once a registration: 'J M' of MUÑOZ JOSÉ ... MAIN.
    expect(got.get('82/1000/ALL/J M')).toBe(1);
    expect(got.get('82/1000/ALL/E M')).toBe(1);
    // Not a house number's digit.
    expect(got.get('82/1000/ALL/1 M')).toBeUndefined();
    expect(got.get('82/null/ALL/M S')).toBe(2);
    expect(got.get('82/1000/ALL/M M')).toBeUndefined();
    expect(got.get('82/2000/ALL/M S')).toBeUndefined();
    expect(got.get('82/null/DECEASED/M S')).toBeUndefined();
  });

  it('gives the counts of splitting each text into words and taking their distinct prefixes', () => {
    const text = fc.stringMatching(/^[A-C0-1 ,.'ÑÉ-]{0,24}$/);
    const row = fc.record({
      county: fc.constantFrom(1, 2),
      jurisdiction: fc.constantFrom(10, 20),
      filter: fc.constantFrom('ALL', 'DUPLICATE'),
      text,
    });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 30 }), fc.boolean(), (some, padded) => {
        // With enough rows in county 1, jurisdiction 10, ALL for its pairs, or none.
        const pad = { county: 1, jurisdiction: 10, filter: 'ALL', text: 'A B' };
        const rows = [...(padded ? Array.from({ length: PAIRS_FROM_ROWS }, () => pad) : []), ...some];
        const sizes = new Map<string, number>();
        const zoneKeys = (r: typeof pad) => [
          `${r.county}/${r.jurisdiction}/${r.filter}`,
          `${r.county}/null/${r.filter}`,
        ];
        for (const r of rows) for (const k of zoneKeys(r)) sizes.set(k, (sizes.get(k) ?? 0) + 1);
        const counts = new PrefixCounts();
        const expected = new Map<string, number>();
        for (const r of rows) {
          counts.addLine(`${r.county} ${r.jurisdiction} ${r.filter}|${r.text}`);
          for (const jurisdiction of [r.jurisdiction, null])
            for (const prefix of prefixesOf(
              r.text,
              (sizes.get(`${r.county}/${jurisdiction}/${r.filter}`) ?? 0) >= PAIRS_FROM_ROWS,
            )) {
              const k = key({ county: r.county, jurisdiction, filter: r.filter, prefix });
              expected.set(k, (expected.get(k) ?? 0) + 1);
            }
        }
        expect(asMap(counts)).toEqual(expected);
      }),
    );
  });
});
