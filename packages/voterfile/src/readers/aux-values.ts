import { parseDate } from './field-values';

/** Checks of single values of this project's own auxiliary files. */

/** The list's own spelling of a value matched case-insensitively, spaces collapsed; undefined if none. */
export function canonical<T extends string>(value: string, allowed: readonly T[]): T | undefined {
  const wanted = value.trim().replace(/\s+/g, ' ').toUpperCase();
  return allowed.find((a) => a.toUpperCase() === wanted);
}

/**
 * A date as parseDate reads it, or a month (YYYYMM or YYYY-MM, as NCOA move dates are given),
 * taken as its first day.
 */
export function parseDateOrMonth(value: string): string | null {
  const date = parseDate(value);
  if (date !== null) return date;
  const m = /^(\d{4})-?(\d{2})$/.exec(value.trim());
  return m ? parseDate(`${m[1]}-${m[2]}-01`) : null;
}

/** Blank -> null; otherwise the value must parse, or the reason is returned. */
export function optional<T>(
  column: string,
  raw: string,
  parse: (v: string) => T | null,
  what: string,
): { value: T | null } | string {
  const v = raw.trim();
  if (v === '') return { value: null };
  const value = parse(v);
  return value === null ? `${column} '${v}' is not ${what}` : { value };
}
