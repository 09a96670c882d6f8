import { open } from 'node:fs/promises';
import { basename } from 'node:path';
import { err, type Result } from '@voterroll/contract/result';
import { LST_REGISTRATION_WIDTH, QVF_COLUMNS_48, QVF_COLUMNS_49 } from '../qvf-format';
import { unreadableFile } from './file-errors';
import { openRegistrationCsv, type RegistrationFile } from './registration-csv-reader';
import { openRegistrationLst } from './registration-lst-reader';
import type { ProblemSink } from './registration-values';

const QVF_NAMES = new Set<string>([...QVF_COLUMNS_48, ...QVF_COLUMNS_49]);
const SNIFF_BYTES = 64 * 1024;

/**
 * Opens a registration file of either era, told apart by its first line: a header of QVF column
 * names is the CSV, a 520-character record the fixed-width file. (The fixed-width file's county and
 * jurisdiction names need the code files: call openRegistrationLst directly to pass them.)
 */
export async function openRegistrationFile(
  path: string,
  onProblem: ProblemSink,
): Promise<Result<RegistrationFile, string>> {
  let firstLine: string | null;
  try {
    firstLine = await readFirstLine(path);
  } catch (error) {
    const message = unreadableFile(path, error);
    if (message === null) throw error;
    return err(message);
  }
  if (firstLine !== null) {
    const names = firstLine.split(',').map((f) => f.trim().replace(/^"|"$/g, '').trim().toUpperCase());
    if (names.some((n) => QVF_NAMES.has(n))) return openRegistrationCsv(path, onProblem);
    if (firstLine.length === LST_REGISTRATION_WIDTH) return openRegistrationLst(path, onProblem);
  }
  return err(
    `${basename(path)} is neither a QVF registration CSV (header row of QVF column names) ` +
      `nor a fixed-width .lst file (${LST_REGISTRATION_WIDTH}-character records).`,
  );
}

/** The first non-empty line of the file's first 64 KiB, read as Latin-1; null for an empty file. */
async function readFirstLine(path: string): Promise<string | null> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    const text = buffer.toString('latin1', 0, bytesRead);
    const line = text.split('\n').find((l) => l.replace(/\r$/, '') !== '');
    return line === undefined ? null : line.replace(/\r$/, '');
  } finally {
    await handle.close();
  }
}
