/**
 * Pub 28 directionals (Appendix B / C): the spelled-out words and their one- or two-letter
 * abbreviations. Compound words may be written with a space or hyphen ("NORTH EAST", "N-E");
 * `directional` takes the text with those removed.
 */
export const PUB28_DIRECTIONALS: readonly (readonly [string, string])[] = [
  ['N', 'NORTH'],
  ['S', 'SOUTH'],
  ['E', 'EAST'],
  ['W', 'WEST'],
  ['NE', 'NORTHEAST'],
  ['NW', 'NORTHWEST'],
  ['SE', 'SOUTHEAST'],
  ['SW', 'SOUTHWEST'],
];

const DIRECTIONALS = new Map<string, string>();
for (const [abbreviation, word] of PUB28_DIRECTIONALS) {
  DIRECTIONALS.set(abbreviation, abbreviation);
  DIRECTIONALS.set(word, abbreviation);
}

/**
 * The abbreviation of a directional ("NORTH", "N", "NORTH EAST", "N.E." -> "N" / "NE"), or undefined.
 * Expects upper-case text.
 */
export function directional(text: string): string | undefined {
  const direct = DIRECTIONALS.get(text);
  if (direct !== undefined) return direct;
  return DIRECTIONALS.get(text.replace(/[\s.-]+/g, ''));
}
