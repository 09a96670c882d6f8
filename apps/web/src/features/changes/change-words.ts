/** The zone levels in words (the API's `level` is a code). */
export const LEVEL_LABELS: Record<string, string> = {
  state: 'Statewide',
  county: 'County',
  jurisdiction: 'City or township',
  precinct: 'Precinct',
};
export const levelLabel = (level: string) => LEVEL_LABELS[level] ?? level;

/**
 * How unusual a score is in words: the score is −log10 of the chance of a count this high when
 * the expected count holds (docs/changes.md).
 */
export function howUnusual(score: number): string {
  if (score >= 12) return 'Extremely unusual';
  if (score >= 8) return 'Very unusual';
  return 'Unusual';
}

/** The chance in words: "less than 1 in a million", "about 1 in 3,000". */
export function chanceInWords(score: number): string {
  if (score >= 9) return 'less than 1 in a billion';
  if (score >= 6) return 'less than 1 in a million';
  const odds = 10 ** score;
  const rounded = Number(odds.toPrecision(1));
  return `about 1 in ${rounded.toLocaleString('en-US')}`;
}

/** The bar's share: a score of 20 or more fills it. */
export const scoreShare = (score: number) => Math.round(Math.min(1, Math.max(0, score / 20)) * 100);

/** An expected count or a rate, one decimal ("0.4", "12.5"), whole numbers without it. */
export const oneDecimal = (n: number) =>
  n.toLocaleString('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 0 });
