/**
 * The voting-history file as COPY text, read without a string per field. The history is the
 * largest file of a load (44 million rows statewide) and nearly every line is plain: unquoted
 * fields, a voter id, an ISO date, codes and Y or N. Such a line is checked and written out
 * character by character; any other line goes through the CSV parser and the reader's own
 * conversion (`toHistoryRecord`), so both give the same rows and the same row problems.
 * Measured on 1.6 million rows: 9.5 CPU-s through the general reader, most of it collecting the
 * per-field strings.
 */
import { basename } from 'node:path';
import { CsvParser, type CsvRecord } from '@voterroll/voterfile/csv/csv-parser';
import { filePieces, PlainLines } from '@voterroll/voterfile/csv/plain-lines';
import { unreadableRecord } from '@voterroll/voterfile/readers/csv-table';
import { toHistoryRecord } from '@voterroll/voterfile/readers/history-csv-reader';
import type { HistoryRecord } from '@voterroll/voterfile/readers/history-record';
import { digitsValue, isDigits, isIsoDate } from '@voterroll/voterfile/readers/quoted-line-scan';
import type { ProblemSink } from '@voterroll/voterfile/readers/registration-values';
import { copyLine } from '../copy-text';
import { dateKeyOf, type HistoryFilter, VOTING_METHODS } from './history-digest';

/** The stage's columns, in the order each COPY line gives them. */
export const HISTORY_COPY_COLUMNS = [
  'voter_id',
  'election_date',
  'voting_method',
  'county_code',
  'jurisdiction_code',
] as const;

/** The index in VOTING_METHODS of a record's method. */
const methodIndex = (absentee: boolean | null) => (absentee === null ? 2 : absentee ? 0 : 1);

export const votingMethodOf = (absentee: boolean | null) => VOTING_METHODS[methodIndex(absentee)]!;

/** Takes every record: the whole file goes to the copy. */
const TAKE_ALL: HistoryFilter = { take: () => true };

/** One COPY line of a history record (the general path). */
export function historyCopyLine(h: HistoryRecord): string {
  return copyLine([
    h.voterId,
    h.electionDate,
    votingMethodOf(h.isAbsentee),
    h.countyCode,
    h.jurisdictionCode,
  ]);
}

const COMMA = 44;
const QUOTE = 34;
const CR = 13;
const TAB = 9;
const LF = 10;
const PIECE_BYTES = 1 << 16;
const NULL_FIELD = '\\N';

/** Where the fields the copy needs stand in the header (-1: the file lacks the column). */
interface Layout {
  width: number;
  id: number;
  date: number;
  county: number;
  jurisdiction: number;
  absentee: number;
}

function layoutOf(columns: string[]): Layout {
  const at = (name: string) => columns.indexOf(name);
  return {
    width: columns.length,
    id: at('VOTER_IDENTIFICATION_NUMBER'),
    date: at('ELECTION_DATE'),
    county: at('COUNTY_CODE'),
    jurisdiction: at('JURISDICTION_CODE'),
    absentee: at('IS_ABSENTEE_VOTER'),
  };
}

/** Output bytes, grown as needed; Latin-1 text is a byte a character (the copy is ASCII). */
class Out {
  buffer = Buffer.allocUnsafe(PIECE_BYTES * 2);
  length = 0;

  room(n: number): void {
    if (this.length + n <= this.buffer.length) return;
    const bigger = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.length + n));
    this.buffer.copy(bigger, 0, 0, this.length);
    this.buffer = bigger;
  }

  range(text: string, from: number, to: number): void {
    this.room(to - from);
    for (let i = from; i < to; i++) this.buffer[this.length++] = text.charCodeAt(i);
  }

  ascii(s: string): void {
    this.room(s.length);
    this.length += this.buffer.write(s, this.length, 'latin1');
  }

  byte(b: number): void {
    this.room(1);
    this.buffer[this.length++] = b;
  }

  take(): Uint8Array {
    const taken = Uint8Array.prototype.slice.call(this.buffer, 0, this.length);
    this.length = 0;
    return taken;
  }
}

/** A code written without padding or leading zeros, 1 to `max`: '' when blank. */
function plainCode(text: string, from: number, to: number, maxDigits: number, max: number): boolean {
  if (!isDigits(text, from, to, maxDigits) || text.charCodeAt(from) === 48) return false;
  return digitsValue(text, from, to) <= max;
}

/** Field k of the line is text[fieldStart(from, ends, k), ends[k]). */
function fieldStart(from: number, ends: Int32Array, k: number): number {
  return k === 0 ? from : ends[k - 1]! + 1;
}

/**
 * Checks the plain line text[from, to) (no quote) and writes it as one COPY line when `filter`
 * takes it, returning true, or returns false, writing nothing, for any line the general path must read.
 */
function copyPlainLine(
  text: string,
  from: number,
  to: number,
  l: Layout,
  out: Out,
  ends: Int32Array,
  filter: HistoryFilter,
  suffix: string,
): boolean {
  // Field k is text[ends[k - 1] + 1, ends[k]) with ends[-1] = from - 1.
  let k = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === COMMA) {
      if (k === l.width - 1) return false;
      ends[k++] = i;
    } else if (c === QUOTE || c === CR) return false;
  }
  if (k !== l.width - 1) return false;
  ends[k] = to;
  const idFrom = fieldStart(from, ends, l.id);
  const idTo = ends[l.id]!;
  if (!isDigits(text, idFrom, idTo, 13) || text.charCodeAt(idFrom) === 48) return false;
  const dateFrom = fieldStart(from, ends, l.date);
  if (!isIsoDate(text, dateFrom, ends[l.date]!)) return false;
  let county = -1;
  if (l.county >= 0 && ends[l.county]! > fieldStart(from, ends, l.county)) {
    if (!plainCode(text, fieldStart(from, ends, l.county), ends[l.county]!, 2, 83)) return false;
    county = l.county;
  }
  let jurisdiction = -1;
  if (l.jurisdiction >= 0 && ends[l.jurisdiction]! > fieldStart(from, ends, l.jurisdiction)) {
    if (!plainCode(text, fieldStart(from, ends, l.jurisdiction), ends[l.jurisdiction]!, 5, 99_999))
      return false;
    jurisdiction = l.jurisdiction;
  }
  let method = 2;
  if (l.absentee >= 0) {
    const a = fieldStart(from, ends, l.absentee);
    const length = ends[l.absentee]! - a;
    if (length === 1 && text.charCodeAt(a) === 89) method = 0;
    else if (length === 1 && text.charCodeAt(a) === 78) method = 1;
    else if (length !== 0) return false;
  }
  const dateKey =
    digitsValue(text, dateFrom, dateFrom + 4) * 10_000 +
    digitsValue(text, dateFrom + 5, dateFrom + 7) * 100 +
    digitsValue(text, dateFrom + 8, dateFrom + 10);
  if (!filter.take(dateKey, digitsValue(text, idFrom, idTo), method)) return true;
  out.range(text, idFrom, idTo);
  out.byte(TAB);
  out.range(text, dateFrom, dateFrom + 10);
  out.byte(TAB);
  out.ascii(VOTING_METHODS[method]!);
  out.byte(TAB);
  if (county >= 0) out.range(text, fieldStart(from, ends, county), ends[county]!);
  else out.ascii(NULL_FIELD);
  out.byte(TAB);
  if (jurisdiction >= 0) out.range(text, fieldStart(from, ends, jurisdiction), ends[jurisdiction]!);
  else out.ascii(NULL_FIELD);
  if (suffix !== '') out.ascii(suffix);
  out.byte(LF);
  return true;
}

/**
 * COPY text (HISTORY_COPY_COLUMNS) of the readable rows of a history CSV file whose header the
 * reader has accepted (`openHistoryCsv`) that `filter` takes (every one by default), each line
 * ending with `suffix` (more columns, tab first); unreadable rows go to `onProblem` as the reader
 * reports them.
 */
export async function* historyCopyChunks(
  path: string,
  onProblem: ProblemSink,
  filter: HistoryFilter = TAKE_ALL,
  suffix = '',
): AsyncGenerator<Uint8Array> {
  const file = basename(path);
  const parser = new CsvParser(false, { widthFromHeader: true });
  const out = new Out();
  let layout: Layout | null = null;
  let ends = new Int32Array(0);
  let fields: string[] = [];
  let index = new Map<string, number>();
  const get = (column: string): string => {
    const i = index.get(column);
    return i === undefined ? '' : (fields[i] ?? '');
  };
  /** The general path, as the reader converts a record. */
  const convert = (record: CsvRecord): void => {
    if (!layout) {
      const columns = record.fields.map((c) => c.trim().toUpperCase());
      layout = layoutOf(columns);
      index = new Map(columns.map((c, i) => [c, i]));
      ends = new Int32Array(columns.length);
      return;
    }
    const unreadable = unreadableRecord(record, layout.width);
    if (unreadable) {
      onProblem({ file, line: record.line, reason: unreadable });
      return;
    }
    fields = record.fields;
    const h = toHistoryRecord(get);
    if (typeof h === 'string') onProblem({ file, line: record.line, reason: h });
    else if (filter.take(dateKeyOf(h.electionDate), Number(h.voterId), methodIndex(h.isAbsentee)))
      out.ascii(suffix === '' ? historyCopyLine(h) : `${historyCopyLine(h).slice(0, -1)}${suffix}\n`);
  };
  let carry = Buffer.alloc(0);
  const lines = new PlainLines(parser);
  const source = filePieces(path);
  for (;;) {
    const next = await source.next();
    const atEnd = next.done === true;
    const text = atEnd ? carry.toString('latin1') : Buffer.concat([carry, next.value]).toString('latin1');
    const plain = (from: number, end: number): boolean =>
      layout !== null && end > from && copyPlainLine(text, from, end, layout, out, ends, filter, suffix);
    const pos = lines.read(text, atEnd, plain, convert);
    carry = pos < text.length ? Buffer.from(text.slice(pos), 'latin1') : Buffer.alloc(0);
    if (out.length > 0) yield out.take();
    if (atEnd) return;
  }
}
