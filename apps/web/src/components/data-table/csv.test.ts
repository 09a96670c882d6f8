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
