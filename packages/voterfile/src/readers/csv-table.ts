import { basename } from 'node:path';
import { err, ok, type Result } from '@voterroll/contract/result';
import { closeWith } from '../csv/close-with';
import { type CsvRecord, MAX_FIELD_LENGTH } from '../csv/csv-parser';
import { readCsvRecords, type TextEncodingName } from '../csv/read-csv-records';
import { firstBatchOf } from './file-errors';
import type { ProblemSink } from './registration-values';

/** A CSV file whose header has been read and checked; rows not yet read. */
export interface CsvTable {
  /** The file's base name, as problems and messages name it. */
  file: string;
  /** Header names, trimmed and upper-cased. */
  columns: string[];
  index: Map<string, number>;
  /** Data records of the first batch (the header removed), available for checks before reading on. */
  firstRows: CsvRecord[];
  /** The remaining batches. */
  rest: AsyncGenerator<CsvRecord[]>;
}

export interface CsvTableSpec {
  encoding: TextEncodingName;
  /** What the file should be, for messages: "a deceased file (deceased.csv)". */
  kind: string;
  /** Columns without which the file cannot be read. */
  required: readonly string[];
}

/**
 * Opens a CSV file and checks its header. A file that is empty or lacks a required column is
 * refused with a message naming the file, what it should be and what it lacks; the stream is
 * closed in that case.
 */
export async function openCsvTable(path: string, spec: CsvTableSpec): Promise<Result<CsvTable, string>> {
  const file = basename(path);
  const records = readCsvRecords(path, { encoding: spec.encoding });
  const first = await firstBatchOf(path, records);
  if (!first.ok) return first;
  const batch = first.value;
  const header = batch[0];
  if (!header) {
    await records.return(undefined);
    return err(`${file} is empty: ${spec.kind} starts with a header row.`);
  }
  if (header.problem) {
    await records.return(undefined);
    return err(`${file} is not ${spec.kind}: its first line: ${header.problem}.`);
  }
  const columns = header.fields.map((c) => c.trim().toUpperCase());
  const lacking = spec.required.filter((c) => !columns.includes(c));
  if (lacking.length > 0) {
    await records.return(undefined);
    return err(
      `${file} is not ${spec.kind}: its header lacks ${lacking.join(', ')} ` +
        `(it starts "${header.fields.slice(0, 4).join(',')}").`,
    );
  }
  const index = new Map(columns.map((c, i) => [c, i]));
  return ok({ file, columns, index, firstRows: batch.slice(1), rest: records });
}

/**
 * Why a record cannot be read as a row of a table of `expected` columns (named by `columns` in
 * messages), or null when it can: what the parser refused, the wrong number of fields, broken
 * quoting, a value longer than MAX_FIELD_LENGTH, or a NUL character (no database text holds one).
 */
export function unreadableRecord(
  record: CsvRecord,
  expected: number,
  columns: readonly string[] = [],
): string | null {
  if (record.problem) return record.problem;
  const { fields } = record;
  if (fields.length !== expected) return `expected ${expected} fields, found ${fields.length}`;
  if (record.malformed) return 'broken quoting (text after a closing quote)';
  for (let i = 0; i < fields.length; i++) {
    const value = fields[i]!;
    const name = columns[i] || `field ${i + 1}`;
    if (value.length > MAX_FIELD_LENGTH) {
      return `${name} is ${value.length.toLocaleString('en-US')} characters long (a value holds at most ${MAX_FIELD_LENGTH})`;
    }
    if (value.includes('\0')) return `${name} holds a NUL character`;
  }
  return null;
}

/** Reads a column of the current row by name; '' for a column the file lacks. */
export type ColumnGetter = (column: string) => string;

/**
 * Converts every row of an opened table (`line` is where the row starts); a row with the wrong number of fields, broken quoting,
 * or a value `convert` rejects (it returns the reason as a string) goes to `onProblem`.
 */
export function convertRows<T>(
  table: CsvTable,
  onProblem: ProblemSink,
  convert: (get: ColumnGetter, line: number) => T | string,
): AsyncGenerator<T[]> {
  return closeWith(convertedRows(table, onProblem, convert), table.rest);
}

async function* convertedRows<T>(
  table: CsvTable,
  onProblem: ProblemSink,
  convert: (get: ColumnGetter, line: number) => T | string,
): AsyncGenerator<T[]> {
  const { file, index, columns } = table;
  const expected = columns.length;
  let fields: string[] = [];
  const get: ColumnGetter = (column) => {
    const i = index.get(column);
    return i === undefined ? '' : (fields[i] ?? '');
  };
  const convertBatch = (batch: CsvRecord[]): T[] => {
    const out: T[] = [];
    for (const record of batch) {
      const unreadable = unreadableRecord(record, expected, columns);
      if (unreadable) {
        onProblem({ file, line: record.line, reason: unreadable });
        continue;
      }
      fields = record.fields;
      const value = convert(get, record.line);
      if (typeof value === 'string') onProblem({ file, line: record.line, reason: value });
      else out.push(value);
    }
    return out;
  };
  if (table.firstRows.length > 0) yield convertBatch(table.firstRows);
  for await (const batch of table.rest) yield convertBatch(batch);
}

/** A file of rows opened and checked: what it lacks, and its rows converted in batches. */
export interface RowFile<T> {
  /** Optional columns the header lacks (read as blank). */
  missingColumns: string[];
  /** Batches of readable rows; unreadable ones go to the problem sink. */
  batches: AsyncGenerator<T[]>;
}

export interface RowFileSpec<T> extends CsvTableSpec {
  /** Every column the format names, to report the optional ones the file lacks. */
  columns: readonly string[];
  convert: (get: ColumnGetter, line: number) => T | string;
  /** A check of the whole file from its header and first rows: a message refuses the file. */
  refuse?: (table: CsvTable) => string | null;
}

/** Opens a CSV file of one of the formats, checks it, and converts its rows as they are read. */
export async function openRowFile<T>(
  path: string,
  spec: RowFileSpec<T>,
  onProblem: ProblemSink,
): Promise<Result<RowFile<T>, string>> {
  const opened = await openCsvTable(path, spec);
  if (!opened.ok) return opened;
  const table = opened.value;
  const refusal = spec.refuse?.(table) ?? null;
  if (refusal !== null) {
    await table.rest.return(undefined);
    return err(`${table.file}: ${refusal}`);
  }
  const missingColumns = spec.columns.filter((c) => !table.index.has(c));
  return ok({ missingColumns, batches: convertRows(table, onProblem, spec.convert) });
}

/** The opener of a UTF-8 CSV file of one of the formats (the auxiliary files). */
export function utf8RowFileOpener<T>(spec: Omit<RowFileSpec<T>, 'encoding'>) {
  return (path: string, onProblem: ProblemSink): Promise<Result<RowFile<T>, string>> =>
    openRowFile(path, { ...spec, encoding: 'utf8' }, onProblem);
}
