import { basename } from 'node:path';
import { err, ok, type Result } from '@voterroll/contract/result';
import { closeWith } from '../csv/close-with';
import { CsvParser, type CsvRecord, MAX_RECORD_LENGTH } from '../csv/csv-parser';
import { filePieces, PlainLines } from '../csv/plain-lines';
import { QVF_COLUMNS_48, QVF_COLUMNS_49, QVF_REQUIRED_COLUMNS } from '../qvf-format';
import type { QvfRegistration } from '../registration';
import { unreadableRecord } from './csv-table';
import { scanQuotedLine } from './quoted-line-scan';
import { QuotedRegistration, quotedLayout, storedAsRead } from './quoted-registration';
import { type ProblemSink, toRegistration } from './registration-values';

export interface RegistrationFile {
  /** csv48 / csv49 for the published CSV headers, csv-other for another CSV header, lst for fixed width. */
  variant: 'csv48' | 'csv49' | 'csv-other' | 'lst';
  /** Optional QVF columns the header lacks (reported, not fatal). */
  missingColumns: string[];
  /** Header columns that are not QVF columns (ignored). */
  extraColumns: string[];
  /** The header's column names in file order, upper-cased (empty for the fixed-width layout). */
  columns: string[];
  /** Batches of readable rows; unreadable ones go to the problem sink. */
  batches: AsyncGenerator<QvfRegistration[]>;
}

const KNOWN = new Set<string>([
  ...QVF_COLUMNS_48,
  ...QVF_COLUMNS_49,
  'CANCELLATION_REASON',
  'STATUS_REASON',
  'STATUS_DATE',
  'STATUS_USER_CODE',
]);

/**
 * Opens `EntireStateVoters.csv` (Latin-1, every field quoted), mapping columns by header name.
 * A file whose header is not a QVF header is refused before any row is read.
 */
export async function openRegistrationCsv(
  path: string,
  onProblem: ProblemSink,
): Promise<Result<RegistrationFile, string>> {
  const file = basename(path);
  const source = filePieces(path);
  const parser = new CsvParser(true, { widthFromHeader: true });
  const opening = await readHeader(source, parser);
  const header = opening.header;
  if (!header) {
    await source.return(undefined);
    return err(`${file} is empty: a QVF registration file starts with a header row.`);
  }
  if (header.problem) {
    await source.return(undefined);
    return err(`${file} is not a QVF registration file: its first line: ${header.problem}.`);
  }
  const columns = header.fields.map((c) => c.trim().toUpperCase());
  const lacking = QVF_REQUIRED_COLUMNS.filter((c) => !columns.includes(c));
  if (lacking.length > 0) {
    // Close the file now: a refused file's stream would otherwise stay open until collected.
    await source.return(undefined);
    return err(
      `${file} is not a QVF registration file: its header lacks ${lacking.join(', ')} ` +
        `(it starts "${header.fields.slice(0, 4).join(',')}").`,
    );
  }
  const index = new Map(columns.map((c, i) => [c, i]));
  const wanted = columns.includes('IS_PERM_AV_BALLOT_VOTER') ? QVF_COLUMNS_49 : QVF_COLUMNS_48;
  const missingColumns = wanted.filter((c) => !index.has(c));
  const extraColumns = columns.filter((c) => !KNOWN.has(c));
  const variant =
    missingColumns.length === 0 && columns.length === wanted.length
      ? wanted === QVF_COLUMNS_49
        ? 'csv49'
        : 'csv48'
      : 'csv-other';

  const layout = quotedLayout(columns);
  const expected = columns.length;
  let fields: string[] = [];
  const get = (column: string): string => {
    const i = index.get(column);
    return i === undefined ? '' : (fields[i] ?? '');
  };
  /** The general path: any record the fast path did not take. */
  const convertRecord = (record: CsvRecord, out: QvfRegistration[]): void => {
    const unreadable = unreadableRecord(record, expected, columns);
    if (unreadable) {
      onProblem({ file, line: record.line, reason: unreadable });
      return;
    }
    fields = record.fields;
    const row = toRegistration(get, record.line);
    if (typeof row === 'string') {
      onProblem({ file, line: record.line, reason: row });
      return;
    }
    if (record.raw !== undefined && standsAsRead(row, get, record.fields)) row.sourceText = record.raw;
    out.push(row);
  };

  async function* batches(): AsyncGenerator<QvfRegistration[]> {
    let carry = opening.rest;
    const lines = new PlainLines(parser);
    for (;;) {
      const next = await source.next();
      const atEnd = next.done === true;
      // One flat string per chunk (Latin-1 is a byte a character): reading characters of a
      // concatenated string costs several times more.
      const text = atEnd ? carry.toString('latin1') : Buffer.concat([carry, next.value]).toString('latin1');
      const out: QvfRegistration[] = [];
      // Field positions of a block of rows; each row keeps a reference to its block.
      let positions = new Int32Array(2 * expected * ROWS_PER_BLOCK);
      let rows = 0;
      // A NUL character (no database text holds one) sends its line to the general path, which reports it.
      let nul = text.indexOf('\0');
      const quoted = (pos: number, end: number, line: number): boolean => {
        if (nul !== -1 && nul < pos) nul = text.indexOf('\0', pos);
        if (nul !== -1 && nul < end) return false;
        if (rows === ROWS_PER_BLOCK) {
          positions = new Int32Array(2 * expected * ROWS_PER_BLOCK);
          rows = 0;
        }
        const at = rows * 2 * expected;
        if (
          !scanQuotedLine(text, pos, end, expected, positions, at) ||
          !storedAsRead(text, positions, at, layout)
        ) {
          return false;
        }
        out.push(new QuotedRegistration(text, positions, at, layout, line, pos, end));
        rows += 1;
        return true;
      };
      const pos = lines.read(text, atEnd, quoted, (record) => convertRecord(record, out));
      carry = pos < text.length ? Buffer.from(text.slice(pos), 'latin1') : EMPTY;
      if (out.length > 0) yield out;
      if (atEnd) return;
    }
  }

  return ok({ variant, missingColumns, extraColumns, columns, batches: closeWith(batches(), source) });
}

const EMPTY = Buffer.alloc(0);
const ROWS_PER_BLOCK = 1024;

/** Reads the header record (its first line, or more if quoted fields break lines) and what follows it. */
async function readHeader(
  source: AsyncGenerator<Buffer>,
  parser: CsvParser,
): Promise<{ header: CsvRecord | undefined; rest: Buffer }> {
  const out: CsvRecord[] = [];
  let text = '';
  let pos = 0;
  for (;;) {
    const lf = text.indexOf('\n', pos);
    if (lf !== -1) {
      parser.push(text.slice(pos, lf + 1), out);
      pos = lf + 1;
      if (out.length > 0) return { header: out[0], rest: Buffer.from(text.slice(pos), 'latin1') };
      continue;
    }
    if (text.length - pos > MAX_RECORD_LENGTH) {
      // No end of the header line in sight: the parser refuses it rather than hold the file.
      parser.push(text.slice(pos), out);
      return { header: out[0], rest: EMPTY };
    }
    const next = await source.next();
    if (next.done) {
      parser.push(text.slice(pos), out);
      parser.end(out);
      return { header: out[0], rest: EMPTY };
    }
    text = text.slice(pos) + next.value.toString('latin1');
    pos = 0;
  }
}

const YES_NO = new Set(['Y', 'N', '']);

/** The reader trims every value: one with white space at either end is not stored as it stands. */
function isPadded(value: string): boolean {
  return value.length > 0 && (value.charCodeAt(0) <= 32 || value.charCodeAt(value.length - 1) <= 32);
}

/**
 * True when every value the reader changes (trims, upper-cases, defaults) stands in the row
 * exactly as the registration holds it, so the row's text may be stored as it is.
 */
function standsAsRead(r: QvfRegistration, get: (column: string) => string, fields: string[]): boolean {
  return (
    !fields.some(isPadded) &&
    r.lastName === get('LAST_NAME') &&
    r.firstName === get('FIRST_NAME') &&
    r.middleName === get('MIDDLE_NAME') &&
    r.nameSuffix === get('NAME_SUFFIX') &&
    r.voterId === get('VOTER_IDENTIFICATION_NUMBER') &&
    r.gender === get('GENDER') &&
    (r.registrationDate ?? '') === get('REGISTRATION_DATE') &&
    r.statusCode === get('VOTER_STATUS_TYPE_CODE') &&
    r.uocavaCode === get('UOCAVA_STATUS_CODE') &&
    YES_NO.has(get('IS_PERM_AV_BALLOT_VOTER') || get('IS_PERMANENT_ABSENTEE_VOTER')) &&
    YES_NO.has(get('IS_PERM_AV_APP_VOTER'))
  );
}
