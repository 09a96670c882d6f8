import { basename } from 'node:path';
import { err, ok, type Result } from '@voterroll/contract/result';
import { MAX_RECORD_LENGTH } from '../csv/csv-parser';
import { firstBatchOf } from './file-errors';
import { readLines, type TextLine } from './read-lines';

/** What a fixed-width file is, for its messages. */
export interface FixedWidthSpec {
  /** "a fixed-width voting history file" */
  kind: string;
  /** The state's name for it: "entire_state_h.lst". */
  name: string;
  /** Characters a record. */
  width: number;
  /** Whether a record's length is one the file may have; by default exactly `width`. */
  fits?: (text: string) => boolean;
}

/** A fixed-width file whose first record was checked: its first batch and the rest. */
export interface FixedWidthLines {
  file: string;
  firstBatch: TextLine[];
  lines: AsyncGenerator<TextLine[]>;
}

/**
 * Opens a fixed-width file (Latin-1, one record a line, no header) and reads its first batch. A
 * file that cannot be read, is empty, or whose first record has another length is refused with a
 * message naming it; its stream is closed then.
 */
export async function openFixedWidth(
  path: string,
  spec: FixedWidthSpec,
): Promise<Result<FixedWidthLines, string>> {
  const file = basename(path);
  const lines = readLines(path);
  const first = await firstBatchOf(path, lines);
  if (!first.ok) return first;
  const firstRecord = first.value[0];
  if (!firstRecord) {
    await lines.return(undefined);
    return err(`${file} is empty: ${spec.kind} holds ${spec.width}-character records.`);
  }
  const fits = spec.fits ?? ((text: string) => text.length === spec.width);
  if (firstRecord.tooLong || !fits(firstRecord.text)) {
    await lines.return(undefined);
    const length = firstRecord.tooLong
      ? `over ${MAX_RECORD_LENGTH.toLocaleString('en-US')}`
      : firstRecord.text.length;
    return err(
      `${file} is not ${spec.kind} (${spec.name}): its first record is ${length} characters long, not ${spec.width}.`,
    );
  }
  return ok({ file, firstBatch: first.value, lines });
}
