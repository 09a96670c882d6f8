import { ACCENT_FOLDS } from '@voterroll/contract/review-search-words';

// The split of a search and which searches are answered: the contract's (review-search-words.ts).
export { SHORT_WORD, searchWords, WORD_SEPARATOR } from '@voterroll/contract/review-search-words';

/**
 * SQL of the text `expr` with its accented letters folded as the contract's foldAccents folds a
 * search (by the same table, ACCENT_FOLDS): translate() for those of one base letter, replace()
 * for the others (Æ, ß...). Built-ins of both engines (unaccent is an extension).
 */
export function foldAccentsSql(expr: string): string {
  const folds = [...ACCENT_FOLDS];
  const single = folds.filter(([, base]) => base.length === 1);
  let sql = `translate(${expr}, '${single.map(([letter]) => letter).join('')}', '${single.map(([, base]) => base).join('')}')`;
  for (const [letter, base] of folds.filter(([, b]) => b.length > 1))
    sql = `replace(${sql}, '${letter}', '${base}')`;
  return sql;
}

/** A review_rows row `rr`'s name, then its address. */
const ROW_TEXT = `coalesce(rr.name_search, '') || ' ' || coalesce(rr.full_street_address, '')`;

/**
 * The text of a review_rows row `rr` its words are split from: its name, then its address, accents
 * folded (as a search's), upper-cased. Folded only when not all ASCII (as many bytes as characters
 * in UTF-8, the databases' encoding): the fold read every row ten times slower (a search's row
 * check at 20,000 voters: 120 ms for 9,206 rows, 12 ms without; docs/performance.md).
 */
export const WORDS_OF_ROW = `upper(case when octet_length(${ROW_TEXT}) = char_length(${ROW_TEXT}) then ${ROW_TEXT}
  else ${foldAccentsSql(ROW_TEXT)} end)`;

/**
 * The load counts pairs of initials (review_prefixes) for a zone and filter of at least this many
 * listed registrations; fewer are checked and counted per search (their zone's range of
 * review_rows). Nine in ten zones and filters at a million are under it: their pairs were 90% of
 * the pair rows (docs/performance.md).
 */
export const PAIRS_FROM_ROWS = 500;
