/**
 * An incremental RFC 4180 parser: push text chunks, get whole records back. Quoted fields may hold
 * commas, doubled quotes and line breaks. Scans with indexOf rather than char by char, because the
 * statewide file is about 3 GB and this loop is the ingest's hot path.
 */
export interface CsvRecord {
  /** 1-based physical line on which the record starts (the header is line 1). */
  line: number;
  fields: string[];
  /** Set when the quoting was broken (text after a closing quote); the fields are a best effort. */
  malformed?: true;
  /** The record's text as in the file, without its line break (only when the parser keeps it). */
  raw?: string;
  /**
   * Why the parser gave up on this line (too long, a quote left open): the record has no fields
   * and the parser goes on at the next line.
   */
  problem?: string;
}

/**
 * No record of the files read here comes near this length (a registration line is about 700
 * characters): a longer one is a quote left open or a file without line breaks, refused rather
 * than held in memory.
 */
export const MAX_RECORD_LENGTH = 65_536;
/**
 * No value of the files read here comes near this length; a longer one is damage, refused before it
 * reaches a database index (PostgreSQL refuses an index entry over 2,704 bytes, failing the load).
 */
export const MAX_FIELD_LENGTH = 500;

export interface CsvParserOptions {
  /** After the first record (the header), a record spanning lines that does not fit its width is a quote left open. */
  widthFromHeader?: boolean;
  maxRecordLength?: number;
}

const QUOTE = 34;
const COMMA = 44;
const CR = 13;
const LF = 10;

export class CsvParser {
  private carry = '';
  private line = 1;
  /** Inside a line already refused as too long: its text is dropped up to its line break. */
  private skipping = false;
  /** Fields per record once the header is read (widthFromHeader), else -1. */
  private width = -1;
  private readonly widthFromHeader: boolean;
  private readonly maxRecordLength: number;

  /** keepRaw: also give each record's text, so that a loader can pass clean rows through unchanged. */
  constructor(
    private readonly keepRaw = false,
    options: CsvParserOptions = {},
  ) {
    this.widthFromHeader = options.widthFromHeader ?? false;
    this.maxRecordLength = options.maxRecordLength ?? MAX_RECORD_LENGTH;
  }

  /** The line the next record starts on. */
  get nextLine(): number {
    return this.line;
  }

  /** Characters held for an unfinished record: at most MAX_RECORD_LENGTH between pushes. */
  get buffered(): number {
    return this.carry.length;
  }

  /** True while a record is unfinished (a quoted field goes on past the text pushed so far). */
  get pending(): boolean {
    return this.carry.length > 0 || this.skipping;
  }

  /**
   * Continues at `line` of the input: for a caller that reads most lines itself and pushes only
   * the others here (only between records).
   */
  resumeAt(line: number): void {
    this.line = line;
  }

  /** Parses every complete record of carry + chunk; keeps the unfinished tail for the next push. */
  push(chunk: string, out: CsvRecord[]): void {
    let rest = chunk;
    if (this.skipping) {
      const lf = rest.indexOf('\n');
      if (lf === -1) return;
      this.skipping = false;
      this.line += 1;
      rest = rest.slice(lf + 1);
    }
    let text = this.carry.length > 0 ? this.carry + rest : rest;
    for (;;) {
      const consumed = this.parse(text, out, false);
      this.carry = consumed < text.length ? text.slice(consumed) : '';
      if (this.carry.length <= this.maxRecordLength) return;
      // An unfinished record longer than any record should be: refuse its first line, go on after it.
      out.push({ line: this.line, fields: [], problem: this.tooLong() });
      const lf = this.carry.indexOf('\n');
      text = lf === -1 ? '' : this.carry.slice(lf + 1);
      this.carry = '';
      if (lf === -1) {
        this.skipping = true;
        return;
      }
      this.line += 1;
    }
  }

  /** Flushes the last record when the input does not end with a line break. */
  end(out: CsvRecord[]): void {
    if (this.carry.length > 0) this.parse(this.carry, out, true);
    this.carry = '';
    this.skipping = false;
  }

  private tooLong(): string {
    return `the line is longer than ${this.maxRecordLength.toLocaleString('en-US')} characters (a quote left open, or no line breaks); it was skipped`;
  }

  /** Returns how many characters were consumed by complete records. */
  private parse(text: string, out: CsvRecord[], atEnd: boolean): number {
    const length = text.length;
    let recordStart = 0;
    let nextLf = text.indexOf('\n');
    while (recordStart < length) {
      const fields: string[] = [];
      let pos = recordStart;
      let newlinesInside = 0;
      let malformed = false;
      let complete = false;
      let contentEnd = length;
      for (;;) {
        let value: string;
        if (text.charCodeAt(pos) === QUOTE) {
          let close = text.indexOf('"', pos + 1);
          let hasEscapes = false;
          while (close !== -1 && text.charCodeAt(close + 1) === QUOTE) {
            hasEscapes = true;
            close = text.indexOf('"', close + 2);
          }
          if (close === -1) {
            if (!atEnd) break; // the record goes on in the next chunk
            // The input ended inside quotes: keep the rest as the field rather than drop the record.
            malformed = true;
            close = length;
          }
          value = text.slice(pos + 1, close);
          if (hasEscapes) value = value.replaceAll('""', '"');
          if (nextLf !== -1 && nextLf < close) {
            newlinesInside += countLineFeeds(value);
            nextLf = text.indexOf('\n', close);
          }
          pos = close + 1;
          const after = text.charCodeAt(pos);
          // A CR not followed by LF is no line end (lines end with LF or CRLF).
          const loneCr = after === CR && pos + 1 < length && text.charCodeAt(pos + 1) !== LF;
          if (pos < length && after !== COMMA && after !== LF && (after !== CR || loneCr)) {
            // Text after a closing quote: keep it, note the damage, and go on to the delimiter.
            malformed = true;
            const stop = nextDelimiter(text, pos, nextLf);
            value += text.slice(pos, stop);
            pos = stop;
          }
        } else {
          const stop = nextDelimiter(text, pos, nextLf);
          if (stop === length && !atEnd) break;
          value = text.slice(pos, stop);
          pos = stop;
        }
        if (pos >= length) {
          if (!atEnd) break;
          fields.push(value);
          complete = true;
          pos = length;
          break;
        }
        const code = text.charCodeAt(pos);
        if (code === COMMA) {
          fields.push(value);
          pos += 1;
          continue;
        }
        if (code === CR) {
          if (pos + 1 >= length && !atEnd) break;
          fields.push(value);
          contentEnd = pos;
          pos += text.charCodeAt(pos + 1) === LF ? 2 : 1;
          complete = true;
          break;
        }
        // LF
        fields.push(value);
        contentEnd = pos;
        pos += 1;
        complete = true;
        break;
      }
      if (!complete) return recordStart;
      if (newlinesInside > 0 && this.width >= 0 && (malformed || fields.length !== this.width)) {
        // A quote opened on this line ran on over the next ones and the result does not fit the
        // header: refuse this line alone and read the next ones as their own records.
        out.push({
          line: this.line,
          fields: [],
          problem:
            'a quote is left open on this line (the lines after it do not close it into a row of the header)',
        });
        this.line += 1;
        recordStart = text.indexOf('\n', recordStart) + 1;
        nextLf = text.indexOf('\n', recordStart);
        continue;
      }
      if (pos - recordStart > this.maxRecordLength) {
        out.push({ line: this.line, fields: [], problem: this.tooLong() });
        this.line += 1 + newlinesInside;
        recordStart = pos;
        if (nextLf !== -1 && nextLf < pos) nextLf = text.indexOf('\n', pos);
        continue;
      }
      // A blank line is skipped (but counted); a line of just "" or of a lone quote is a record.
      if (!(fields.length === 1 && fields[0] === '' && contentEnd === recordStart)) {
        if (this.widthFromHeader && this.width < 0) this.width = fields.length;
        const record: CsvRecord = { line: this.line, fields };
        if (malformed) record.malformed = true;
        if (this.keepRaw) record.raw = text.slice(recordStart, contentEnd);
        out.push(record);
      }
      this.line += 1 + newlinesInside;
      recordStart = pos;
      if (nextLf !== -1 && nextLf < pos) nextLf = text.indexOf('\n', pos);
    }
    return length;
  }
}

function nextDelimiter(text: string, from: number, nextLf: number): number {
  const comma = text.indexOf(',', from);
  const lf = nextLf >= from ? nextLf : text.indexOf('\n', from);
  let stop = comma === -1 ? (lf === -1 ? text.length : lf) : lf === -1 ? comma : Math.min(comma, lf);
  if (stop > from && text.charCodeAt(stop - 1) === CR && stop === lf) stop -= 1;
  return stop;
}

function countLineFeeds(value: string): number {
  let n = 0;
  for (let i = value.indexOf('\n'); i !== -1; i = value.indexOf('\n', i + 1)) n += 1;
  return n;
}
