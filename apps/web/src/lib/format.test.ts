import { describe, expect, it } from 'vitest';
import { formatDateTime, monthDayYear, slashDate } from './format';

describe("admin tables' times, 'MMM Do YYYY HH:mm:ss' in local time", () => {
  // Built from local parts, so the test holds in any time zone.
  const at = (y: number, m: number, d: number, h = 9, min = 5, s = 7) =>
    new Date(y, m, d, h, min, s).toISOString();

  it('gives the ordinal day: 1st, 2nd, 3rd, 4th, 11th-13th, 21st, 22nd, 23rd', () => {
    const days = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31].map(
      (d) => formatDateTime(at(2025, 0, d)).split(' ')[1],
    );
    expect(days).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '31st',
    ]);
  });

  it('pads the time and names the month', () => {
    expect(formatDateTime(at(2026, 10, 23, 8, 4, 9))).toBe('Nov 23rd 2026 08:04:09');
  });

  it('shows nothing for no time and the text itself for one it cannot read', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('soon')).toBe('soon');
  });
});

describe('registration dates and last voted (spec 3 section 9)', () => {
  it("writes 'MMMM D, YYYY' and MM/DD/YYYY, and leaves what is not a date as it is", () => {
    expect(monthDayYear('2025-10-01')).toBe('October 1, 2025');
    expect(monthDayYear('1998-12-24')).toBe('December 24, 1998');
    expect(slashDate('2024-11-05')).toBe('11/05/2024');
    expect(monthDayYear('unknown')).toBe('unknown');
    expect(slashDate('')).toBe('');
  });
});
