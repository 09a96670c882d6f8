import { describe, expect, it } from 'vitest';
import { scoreInWords } from './score-words';

describe('a score in words', () => {
  it('says how many registrations carry a finding', () => {
    expect(scoreInWords(9.92, 'overall')).toBe(
      'About 1 in 125 registrations here has a finding that counts in the score.',
    );
    expect(scoreInWords(9.62, 'hard')).toBe('About 1 in 26 registrations here has a hard finding.');
    expect(scoreInWords(9.999, 'overall')).toBe(
      'About 1 in 10,000 registrations here has a finding that counts in the score.',
    );
    expect(scoreInWords(10, 'hard')).toBe('No registration here has a hard finding.');
    expect(scoreInWords(4, 'overall')).toBe(
      'About 60% of registrations here have a finding that counts in the score.',
    );
    expect(scoreInWords(null, 'overall')).toBe('No score: no registrations.');
  });
});
