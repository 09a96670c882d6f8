/** What separates words: anything but A-Z and 0-9 (the text is upper-cased first), on both sides. */
export const WORD_SEPARATOR = '[^A-Z0-9]+';

/** The text of a review_rows row `rr` its words are split from: its name, then its address. */
export const WORDS_OF_ROW = `coalesce(rr.name_search, '') || ' ' || upper(coalesce(rr.full_street_address, ''))`;

/** Searched words up to this length are counted per zone in review_prefixes (a short prefix starts many words). */
export const SHORT_WORD = 2;

/**
 * The words of a search, upper-cased and split as the stored words are. Duplicates are dropped, and
 * so is a word that starts another searched word: the longer one's match implies it ('S SMITH').
 */
export function searchWords(q: string): string[] {
  const words = [
    ...new Set(
      q
        .toUpperCase()
        .split(new RegExp(WORD_SEPARATOR))
        .filter((w) => w !== ''),
    ),
  ];
  return words.filter((w) => !words.some((o) => o !== w && o.startsWith(w)));
}
