import type { Db } from '@voterroll/db/database';
import { withBulkSettings } from './bulk-settings';
import { createPartitionTable, type SnapshotTables } from './snapshot-tables';

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

/**
 * The snapshot's review_words: each word of each listed registration's name ('LAST FIRST MIDDLE')
 * and street address, with its county, indexed by county and word, for the review list's search
 * (a registration matches when each word searched starts one of its words). Read from the
 * snapshot's review rows (one per registration under ALL); publication attaches the table.
 */
export async function buildWordsTable(db: Db, t: SnapshotTables): Promise<number> {
  await createPartitionTable(db, 'review_words', t.reviewWords, t.snapshotDate);
  return withBulkSettings(db, async (tx) => {
    const [inserted] = await tx.query<{ n: number }>(
      `with inserted as (
         insert into ${t.reviewWords} (county_code, word, voter_id)
         select rr.county_code, w.word, rr.voter_id
           from ${t.reviewRows} rr
          cross join lateral regexp_split_to_table(${WORDS_OF_ROW}, '${WORD_SEPARATOR}') as w(word)
          where rr.filter_code = 'ALL' and w.word <> ''
         returning 1
       )
       select count(*)::int as n from inserted`,
    );
    // The parent's index, so that attaching adopts it.
    await tx.exec(`create index on ${t.reviewWords} (county_code, word, voter_id) include (snapshot_date)`);
    return inserted?.n ?? 0;
  });
}
