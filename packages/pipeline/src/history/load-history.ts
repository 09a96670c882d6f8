import { DatabaseError, type Db, type Queryable } from '@voterroll/db/database';
import type { ProblemSink } from '@voterroll/voterfile/readers/registration-values';
import { withBulkSettings } from '../bulk-settings';
import type { LoadContext } from '../snapshots/load-context';
import type { SnapshotTables } from '../snapshots/snapshot-tables';
import { HISTORY_COPY_COLUMNS, historyCopyChunks } from './history-copy';
import { dateKeyOf, HistoryDigests, isoOfDateKey } from './history-digest';

/** What the database holds before the load: elections any loaded file carried, and their digests. */
interface Stored {
  /** Elections of snapshot_elections: only these can have records in voting_history. */
  known: Set<number>;
  /** Per election, the digests (`records:digest`) of the files that carried it. */
  digests: Map<number, Set<string>>;
}

async function storedHistory(db: Db): Promise<Stored> {
  const known = await db.query<{ e: string }>(
    'select distinct election_date::text as e from snapshot_elections',
  );
  const rows = await db.query<{ e: string; records: number | string; digest: string }>(
    'select election_date::text as e, records, digest from history_digests',
  );
  const digests = new Map<number, Set<string>>();
  for (const r of rows) {
    const key = dateKeyOf(r.e);
    const set = digests.get(key) ?? new Set<string>();
    set.add(`${r.records}:${r.digest}`);
    digests.set(key, set);
  }
  return { known: new Set(known.map((r) => dateKeyOf(r.e))), digests };
}

/**
 * Adds the history file's records not known before, noting the snapshot that first carried each.
 * One pass checks every line and digests each election's records (history-digest.ts). An election
 * whose digest a loaded file had is not copied; a new one is copied and inserted without a lookup;
 * a known one whose digest differs (a record added late), or without a digest (before migration
 * 0090), is copied by a second pass limited to it and inserted where not stored. Known records
 * stay as they are: rewriting them would cost a write per vote ever cast. Returns the readable
 * records. Figures: docs/performance.md.
 */
export async function loadHistory(
  db: Db,
  { tables: t }: LoadContext,
  path: string,
  onProblem: ProblemSink,
): Promise<number> {
  const first = await loadFirst(db, t, path, onProblem);
  if (first.loaded) return first.records;
  // When the first load's copy was refused, its problems were reported already.
  const problems = first.read ? () => {} : onProblem;
  const stored = await storedHistory(db);
  const stage = t.historyStage;
  await db.exec(
    `drop table if exists ${stage};
     create unlogged table ${stage} (voter_id bigint, election_date date, voting_method text,
                                     county_code smallint, jurisdiction_code integer)`,
  );
  const tallies = new HistoryDigests((e) => !(stored.known.has(e) && stored.digests.has(e)));
  let copied = await db.copyFrom(stage, HISTORY_COPY_COLUMNS, historyCopyChunks(path, problems, tallies));
  const changed = new Set<number>();
  for (const [e, tally] of tallies.elections) {
    if (!tally.copy && !stored.digests.get(e)?.has(`${tally.records}:${tally.digest()}`)) changed.add(e);
  }
  // Its lines' problems were reported by the first pass.
  if (changed.size > 0) {
    const only = { take: (e: number) => changed.has(e) };
    copied += await db.copyFrom(
      stage,
      HISTORY_COPY_COLUMNS,
      historyCopyChunks(path, () => {}, only),
    );
  }
  const elections = [...tallies.elections.keys()];
  const compared = elections.filter(
    (e) => stored.known.has(e) && (changed.has(e) || tallies.elections.get(e)?.copy),
  );
  await withBulkSettings(db, async (tx) => {
    await insertNew(tx, t, compared.map(isoOfDateKey));
    await noteElections(tx, t, tallies);
  });
  // Statistics change only with new records (the findings plan the last votes from them).
  await db.exec(`drop table ${stage}${copied > 0 ? '; analyze voting_history' : ''}`);
  return tallies.records;
}

/** Whether the first-load path stored the file, and whether it read the file (and reported its problems). */
interface FirstLoad {
  loaded: boolean;
  read: boolean;
  records: number;
}

/**
 * The first history of a database (none stored, no snapshot published: nothing reads it yet)
 * goes straight into voting_history with its first_seen, the primary key dropped for the copy and
 * built after it, in one transaction: no stage, no sort for the distinct, no index kept up row by
 * row (the stage's way costs more: docs/performance.md). A file that repeats a record fails the
 * key's build; then the transaction leaves nothing and the caller goes the stage's way, which
 * keeps one of each.
 */
async function loadFirst(
  db: Db,
  t: SnapshotTables,
  path: string,
  onProblem: ProblemSink,
): Promise<FirstLoad> {
  const [state] = await db.query<{ first: boolean }>(
    `select not exists (select 1 from voting_history)
            and not exists (select 1 from snapshots where status = 'ready') as first`,
  );
  if (!state?.first) return { loaded: false, read: false, records: 0 };
  const tallies = new HistoryDigests(() => true);
  try {
    await withBulkSettings(db, async (tx) => {
      await tx.exec(
        `lock table voting_history in access exclusive mode;
         alter table voting_history drop constraint voting_history_pkey`,
      );
      await tx.copyFrom(
        'voting_history',
        [...HISTORY_COPY_COLUMNS, 'first_seen'],
        historyCopyChunks(path, onProblem, tallies, `\t${t.snapshotDate}`),
      );
      await tx.exec('alter table voting_history add primary key (voter_id, election_date, voting_method)');
      await noteElections(tx, t, tallies);
    });
  } catch (e) {
    // unique_violation: a record repeated in the file.
    if (e instanceof DatabaseError && e.code === '23505') return { loaded: false, read: true, records: 0 };
    throw e;
  }
  await db.exec('analyze voting_history');
  return { loaded: true, read: true, records: tallies.records };
}

/**
 * The file's elections into snapshot_elections (the election-date list reads these few rows, not
 * the history) and their digests into history_digests: every record of the file is stored now,
 * so a later file with the same digest for an election adds nothing to it.
 */
async function noteElections(tx: Queryable, t: SnapshotTables, tallies: HistoryDigests): Promise<void> {
  const elections = [...tallies.elections.keys()];
  await tx.query(
    `insert into snapshot_elections (snapshot_date, election_date)
     select $1::date, e from unnest($2::date[]) e on conflict do nothing`,
    [t.snapshotDate, elections.map(isoOfDateKey)],
  );
  await tx.query(
    `insert into history_digests (snapshot_date, election_date, records, digest)
     select $1::date, * from unnest($2::date[], $3::bigint[], $4::text[])
     on conflict (snapshot_date, election_date) do update set records = excluded.records, digest = excluded.digest`,
    [
      t.snapshotDate,
      elections.map(isoOfDateKey),
      elections.map((e) => tallies.elections.get(e)?.records ?? 0),
      elections.map((e) => tallies.elections.get(e)?.digest() ?? ''),
    ],
  );
}

/**
 * Inserts the stage's records, one per key (a file may repeat a line), with the load's bulk
 * settings (no JIT; on PGlite the anti-join and the sort in memory rather than in its slow spill
 * files). Records of `compared` elections may be stored already and are looked up; no record of
 * any other can be (no loaded file carried its election), so those go in without the lookup.
 * Sorted by the key, they reach the primary key's index in its order.
 */
async function insertNew(tx: Queryable, t: SnapshotTables, compared: string[]): Promise<void> {
  const insert = `insert into voting_history (voter_id, election_date, voting_method, county_code, jurisdiction_code, first_seen)
     select distinct on (s.voter_id, s.election_date, s.voting_method)
            s.voter_id, s.election_date, s.voting_method, s.county_code, s.jurisdiction_code, $1::date
     from ${t.historyStage} s`;
  await tx.query(`${insert} where s.election_date <> all($2::date[])`, [t.snapshotDate, compared]);
  if (compared.length === 0) return;
  await tx.query(
    `${insert}
     where s.election_date = any($2::date[])
       and not exists (
         select 1 from voting_history h
         where h.voter_id = s.voter_id and h.election_date = s.election_date and h.voting_method = s.voting_method)`,
    [t.snapshotDate, compared],
  );
}
