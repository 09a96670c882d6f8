import { SCORE_THRESHOLDS } from '@voterroll/contract/scorecard-api';

export type ScoreKind = keyof typeof SCORE_THRESHOLDS;
export type ScoreLevel = 'green' | 'yellow' | 'red' | 'none';

/**
 * Spec 1 section 9: green above the upper threshold, yellow from the lower one up to and
 * including the upper one, red below the lower one. Compared at the 2 decimals shown, so the
 * colour always agrees with the number a person reads.
 */
export function scoreLevel(score: number | null | undefined, kind: ScoreKind): ScoreLevel {
  if (score === null || score === undefined || !Number.isFinite(score)) return 'none';
  const shown = Math.round(score * 100) / 100;
  const { green, yellow } = SCORE_THRESHOLDS[kind];
  if (shown > green) return 'green';
  if (shown >= yellow) return 'yellow';
  return 'red';
}

/** Bootstrap button variants per level (text stays readable in both colour modes). */
export const levelVariant: Record<ScoreLevel, string> = {
  green: 'success',
  yellow: 'warning',
  red: 'danger',
  none: 'secondary',
};
