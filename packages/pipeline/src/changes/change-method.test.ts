import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  expectedChanges,
  flagThreshold,
  lnGamma,
  PRIOR_CHANGES,
  poissonUpperTailLog10,
  scoreCount,
} from './change-method';

/** P(X ≥ k) summed term by term, for small means and counts. */
function directTail(k: number, mean: number): number {
  let below = 0;
  let term = Math.exp(-mean);
  for (let i = 0; i < k; i++) {
    below += term;
    term *= mean / (i + 1);
  }
  return 1 - below;
}

describe('the Poisson upper tail', () => {
  it('agrees with the direct sum where that is exact enough', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.double({ min: 0.05, max: 40, noNaN: true }),
        (k, mean) => {
          const direct = directTail(k, mean);
          fc.pre(direct > 1e-12);
          expect(10 ** poissonUpperTailLog10(k, mean)).toBeCloseTo(direct, 8);
        },
      ),
    );
  });

  it('falls as the count rises and rises with the mean', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.double({ min: 0.01, max: 5000, noNaN: true }),
        (k, mean) => {
          expect(poissonUpperTailLog10(k + 1, mean)).toBeLessThanOrEqual(
            poissonUpperTailLog10(k, mean) + 1e-12,
          );
          expect(poissonUpperTailLog10(k, mean * 1.1)).toBeGreaterThanOrEqual(
            poissonUpperTailLog10(k, mean) - 1e-12,
          );
          expect(poissonUpperTailLog10(k, mean)).toBeLessThanOrEqual(0);
        },
      ),
    );
  });

  it('keeps the size of tails far below what a double holds', () => {
    // 25 birth-year changes where 0.4 were expected: p about 5e-36 (its first term, to 3 digits); 1,000 where 10: far below 1e-300.
    const first = Math.log10(Math.exp(-0.4) * 0.4 ** 25) - lnGamma(26) / Math.LN10;
    const tail = poissonUpperTailLog10(25, 0.4);
    expect(tail).toBeGreaterThan(first);
    expect(tail).toBeLessThan(first + 0.01);
    const far = poissonUpperTailLog10(1000, 10);
    expect(Number.isFinite(far)).toBe(true);
    expect(far).toBeLessThan(-1000);
    expect(poissonUpperTailLog10(0, 3)).toBe(0);
  });

  it('takes ln Γ of whole numbers as ln of the factorial', () => {
    expect(lnGamma(1)).toBeCloseTo(0, 12);
    expect(lnGamma(11)).toBeCloseTo(Math.log(3628800), 10);
  });
});

describe('the expected count', () => {
  it("is the state's rate for a zone without history, and follows a long history's own ratio", () => {
    expect(
      expectedChanges({ registrations: 1000, stateRate: 0.002, historyObserved: 0, historyExpected: 0 }),
    ).toBe(2);
    // Twice the state's rate over 12 months of 100 expected: about twice this month's.
    const e = expectedChanges({
      registrations: 1000,
      stateRate: 0.01,
      historyObserved: 200,
      historyExpected: 100,
    });
    expect(e).toBeCloseTo((10 * (200 + PRIOR_CHANGES)) / (100 + PRIOR_CHANGES), 10);
  });

  it('flags a count only when it is at least 5 and under the false-alarm budget', () => {
    const threshold = flagThreshold(10_000);
    expect(threshold).toBeCloseTo(4, 10);
    expect(scoreCount(25, 0.4, threshold).flagged).toBe(true);
    expect(scoreCount(4, 0.0001, threshold).flagged).toBe(false);
    expect(scoreCount(12, 10, threshold).flagged).toBe(false);
    // Six registrations moving in where 0.02 were expected: flagged one by one, not as one household.
    expect(scoreCount(6, 0.02, threshold).flagged).toBe(true);
    expect(scoreCount(6, 0.02, threshold, { observed: 1, perRegistration: 0.6 }).flagged).toBe(false);
    expect(scoreCount(16, 0.1, threshold, { observed: 8, perRegistration: 0.6 }).flagged).toBe(true);
  });
});
