import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFromStdin } from 'pg-copy-streams';
import {
  type CopyOptions,
  checkStatementName,
  copyStatement,
  DatabaseError,
  type Db,
  type Queryable,
  type StatementOptions,
} from './database';

/** The same value types as the PGlite worker: counts as numbers, dates as ISO strings. */
const typeParsers: Record<number, (v: string) => unknown> = {
  20: Number, // int8
  1700: Number, // numeric
  1082: (v) => v, // date
};
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    typeParsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

function wrapError(e: unknown): Error {
  if (e instanceof pg.DatabaseError) return new DatabaseError(e.message, e.code, e.detail);
  return e instanceof Error ? e : new Error(String(e));
}

function queryableOn(
  run: () => Promise<pg.PoolClient | pg.Pool>,
  release: (c: unknown) => void,
  generic?: () => pg.Pool,
): Queryable {
  const q = async (config: pg.QueryConfig, onGenericPlan = false) => {
    const client = onGenericPlan && generic ? generic() : await run();
    try {
      return await client.query(config);
    } catch (e) {
      throw wrapError(e);
    } finally {
      release(client);
    }
  };
  return {
    query: async <R>(text: string, params: readonly unknown[] = [], options: StatementOptions = {}) => {
      if (options.prepare) checkStatementName(options.prepare, text);
      return (
        await q(
          { text, values: params as unknown[], ...(options.prepare ? { name: options.prepare } : {}) },
          Boolean(options.prepare && options.genericPlan),
        )
      ).rows as R[];
    },
    queryArrays: async (text: string, params: readonly unknown[] = []) =>
      (await q({ text, values: params as unknown[], rowMode: 'array' } as pg.QueryArrayConfig))
        .rows as unknown[][],
    exec: async (sql: string) => {
      await q({ text: sql });
    },
    copyFrom: async (table, columns, chunks, options?: CopyOptions) => {
      const client = await run();
      const pooled = client instanceof pg.Pool ? await client.connect() : client;
      try {
        const stream = pooled.query(copyFromStdin(copyStatement(table, columns, 'STDIN', options)));
        await pipeline(Readable.from(chunks), stream);
        return stream.rowCount ?? 0;
      } catch (e) {
        throw wrapError(e);
      } finally {
        if (client instanceof pg.Pool) pooled.release();
        release(client);
      }
    },
  };
}

const SERVING_IDLE_MS = 10 * 60_000;

/**
 * A PostgreSQL server through a connection pool (`DATABASE_URL`). `serving`: the web server's
 * connections, whose statements read a page each, run without parallel workers.
 */
export async function openPostgres(url: string, o: { serving?: boolean } = {}): Promise<Db> {
  // JIT off on every connection: the readers' queries read tens of rows by index, and a misestimated
  // join (millions of rows guessed for a page of 30) made PostgreSQL compile it first, most of a
  // clerk page's time. The load turns it off for its statements too. Parallel workers, started for
  // a page of 30 read from an index, cost more than they bring, and more so with 16 readers
  // (figures: docs/performance.md).
  const options = o.serving ? '-c jit=off -c max_parallel_workers_per_gather=0' : '-c jit=off';
  // The web server keeps an idle connection ten minutes, not pg's 10 s: each holds its prepared
  // statements and their plans, and a new one plans every list statement cold (13-37 ms for the
  // review page's details at 1M, against 0.1 ms warm: docs/performance.md).
  let closing = false;
  const poolOf = (settings: string) => {
    const made = new pg.Pool({
      connectionString: url,
      types,
      max: 10,
      options: settings,
      idleTimeoutMillis: o.serving ? SERVING_IDLE_MS : 10_000,
    });
    // An idle connection can fail (server restart, a database dropped by force): the pool replaces
    // it. Without a listener, pg re-emits the error as an uncaught exception.
    made.on('error', (e) => {
      if (!closing)
        process.stderr.write(`database: an idle connection failed and will be replaced: ${e.message}\n`);
    });
    return made;
  };
  const pool = poolOf(options);
  // The statements prepared to run on their generic plan (StatementOptions.genericPlan) have their
  // own connections, opened on first use, with the setting from the start: one round trip a
  // statement, where a SET LOCAL in a transaction took four (BEGIN, SET, the statement, COMMIT).
  let genericPool: pg.Pool | undefined;
  const generic = () => {
    genericPool ??= poolOf(`${options} -c plan_cache_mode=force_generic_plan`);
    return genericPool;
  };
  await pool.query('select 1');
  const outside = queryableOn(
    async () => pool,
    () => {},
    generic,
  );
  return {
    engine: 'postgres',
    ...outside,
    async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      const tx = queryableOn(
        async () => client,
        () => {},
      );
      try {
        await client.query('BEGIN');
        const result = await work(tx);
        await client.query('COMMIT');
        return result;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => {});
        throw e;
      } finally {
        client.release();
      }
    },
    close: async () => {
      closing = true;
      await Promise.all([pool.end(), genericPool?.end()]);
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
