import type { Db } from '@voterroll/db/database';
import type { HistoryRecord } from '@voterroll/voterfile/readers/history-csv-reader';
import { copyChunks, copyLine } from './copy-text';
import type { SnapshotTables } from './snapshot-tables';

const methodOf = (absentee: boolean | null) =>
  absentee === null ? 'UNKNOWN' : absentee ? 'ABSENTEE' : 'IN PERSON';

/**
 * Stages the snapshot's history file with COPY, then merges it into voting_history, noting the
 * first and last snapshot whose file carried each record.
 */
export async function loadHistory(
  db: Db,
  t: SnapshotTables,
  batches: AsyncIterable<HistoryRecord[]>,
): Promise<number> {
  const stage = t.historyStage;
  await db.exec(
    `drop table if exists ${stage};
     create unlogged table ${stage} (voter_id bigint, election_date date, voting_method text,
                                     county_code smallint, jurisdiction_code integer)`,
  );
  const staged = await db.copyFrom(
    stage,
    ['voter_id', 'election_date', 'voting_method', 'county_code', 'jurisdiction_code'],
    copyChunks(batches, (h) =>
      copyLine([h.voterId, h.electionDate, methodOf(h.isAbsentee), h.countyCode, h.jurisdictionCode]),
    ),
  );
  await db.query(
    `insert into voting_history (voter_id, election_date, voting_method, county_code, jurisdiction_code,
                                 first_seen, last_seen)
     select distinct on (voter_id, election_date, voting_method)
            voter_id, election_date, voting_method, county_code, jurisdiction_code, $1::date, $1::date
     from ${stage}
     order by voter_id, election_date, voting_method
     on conflict (voter_id, election_date, voting_method) do update set
       first_seen = least(voting_history.first_seen, excluded.first_seen),
       last_seen = greatest(voting_history.last_seen, excluded.last_seen)`,
    [t.snapshotDate],
  );
  await db.exec(`drop table ${stage}`);
  return staged;
}
