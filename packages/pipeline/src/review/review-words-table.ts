import type { Db } from '@voterroll/db/database';
import { WORD_SEPARATOR, WORDS_OF_ROW } from '@voterroll/records/review/review-words';
import { withBulkSettings } from '../bulk-settings';
import { createPartitionTable, type SnapshotTables } from '../snapshots/snapshot-tables';

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
