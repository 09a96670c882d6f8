/**
 * The review list's search (Registrations For Review): each word searched must start a word of a
 * registration's name or street address. Which searches are answered: any with a word of three
 * letters or more (its stored words' range), one word of one or two letters or digits, or two
 * initials, two letters (the load counts each zone's short prefixes and pairs of initial letters:
 * review_prefixes). Other searches of short words alone (three initials, 'J SM', 'AB CD', '1 M')
 * are refused with REVIEW_SEARCH_MORE_LETTERS: no stored table answers them.
 */

/** What separates words: anything but A-Z and 0-9 (the text is folded and upper-cased first), on both sides. */
export const WORD_SEPARATOR = '[^A-Z0-9]+';

/**
 * The accented letters a name or address is searched by without its accents (MUÑOZ by MUNOZ or
 * MUÑOZ): every Latin-1 letter (the voter file's encoding) and Windows-1252's Œ Š Ž Ÿ, both cases,
 * and the upper-case base letters each folds to. Defined here once: the search folds by it
 * (foldAccents), and the load's SQL by a translate() built from it (records' review-words.ts).
 */
const FOLDED_TO: readonly (readonly [letters: string, base: string])[] = [
  ['ÀÁÂÃÄÅàáâãäå', 'A'],
  ['Ææ', 'AE'],
  ['Çç', 'C'],
  ['Ðð', 'D'],
  ['ÈÉÊËèéêë', 'E'],
  ['ÌÍÎÏìíîï', 'I'],
  ['Ññ', 'N'],
  ['ÒÓÔÕÖØòóôõöø', 'O'],
  ['Œœ', 'OE'],
  ['Šš', 'S'],
  ['ß', 'SS'],
  ['Þþ', 'TH'],
  ['ÙÚÛÜùúûü', 'U'],
  ['ÝýÿŸ', 'Y'],
  ['Žž', 'Z'],
];

/** Each accented letter and what it folds to ('Ñ' → 'N', 'ß' → 'SS'). */
export const ACCENT_FOLDS: ReadonlyMap<string, string> = new Map(
  FOLDED_TO.flatMap(([letters, base]) => [...letters].map((letter) => [letter, base] as const)),
);

const ACCENTED = new RegExp(`[${[...ACCENT_FOLDS.keys()].join('')}]`, 'gu');

/**
 * The text with each accented letter of ACCENT_FOLDS as its base letters, composed first (an N
 * followed by a combining tilde is Ñ); other characters as they are.
 */
export function foldAccents(text: string): string {
  return text.normalize('NFC').replace(ACCENTED, (letter) => ACCENT_FOLDS.get(letter) ?? letter);
}

/** Searched words up to this length are short: the load counts them per zone (review_prefixes). */
export const SHORT_WORD = 2;

/** Why a search of short words alone other than one word or two initials is refused. */
export const REVIEW_SEARCH_MORE_LETTERS =
  'Type three or more letters of a name or street: short words alone are searched only as one word of one or two characters, or as two initials (such as J S).';

/**
 * The words of a search, accents folded, upper-cased and split as the stored words are. Duplicates are dropped, and
 * so is a word that starts another searched word: the longer one's match implies it ('S SMITH').
 */
export function searchWords(q: string): string[] {
  const words = [
    ...new Set(
      foldAccents(q)
        .toUpperCase()
        .split(new RegExp(WORD_SEPARATOR))
        .filter((w) => w !== ''),
    ),
  ];
  return words.filter((w) => !words.some((o) => o !== w && o.startsWith(w)));
}

/** Whether a search is answered (see the top of this file): false for REVIEW_SEARCH_MORE_LETTERS. */
export function isAnsweredSearch(q: string): boolean {
  const words = searchWords(q);
  if (words.some((w) => w.length > SHORT_WORD) || words.length <= 1) return true;
  return words.length === 2 && words.every((w) => /^[A-Z]$/.test(w));
}
