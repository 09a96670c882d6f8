import { describe, expect, it } from 'vitest';
import { scoreLevel } from './score-level';

describe('score colours: one scale for both scores', () => {
  it('green above 9.4, yellow from 9.15 to 9.4 inclusive, red below 9.15', () => {
    expect(scoreLevel(9.41)).toBe('green');
    expect(scoreLevel(9.4)).toBe('yellow');
    expect(scoreLevel(9.15)).toBe('yellow');
    expect(scoreLevel(9.14)).toBe('red');
    expect(scoreLevel(10)).toBe('green');
    expect(scoreLevel(0)).toBe('red');
  });

  it('gives one number one colour, hard or overall (BARAGA 9.62 was red as hard, green as overall)', () => {
    expect(scoreLevel(9.62)).toBe('green');
    expect(scoreLevel(9.6)).toBe('green');
    expect(scoreLevel(9.2)).toBe('yellow');
  });

  it('judges the score as displayed (2 decimals)', () => {
    expect(scoreLevel(9.4004)).toBe('yellow');
    expect(scoreLevel(9.1496)).toBe('yellow');
  });

  it('has no colour without a score', () => {
    expect(scoreLevel(null)).toBe('none');
    expect(scoreLevel(undefined)).toBe('none');
  });
});
