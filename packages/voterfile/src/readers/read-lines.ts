import { createReadStream } from 'node:fs';
import { MAX_RECORD_LENGTH } from '../csv/csv-parser';
import { withoutBom } from '../csv/plain-lines';

/** One physical line of a text file, without its line break. */
export interface TextLine {
  /** 1-based line number. */
  line: number;
  text: string;
  /** Set when the line ran past MAX_RECORD_LENGTH: `text` holds its start only, the rest was dropped. */
  tooLong?: true;
}

/** The reason a reader gives for a TextLine marked tooLong. */
export const LINE_TOO_LONG = `the line is longer than ${MAX_RECORD_LENGTH.toLocaleString('en-US')} characters (no line breaks?); it was skipped`;

/**
 * Streams a Latin-1 text file (the fixed-width QVF files) as batches of lines. CR before LF is
 * dropped; empty lines are skipped but counted; a byte order mark at the start is dropped. A line
 * longer than MAX_RECORD_LENGTH is given as tooLong and its text is not kept (memory stays bounded).
 */
export async function* readLines(path: string, batchSize = 10_000): AsyncGenerator<TextLine[]> {
  let carry = '';
  let lineNumber = 0;
  let batch: TextLine[] = [];
  /** Inside a line already given as tooLong: its text is dropped up to its line break. */
  let skipping = false;
  let first = true;
  const take = (raw: string): void => {
    lineNumber += 1;
    const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (text.length > MAX_RECORD_LENGTH) batch.push({ line: lineNumber, text: '', tooLong: true });
    else if (text !== '') batch.push({ line: lineNumber, text });
  };
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 })) {
    let buffer = chunk as Buffer;
    if (first) {
      buffer = withoutBom(buffer);
      first = false;
    }
    // Latin-1 is one byte per character, so a chunk boundary never splits a character.
    const text = carry + buffer.toString('latin1');
    let start = 0;
    if (skipping) {
      const lf = text.indexOf('\n');
      if (lf === -1) continue;
      skipping = false;
      start = lf + 1;
    }
    for (let lf = text.indexOf('\n', start); lf !== -1; lf = text.indexOf('\n', start)) {
      take(text.slice(start, lf));
      start = lf + 1;
    }
    carry = text.slice(start);
    if (carry.length > MAX_RECORD_LENGTH) {
      lineNumber += 1;
      batch.push({ line: lineNumber, text: '', tooLong: true });
      carry = '';
      skipping = true;
    }
    if (batch.length >= batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (carry !== '') take(carry);
  if (batch.length > 0) yield batch;
}

/**
 * Why a fixed-width line cannot be read (too long, another width, a NUL character, which no
 * database text holds), or null. `widths` are the lengths a record may have.
 */
export function unreadableLine(record: TextLine, ...widths: number[]): string | null {
  if (record.tooLong) return LINE_TOO_LONG;
  if (!widths.includes(record.text.length))
    return `record is ${record.text.length} characters long, expected ${widths[0]}`;
  if (record.text.includes('\0')) return 'the record holds a NUL character';
  return null;
}
