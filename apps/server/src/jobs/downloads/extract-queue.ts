import type { Queryable } from '@voterroll/db/database';

/** The extract_jobs table's queue operations (migration 0051), each one statement. */

export interface ClaimedExtract {
  id: number;
  snapshotDate: string;
  countyCode: number;
  jurisdictionCode: number | null;
  ward: string | null;
  precinct: string | null;
  attempts: number;
}

/**
 * Claims the oldest job waiting, or one IN PROGRESS whose worker stopped renewing its heartbeat
 * (its server stopped midway): FOR UPDATE SKIP LOCKED, so two workers never take the same job.
 * The zone's codes come from the zones table, keyed by the hash the request stored.
 */
export async function claimExtract(
  db: Queryable,
  worker: string,
  staleAfterMs: number,
): Promise<ClaimedExtract | null> {
  const [job] = await db.query<ClaimedExtract>(
    `with next as (
       select id from extract_jobs
       where status = 'PENDING'
          or (status = 'IN PROGRESS' and heartbeat_at < now() - make_interval(secs => $2::double precision / 1000))
       order by id
       limit 1
       for update skip locked
     )
     update extract_jobs j
        set status = 'IN PROGRESS', worker = $1, attempts = j.attempts + 1, heartbeat_at = now(),
            started_at = now(), rows_written = 0, rows_expected = null, error = null
       from next, zones z
      where j.id = next.id and z.zone_hash = j.zone_hash
     returning j.id, to_char(j.snapshot_date, 'YYYY-MM-DD') as "snapshotDate", z.county_code as "countyCode",
               z.jurisdiction_code as "jurisdictionCode", z.ward, z.precinct, j.attempts`,
    [worker, staleAfterMs],
  );
  return job ?? null;
}

/** Progress while writing; false when the job is no longer this worker's (claimed again elsewhere). */
export async function reportProgress(
  db: Queryable,
  id: number,
  worker: string,
  progress: { rowsWritten: number; rowsExpected?: number },
): Promise<boolean> {
  const rows = await db.query(
    `update extract_jobs set rows_written = $3, rows_expected = coalesce($4, rows_expected), heartbeat_at = now()
      where id = $1 and worker = $2 and status = 'IN PROGRESS' returning id`,
    [id, worker, progress.rowsWritten, progress.rowsExpected ?? null],
  );
  return rows.length === 1;
}

/** Marks the job done with its file; false when it is no longer this worker's. */
export async function completeExtract(
  db: Queryable,
  id: number,
  worker: string,
  file: { name: string; bytes: number; rows: number; keepMs: number },
): Promise<boolean> {
  const rows = await db.query(
    `update extract_jobs
        set status = 'COMPLETED', file_name = $3, file_bytes = $4, rows_written = $5, rows_expected = $5,
            finished_at = now(), expires_at = now() + make_interval(secs => $6::double precision / 1000),
            heartbeat_at = null
      where id = $1 and worker = $2 and status = 'IN PROGRESS' returning id`,
    [id, worker, file.name, file.bytes, file.rows, file.keepMs],
  );
  return rows.length === 1;
}

export async function failExtract(db: Queryable, id: number, worker: string, message: string): Promise<void> {
  await db.query(
    `update extract_jobs set status = 'FAILED', error = $3, finished_at = now(), heartbeat_at = null
      where id = $1 and worker = $2 and status = 'IN PROGRESS'`,
    [id, worker, message],
  );
}

/** A stopping worker hands its job back to the queue, to be started again at the next start. */
export async function releaseExtract(db: Queryable, id: number, worker: string): Promise<void> {
  await db.query(
    `update extract_jobs set status = 'PENDING', worker = null, heartbeat_at = null
      where id = $1 and worker = $2 and status = 'IN PROGRESS'`,
    [id, worker],
  );
}

/** Completed jobs whose file has expired: marked EXPIRED; returns their file names to remove. */
export async function expireExtracts(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ file_name: string | null }>(
    `update extract_jobs set status = 'EXPIRED'
      where status = 'COMPLETED' and expires_at <= now() returning file_name`,
  );
  return rows.flatMap((r) => (r.file_name ? [r.file_name] : []));
}
