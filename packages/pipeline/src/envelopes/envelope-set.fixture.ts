import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AVCB_BOARD_COLUMNS,
  AVCB_BOARDS_FILE,
  ENVELOPE_IMAGE_FOLDER,
  ENVELOPE_OCR_COLUMNS,
  ENVELOPE_OCR_FILE,
} from '@voterroll/voterfile/envelopes/envelope-format';

/** Tests' envelope sets: a folder with the two CSV files and an image per named envelope. */

export type BoardRow = Partial<Record<(typeof AVCB_BOARD_COLUMNS)[number], string>>;
export type OcrRow = Partial<Record<(typeof ENVELOPE_OCR_COLUMNS)[number], string>>;

const line = (fields: readonly string[]) => fields.map((f) => `"${f.replaceAll('"', '""')}"`).join(',');
const csv = (columns: readonly string[], rows: readonly Record<string, string | undefined>[]) =>
  `${[line(columns), ...rows.map((r) => line(columns.map((c) => r[c] ?? '')))].join('\r\n')}\r\n`;

export interface EnvelopeSetFolder {
  folder: string;
  imageDir: string;
  remove(): void;
}

/** Writes a set; `images` lists the file names that get an image (default: every OCR row's). */
export function writeEnvelopeSetFixture(
  boards: BoardRow[],
  envelopes: OcrRow[],
  o: { images?: string[]; extraOcrText?: string } = {},
): EnvelopeSetFolder {
  const root = mkdtempSync(join(tmpdir(), 'envelope-set-'));
  const folder = join(root, 'set');
  mkdirSync(join(folder, ENVELOPE_IMAGE_FOLDER), { recursive: true });
  writeFileSync(join(folder, AVCB_BOARDS_FILE), csv(AVCB_BOARD_COLUMNS, boards));
  writeFileSync(
    join(folder, ENVELOPE_OCR_FILE),
    csv(ENVELOPE_OCR_COLUMNS, envelopes) + (o.extraOcrText ?? ''),
  );
  for (const name of o.images ?? envelopes.map((e) => e.FILE_NAME ?? ''))
    if (name)
      writeFileSync(
        join(folder, ENVELOPE_IMAGE_FOLDER, name),
        `<svg xmlns="http://www.w3.org/2000/svg"><text>${name}</text></svg>`,
      );
  return {
    folder,
    imageDir: join(root, 'images-served'),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** A board row of Lansing (Ingham county, code 33). */
export const lansingBoard = (avcb: string, precinct: string): BoardRow => ({
  AVCB_NUMBER: avcb,
  COUNTY_CODE: '33',
  COUNTY_NAME: 'INGHAM',
  JURISDICTION_CODE: '46000',
  JURISDICTION_NAME: 'LANSING CITY',
  PRECINCT: precinct,
});

/** A well-read envelope of board `avcb`. */
export const readEnvelope = (fileName: string, avcb: string, overrides: OcrRow = {}): OcrRow => ({
  FILE_NAME: fileName,
  AVCB_NUMBER: avcb,
  OCR_AVCB: avcb,
  OCR_FULL_NAME: 'ADA INGHAMSEEDED',
  OCR_FULL_STREET_ADDRESS: '10 SEEDWOOD ST, LANSING MI 48912',
  OCR_PRECINCT: '001',
  OCR_BALLOT_NUMBER: '123456',
  OCR_BALLOT_SIGNED_DATE: '10/05/2020',
  OCR_BALLOT_RECEIVED_DATE: '10/09/2020',
  ...overrides,
});
