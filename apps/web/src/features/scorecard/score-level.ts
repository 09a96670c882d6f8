import { SCORE_THRESHOLDS } from '@voterroll/contract/scorecard-api';

export type { ScoreKind } from '../../lib/score-words';
export type ScoreLevel = 'green' | 'yellow' | 'red' | 'none';

/**
 * One scale for both scores: green above the upper threshold, yellow from the lower one up to and
 * including the upper one, red below the lower one. Compared at the 2 decimals shown, so the
 * colour always agrees with the number a person reads.
 */
export function scoreLevel(score: number | null | undefined): ScoreLevel {
  if (score === null || score === undefined || !Number.isFinite(score)) return 'none';
  const shown = Math.round(score * 100) / 100;
  const { green, yellow } = SCORE_THRESHOLDS;
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
