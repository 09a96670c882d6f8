import { basename } from 'node:path';
import type { Db } from '@voterroll/db/database';
import type { RowProblem } from '@voterroll/voterfile/registration';
import type { LoadContext } from './load-context';

/** The snapshot's row in `snapshots`, which readers look up, and what the load notes on it. */

/** 'demo' only for the server's synthetic demo; a database holds one origin or the other. */
export type SnapshotOrigin = 'loaded' | 'demo';

/** Notes the load as started, with its files' names: the row is `loading` until published. */
export async function markLoading(
  db: Db,
  load: LoadContext,
  files: readonly (string | undefined)[],
  origin: SnapshotOrigin,
): Promise<void> {
  await db.query(
    `insert into snapshots (snapshot_date, status, voters_file, history_file, deceased_file, ncoa_file,
                            postal_file, canvass_file, started_at, origin)
     values ($1::date, 'loading', $2, $3, $4, $5, $6, $7, now(), $8)
     on conflict (snapshot_date) do update set status = 'loading', voters_file = $2, history_file = $3,
       deceased_file = $4, ncoa_file = $5, postal_file = $6, canvass_file = $7, started_at = now(),
       finished_at = null, message = null, origin = $8`,
    [load.tables.snapshotDate, ...files.map((p) => (p ? basename(p) : null)), origin],
  );
}

/** Notes the rows read, loaded and rejected and the history records read. */
export async function storeCounts(
  db: Db,
  load: LoadContext,
  [read, loaded, rejected, history]: readonly [number, number, number, number],
): Promise<void> {
  await db.query(
    `update snapshots set rows_read = $2, rows_loaded = $3, rows_rejected = $4, history_rows = $5
     where snapshot_date = $1::date`,
    [load.tables.snapshotDate, read, loaded, rejected, history],
  );
}

/** Notes a failed load and why (its tables are discarded by the caller). */
export async function markFailed(db: Db, load: LoadContext, message: string): Promise<void> {
  await db.query(`update snapshots set status = 'failed', message = $2 where snapshot_date = $1::date`, [
    load.tables.snapshotDate,
    message,
  ]);
}

/** Why a load of this origin may not go into this database (it holds the other kind), or null. */
export async function otherOrigin(db: Db, origin: SnapshotOrigin): Promise<string | null> {
  const [other] = await db.query<{ n: number }>(
    // Any loaded row counts (a failed real load is to be retried, not buried under the demo); demo
    // rows only when published.
    `select count(*)::int as n from snapshots where origin <> $1 and (status = 'ready' or origin = 'loaded')`,
    [origin],
  );
  if (!other || other.n === 0) return null;
  return origin === 'loaded'
    ? `This database holds the generated demo data (${other.n} synthetic snapshots); real voter data is not mixed with it. Load into a database of its own (--db with a new folder, or DATABASE_URL), or delete the demo's data folder first.`
    : `This database holds ${other.n} loaded snapshot(s); the generated demo is not added to real voter data.`;
}

export async function storeProblems(db: Db, load: LoadContext, problems: RowProblem[]): Promise<void> {
  if (problems.length === 0) return;
  await db.query(
    `insert into load_problems (snapshot_date, file, line, reason)
     select $1::date, * from unnest($2::text[], $3::int[], $4::text[])`,
    [
      load.tables.snapshotDate,
      problems.map((p) => p.file),
      problems.map((p) => p.line),
      problems.map((p) => p.reason),
    ],
  );
}
