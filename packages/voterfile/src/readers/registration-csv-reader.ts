import { basename } from 'node:path';
import { err, ok, type Result } from '@voterroll/contract/result';
import { readCsvRecords } from '../csv/read-csv-records';
import { QVF_COLUMNS_48, QVF_COLUMNS_49, QVF_REQUIRED_COLUMNS } from '../qvf-format';
import type { QvfRegistration } from '../registration';
import { type ProblemSink, toRegistration } from './registration-values';

export interface RegistrationFile {
  /** csv48 / csv49 for the published CSV headers, csv-other for another CSV header, lst for fixed width. */
  variant: 'csv48' | 'csv49' | 'csv-other' | 'lst';
  /** Optional QVF columns the header lacks (reported, not fatal). */
  missingColumns: string[];
  /** Header columns that are not QVF columns (ignored). */
  extraColumns: string[];
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
  const records = readCsvRecords(path, { encoding: 'latin1' });
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
        if (record.fields.length !== expected) {
          onProblem({
            file,
            line: record.line,
            reason: `expected ${expected} fields, found ${record.fields.length}`,
          });
          continue;
        }
        if (record.malformed) {
          onProblem({ file, line: record.line, reason: 'broken quoting (text after a closing quote)' });
          continue;
        }
        fields = record.fields;
        const row = toRegistration(get, record.line);
        if (typeof row === 'string') onProblem({ file, line: record.line, reason: row });
        else out.push(row);
      }
      return out;
    };
    yield convert(firstBatch, true);
    for await (const batch of records) yield convert(batch, false);
  }

  return ok({ variant, missingColumns, extraColumns, batches: batches() });
}
