const ALREADY_CLEAN = /^[A-Z0-9/'#&-]+(?: [A-Z0-9/'#&-]+)*$/;

/**
 * Text clean-up shared by the address normalizers: upper case, periods dropped ("ST." -> "ST",
 * "N.E." -> "NE"), commas read as spaces, runs of white space collapsed.
 */
export function cleanText(value: string): string {
  if (value === '') return '';
  // Most QVF values are already clean; one regex test is cheaper than the rewrites (ingest hot path).
  if (ALREADY_CLEAN.test(value)) return value;
  return value
    .toUpperCase()
    .replace(/\./g, '')
    .replace(/[\s,]+/g, ' ')
    .trim();
}

/** The words of a cleaned value (an empty value has none). */
export function words(value: string): string[] {
  const clean = cleanText(value);
  return clean === '' ? [] : clean.split(' ');
}

/** Latin-1 files write one half as a single character; addresses compare it as "1/2". */
export function spellOutHalf(value: string): string {
  return value.includes('\u00bd') ? value.replace(/\s*\u00bd/g, ' 1/2') : value;
}
