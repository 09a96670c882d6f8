/**
 * The 2020 ballot envelope set, as a scanning vendor delivers it and as the generator writes it:
 * a folder holding the envelope images, the OCR output (one row per image) and the counting
 * boards (one row per precinct a board counted).
 */
export const ENVELOPE_OCR_FILE = 'envelopes-ocr.csv';
export const AVCB_BOARDS_FILE = 'avcb-boards.csv';
export const ENVELOPE_IMAGE_FOLDER = 'images';

export const ENVELOPE_OCR_COLUMNS = [
  'FILE_NAME',
  'AVCB_NUMBER',
  'OCR_AVCB',
  'OCR_FULL_NAME',
  'OCR_FULL_STREET_ADDRESS',
  'OCR_PRECINCT',
  'OCR_BALLOT_NUMBER',
  'OCR_BALLOT_SIGNED_DATE',
  'OCR_BALLOT_RECEIVED_DATE',
] as const;

export const AVCB_BOARD_COLUMNS = [
  'AVCB_NUMBER',
  'COUNTY_CODE',
  'COUNTY_NAME',
  'JURISDICTION_CODE',
  'JURISDICTION_NAME',
  'PRECINCT',
] as const;

/** An image file name: no folders, no hidden files, one of the image types a browser shows. */
export const IMAGE_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,150}\.(svg|png|jpg|jpeg)$/;

/** A counting board's number (boards are numbered across the set). */
export function parseBoardNumber(value: string): number | null {
  const v = value.trim();
  return /^\d{1,4}$/.test(v) && Number(v) > 0 ? Number(v) : null;
}
