import { basename } from 'node:path';
import { err, ok, type Result } from '@voterroll/contract/result';
import { parseCompactDate } from './field-values';
import { unreadableFile } from './file-errors';
import { LINE_TOO_LONG, readLines, type TextLine } from './read-lines';

/**
 * The fixed-width era's code files (spec 4, sections 2 and 3): countycd.lst, jurisdcd.lst and
 * electionscd.lst. They are small reference lists, so a line that cannot be read refuses the file
 * (a wrong code list would mislabel every record) rather than being skipped.
 */

/** The key of a jurisdiction in the map readJurisdictionCodes returns: codes as numbers, "33:46000". */
export function jurisdictionKey(countyCode: number, jurisdictionCode: number): string {
  return `${countyCode}:${jurisdictionCode}`;
}

/** The key of an election code: trimmed, leading zeros dropped from a numeric code. */
export function electionCodeKey(code: string): string {
  const trimmed = code.trim();
  return /^\d+$/.test(trimmed) ? trimmed.replace(/^0+(?=\d)/, '') : trimmed;
}

async function readAll(path: string): Promise<TextLine[]> {
  const lines: TextLine[] = [];
  for await (const batch of readLines(path)) lines.push(...batch);
  return lines;
}

async function readCodeFile<K, V>(
  path: string,
  describe: string,
  parseLine: (text: string) => [K, V] | string,
): Promise<Result<Map<K, V>, string>> {
  const file = basename(path);
  let lines: TextLine[];
  try {
    lines = await readAll(path);
  } catch (error) {
    const message = unreadableFile(path, error);
    if (message === null) throw error;
    return err(message);
  }
  const map = new Map<K, V>();
  for (const { line, text, tooLong } of lines) {
    if (tooLong) return err(`${file} is not ${describe}: line ${line}: ${LINE_TOO_LONG}.`);
    if (text.includes('\0')) return err(`${file} is not ${describe}: line ${line} holds a NUL character.`);
    if (text.trim() === '') continue;
    const entry = parseLine(text);
    if (typeof entry === 'string') return err(`${file} is not ${describe}: line ${line} ${entry}.`);
    map.set(entry[0], entry[1]);
  }
  if (map.size === 0) return err(`${file} is empty: ${describe} lists one code a line.`);
  return ok(map);
}

/** countycd.lst: county code (2) + name (25). */
export function readCountyCodes(path: string): Promise<Result<Map<number, string>, string>> {
  return readCodeFile(path, 'a county code file (countycd.lst: code 2 + name 25)', (text) => {
    const code = text.slice(0, 2).trim();
    if (!/^\d{1,2}$/.test(code))
      return `does not start with a two-digit county code ("${text.slice(0, 10)}")`;
    return [Number(code), text.slice(2, 27).trim()];
  });
}

/** jurisdcd.lst: county (2) + jurisdiction (5) + name (35), keyed by jurisdictionKey. */
export function readJurisdictionCodes(path: string): Promise<Result<Map<string, string>, string>> {
  return readCodeFile(
    path,
    'a jurisdiction code file (jurisdcd.lst: county 2 + jurisdiction 5 + name 35)',
    (text) => {
      const county = text.slice(0, 2).trim();
      const jurisdiction = text.slice(2, 7).trim();
      if (!/^\d{1,2}$/.test(county) || !/^\d{1,5}$/.test(jurisdiction)) {
        return `does not start with a county and jurisdiction code ("${text.slice(0, 12)}")`;
      }
      return [jurisdictionKey(Number(county), Number(jurisdiction)), text.slice(7, 42).trim()];
    },
  );
}

/** One election of electionscd.lst. */
export interface ElectionCode {
  /** ISO date. */
  date: string;
  title: string;
}

/** electionscd.lst: code (13) + date MMDDYYYY (8) + title, keyed by electionCodeKey. */
export function readElections(path: string): Promise<Result<Map<string, ElectionCode>, string>> {
  return readCodeFile(
    path,
    'an election code file (electionscd.lst: code 13 + date MMDDYYYY 8 + title)',
    (text) => {
      const code = electionCodeKey(text.slice(0, 13));
      if (code === '') return 'has no election code';
      const date = parseCompactDate(text.slice(13, 21));
      if (date === null) return `has '${text.slice(13, 21)}' where the MMDDYYYY election date belongs`;
      return [code, { date, title: text.slice(21).trim() }];
    },
  );
}

/** electionscd.lst as election code -> ISO date, the form openHistoryLst takes. */
export async function readElectionCodes(path: string): Promise<Result<Map<string, string>, string>> {
  const elections = await readElections(path);
  if (!elections.ok) return elections;
  return ok(new Map([...elections.value].map(([code, e]) => [code, e.date])));
}
