import { createReadStream } from 'node:fs';

/** One physical line of a text file, without its line break. */
export interface TextLine {
  /** 1-based line number. */
  line: number;
  text: string;
}

/**
 * Streams a Latin-1 text file (the fixed-width QVF files) as batches of lines. CR before LF is
 * dropped; empty lines are skipped but counted.
 */
export async function* readLines(path: string, batchSize = 10_000): AsyncGenerator<TextLine[]> {
  let carry = '';
  let lineNumber = 0;
  let batch: TextLine[] = [];
  const take = (raw: string): void => {
    lineNumber += 1;
    const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (text !== '') batch.push({ line: lineNumber, text });
  };
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 })) {
    // Latin-1 is one byte per character, so a chunk boundary never splits a character.
    const text = carry + (chunk as Buffer).toString('latin1');
    let start = 0;
    for (let lf = text.indexOf('\n'); lf !== -1; lf = text.indexOf('\n', start)) {
      take(text.slice(start, lf));
      start = lf + 1;
    }
    carry = text.slice(start);
    if (batch.length >= batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (carry !== '') take(carry);
  if (batch.length > 0) yield batch;
}
