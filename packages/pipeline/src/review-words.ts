import type { Db } from '@voterroll/db/database';
import { withBulkSettings } from './bulk-settings';
import { sideBySide } from './side-by-side';
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
 * The list's search tables, both read from the snapshot's review rows: its words (review_words) and
 * their short prefixes' counts (review_prefixes), side by side (side-by-side.ts). Returns the
 * number of words.
 */
export async function buildReviewWords(db: Db, t: SnapshotTables): Promise<number> {
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

/**
 * The snapshot's review_words: each word of each listed registration's name ('LAST FIRST MIDDLE')
 * and street address, with its county, indexed by county and word, for the review list's search
 * (a registration matches when each word searched starts one of its words). Read from the
 * snapshot's review rows (one per registration under ALL); publication attaches the table.
 */
async function buildWordsTable(db: Db, t: SnapshotTables): Promise<number> {
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

/**
 * The snapshot's review_prefixes (migration 0100): per county and jurisdiction, filter and prefix
 * of one or two letters, how many listed registrations have a word starting with it. A search by
 * such a word takes its total from here instead of counting most of the county.
 *
 * Each registration's text is split once (its row under ALL) into its distinct prefixes; its rows
 * under the other filters take them by voter id; the counts are grouped per jurisdiction and summed
 * up to the county. Grouping sets over every (row, prefix) pair, as first written, took 38 s for
 * Wayne at 8.4 million against 12 s this way, with the same counts.
 */
async function buildReviewPrefixes(db: Db, t: SnapshotTables): Promise<void> {
  await createPartitionTable(db, 'review_prefixes', t.reviewPrefixes, t.snapshotDate);
  await withBulkSettings(db, (tx) =>
    tx.exec(
      `insert into ${t.reviewPrefixes} (zone_hash, filter_code, prefix, total)
       with registration_prefixes as materialized (
         select rr.voter_id,
                array(select distinct left(w.word, l.n)
                        from regexp_split_to_table(${WORDS_OF_ROW}, '${WORD_SEPARATOR}') as w(word)
                       cross join generate_series(1, ${SHORT_WORD}) as l(n)
                       where length(w.word) >= l.n) as prefixes
           from ${t.reviewRows} rr
          where rr.filter_code = 'ALL'
       ), per_jurisdiction as materialized (
         select rr.county_code, rr.jurisdiction_code, rr.filter_code, p.prefix, count(*)::int as total
           from ${t.reviewRows} rr
           join registration_prefixes rp on rp.voter_id = rr.voter_id
          cross join unnest(rp.prefixes) as p(prefix)
          group by rr.county_code, rr.jurisdiction_code, rr.filter_code, p.prefix
       ), g as (
         select county_code, jurisdiction_code, filter_code, prefix, total from per_jurisdiction
         union all
         select county_code, null, filter_code, prefix, sum(total)::int
           from per_jurisdiction
          group by county_code, filter_code, prefix
       )
       select z.zone_hash, g.filter_code, g.prefix, g.total
         from g
         join zones z on z.county_code = g.county_code
          and z.level = case when g.jurisdiction_code is null then 'county' else 'jurisdiction' end
          and coalesce(z.jurisdiction_code, -1) = coalesce(g.jurisdiction_code, -1);
       alter table ${t.reviewPrefixes} add primary key (zone_hash, filter_code, prefix, snapshot_date);
       analyze ${t.reviewPrefixes}`,
    ),
  );
}
