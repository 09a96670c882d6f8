/** Which score: the overall (every scored finding) or the hard (hard findings only). */
export type ScoreKind = 'overall' | 'hard';

/**
 * What a score means in words: 10 x (1 - share with a finding), so about 1 registration in
 * 1 / share has a finding that counts in it ("about 1 in 120 registrations here has a finding").
 */
export function scoreInWords(score: number | null | undefined, kind: ScoreKind): string {
  if (score === null || score === undefined || !Number.isFinite(score)) return 'No score: no registrations.';
  const finding = kind === 'hard' ? 'a hard finding' : 'a finding that counts in the score';
  const share = (10 - score) / 10;
  if (share <= 0) return `No registration here has ${finding}.`;
  const oneIn = Math.round(1 / share);
  if (oneIn < 3) return `About ${Math.round(share * 100)}% of registrations here have ${finding}.`;
  return `About 1 in ${oneIn.toLocaleString('en-US')} registrations here has ${finding}.`;
}
