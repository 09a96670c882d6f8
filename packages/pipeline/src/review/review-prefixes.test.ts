import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PrefixCount, PrefixCounts } from './review-prefixes';

/** The rule as SQL wrote it: split on anything but A-Z and 0-9, each word's first one and two characters, distinct. */
function prefixesOf(text: string): Set<string> {
  const words = text.split(/[^A-Z0-9]+/).filter((w) => w !== '');
  return new Set(words.flatMap((w) => [w.slice(0, 1), ...(w.length >= 2 ? [w.slice(0, 2)] : [])]));
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
    const got = asMap(counts);
    // 'M' starts MUÑOZ and MAIN: one registration.
    expect(got.get('82/1000/ALL/M')).toBe(2);
    expect(got.get('82/1000/ALL/MU')).toBe(1);
    // Ñ and É separate words, as the stored words are split.
    expect(got.get('82/1000/ALL/OZ')).toBe(1);
    expect(got.get('82/1000/ALL/JO')).toBe(1);
    expect(got.get('82/1000/ALL/12')).toBe(1);
    expect(got.get('82/1000/ALL/1')).toBe(2);
    expect(got.get('82/null/ALL/M')).toBe(3);
    expect(got.get('82/null/ALL/MA')).toBe(3);
    expect(got.get('82/2000/DECEASED/MA')).toBe(1);
    expect(got.get('82/null/DECEASED/MA')).toBe(1);
    expect(got.get('82/2000/ALL/MU')).toBeUndefined();
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
      fc.property(fc.array(row, { maxLength: 30 }), (rows) => {
        const counts = new PrefixCounts();
        const expected = new Map<string, number>();
        for (const r of rows) {
          counts.addLine(`${r.county} ${r.jurisdiction} ${r.filter}|${r.text}`);
          for (const prefix of prefixesOf(r.text))
            for (const jurisdiction of [r.jurisdiction, null]) {
              const k = key({ county: r.county, jurisdiction, filter: r.filter, prefix });
              expected.set(k, (expected.get(k) ?? 0) + 1);
            }
        }
        expect(asMap(counts)).toEqual(expected);
      }),
    );
  });
});
