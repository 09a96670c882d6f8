import { expect, it } from 'vitest';
import { toCsv } from './csv';

it('quotes only the cells that need it and doubles quotes', () => {
  expect(
    toCsv(
      ['a', 'b'],
      [
        ['x, y', 'say "hi"'],
        [null, 3],
      ],
    ),
  ).toBe('a,b\r\n"x, y","say ""hi"""\r\n,3');
});

it('neutralizes cells a spreadsheet would run as formulas, the header too', () => {
  expect(toCsv(['=cmd'], [['=HYPERLINK("http://evil")'], ['@SUM(A1)'], ['-5'], [-5]])).toBe(
    `'=cmd\r\n"'=HYPERLINK(""http://evil"")"\r\n'@SUM(A1)\r\n-5\r\n-5`,
  );
});
