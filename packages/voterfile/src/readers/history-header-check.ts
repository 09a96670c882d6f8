import type { CsvTable } from './csv-table';
import { parseCode, parseDate, parseVoterId } from './field-values';

/** Rows looked at before any is converted. */
const SAMPLE_ROWS = 200;
/** Fewer rows than this say too little about a file's date format to refuse it for one. */
const MIN_ROWS_FOR_FORMAT = 10;

const blankOr = (test: (v: string) => boolean) => (v: string) => v.trim() === '' || test(v);

/** What each typed history column must hold; ELECTION_DATE first, as it is the one that matters most. */
const TYPED_COLUMNS: readonly (readonly [string, (value: string) => boolean])[] = [
  ['ELECTION_DATE', (v) => parseDate(v) !== null],
  ['VOTER_IDENTIFICATION_NUMBER', (v) => parseVoterId(v) !== null],
  ['COUNTY_CODE', blankOr((v) => parseCode(v, 83) !== null)],
  ['JURISDICTION_CODE', blankOr((v) => parseCode(v, 99_999) !== null)],
  ['SCHOOL_DISTRICT_CODE', blankOr((v) => /^\d+$/.test(v.trim()))],
  ['IS_ABSENTEE_VOTER', (v) => /^[YN]?$/i.test(v.trim())],
];

/**
 * Detects a header that does not match its rows, from the first rows: most rows with another field
 * count than the header, or typed columns holding the wrong kind of value while the values' pattern
 * shows a shift (dates under another column, or several typed columns wrong at once). One row with a
 * bad date is not a mismatch; it is left to the row checks. A file of at least 10 rows where most dates
 * are unreadable is refused too, as every row would be rejected. Returns what was seen, or null.
 */
export function findHeaderMismatch(table: CsvTable): string | null {
  const sample = table.firstRows.slice(0, SAMPLE_ROWS);
  if (sample.length === 0) return null;
  const width = table.columns.length;
  const offWidth = sample.filter((r) => r.fields.length !== width);
  if (offWidth.length * 2 > sample.length) {
    const r = offWidth[0]!;
    return (
      `the header does not match the columns: the header names ${width} columns but line ${r.line} has ${r.fields.length} fields ` +
      `(${offWidth.length} of the first ${sample.length} rows differ from the header).`
    );
  }
  const rows = sample.filter((r) => r.fields.length === width);
  const majority = (count: number): boolean => count * 2 > rows.length;
  const seen: string[] = [];
  let failing = 0;
  for (const [column, test] of TYPED_COLUMNS) {
    const i = table.index.get(column);
    if (i === undefined) continue;
    const bad = rows.filter((r) => !test(r.fields[i] ?? ''));
    if (!majority(bad.length)) continue;
    failing += 1;
    seen.push(`${column} holds '${bad[0]!.fields[i]}' on line ${bad[0]!.line}`);
  }
  if (failing === 0) return null;
  const dateIndex = table.index.get('ELECTION_DATE');
  const datesElsewhere: string[] = [];
  table.columns.forEach((column, i) => {
    if (i === dateIndex) return;
    const dated = rows.filter((r) => parseDate(r.fields[i] ?? '') !== null);
    if (majority(dated.length))
      datesElsewhere.push(
        `${column || `column ${i + 1}`} holds dates ('${dated[0]!.fields[i]}' on line ${dated[0]!.line})`,
      );
  });
  if (failing < 2 && datesElsewhere.length === 0) {
    // No sign of a shift, but if most dates are unreadable every row would be rejected: refuse instead.
    const i = dateIndex ?? -1;
    const undated = rows.filter((r) => parseDate(r.fields[i] ?? '') === null);
    if (rows.length < MIN_ROWS_FOR_FORMAT || !majority(undated.length)) return null;
    const r = undated[0]!;
    return (
      `ELECTION_DATE holds '${r.fields[i]}' on line ${r.line}, and ${undated.length} of the first ${rows.length} ` +
      'rows hold no date this reader knows (YYYY-MM-DD, MM/DD/YYYY, or either with a time); the file was not loaded.'
    );
  }
  seen.push(...datesElsewhere);
  const last = table.columns[width - 1];
  if (last && rows.every((r) => (r.fields[width - 1] ?? '') === '')) {
    seen.push(`the last field (${last}) is empty in every one of the first ${rows.length} rows`);
  }
  return `the header does not match the columns: ${seen.join('; ')}. A column seems to be missing from the rows, so values sit under the wrong names; the file was not loaded.`;
}
