import type { Db } from '@voterroll/db/database';
import type { ProblemSink } from '@voterroll/voterfile/readers/registration-values';
import { withBulkSettings } from './bulk-settings';
import { HISTORY_COPY_COLUMNS, historyCopyChunks } from './history-copy';
import type { SnapshotTables } from './snapshot-tables';

/**
 * Stages the snapshot's history file with COPY, then adds the records not known before, noting
 * the snapshot that first carried each, in one statement with the load's bulk settings (no JIT;
 * on PGlite the anti-join and the sort in memory rather than in its slow spill files). Known
 * records are left as they are: rewriting them every month would cost a write per vote ever cast.
 */
export async function loadHistory(
  db: Db,
  t: SnapshotTables,
  path: string,
  onProblem: ProblemSink,
): Promise<number> {
  const stage = t.historyStage;
  await db.exec(
    `drop table if exists ${stage};
     create unlogged table ${stage} (voter_id bigint, election_date date, voting_method text,
                                     county_code smallint, jurisdiction_code integer)`,
  );
  const staged = await db.copyFrom(stage, HISTORY_COPY_COLUMNS, historyCopyChunks(path, onProblem));
  await withBulkSettings(db, async (tx) => {
    await tx.query(
      `insert into voting_history (voter_id, election_date, voting_method, county_code, jurisdiction_code, first_seen)
     select distinct on (s.voter_id, s.election_date, s.voting_method)
            s.voter_id, s.election_date, s.voting_method, s.county_code, s.jurisdiction_code, $1::date
     from ${stage} s
     where not exists (
       select 1 from voting_history h
       where h.voter_id = s.voter_id and h.election_date = s.election_date and h.voting_method = s.voting_method)`,
      [t.snapshotDate],
    );
    // The elections this file carries: the election-date list reads these few rows, not the history.
    await tx.query(
      `insert into snapshot_elections (snapshot_date, election_date)
     select distinct $1::date, election_date from ${stage} where election_date is not null
     on conflict do nothing`,
      [t.snapshotDate],
    );
  });
  await db.exec(`drop table ${stage}; analyze voting_history`);
  return staged;
}
