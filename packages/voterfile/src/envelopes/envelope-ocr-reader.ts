import type { Result } from '@voterroll/contract/result';
import { type ColumnGetter, openRowFile, type RowFile } from '../readers/csv-table';
import { parseDate } from '../readers/field-values';
import type { ProblemSink } from '../readers/registration-values';
import { ENVELOPE_OCR_COLUMNS, IMAGE_FILE_NAME, parseBoardNumber } from './envelope-format';

/** One envelope of the OCR file: the scan's file and batch, and what the OCR read. */
export interface EnvelopeOcrRecord {
  line: number;
  fileName: string;
  avcbNumber: number;
  ocrAvcb: string;
  ocrFullName: string;
  ocrFullStreetAddress: string;
  ocrPrecinct: string;
  ocrBallotNumber: string;
  /** YYYY-MM-DD when the OCR read a date (any of the layouts parseDate takes), else as read. */
  ocrBallotSignedDate: string;
  ocrBallotReceivedDate: string;
  /** REVIEW when a required field is blank or not a number or date: a person must read the image. */
  status: 'OCR' | 'REVIEW';
}

/**
 * Opens the OCR output (UTF-8). Garbled readings are the OCR's and are kept (data entry corrects
 * them); a row is refused only when it cannot name its envelope: no or unsafe file name, a board
 * number that is not a number, a file name given twice, or a broken CSV row.
 */
export function openEnvelopeOcrCsv(
  path: string,
  onProblem: ProblemSink,
): Promise<Result<RowFile<EnvelopeOcrRecord>, string>> {
  const seen = new Map<string, number>();
  return openRowFile(
    path,
    {
      encoding: 'utf8',
      kind: 'an envelope OCR file (envelopes-ocr.csv)',
      required: ['FILE_NAME', 'AVCB_NUMBER'],
      columns: ENVELOPE_OCR_COLUMNS,
      convert: (get, line) => toEnvelope(get, line, seen),
    },
    onProblem,
  );
}

const ocrDate = (raw: string) => parseDate(raw) ?? raw;
const isDate = (raw: string) => parseDate(raw) !== null;

function toEnvelope(get: ColumnGetter, line: number, seen: Map<string, number>): EnvelopeOcrRecord | string {
  const fileName = get('FILE_NAME').trim();
  if (fileName === '') return 'no FILE_NAME: the row names no envelope image';
  if (!IMAGE_FILE_NAME.test(fileName))
    return `FILE_NAME '${fileName.slice(0, 80)}' is not an image file name (letters, digits, - and _, ending .svg, .png or .jpg)`;
  const avcbNumber = parseBoardNumber(get('AVCB_NUMBER'));
  if (avcbNumber === null) return `AVCB_NUMBER '${get('AVCB_NUMBER').trim()}' is not a counting board number`;
  const first = seen.get(fileName);
  if (first !== undefined) return `FILE_NAME ${fileName} is given again (first on line ${first})`;
  seen.set(fileName, line);
  const text = (c: string) => get(c).trim().replace(/\s+/g, ' ');
  const record = {
    line,
    fileName,
    avcbNumber,
    ocrAvcb: text('OCR_AVCB'),
    ocrFullName: text('OCR_FULL_NAME'),
    ocrFullStreetAddress: text('OCR_FULL_STREET_ADDRESS'),
    ocrPrecinct: text('OCR_PRECINCT'),
    ocrBallotNumber: text('OCR_BALLOT_NUMBER'),
    ocrBallotSignedDate: ocrDate(text('OCR_BALLOT_SIGNED_DATE')),
    ocrBallotReceivedDate: ocrDate(text('OCR_BALLOT_RECEIVED_DATE')),
  };
  const readable =
    record.ocrFullName !== '' &&
    record.ocrFullStreetAddress !== '' &&
    /^\d{1,3}$/.test(record.ocrPrecinct) &&
    /^\d+$/.test(record.ocrBallotNumber) &&
    isDate(record.ocrBallotSignedDate) &&
    (record.ocrBallotReceivedDate === '' || isDate(record.ocrBallotReceivedDate));
  return { ...record, status: readable ? 'OCR' : 'REVIEW' };
}
