import { describe, expect, it } from 'vitest';
import { CsvParser, type CsvRecord, MAX_RECORD_LENGTH } from './csv-parser';

/** Parses text pushed in the given pieces. */
function parse(pieces: string[]): CsvRecord[] {
  const parser = new CsvParser();
  const out: CsvRecord[] = [];
  for (const piece of pieces) parser.push(piece, out);
  parser.end(out);
  return out;
}

const whole = (text: string): CsvRecord[] => parse([text]);

describe('CsvParser', () => {
  it('reads plain and quoted fields', () => {
    expect(whole('a,b,c\n"1","two",3\n')).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['1', 'two', '3'] },
    ]);
  });

  it('keeps commas and doubled quotes inside quotes', () => {
    expect(whole('"a,b","say ""hi""","",""""\n')).toEqual([
      { line: 1, fields: ['a,b', 'say "hi"', '', '"'] },
    ]);
  });

  it('keeps empty fields, leading and trailing', () => {
    expect(whole(',a,,\n')).toEqual([{ line: 1, fields: ['', 'a', '', ''] }]);
  });

  it('counts physical lines across embedded line breaks', () => {
    const records = whole('h1,h2\n"one\ntwo",x\n"three\r\nfour\nfive",y\nlast,z\n');
    expect(records).toEqual([
      { line: 1, fields: ['h1', 'h2'] },
      { line: 2, fields: ['one\ntwo', 'x'] },
      { line: 4, fields: ['three\r\nfour\nfive', 'y'] },
      { line: 7, fields: ['last', 'z'] },
    ]);
  });

  it('reads CRLF line ends', () => {
    expect(whole('a,b\r\n"c","d"\r\ne,\r\n')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['c', 'd'] },
      { line: 3, fields: ['e', ''] },
    ]);
  });

  it('reads a last record without a line break', () => {
    expect(whole('a,b\nc,d')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['c', 'd'] },
    ]);
    expect(whole('a,b\n"c","d"')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['c', 'd'] },
    ]);
    expect(whole('a,b\r\nc,')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['c', ''] },
    ]);
  });

  it('skips blank lines but counts them', () => {
    expect(whole('a,b\n\nc,d\r\n\r\n\ne,f\n\n')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 3, fields: ['c', 'd'] },
      { line: 6, fields: ['e', 'f'] },
    ]);
  });

  it('marks text after a closing quote as malformed and keeps it', () => {
    expect(whole('"O"BRIEN,x\nok,y\n')).toEqual([
      { line: 1, fields: ['OBRIEN', 'x'], malformed: true },
      { line: 2, fields: ['ok', 'y'] },
    ]);
  });

  it('does not lose a last record whose quote never closes', () => {
    expect(whole('a,b\n"c,d\n')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['c,d\n'], malformed: true },
    ]);
  });

  it('handles an empty input', () => {
    expect(whole('')).toEqual([]);
    expect(whole('\n\n')).toEqual([]);
  });

  const SAMPLES = [
    'h1,h2,h3\n"a","b ""q"" c","d,e"\n"multi\nline","x",\r\n,,\nplain,"",z\n"end","no","newline"',
    '"LAST_NAME","FIRST_NAME"\r\n"JOS\u00c9","M\u00dcLLER"\r\n"O\'NEIL","A ""B"" C"\r\n\r\n"X","Y\r\nZ"\r\n',
    'a\n"b\n\n"\nc\r\n"",""\n"""",x\n',
    '"O"BRIEN,x\nok,"y"z,w\n"q"\n',
  ];

  it.each(SAMPLES.map((s, i) => [i, s] as const))(
    'gives the same records when sample %i is split at every position',
    (_i, text) => {
      const expected = whole(text);
      for (let cut = 0; cut <= text.length; cut++) {
        expect(parse([text.slice(0, cut), text.slice(cut)]), `cut at ${cut}`).toEqual(expected);
      }
      for (let a = 0; a <= text.length; a += 3) {
        for (let b = a; b <= text.length; b += 2) {
          expect(parse([text.slice(0, a), text.slice(a, b), text.slice(b)]), `cuts at ${a}, ${b}`).toEqual(
            expected,
          );
        }
      }
      expect(parse([...text]), 'one character at a time').toEqual(expected);
    },
  );

  it.each([
    ['a line with no line break', 'x'],
    ['a quote left open', '"x'],
  ])('holds at most MAX_RECORD_LENGTH characters of %s, reports it and reads on', (_what, start) => {
    const parser = new CsvParser(false, { widthFromHeader: true });
    const out: CsvRecord[] = [];
    parser.push('a,b\n', out);
    parser.push(start, out);
    let most = 0;
    for (let i = 0; i < 100; i++) {
      parser.push('y'.repeat(1 << 16), out);
      most = Math.max(most, parser.buffered);
    }
    parser.push('\nc,d\n', out);
    parser.end(out);
    expect(most).toBeLessThanOrEqual(MAX_RECORD_LENGTH);
    expect(out).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: [], problem: expect.stringMatching(/^the line is longer than 65,536 characters/) },
      { line: 3, fields: ['c', 'd'] },
    ]);
  });

  it('takes a carriage return not followed by a line feed as no line end', () => {
    expect(whole('"a"\r,b\nc,d\n')).toEqual([
      { line: 1, fields: ['a\r', 'b'], malformed: true },
      { line: 2, fields: ['c', 'd'] },
    ]);
  });
});
