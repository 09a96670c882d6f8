import { MIN_FLAGGED_CHANGES } from '@voterroll/contract/changes-api';

/**
 * The unusual-changes method's statistics (docs/changes.md), pure: a zone's expected count of a
 * kind of change this month, and how unlikely its observed count is under a Poisson law with that
 * mean. The load scores every zone and kind with them (find-unusual-changes.ts).
 */

/**
 * Pseudo-changes added to both the zone's observed and its state-expected history: its own ratio
 * to the state's rate is shrunk toward 1 (a Gamma(3, 3) prior on it), so a zone with little
 * history is expected to change at the state's rate.
 */
export const PRIOR_CHANGES = 3;
/** Candidates scored at least this (-log10 p) are stored, the flagged ones and those near. */
export const STORED_SCORE = 2;
/** Expected false alarms per month statewide: the flag threshold is this over the tests made. */
export const FALSE_ALARMS_PER_MONTH = 1;

const LANCZOS = [
  0.9999999999998099, 676.5203681218851, -1259.1392167224028, 771.3234287776531, -176.6150291621406,
  12.507343278686905, -0.13857109526572012, 9.984369578019572e-6, 1.5056327351493116e-7,
];

/** ln Γ(x) for x > 0 (Lanczos, g = 7). */
export function lnGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGamma(1 - x);
  const y = x - 1;
  let a = LANCZOS[0] as number;
  const t = y + 7.5;
  for (let i = 1; i < 9; i++) a += (LANCZOS[i] as number) / (y + i);
  return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(a);
}

/**
 * log10 P(X ≥ observed) for X ~ Poisson(expected): the regularized lower incomplete gamma
 * P(observed, expected), by its series below the mean and its continued fraction above, in logs so
 * that tails far below 1e-300 keep their size.
 */
export function poissonUpperTailLog10(observed: number, expected: number): number {
  if (observed <= 0) return 0;
  if (expected <= 0) return Number.NEGATIVE_INFINITY;
  const a = observed;
  const x = expected;
  const front = -x + a * Math.log(x) - lnGamma(a);
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 100_000; n++) {
      term *= x / (a + n);
      sum += term;
      if (term < sum * 1e-15) break;
    }
    return (front + Math.log(sum)) / Math.LN10;
  }
  // Q(a, x) by Lentz's continued fraction; P = 1 - Q is at least about a half here.
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 100_000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < 1e-15) break;
  }
  const q = Math.exp(front) * h;
  return Math.log10(Math.max(1 - q, Number.MIN_VALUE));
}

export interface ExpectationInput {
  /** The zone's registrations now. */
  registrations: number;
  /** The kind's rate this month in the rest of the state (changes per registration). */
  stateRate: number;
  /** The zone's changes of the kind over its history months. */
  historyObserved: number;
  /** What the state's rate of each of those months (without the zone) expected of it, summed. */
  historyExpected: number;
}

/**
 * The zone's expected count this month: its registrations at the rest of the state's rate this
 * month, times its own ratio to the state's rate over its history, shrunk toward 1 by
 * PRIOR_CHANGES: n × s × (X + K) / (E + K).
 */
export function expectedChanges(i: ExpectationInput): number {
  return (
    (i.registrations * i.stateRate * (i.historyObserved + PRIOR_CHANGES)) /
    (i.historyExpected + PRIOR_CHANGES)
  );
}

/** -log10 p at and above which a count is flagged, when `tests` zone-kind counts were scored. */
export function flagThreshold(tests: number): number {
  return Math.log10(Math.max(tests, 1) / FALSE_ALARMS_PER_MONTH);
}

/**
 * Kinds whose changes come by address, not one registration at a time: a household moves together
 * (`address`), an address is put in another precinct with everyone at it (`precinct`). Their counts
 * are scored on the addresses they touch, so that one family of six moving into a small precinct
 * is one change, not six.
 */
export const BY_ADDRESS_KINDS: readonly string[] = ['address', 'precinct'];

/**
 * The score of an observed count (-log10 of its Poisson upper tail) and whether it is flagged
 * (at least MIN_FLAGGED_CHANGES registrations and a score at the threshold). With `addresses` (the by-address
 * kinds), the score is that of the distinct addresses among the changes against the expected count
 * times the rest of the state's addresses per changed registration this month.
 */
export function scoreCount(
  observed: number,
  expected: number,
  threshold: number,
  addresses?: { observed: number; perRegistration: number },
): { score: number; flagged: boolean } {
  const score = addresses
    ? -poissonUpperTailLog10(addresses.observed, expected * addresses.perRegistration)
    : -poissonUpperTailLog10(observed, expected);
  return { score, flagged: observed >= MIN_FLAGGED_CHANGES && score >= threshold };
}
