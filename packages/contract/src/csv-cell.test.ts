import { expect, it } from 'vitest';
import { neutralizeFormula } from './csv-cell';

it('turns what a spreadsheet would run into text, and leaves numbers and plain text alone', () => {
  expect(neutralizeFormula('=HYPERLINK("http://x","click")')).toBe(`'=HYPERLINK("http://x","click")`);
  expect(neutralizeFormula('+1+2')).toBe("'+1+2");
  expect(neutralizeFormula('-2+3')).toBe("'-2+3");
  expect(neutralizeFormula('@SUM(A1)')).toBe("'@SUM(A1)");
  expect(neutralizeFormula('\t=1')).toBe("'\t=1");
  expect(neutralizeFormula('\r=1')).toBe("'\r=1");
  expect(neutralizeFormula('-12')).toBe('-12');
  expect(neutralizeFormula('3.5')).toBe('3.5');
  expect(neutralizeFormula('ACME STORAGE')).toBe('ACME STORAGE');
  expect(neutralizeFormula('')).toBe('');
});
