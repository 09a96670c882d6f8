import type { DownloadRequestRow } from '@voterroll/contract/downloads-api';
import type { Queryable } from '@voterroll/db/database';

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
const ROW = `j.id as request_id, 'qvf_' || to_char(j.snapshot_date, 'YYYY-MM-DD') as voter_file, j.county_name,
  j.jurisdiction_name, j.precinct, ${iso('j.created_at')} as created_at, u.username as requested_by, j.status,
  j.rows_expected, j.rows_written, ${iso('j.started_at')} as started_at, ${iso('j.finished_at')} as finished_at,
  ${iso('j.expires_at')} as expires_at, j.file_bytes::float8 as file_bytes, j.error`;

/**
 * Queues an extract unless the user already has `limit` waiting or running (counted by the
 * inserting statement itself, a probe of the per-user index). Returns null when over the limit.
 */
export async function queueExtract(
  db: Queryable,
  o: {
    userId: number;
    snapshotDate: string;
    zoneHash: string;
    county: string;
    jurisdiction: string | null;
    precinct: string | null;
    limit: number;
  },
): Promise<DownloadRequestRow | null> {
  const [row] = await db.query<DownloadRequestRow>(
    `with j as (
       insert into extract_jobs (requested_by, snapshot_date, zone_hash, county_name, jurisdiction_name, precinct)
       select $1, $2::date, $3, $4, $5, $6
       where (select count(*) from extract_jobs
               where requested_by = $1 and status in ('PENDING', 'IN PROGRESS')) < $7
       returning *
     )
     select ${ROW} from j join users u on u.id = j.requested_by`,
    [o.userId, o.snapshotDate, o.zoneHash, o.county, o.jurisdiction, o.precinct, o.limit],
  );
  return row ?? null;
}

/** The user's requests, newest first. */
export async function extractsOf(db: Queryable, userId: number): Promise<DownloadRequestRow[]> {
  return db.query<DownloadRequestRow>(
    `select ${ROW} from extract_jobs j join users u on u.id = j.requested_by
      where j.requested_by = $1 order by j.id desc limit 200`,
    [userId],
  );
}

/** One request with its file, whoever asked for it (the route checks who may have it). */
export async function extractById(
  db: Queryable,
  id: number,
): Promise<(DownloadRequestRow & { requested_by_id: number; file_name: string | null }) | null> {
  const [row] = await db.query<DownloadRequestRow & { requested_by_id: number; file_name: string | null }>(
    `select ${ROW}, j.requested_by as requested_by_id, j.file_name
       from extract_jobs j join users u on u.id = j.requested_by where j.id = $1`,
    [id],
  );
  return row ?? null;
}
