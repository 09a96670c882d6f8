import type { Db } from '@voterroll/db/database';
import { sideBySide } from '../side-by-side';
import type { LoadContext } from '../snapshots/load-context';
import { buildReviewPrefixes } from './review-prefixes';
import { buildWordsTable } from './review-words-table';

/**
 * The review list's search tables, both read from the snapshot's review rows: its words
 * (review_words) and their short prefixes' counts (review_prefixes), side by side
 * (side-by-side.ts). Returns the number of words.
 */
export async function buildReviewSearchTables(db: Db, { tables: t }: LoadContext): Promise<number> {
  const [words] = await sideBySide(
    db,
    () => buildWordsTable(db, t),
    () => buildReviewPrefixes(db, t),
  );
  // After both: while the prefixes' transaction ran, vacuum could mark no page of the words
  // all-visible, and the search reads them index only.
  await db.exec(`vacuum analyze ${t.reviewWords}`);
  return words;
}
