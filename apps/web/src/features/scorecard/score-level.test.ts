import { describe, expect, it } from 'vitest';
import { scoreLevel } from './score-level';

describe('score colours (spec 1 section 9)', () => {
  it('overall: green above 9.4, yellow from 9.15 to 9.4 inclusive, red below 9.15', () => {
    expect(scoreLevel(9.41, 'overall')).toBe('green');
    expect(scoreLevel(9.4, 'overall')).toBe('yellow');
    expect(scoreLevel(9.15, 'overall')).toBe('yellow');
    expect(scoreLevel(9.14, 'overall')).toBe('red');
    expect(scoreLevel(10, 'overall')).toBe('green');
    expect(scoreLevel(0, 'overall')).toBe('red');
  });

  it('hard: green above 9.84, yellow from 9.7 to 9.84, red below 9.7', () => {
    expect(scoreLevel(9.85, 'hard')).toBe('green');
    expect(scoreLevel(9.84, 'hard')).toBe('yellow');
    expect(scoreLevel(9.7, 'hard')).toBe('yellow');
    expect(scoreLevel(9.69, 'hard')).toBe('red');
  });

  it('judges the score as displayed (2 decimals)', () => {
    expect(scoreLevel(9.4004, 'overall')).toBe('yellow');
    expect(scoreLevel(9.1496, 'overall')).toBe('yellow');
  });

  it('has no colour without a score', () => {
    expect(scoreLevel(null, 'overall')).toBe('none');
    expect(scoreLevel(undefined, 'hard')).toBe('none');
  });
});
