import { basename } from 'node:path';
import { err, ok, type Result } from '@voterroll/contract/result';
import { closeWith } from '../csv/close-with';
import { readCsvRecords } from '../csv/read-csv-records';
import { QVF_COLUMNS_48, QVF_COLUMNS_49, QVF_REQUIRED_COLUMNS } from '../qvf-format';
import type { QvfRegistration } from '../registration';
import { unreadableRecord } from './csv-table';
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
  const records = readCsvRecords(path, { encoding: 'latin1', keepRaw: true });
  const first = await records.next();
  const firstBatch = first.done ? [] : first.value;
  const header = firstBatch[0];
  if (!header) {
    await records.return(undefined);
    return err(`${file} is empty: a QVF registration file starts with a header row.`);
  }
  const columns = header.fields.map((c) => c.trim().toUpperCase());
  const lacking = QVF_REQUIRED_COLUMNS.filter((c) => !columns.includes(c));
  if (lacking.length > 0) {
    // Close the file now: a refused file's stream would otherwise stay open until collected.
    await records.return(undefined);
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

  async function* batches(): AsyncGenerator<QvfRegistration[]> {
    const expected = columns.length;
    let fields: string[] = [];
    const get = (column: string): string => {
      const i = index.get(column);
      return i === undefined ? '' : (fields[i] ?? '');
    };
    const convert = (batch: typeof firstBatch, skipHeader: boolean): QvfRegistration[] => {
      const out: QvfRegistration[] = [];
      for (let r = skipHeader ? 1 : 0; r < batch.length; r++) {
        const record = batch[r]!;
        const unreadable = unreadableRecord(record, expected);
        if (unreadable) {
          onProblem({ file, line: record.line, reason: unreadable });
          continue;
        }
        fields = record.fields;
        const row = toRegistration(get, record.line);
        if (typeof row === 'string') {
          onProblem({ file, line: record.line, reason: row });
          continue;
        }
        if (record.raw !== undefined && standsAsRead(row, get, record.fields)) row.sourceText = record.raw;
        out.push(row);
      }
      return out;
    };
    yield convert(firstBatch, true);
    for await (const batch of records) yield convert(batch, false);
  }

  return ok({ variant, missingColumns, extraColumns, columns, batches: closeWith(batches(), records) });
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
