import { ADDRESS_KEY_MAX, ADDRESS_KEY_MIN, toSearchKey } from '@voterroll/contract/addresses-api';

/** The key as the widget sends it (spec 1 section 5): trimmed, spaces removed, upper-cased. */
export const typedToKey = (typed: string) => typed.trim().replace(/\s+/g, '').toUpperCase();

/**
 * Whether the typed text is enough to ask for suggestions: at least 6 letters or digits (the
 * server counts those, so "12 - M" is not six) and not longer than an address can be.
 */
export function canSuggest(typed: string): boolean {
  const key = typedToKey(typed);
  return toSearchKey(key).length >= ADDRESS_KEY_MIN && key.length <= ADDRESS_KEY_MAX;
}
