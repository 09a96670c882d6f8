/**
 * The fast path of the registration CSV reader. Nearly every line of the state's file has every
 * field quoted, no quote or line break inside a field, and values already in the form the reader
 * would give them. Such a line is read here without a per-field string: the field positions go to
 * a shared array, the checks look at characters in place, and the registration reads its values
 * from the line only when asked (quoted-registration.ts). Any other line goes to the general parser.
 */

import { MAX_FIELD_LENGTH } from '../csv/csv-parser';

const QUOTE = 34;
const COMMA = 44;

/**
 * Finds the `count` fields of the line text[from, to) when each is `"…"` with no quote inside.
 * Writes start and end (inside the quotes) of field k to positions[at + 2k], positions[at + 2k + 1].
 * Returns false for any other line (unquoted or escaped fields, wrong field count, a value longer
 * than MAX_FIELD_LENGTH: the general path reports it).
 */
export function scanQuotedLine(
  text: string,
  from: number,
  to: number,
  count: number,
  positions: Int32Array,
  at: number,
): boolean {
  let pos = from;
  for (let k = 0; k < count; k++) {
    if (text.charCodeAt(pos) !== QUOTE) return false;
    const close = text.indexOf('"', pos + 1);
    if (close === -1 || close >= to || close - pos - 1 > MAX_FIELD_LENGTH) return false;
    positions[at + 2 * k] = pos + 1;
    positions[at + 2 * k + 1] = close;
    pos = close + 1;
    if (k < count - 1) {
      if (text.charCodeAt(pos) !== COMMA) return false;
      pos += 1;
    }
  }
  return pos === to;
}

/** True when text[from, to) is 1 to `maxLength` digits. */
export function isDigits(text: string, from: number, to: number, maxLength: number): boolean {
  if (to <= from || to - from > maxLength) return false;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/** The digits text[from, to) as a number (the caller has checked them). */
export function digitsValue(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) n = n * 10 + text.charCodeAt(i) - 48;
  return n;
}

/**
 * True when the value is already in the form names compare in: printable ASCII without lower
 * case, single spaces between words (padding is checked for every field apart).
 */
export function isNormalName(text: string, from: number, to: number): boolean {
  let previousSpace = false;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 32) {
      if (previousSpace) return false;
      previousSpace = true;
      continue;
    }
    if (c < 33 || c > 126 || (c >= 97 && c <= 122)) return false;
    previousSpace = false;
  }
  return true;
}

/** True when no field of the line starts or ends with white space (the reader trims every value). */
export function noPaddedField(text: string, positions: Int32Array, at: number, count: number): boolean {
  for (let k = 0; k < count; k++) {
    const start = positions[at + 2 * k]!;
    const end = positions[at + 2 * k + 1]!;
    if (end > start && (text.charCodeAt(start) <= 32 || text.charCodeAt(end - 1) <= 32)) return false;
  }
  return true;
}

/** True when text[from, to) is a real date written YYYY-MM-DD, years 1800 to 2100 (as parseDate takes them). */
export function isIsoDate(text: string, from: number, to: number): boolean {
  if (to - from !== 10 || text.charCodeAt(from + 4) !== 45 || text.charCodeAt(from + 7) !== 45) return false;
  if (!isDigits(text, from, from + 4, 4) || !isDigits(text, from + 5, from + 7, 2)) return false;
  if (!isDigits(text, from + 8, from + 10, 2)) return false;
  const year = digitsValue(text, from, from + 4);
  const month = digitsValue(text, from + 5, from + 7);
  const day = digitsValue(text, from + 8, from + 10);
  if (year < 1800 || year > 2100 || month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}
