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
}

const QUOTE = 34;
const COMMA = 44;
const CR = 13;
const LF = 10;

export class CsvParser {
  private carry = '';
  private line = 1;

  /** keepRaw: also give each record's text, so that a loader can pass clean rows through unchanged. */
  constructor(private readonly keepRaw = false) {}

  /** The line the next record starts on. */
  get nextLine(): number {
    return this.line;
  }

  /** True while a record is unfinished (a quoted field goes on past the text pushed so far). */
  get pending(): boolean {
    return this.carry.length > 0;
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
    const text = this.carry.length > 0 ? this.carry + chunk : chunk;
    const consumed = this.parse(text, out, false);
    this.carry = consumed < text.length ? text.slice(consumed) : '';
  }

  /** Flushes the last record when the input does not end with a line break. */
  end(out: CsvRecord[]): void {
    if (this.carry.length > 0) this.parse(this.carry, out, true);
    this.carry = '';
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
          if (pos < length && after !== COMMA && after !== LF && after !== CR) {
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
      if (!(fields.length === 1 && fields[0] === '')) {
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
