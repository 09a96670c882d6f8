/**
 * Reads generated files back, for the tests: a small CSV reader (quoted fields, doubled quotes,
 * CRLF or LF) that knows nothing of the generator, so the tests check the files as a reader sees
 * them.
 */
import { readFileSync } from 'node:fs';

/** Splits one CSV line into fields (no line breaks inside fields in these files). */
export function splitCsvLine(line: string): string[] {
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    let value = '';
    if (line[i] === '"') {
      i++;
      for (;;) {
        const q = line.indexOf('"', i);
        if (q < 0) throw new Error(`unterminated quote in: ${line}`);
        value += line.slice(i, q);
        if (line[q + 1] === '"') {
          value += '"';
          i = q + 2;
        } else {
          i = q + 1;
          break;
        }
      }
    } else {
      const c = line.indexOf(',', i);
      value = c < 0 ? line.slice(i) : line.slice(i, c);
      i = c < 0 ? line.length : c;
    }
    fields.push(value);
    if (i >= line.length) return fields;
    if (line[i] !== ',') throw new Error(`bad field end at ${i} in: ${line}`);
    i++;
  }
}

export interface CsvFile {
  header: string[];
  rows: string[][];
  /** Rows as objects keyed by the header. */
  records: Record<string, string>[];
}

export function readCsv(path: string, encoding: 'latin1' | 'utf8'): CsvFile {
  const lines = readFileSync(path).toString(encoding).split(/\r?\n/);
  if (lines[lines.length - 1] === '') lines.pop();
  const header = splitCsvLine(lines[0] ?? '');
  const rows = lines.slice(1).map(splitCsvLine);
  const records = rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
  return { header, rows, records };
}
