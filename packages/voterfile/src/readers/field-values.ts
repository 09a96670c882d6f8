/**
 * Checks and conversions of single QVF values, shared by the CSV and fixed-width readers.
 * Each returns null for a value it cannot accept, so the caller can name the field in its report.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const COMPACT_US_DATE = /^(\d{2})(\d{2})(\d{4})$/;
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/** Names compare upper-cased, trimmed, with inner runs of spaces collapsed. */
export function normalizeName(value: string): string {
  const trimmed = value.trim();
  if (trimmed.length === 0) return '';
  const upper = trimmed.toUpperCase();
  return upper.includes('  ') || /\s\s|\t/.test(upper) ? upper.replace(/\s+/g, ' ') : upper;
}

function isoIfReal(year: number, month: number, day: number): string | null {
  if (year < 1800 || year > 2100 || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** YYYY-MM-DD, MM/DD/YYYY, or YYYY-MM-DD with a time part; null when not a real date. */
export function parseDate(value: string): string | null {
  const v = value.trim();
  let m = ISO_DATE.exec(v) ?? ISO_DATE_TIME.exec(v);
  if (m) return isoIfReal(Number(m[1]), Number(m[2]), Number(m[3]));
  m = US_DATE.exec(v);
  if (m) return isoIfReal(Number(m[3]), Number(m[1]), Number(m[2]));
  return null;
}

/** The fixed-width file's MMDDYYYY. */
export function parseCompactDate(value: string): string | null {
  const m = COMPACT_US_DATE.exec(value.trim());
  return m ? isoIfReal(Number(m[3]), Number(m[1]), Number(m[2])) : null;
}

/** Four digits; placeholder years such as 1800 and 1900 are kept (a metric counts them apart). */
export function parseYearOfBirth(value: string): number | null | 'invalid' {
  const v = value.trim();
  if (v.length === 0) return null;
  if (!/^\d{4}$/.test(v)) return 'invalid';
  return Number(v);
}

export function parseCode(value: string, max: number): number | null {
  const v = value.trim();
  if (!/^\d{1,9}$/.test(v)) return null;
  const n = Number(v);
  return n >= 1 && n <= max ? n : null;
}

/** Voter ids are digits (up to 13 in the fixed-width layout); leading zeros are dropped. */
export function parseVoterId(value: string): string | null {
  const v = value.trim();
  if (!/^\d{1,13}$/.test(v)) return null;
  const stripped = v.replace(/^0+(?=\d)/, '');
  return stripped === '0' ? null : stripped;
}

export function parseYesNo(value: string): boolean {
  return value.trim().toUpperCase() === 'Y';
}
