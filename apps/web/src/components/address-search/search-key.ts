import { ADDRESS_KEY_MAX, ADDRESS_KEY_MIN, toSearchKey } from '@voterroll/contract/addresses-api';

/**
 * The key as the widget sends it: trimmed, upper-cased, white space runs as one space. Spec 1
 * section 5 removed the spaces; the server now reads the words with Publication 28's rules
 * ("Drive" is DR, "North" is N), which needs them (issue 27).
 */
export const typedToKey = (typed: string) => typed.trim().replace(/\s+/g, ' ').toUpperCase();

/**
 * Whether the typed text is enough to ask for suggestions: at least 6 letters or digits (the
 * server counts those, so "12 - M" is not six) and not longer than an address can be.
 */
export function canSuggest(typed: string): boolean {
  const key = typedToKey(typed);
  return toSearchKey(key).length >= ADDRESS_KEY_MIN && key.length <= ADDRESS_KEY_MAX;
}
