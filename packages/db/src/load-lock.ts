import pg from 'pg';

/**
 * One load at a time on a PostgreSQL database: a second load would take the running one for a
 * killed one and drop its tables. The lock is PostgreSQL's session advisory lock, held on a
 * connection of its own for the whole load, so a load that dies lets go with its connection.
 * (A PGlite folder has one owner at a time already: folder-lock.ts.)
 */
const LOAD_LOCK_KEY = 7_402_025;

export class LoadInProgressError extends Error {
  override name = 'LoadInProgressError';
}

/** Takes the database's load lock, or throws LoadInProgressError; returns its release. */
export async function holdLoadLock(target: string): Promise<() => Promise<void>> {
  if (!/^postgres(ql)?:\/\//.test(target)) return async () => {};
  const client = new pg.Client({ connectionString: target });
  await client.connect();
  const { rows } = await client.query<{ taken: boolean }>('select pg_try_advisory_lock($1) as taken', [
    LOAD_LOCK_KEY,
  ]);
  if (!rows[0]?.taken) {
    const { rows: holders } = await client.query<{ pid: number; since: string | null }>(
      `select a.pid, to_char(a.backend_start, 'YYYY-MM-DD HH24:MI:SS') as since
         from pg_locks l join pg_stat_activity a on a.pid = l.pid
        where l.locktype = 'advisory' and l.objid = $1 and l.granted`,
      [LOAD_LOCK_KEY],
    );
    await client.end();
    const holder = holders[0];
    throw new LoadInProgressError(
      'Another load is running on this database' +
        (holder ? ` (PostgreSQL session ${holder.pid}, connected since ${holder.since})` : '') +
        '. Loads run one at a time: wait until it has finished, then run this one again.',
    );
  }
  return async () => {
    await client.end();
  };
}
