import { createReadStream } from 'node:fs';
import { type CsvParser, type CsvRecord, MAX_RECORD_LENGTH } from './csv-parser';

/**
 * The lines of a file's text for a reader with a fast path: each line goes to `plain`, which takes
 * it (true) or not; a line it does not take, and a record that goes on over lines, goes to the CSV
 * parser, whose records go to `general`. Line numbers follow both paths.
 */
export class PlainLines {
  /** The line the next record starts on (the header is line 1). */
  line: number;
  private readonly records: CsvRecord[] = [];

  constructor(private readonly parser: CsvParser) {
    this.line = parser.nextLine;
  }

  /**
   * Reads the whole lines of `text` (all of it when `atEnd`) and returns where the unread tail
   * starts. `plain` gets the line text[from, end) without its line break.
   */
  read(
    text: string,
    atEnd: boolean,
    plain: (from: number, end: number, line: number) => boolean,
    general: (record: CsvRecord) => void,
  ): number {
    const { parser, records } = this;
    let pos = 0;
    while (pos < text.length) {
      let lf = text.indexOf('\n', pos);
      if (lf === -1) {
        if (!atEnd) break;
        lf = text.length;
      }
      const end = lf > pos && text.charCodeAt(lf - 1) === 13 ? lf - 1 : lf;
      if (!parser.pending && plain(pos, end, this.line)) {
        this.line += 1;
      } else {
        // A record split over lines stays with the parser until it ends.
        if (!parser.pending) parser.resumeAt(this.line);
        parser.push(text.slice(pos, lf + 1), records);
        if (!parser.pending) this.line = parser.nextLine;
        for (const record of records) general(record);
        records.length = 0;
      }
      pos = lf + 1;
    }
    if (!atEnd && text.length - pos > MAX_RECORD_LENGTH) {
      // A line with no end in sight: the parser refuses it and drops its text up to its line break.
      if (!parser.pending) parser.resumeAt(this.line);
      parser.push(text.slice(pos), records);
      for (const record of records) general(record);
      records.length = 0;
      pos = text.length;
    }
    if (atEnd) {
      parser.end(records);
      for (const record of records) general(record);
      records.length = 0;
    }
    return pos;
  }
}

const PIECE_BYTES = 1 << 16;

/**
 * The file's bytes, read 1 MB at a time and given out 64 KB at a time: the text of a smaller
 * piece is collected young, while a megabyte string goes straight to the old generation and
 * costs full collections.
 */
export async function* filePieces(path: string): AsyncGenerator<Buffer> {
  let first = true;
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 })) {
    let buffer = chunk as Buffer;
    if (first) {
      buffer = withoutBom(buffer);
      first = false;
    }
    for (let at = 0; at < buffer.length; at += PIECE_BYTES) yield buffer.subarray(at, at + PIECE_BYTES);
  }
}

/** A file saved as "CSV UTF-8" starts with a byte order mark; it is no part of the first field. */
export function withoutBom(buffer: Buffer): Buffer {
  return buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf ? buffer.subarray(3) : buffer;
}
